import Synchronization

/// A record of the shared values a test step changed, replayed while the test asserts the step.
///
/// A `TestStore` owns one tracker and uses it in two modes, each installed by a task-local for
/// the duration of a closure. The contract:
///
/// - **Tracking** (``track(_:)``): while reducers and effects run. Every `withLock` on any shared
///   reference records the value its root held *before its first mutation* since the last
///   ``reset()``: a second write in the same step keeps the first snapshot. Reads and writes
///   otherwise behave as usual. Effects started inside `track` inherit the task-local, so their
///   later writes are tracked too.
/// - **Asserting** (``assert(_:)``): while the test's assertion closure runs and the expected state
///   is compared with the actual state. Reading a tracked reference returns its snapshot, the
///   pre-mutation value; `withLock` mutates the snapshot, never the live value (creating a snapshot
///   from the live value when the reference has none). `==` on two `Shared` values with the same
///   root compares the *snapshot after the closure* with the *live value*, and marks the reference
///   asserted. A state holding `@Shared` therefore compares equal exactly when the test replicated
///   the step's shared mutations.
/// - A root is identified by object identity: derived references (`$x.member`, `$x[id:]`, an
///   unwrapped optional) snapshot, read and write through their root.
/// - ``hasChanges`` and ``changes`` list the references mutated while tracking since the last
///   ``reset()``, with old (snapshot) and new (live) values, in the order they were first changed.
///   A snapshot created by the assertion closure alone is not a change.
/// - The tracker never resets itself: the test store calls ``reset()`` after each assertion, and
///   checks ``hasChanges`` at the end of the test for changes nobody asserted.
///
/// A diff of the state should dump the *expected* state inside ``assert(_:)`` (snapshots) and the
/// *actual* state outside it (live values).
package final class SharedChangeTracker: Sendable {
  /// The tracker recording mutations in the current task, if any.
  @TaskLocal package static var current: SharedChangeTracker?
  /// The tracker whose snapshots the current task reads and writes, if any.
  @TaskLocal package static var asserting: SharedChangeTracker?

  private struct Entry: Sendable {
    let root: any AnySharedRoot
    var snapshot: any Sendable
    var isChange: Bool
    var isAsserted: Bool
    let order: Int
  }

  private struct State: Sendable {
    var entries: [ObjectIdentifier: Entry] = [:]
    var nextOrder = 0
    /// Per-step assertion: the values the test last asserted, and the values the step left.
    var baseline: [ObjectIdentifier: any Sendable] = [:]
    var actual: [ObjectIdentifier: any Sendable]?
    var scratch: [ObjectIdentifier: any Sendable] = [:]
  }

  private let state = Lock(State())

  /// Creates a tracker with no changes.
  package init() {}

  /// Runs `operation` with this tracker recording shared mutations.
  package func track<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$current.withValue(self, operation: operation)
  }

  /// Runs an asynchronous `operation` with this tracker recording shared mutations.
  package func track<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> R
  ) async rethrows -> R {
    try await Self.$current.withValue(self, operation: operation, isolation: isolation)
  }

  /// Runs `operation` with reads and writes of tracked references going to their snapshots.
  package func assert<R>(_ operation: () throws -> R) rethrows -> R {
    try Self.$asserting.withValue(self, operation: operation)
  }

  /// The live value of every reference mutated while tracking, keyed by root identity.
  ///
  /// A test store records these after every action, so each step can be asserted against the
  /// shared values it left, not the values later actions changed.
  package func liveValues() -> [ObjectIdentifier: any Sendable] {
    let roots = state.withLock { $0.entries.mapValues(\.root) }
    return roots.mapValues(\.anyLiveValue)
  }

  /// Runs an assertion for one step: reads start from `baseline` (the values the test last
  /// asserted; a reference without one starts from its pre-mutation snapshot), writes go to a
  /// scratch copy, and `==` compares them with `actual` (the values the step left; a reference
  /// without one compares with its live value).
  package func assert<R>(
    baseline: [ObjectIdentifier: any Sendable],
    actual: [ObjectIdentifier: any Sendable],
    _ operation: () throws -> R
  ) rethrows -> R {
    state.withLock {
      $0.baseline = baseline
      $0.actual = actual
      $0.scratch = [:]
    }
    defer {
      state.withLock {
        $0.actual = nil
        $0.scratch = [:]
      }
    }
    return try Self.$asserting.withValue(self, operation: operation)
  }

  /// The value a step left in `root`, while asserting a step; `nil` means the live value.
  func actualValue(of root: any AnySharedRoot) -> (any Sendable)? {
    state.withLock { state in
      guard let actual = state.actual else { return nil }
      let id = ObjectIdentifier(root)
      // A reference first changed after the step held its pre-mutation value at that step.
      return actual[id] ?? state.entries[id]?.snapshot
    }
  }

  /// Whether any reference was mutated while tracking since the last reset.
  package var hasChanges: Bool {
    state.withLock { $0.entries.values.contains { $0.isChange } }
  }

  /// The references mutated while tracking since the last reset, first change first.
  package var changes: [SharedChange] {
    let entries = state.withLock { $0.entries.values.filter(\.isChange) }
    return entries.sorted { $0.order < $1.order }.map { entry in
      SharedChange(
        referenceID: ObjectIdentifier(entry.root),
        reference: entry.root.referenceDescription,
        oldValue: entry.snapshot,
        newValue: entry.root.anyLiveValue,
        isAsserted: entry.isAsserted
      )
    }
  }

  /// Forgets every snapshot and change.
  package func reset() {
    state.withLock { $0 = State() }
  }

  /// Returns the snapshot of `root`, if the tracker holds one.
  func snapshot(of root: any AnySharedRoot) -> (any Sendable)? {
    state.withLock { state in
      let id = ObjectIdentifier(root)
      if state.actual != nil {
        return state.scratch[id] ?? state.baseline[id] ?? state.entries[id]?.snapshot
      }
      return state.entries[id]?.snapshot
    }
  }

  /// Records `before` as the snapshot of `root`, unless it already has one; marks it changed.
  func recordChange(of root: any AnySharedRoot, before: any Sendable) {
    state.withLock { state in
      let id = ObjectIdentifier(root)
      if state.entries[id] != nil {
        state.entries[id]?.isChange = true
        return
      }
      state.entries[id] = Entry(
        root: root, snapshot: before, isChange: true, isAsserted: false, order: state.nextOrder)
      state.nextOrder += 1
    }
  }

  /// Stores `snapshot`, written by an assertion closure, as the snapshot of `root`.
  func assertSnapshot(_ snapshot: any Sendable, of root: any AnySharedRoot) {
    state.withLock { state in
      let id = ObjectIdentifier(root)
      if state.actual != nil {
        state.scratch[id] = snapshot
        return
      }
      if state.entries[id] != nil {
        state.entries[id]?.snapshot = snapshot
        return
      }
      state.entries[id] = Entry(
        root: root, snapshot: snapshot, isChange: false, isAsserted: false, order: state.nextOrder)
      state.nextOrder += 1
    }
  }

  /// Marks `root` asserted; returns whether the tracker holds a snapshot of it.
  func markAsserted(_ root: any AnySharedRoot) -> Bool {
    state.withLock { state in
      let id = ObjectIdentifier(root)
      guard state.entries[id] != nil else { return false }
      state.entries[id]?.isAsserted = true
      return true
    }
  }
}
