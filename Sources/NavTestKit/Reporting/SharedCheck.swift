import Reducers

/// The shared changes a test store still owes at the end of a test, worked out then.
///
/// Kept as the tracker and what was asserted rather than as a list made after the last step: a
/// change the test makes in its body after its last step (`$count.withLock { $0 = 5 }`) is one
/// that step never saw, and a `store.assert` of it as the test's last line clears it.
struct SharedCheck: Sendable {
  let tracker: SharedChangeTracker
  /// The shared values the steps asserted, by root identity.
  let asserted: [ObjectIdentifier: any Sendable]
  /// The live values when `finish()` checked them: a change it reported (or waived) is not
  /// reported again unless the value moved on.
  let reportedByFinish: [ObjectIdentifier: any Sendable]

  /// The changes no step asserted, described for the report.
  func unasserted() -> [String] {
    guard tracker.hasChanges else { return [] }
    var changes = tracker.changes
    if !reportedByFinish.isEmpty {
      changes.removeAll { change in
        reportedByFinish[change.referenceID].map {
          SharedValueComparison.areEqual($0, change.newValue)
        }
          ?? false
      }
    }
    return SharedValueComparison.unasserted(changes, asserted: asserted)
  }
}
