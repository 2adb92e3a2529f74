import AddDateFeature

await AddDateWalkthrough.run { print($0) }
