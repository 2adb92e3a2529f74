import NavTestKit
import Testing

/// Messages name types as a person writes them (never a compiler context) and print values as
/// Swift literals: `false`, `()`, `Result.success(1)`, `#1`, payloads included.
@MainActor
@Suite struct MessageTextTests {
  struct Failure: Error, Equatable {}

  @Test func unhandledActionsOfAFeatureDeclaredInATestPrintAsWritten() async {
    struct Local: Reducer {
      struct State: Equatable {}
      enum Action: Equatable, Sendable, CasePathable {
        case flag(Bool)
        case popped(id: StackElementID)
        case result(Result<Int, Failure>)
        case start
      }

      var body: some ReducerOf<Self> {
        Reduce { _, action in
          guard case .start = action else { return .none }
          return .merge(.send(.flag(false)), .send(.popped(id: 1)), .send(.result(.success(1))))
        }
      }
    }

    let store = TestStore(initialState: Local.State()) { Local() }
    await store.send(.start)
    let line = #line + 2
    await withKnownIssue {
      await store.send(.start)
    } matching: {
      issue(
        """
        Must handle 3 received actions before sending an action.

          Unhandled actions:
            [0]: MessageTextTests.Local.Action.flag(false)
            [1]: MessageTextTests.Local.Action.popped(id: #1)
            [2]: MessageTextTests.Local.Action.result(.success(1))
        """, line: line)($0)
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test func actionsLeftAtTheEndPrintWithTheirPayloads() async {
    struct Local: Reducer {
      struct State: Equatable {}
      enum Action: Equatable, Sendable, CasePathable {
        case path(StackAction<Int, Never>)
        case start
      }

      var body: some ReducerOf<Self> {
        Reduce { _, action in action == .start ? .send(.path(.popFrom(id: 1))) : .none }
      }
    }

    let store = TestStore(initialState: Local.State()) { Local() }
    await store.send(.start)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      text(of: issue).hasPrefix(
        """
        The store received 1 unexpected action before "finish()" returned.

          Unhandled actions:
            MessageTextTests.Local.Action.path(.popFrom(id: #1))
        """)
    }
  }

  @Test func anExpectedActionOfAFeatureDeclaredInATestPrintsAsWritten() async {
    struct Local: Reducer {
      struct State: Equatable {}
      enum Action: Equatable, Sendable, CasePathable {
        case flag(Bool)
        case start
      }

      var body: some ReducerOf<Self> {
        Reduce { _, action in action == .start ? .send(.flag(true)) : .none }
      }
    }

    let store = TestStore(initialState: Local.State()) { Local() }
    await store.send(.start)
    await withKnownIssue {
      await store.receive(.flag(false))
    } matching: { issue in
      let text = text(of: issue)
      return text.hasPrefix(
        #"Received unexpected action: expected the action "MessageTextTests.Local.Action.flag(false)"."#
      )
        && !text.contains("unknown context")
    }
  }

  @Test func voidActionsPrintAsAnEmptyTuple() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Void> { count, _ in
        count += 1
        return count == 1 ? .send(()) : .none
      }
    }
    await store.send(()) { $0 = 1 }
    let line = #line + 2
    await withKnownIssue {
      await store.send(()) { $0 = 3 }
    } matching: {
      issue(
        """
        Must handle 1 received action before sending an action.

          Unhandled actions:
            [0]: ()
        """, line: line)($0)
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test func boolActionsPrintAsLiterals() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { count, isOn in
        count += 1
        return isOn ? .send(false) : .none
      }
    }
    await store.send(true) { $0 = 1 }
    await withKnownIssue {
      await store.receive(true)
    } matching: { issue in
      text(of: issue).hasPrefix(#"Received unexpected action: expected the action "true"."#)
    }
  }

  @Test func aWrongAlertTitleDiffsAsOnePairWithoutGeneratedIDs() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.deleteButtonTapped) {
        $0.alert = AlertState {
          TextState("Delete it?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        }
      }
    } matching: {
      issue(
        """
        A state change does not match expectation.

              Inbox.State(
                alert: AlertState<Inbox.Alert>(
            −     title: "Delete it?",
            +     title: "Delete?",
                  message: nil,
                  buttons: […]
                ),
                dialog: nil,
                log: []
              )

        (Expected: −, Actual: +)
        """, line: line)($0)
        && !text(of: $0).contains("id:")
    }
  }
}
