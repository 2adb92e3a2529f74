extension Duration {
  /// The duration in seconds, fractions included: what the report and the progress show.
  var inSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
