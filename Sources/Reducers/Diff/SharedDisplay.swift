/// A shared value as dumps and diffs print it: `Shared(…)` around the value, so a reader sees
/// which parts of a state are shared references.
struct SharedDisplay: Equatable {
  /// The value the reference holds (on the side being printed).
  let value: Any

  static func == (lhs: Self, rhs: Self) -> Bool {
    Equality.equatable(lhs.value, rhs.value) ?? (customDump(lhs.value) == customDump(rhs.value))
  }
}
