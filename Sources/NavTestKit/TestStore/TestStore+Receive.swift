import Reducers

extension TestStore {
  /// Asserts that an effect fed back an action in the given case, and how the state changed.
  ///
  /// Actions need not be `Equatable`: the case key path matches any payload.
  ///
  /// ```swift
  /// await store.receive(\.delegate.saveContact)
  /// await store.receive(\.path.popFrom) { $0.path[id: 0] = nil }
  /// ```
  ///
  /// - Parameters:
  ///   - casePath: The case the next received action must be in.
  ///   - timeout: How long to wait for an effect driven from outside the store.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = Case(casePath)
    await receiveAction(
      expectation: "an action matching \"\(path)\"",
      matches: { path.extract($0) != nil },
      expected: .description("\(path)"),
      timeout: timeout, update: updateStateToExpectedResult,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect fed back an action in the given case with the given payload.
  ///
  /// When another action arrives, the failure diffs the expected action against it.
  ///
  /// ```swift
  /// await store.receive(\.speechResult, SpeechRecognitionResult(...)) { $0.transcript = "..." }
  /// ```
  ///
  /// - Parameters:
  ///   - casePath: The case the next received action must be in.
  ///   - value: The payload it must carry.
  ///   - timeout: How long to wait for an effect driven from outside the store.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func receive<Value: Equatable>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = Case(casePath)
    await receiveAction(
      expectation: "an action matching \"\(path)\"",
      matches: { path.extract($0) == value },
      expected: .action(path.embed(value)),
      timeout: timeout, update: updateStateToExpectedResult,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect fed back an action matching a predicate.
  ///
  /// For actions that are not `Equatable` and a match a case path cannot say.
  ///
  /// ```swift
  /// await store.receive(where: { if case .factResponse = $0 { true } else { false } }) {
  ///   $0.fact = "3 is a good number."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Whether the next received action is the expected one.
  ///   - timeout: How long to wait for an effect driven from outside the store.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func receive(
    where predicate: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      expectation: "an action matching the predicate",
      matches: predicate,
      expected: .description("an action matching the predicate"),
      timeout: timeout, update: updateStateToExpectedResult,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that an effect fed back an action matching a predicate, as TCA spells it.
  ///
  /// The same as ``receive(where:timeout:assert:fileID:filePath:line:column:)``, so TCA tests
  /// translate as they are. It is disfavoured, so that a key path literal (`receive(\.saved)`)
  /// always means a case, even when the action also has a `Bool` property of that name a key path
  /// could read.
  ///
  /// ```swift
  /// await store.receive({ $0 == .factResponse("3 is a good number.") }) {
  ///   $0.fact = "3 is a good number."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isMatching: Whether the next received action is the expected one.
  ///   - timeout: How long to wait for an effect driven from outside the store.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  @_disfavoredOverload
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      where: isMatching, timeout: timeout, assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Finds the expected action among those received, then asserts the state after it.
  func receiveAction(
    expectation: String,
    matches: (Action) -> Bool,
    expected: ExpectedAction,
    timeout: Duration?,
    update: ((inout State) throws -> Void)?,
    site: CallSite
  ) async {
    let timeout = timeout ?? self.timeout
    let isExhaustive = exhaustivity == .on
    let arrived = await waitForOutsideWork(timeout: timeout) {
      isExhaustive ? !received.isEmpty : received.contains { matches($0.action) }
    }
    guard !received.isEmpty, isExhaustive || received.contains(where: { matches($0.action) }) else {
      let evidence =
        hasInFlightEffects
        ? "Effects are still in flight after waiting \(Messages.seconds(timeout)).\n\n"
          + Messages.waitingSuggestion
        : Messages.noInFlightEffects
      TestFailure.record(
        received.isEmpty
          ? "Expected to receive \(expectation), but received none.\n\n\(evidence)"
          : Messages.noMatchingAction(
            expectation, received: received.map { customDumpLine($0.action) },
            evidence: evidence),
        at: site)
      _ = arrived
      return
    }
    if !isExhaustive, let index = received.firstIndex(where: { matches($0.action) }), index > 0 {
      let skipped = received[..<index]
      reportExhaustive(
        """
        \(Messages.count(skipped.count, "received action")) \(skipped.count == 1 ? "was" : "were") skipped:

        \(skipped.map { "  \(customDumpLine($0.action))" }.joined(separator: "\n"))
        """,
        at: site)
      if received[index - 1].overtaken == nil { state = received[index - 1].state }
      received.removeFirst(index)
    }
    let next = received.removeFirst()
    defer { updateSummary() }
    guard matches(next.action) else {
      TestFailure.record(
        Messages.unexpectedAction(expectation, expected: expected, received: next.action),
        at: site)
      if next.overtaken == nil { state = next.state }
      return
    }
    if let overtaken = next.overtaken {
      // The test already moved past this action: assert its own change, and keep `state`.
      inStep(site) {
        expectState(
          from: overtaken.state, toBe: next.state, after: update, kind: .receive,
          generation: next.generationBefore, shared: next.shared, baseline: overtaken.shared,
          at: site)
      }
      return
    }
    inStep(site) {
      expectState(
        from: state, toBe: next.state, after: update, kind: .receive,
        generation: next.generationBefore, shared: next.shared, at: site)
    }
    state = next.state
  }

  /// Marks the queued actions the test moves past without receiving them, so that a later
  /// `receive` still matches them and asserts each one's own change from the state before it.
  func overtakeReceived() {
    var before = Baseline(state: state, shared: assertedShared)
    for index in received.indices where received[index].overtaken == nil {
      received[index].overtaken = before
      before = Baseline(state: received[index].state, shared: received[index].shared)
    }
  }
}

/// What a `receive` expected, for the message when another action arrives.
enum ExpectedAction {
  /// A case path or a predicate, described in words.
  case description(String)
  /// A whole action, diffed against the one that arrived.
  case action(Any)
}

extension Messages {
  /// A non-exhaustive `receive` that found only actions that do not match.
  static func noMatchingAction(
    _ expectation: String, received: [String], evidence: String
  ) -> String {
    """
    Expected to receive \(expectation), but didn't get one.

      Received, not matching:
    \(received.map { "    \($0)" }.joined(separator: "\n"))

    \(evidence)
    """
  }

  /// A received action that is not the expected one: a diff when a whole action was expected.
  static func unexpectedAction(
    _ expectation: String, expected: ExpectedAction, received: Any
  ) -> String {
    switch expected {
    case .description(let description):
      return """
        Received unexpected action: expected \(expectation).

          Expected:
        \(indent(description, by: 4))
          Received:
        \(indent(customDump(received), by: 4))
        """
    case .action(let action):
      let difference = diff(action, received, unequal: true) ?? customDump(received)
      return """
        Received unexpected action: expected \(expectation).

        \(indent(difference, by: 4))

        (Expected: −, Received: +)
        """
    }
  }
}

extension TestStore where Action: Equatable {
  /// Asserts that an effect fed back exactly this action, and how the state changed.
  ///
  /// When another action arrives, the failure diffs the two actions.
  ///
  /// ```swift
  /// await store.receive(.factResponse("3 is a good number.")) {
  ///   $0.fact = "3 is a good number."
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: The action the next received action must equal.
  ///   - timeout: How long to wait for an effect driven from outside the store.
  ///   - updateStateToExpectedResult: Changes the previous state into the expected one.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      expectation: "the action \"\(customDumpLine(expectedAction, depth: 1))\"",
      matches: { $0 == expectedAction },
      expected: .action(expectedAction),
      timeout: timeout, update: updateStateToExpectedResult,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
