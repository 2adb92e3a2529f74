import Reducers
import Synchronization

extension TestStore {
  /// Ends the test: every received action must be asserted and every effect must have ended.
  ///
  /// Effects driven by the store finish at once or are waiting on something the test controls
  /// (advance the `TestClock` first); `timeout` only matters for work driven from outside.
  /// Calling it is optional: the same checks run when the store goes away. Steps after it are
  /// checked again then, for what they start: an effect or a received action left over is
  /// reported as if the test had never called `finish()`.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for effects driven from outside the store.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
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
      reportExhaustive(
        Messages.unhandledActions(
          received.map { customDumpLine($0.action) }, beforeFinishReturned: true),
        at: site)
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

            Still running, by the step that started them:
          \(runningEffectOrigins().map { "    \($0)" }.joined(separator: "\n"))

          \(Messages.waitingSuggestion)
          """,
          at: site)
      }
    }
    // Shared changes are checked once effects are done: while they run, they may change more,
    // so the end of the test checks them instead.
    if !hasInFlightEffects || isDismissed {
      let changes = sharedTracker.changes
      let unasserted = SharedValueComparison.unasserted(changes, asserted: assertedShared)
      if !unasserted.isEmpty {
        reportExhaustive(Messages.unassertedShared(unasserted), at: site)
      }
      // Reported: the end of the test reports a reference again only if its value moved on.
      for change in changes {
        finished.shared[change.referenceID] = change.newValue
      }
    }
    // What is left now was reported here (or waived by exhaustivity or dismissal); the end of
    // the test checks only what later steps start.
    for index in received.indices { received[index].isReportedByFinish = true }
    for token in core.registry.running { finished.effects[ObjectIdentifier(token)] = token }
    updateSummary()
  }
}
