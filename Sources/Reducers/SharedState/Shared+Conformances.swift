extension Shared: Equatable where Value: Equatable {
  /// Returns whether two shared values hold equal values.
  ///
  /// Outside a test assertion this compares the current values. While a test store's shared-change
  /// tracker is asserting, and both sides lead to the same root, it compares the left side's snapshot (the
  /// value the assertion closure built) with the right side's live value, and marks the
  /// reference asserted: so a test store's `expected == actual` holds exactly when the test
  /// replicated the shared mutations of the step. That includes a reference the step did not
  /// change: a mutation the test expects but the feature never made is a mismatch.
  ///
  /// - Parameters:
  ///   - lhs: A shared value; the expected one in a test store's comparison.
  ///   - rhs: Another shared value; the actual one in a test store's comparison.
  /// - Returns: `true` when the compared values are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let tracker = SharedChangeTracker.asserting, lhs.reference.root === rhs.reference.root {
      // Compare even when the step never changed the reference: the test may expect a change
      // that did not happen, which only the snapshot its closure wrote shows.
      _ = tracker.markAsserted(lhs.reference.root)
      return lhs.reference.read(.current) == rhs.reference.read(.live)
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The id of the current value.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The reference and its key, like `Shared<Int>(.inMemory("count"))`.
  ///
  /// A shared value made with ``init(value:)`` prints its current value instead of a key:
  /// `Shared<Int>(value: 0)`.
  public var description: String {
    reference.root.referenceDescription
  }
}

extension Shared: CustomReflectable {
  /// A mirror of the current value, so dumps and diffs show what the reference holds.
  ///
  /// A diff engine that wants to mark shared references (`#1 <value>`) recognises them through
  /// the runtime's package-level `AnyShared` protocol.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue)
  }
}

/// A shared value seen without its type: what a diff engine needs to mark shared references.
///
/// Every ``Shared`` conforms. Dump the expected state inside ``SharedChangeTracker/assert(_:)`` and
/// the actual state outside it: ``sharedValue`` then reads the snapshot and the live value.
package protocol AnyShared {
  /// The identity of the root reference: equal for aliases and derived references.
  var sharedReferenceID: ObjectIdentifier { get }
  /// The current value, as ``Shared/wrappedValue`` reads it.
  var sharedValue: any Sendable { get }
  /// The value the step under assertion left (the live value outside an assertion).
  var sharedActualValue: any Sendable { get }
  /// Whether this is the root reference itself, not one derived from it (a member, an element).
  var isSharedRoot: Bool { get }
}

extension Shared: AnyShared {
  /// The identity of the root reference: equal for aliases and derived references.
  package var sharedReferenceID: ObjectIdentifier {
    ObjectIdentifier(reference.root)
  }

  /// The current value, as ``wrappedValue`` reads it.
  package var sharedValue: any Sendable {
    wrappedValue
  }

  /// The value the step under assertion left (the live value outside an assertion).
  package var sharedActualValue: any Sendable {
    reference.read(.live)
  }

  /// Whether this is the root reference itself, not one derived from it (a member, an element).
  package var isSharedRoot: Bool {
    reference is SharedRoot<Value>
  }
}
