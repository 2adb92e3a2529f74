import Reducers

extension TestStore {
  /// Sends an action and asserts how the state changed.
  ///
  /// The closure receives the state as last asserted and must change it into the state the
  /// reducer produced; omit it when the action changes nothing. Before sending, every action
  /// effects fed back must have been received.
  ///
  /// ```swift
  /// await store.send(.addSyncUpButtonTapped) {
  ///   $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: UUID(0))))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A task tracking the effects this action started, to cancel or finish them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      TestFailure.record(Messages.sentToDismissedStore, at: site)
      return TestStoreTask(group: nil, store: nil)
    }
    drainEffects()
    // The send is asserted from the state the actions still queued left (they are reported
    // below), so its own assertion is about the send alone.
    let previous = received.last.flatMap { $0.overtaken == nil ? $0.state : nil } ?? state
    if !received.isEmpty {
      switch exhaustivity {
      case .on:
        // Report each action once, and keep it queued so the test's next `receive` still
        // matches it; the send's own assertion starts after them, so it is about the send alone.
        // Those not yet overtaken are the ones no step reported (always the last ones).
        var unreported: [Action] = []
        for action in received where action.overtaken == nil { unreported.append(action.action) }
        if !unreported.isEmpty {
          TestFailure.record(Messages.mustHandleReceived(unreported), at: site)
          overtakeReceived()
          // Shared values too: the send is compared from what the last of them left.
          if let last = received.last { assertedShared.merge(last.shared) { $1 } }
        }
      case .off(showSkippedAssertions: true):
        skipReceived(at: site)
      case .off(showSkippedAssertions: false):
        if let last = received.last, last.overtaken == nil { state = last.state }
        received.removeAll()
      }
    }
    sharedAfterSentAction = sharedTracker.liveValues()
    let generation = dependencies.stackElementID.peek
    generationBeforeNextAction = generation
    stateAfterSentAction = nil
    let screenBefore = coverage == nil ? nil : screen
    let group = inStep(site) {
      let group = core.send(action, source: .sent, site: site)
      // Named only if `finish()` times out while the group's effects still run.
      group.recordOrigin(action)
      drainEffects()
      return group
    }
    // What the effects handed to the main actor runs before the step returns.
    if hasInFlightEffects {
      await IssueReporting.$reporter.withValue(StepReporter(site: site)) { await settleEffects() }
    }
    if let coverage, let screenBefore {
      coverage.take(from: screenBefore, to: screen, step: { NavigationMap.casePath(of: action) })
    }
    let actual = stateAfterSentAction ?? core.untrackedState
    inStep(site) {
      expectState(
        from: previous, toBe: actual, after: updateStateToExpectedResult, kind: .send,
        generation: generation, shared: sharedAfterSentAction, at: site)
    }
    state = actual
    updateSummary()
    return TestStoreTask(group: group, store: self)
  }

  /// Sends the action a case key path builds from a value, and asserts the state change.
  ///
  /// ```swift
  /// await store.send(\.destination.add.binding.syncUp, syncUp) { ... }
  /// await store.send(\.path.push, (id: 0, .detail(detailState))) { ... }
  /// ```
  ///
  /// - Parameters:
  ///   - casePath: The case to send, like `\.path[id: 0].detail.editButtonTapped`.
  ///   - value: The payload.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A task tracking the effects this action started.
  @discardableResult
  public func send<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Case(casePath).embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends the payload-free action a case key path names, and asserts the state change.
  ///
  /// - Parameters:
  ///   - casePath: The case to send, like `\.path[id: 0].detail.editButtonTapped`.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A task tracking the effects this action started.
  @discardableResult
  public func send(
    _ casePath: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      Case(casePath).embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Messages {
  static let sentToDismissedStore = """
    Can't send action to dismissed test store.

    The feature dismissed itself with the "dismiss" dependency, so no screen is left to send \
    actions to. To fix, end the test after the dismissal, or assert "store.isDismissed".
    """

  static func mustHandleReceived(_ actions: [some Any]) -> String {
    """
    Must handle \(count(actions.count, "received action")) before sending an action.

      Unhandled actions:
    \(actions.enumerated().map { "    [\($0.offset)]: \(customDumpLine($0.element))" }.joined(separator: "\n"))

    To fix, assert them with "store.receive" before sending (they stay queued, so a \
    "receive" after this send still matches them), skip them with \
    "await store.skipReceivedActions()", or use a non-exhaustive test store.
    """
  }
}
