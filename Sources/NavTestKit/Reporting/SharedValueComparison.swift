import Reducers

/// Comparisons of shared values the tracker hands out as `any Sendable`.
enum SharedValueComparison {
  /// Whether two values are equal: by `==` when they are `Equatable` of one type, else by dump.
  static func areEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
    if let lhs = lhs as? any Equatable, let equal = equal(lhs, rhs) {
      return equal
    }
    return customDump(lhs) == customDump(rhs)
  }

  private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool? {
    guard let rhs = rhs as? Value else { return nil }
    return lhs == rhs
  }

  /// The changes a test never asserted: references whose live value differs from the value the
  /// test last asserted (or, never asserted, from the value before the test changed it).
  static func unasserted(
    _ changes: [SharedChange], asserted: [ObjectIdentifier: any Sendable]
  ) -> [String] {
    changes.compactMap { change in
      let expected = asserted[change.referenceID] ?? change.oldValue
      guard !areEqual(expected, change.newValue) else { return nil }
      return "\(change.reference): \(customDump(expected)) → \(customDump(change.newValue))"
    }
  }
}
