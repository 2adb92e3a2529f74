import Reducers
import Synchronization

extension TestStore {
  /// Ends the test: every received action must be asserted and every effect must have ended.
  ///
  /// Effects driven by the store finish at once or are waiting on something the test controls
  /// (advance the `TestClock` first); `timeout` only matters for work driven from outside.
  /// Calling it is optional: the same checks run when the store goes away.
  ///
  /// - Parameter timeout: How long to wait for effects driven from outside the store.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    drainEffects()
    if !received.isEmpty {
      reportExhaustive(Messages.unhandledActions(received.map { Describe.action($0.action) }), at: site)
    }
    if !isDismissed, hasInFlightEffects {
      let timeout = timeout ?? self.timeout
      let finished = await waitForOutsideWork(timeout: timeout) { [core] in
        core.registry.running.isEmpty
      }
      if !finished {
        reportExhaustive(
          """
          Expected effects to finish, but there are still effects in-flight after \
          \(Messages.seconds(timeout)).

          \(Messages.waitingSuggestion)
          """,
          at: site)
      }
    }
    if !hasInFlightEffects || isDismissed {
      let unasserted = SharedValues.unasserted(sharedTracker.changes, asserted: assertedShared)
      if !unasserted.isEmpty {
        reportExhaustive(Messages.unassertedShared(unasserted), at: site)
      }
    }
    endOfTest.withLock { $0.isFinished = true }
  }
}
