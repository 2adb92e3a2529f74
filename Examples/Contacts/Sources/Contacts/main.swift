import ContactsFeature

await ContactsWalkthrough.run { print($0) }
