/// Which value a read of a shared reference sees while a ``SharedChangeTracker`` is asserting.
enum SharedReadMode {
  /// The asserting tracker's snapshot when it has one, else the live value.
  case current
  /// The live value, whatever the tracker holds.
  case live
}

/// The storage behind a ``Shared``: a root that owns the value, or a path derived from a root.
///
/// Every reference leads to one ``SharedRoot``, the unit of identity: two `Shared` values alias
/// when their references have the same root, snapshots are taken per root, and observers are
/// registered on the root. Derived references (a member, an element by id, an unwrapped optional)
/// read through their base and write through their base's lock, so a write always lands in the
/// root, or in the root's snapshot while a tracker is asserting.
protocol SharedReference<Value>: Sendable {
  /// The type of the value the reference reads and writes.
  associatedtype Value: Sendable

  /// The root the reference leads to.
  var root: any AnySharedRoot { get }

  /// Returns the value, from the live root or from the asserting tracker's snapshot.
  func read(_ mode: SharedReadMode) -> Value

  /// Mutates the value under the root's lock, or the snapshot while a tracker is asserting.
  func mutate<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R
}

/// The type-erased face of a ``SharedRoot`` that trackers, registries and messages use.
protocol AnySharedRoot: AnyObject, Sendable {
  /// The live value, type-erased.
  var anyLiveValue: any Sendable { get }
  /// How the reference is described: `Shared<Int>(.inMemory("count"))`.
  var referenceDescription: String { get }
  /// The error the root's key met when it loaded the value, if any.
  var loadError: (any Error)? { get }
}

/// A reference to a member of another reference's value, through a writable key path.
struct KeyPathReference<BaseValue: Sendable, Value: Sendable>: SharedReference {
  /// The reference whose value holds the member.
  let base: any SharedReference<BaseValue>
  /// The path from the base value to the member.
  let keyPath: any WritableKeyPath<BaseValue, Value> & Sendable

  var root: any AnySharedRoot { base.root }

  func read(_ mode: SharedReadMode) -> Value {
    base.read(mode)[keyPath: keyPath]
  }

  func mutate<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    let keyPath = keyPath
    return try base.mutate { (value: inout BaseValue) throws(E) -> R in
      try body(&value[keyPath: keyPath])
    }
  }
}
