import Reducers

extension TestStore {
  /// Asserts facts about the current state without sending an action.
  ///
  /// Useful to check computed properties, or changes effects made to shared state after the
  /// last step. The closure starts from ``state`` and must leave it equal to the real state.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.$syncUp.withLock { $0.meetings[0].transcript = "I completed the project" }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - updateStateToExpectedResult: Changes the state to what the test expects.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    drainEffects()
    // The real state includes the changes of actions still queued: a mismatch says so, and a
    // later receive of them asserts each one's own change.
    let queued = received.isEmpty ? nil : Messages.queuedBeforeAssert(received.map(\.action))
    overtakeReceived()
    inStep(site) {
      withoutActuallyEscaping(updateStateToExpectedResult) { update in
        expectState(
          from: state, toBe: core.untrackedState, after: update, kind: .assert, note: queued,
          at: site)
      }
    }
    state = core.untrackedState
    // What it asserted, shared changes included, no longer counts as owed at the end.
    updateSummary()
  }

  /// The kind of step a state assertion belongs to, which changes its wording.
  enum AssertionKind {
    case send, receive, assert
  }

  /// Compares the state the test expects with the real one and reports any difference.
  ///
  /// - Parameters:
  ///   - previous: The last asserted state, which the closure changes.
  ///   - actual: The state the reducer produced.
  ///   - update: The test's description of the change, if any.
  ///   - sharedAfter: The shared values the step left; the live ones when `nil`.
  ///   - sharedBefore: The shared values to assert from, for a step the test already moved
  ///     past; the values last asserted when `nil`.
  ///   - note: Said after an exhaustive mismatch, when something explains it.
  func expectState(
    from previous: State,
    toBe actual: State,
    after update: ((inout State) throws -> Void)?,
    kind: AssertionKind,
    generation: Int? = nil,
    shared sharedAfter: [ObjectIdentifier: any Sendable]? = nil,
    baseline sharedBefore: [ObjectIdentifier: any Sendable]? = nil,
    note: String? = nil,
    at site: CallSite
  ) {
    let sharedAfter = sharedAfter ?? sharedTracker.liveValues()
    // A step the test already moved past asserts from its own baseline and leaves the
    // asserted values as they are.
    defer { if sharedBefore == nil { assertedShared.merge(sharedAfter) { $1 } } }
    let baseline = exhaustivity == .on ? sharedBefore ?? assertedShared : sharedAfter
    sharedTracker.assert(baseline: baseline, actual: sharedAfter) {
      compareState(
        from: previous, toBe: actual, after: update, kind: kind, generation: generation,
        note: note, at: site)
    }
  }

  private func compareState(
    from previous: State,
    toBe actual: State,
    after update: ((inout State) throws -> Void)?,
    kind: AssertionKind,
    generation: Int?,
    note: String?,
    at site: CallSite
  ) {
    // The closure runs with the store's dependencies, and a stack id generator positioned where
    // the reducer's was, so `$0.path.append(x)` draws the id the reducer drew.
    var values = dependencies
    values.stackElementID = StackElementIDGenerator(
      start: generation ?? dependencies.stackElementID.peek)
    let update = update.map { update in
      { (state: inout State) throws -> Void in
        try DependencyValues.withValues(values) { try update(&state) }
      }
    }
    switch exhaustivity {
    case .on:
      var expected = previous
      do {
        try update?(&expected)
      } catch {
        TestFailure.record(Messages.threw(error), at: site)
        return
      }
      if expected != actual {
        let headline =
          update == nil
          ? "State was not expected to change, but a change occurred."
          : "A state change does not match expectation."
        let mismatch = Messages.stateMismatch(
          headline, previous: previous, expected: expected, actual: actual)
        TestFailure.record(note.map { "\(mismatch)\n\n\($0)" } ?? mismatch, at: site)
      } else if update != nil, kind != .assert, previous == actual, !sharedTracker.hasChanges {
        reportExhaustive(Messages.noStateChange, at: site)
      }
    case .off(let showSkippedAssertions):
      var expected = actual
      do {
        try update?(&expected)
      } catch {
        TestFailure.record(Messages.threw(error), at: site)
        return
      }
      if expected != actual {
        TestFailure.record(
          Messages.stateMismatch(
            "A state change does not match expectation.", previous: previous, expected: expected,
            actual: actual),
          at: site)
        return
      }
      guard showSkippedAssertions else { return }
      var fromPrevious = previous
      try? update?(&fromPrevious)
      if fromPrevious != actual {
        TestFailure.recordKnown(
          Messages.skipped(
            Messages.stateMismatch(
              "A state change does not match expectation.", expected: fromPrevious, actual: actual)
          ),
          at: site)
      }
    }
  }
}

extension Messages {
  /// Why an `assert` may not match: actions effects fed back are still waiting to be received.
  static func queuedBeforeAssert(_ actions: [some Any]) -> String {
    """
    \(count(actions.count, "received action is", "received actions are")) still queued, and \
    the actual state includes \(actions.count == 1 ? "its" : "their") changes:

    \(actions.map { "    \(customDumpLine($0))" }.joined(separator: "\n"))

    To fix, receive \(actions.count == 1 ? "it" : "them") with "store.receive" before \
    "store.assert".
    """
  }
}

extension TestStore {
  /// The navigation tree of the state as last asserted: the stack and what each level presents.
  public var navigation: NavigationTree {
    NavigationTree(of: state)
  }

  /// Asserts what is on screen, as the navigation tree prints it.
  ///
  /// ```swift
  /// store.assertNavigation("AppFeature ▸ #0 detail ▸ sheet edit")
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The tree's description, levels joined by `▸`.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func assertNavigation(
    _ expected: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = navigation.description
    guard actual != expected else { return }
    TestFailure.record(
      """
      Navigation does not match expectation.

        Expected: \(expected)
        Actual:   \(actual)
      """,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
