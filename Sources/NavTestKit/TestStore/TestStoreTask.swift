import Reducers

/// The effects one `TestStore.send` started, to cancel or wait for in a test.
///
/// ```swift
/// let task = await store.send(.onTask)
/// // ... assert what the long-living effect does ...
/// await task.cancel()  // the screen went away
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let group: EffectGroup?
  let store: (any TestStoreDraining)?

  init(group: EffectGroup?, store: (any TestStoreDraining)?) {
    self.group = group
    self.store = store
  }

  /// Cancels every effect the send started, and lets the cancellation run.
  @MainActor
  public func cancel() async {
    group?.cancelAll()
    store?.drainEffects()
  }

  /// Waits until every effect the send started has finished, or reports that one is still
  /// running after `timeout`.
  ///
  /// Effects the store runs finish at once or wait on something the test controls; the timeout
  /// only matters for work driven from outside (a real clock, another thread).
  @MainActor
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let group, let store else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = timeout ?? store.defaultTimeout
    let finished = await store.waitForOutsideWork(timeout: timeout) { !group.isRunning }
    if !finished {
      TestFailure.record(
        """
        Expected task to finish, but it is still in-flight after \(Messages.seconds(timeout)).

        \(Messages.waitingSuggestion)
        """,
        at: site)
    }
  }

  /// Whether the task was cancelled, or had no effect to run.
  public var isCancelled: Bool {
    guard let group else { return true }
    return group.wasCancelled || !group.startedAny
  }

  /// Compares two tasks by the effects they track.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  /// Hashes the identity of the tracked effects.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}

/// What a ``TestStoreTask`` needs from its store, without its generic parameters.
@MainActor
protocol TestStoreDraining: AnyObject, Sendable {
  var defaultTimeout: Duration { get }
  func drainEffects()
  func waitForOutsideWork(timeout: Duration, until isDone: () -> Bool) async -> Bool
}

extension TestStore: TestStoreDraining {
  var defaultTimeout: Duration { timeout }
}

extension Messages {
  /// A duration as seconds for messages: `1.0 seconds`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return "\(value) seconds"
  }
}
