import Reducers
import Testing

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct IfLetTests {
  let gate = Gate()

  func makeStore(_ state: Parent.State = .init()) -> DrivenStore<Parent.State, Parent.Action> {
    DrivenStore(initialState: state, reducer: Parent(gate: gate))
  }

  @Test func childRunsBeforeParent() {
    let store = makeStore(.init(child: .init(id: 1)))
    store.send(.child(.tap))
    #expect(store.state.child?.log == ["tap"])
    #expect(store.state.log == [#"parent saw child tap with child ["tap"]"#])
  }

  @Test func childEffectsAreCancelledWhenTheChildBecomesNil() {
    let store = makeStore(.init(child: .init(id: 1)))
    store.send(.child(.start))
    #expect(store.inFlight == 1)
    store.send(.dismiss)
    #expect(store.inFlight == 0)
    gate.open()
    store.drain()
    #expect(store.received == [])
  }

  @Test func childEffectsAreCancelledWhenReplacedByAnotherIdentity() {
    let store = makeStore(.init(child: .init(id: 1)))
    store.send(.child(.start))
    store.send(.present(2))
    #expect(store.inFlight == 0)
    #expect(store.state.child == .init(id: 2))
  }

  @Test func childEffectsSurviveChangesThatKeepTheIdentity() {
    let store = makeStore(.init(child: .init(id: 1)))
    store.send(.child(.start))
    store.send(.child(.tap))
    store.send(.present(1))
    #expect(store.inFlight == 1)
    gate.open()
    store.drain()
    #expect(store.received == [.child(.finished)])
  }

  @Test func actionForAnAbsentChildIsReportedAndTheParentStillRuns() {
    let store = makeStore()
    let issues = collectIssues {
      store.send(.child(.tap))
    }
    #expect(store.state.log == ["parent saw child tap with child []"])
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(
      message.hasPrefix(
        #"An "ifLet" at "ReducersTests/NavigationFixtures.swift:98" received a child action when child state was "nil"."#
      ))
    #expect(message.contains("Parent.Action.child(.tap)"))
    #expect(issues.first?.site.line == 98)
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct IfCaseLetTests {
  let gate = Gate()

  func makeStore(_ mode: ModeFeature.State) -> DrivenStore<ModeFeature.State, ModeFeature.Action> {
    DrivenStore(initialState: mode, reducer: ModeFeature(gate: gate))
  }

  @Test func childRunsWhileInItsCase() {
    let store = makeStore(.active(.init(id: 1)))
    store.send(.active(.tap))
    #expect(store.state == .active(.init(id: 1, log: ["tap"])))
  }

  @Test func childEffectsAreCancelledWhenTheCaseChanges() {
    let parent = DrivenStore(
      initialState: Parent.State(mode: .active(.init(id: 1))), reducer: Parent(gate: gate))
    parent.send(.mode(.active(.start)))
    #expect(parent.inFlight == 1)
    parent.send(.mode(.deactivate))
    #expect(parent.inFlight == 0)
  }

  @Test func childEffectsAreCancelledWhenThePayloadIdentityChanges() {
    let parent = DrivenStore(
      initialState: Parent.State(mode: .active(.init(id: 1))), reducer: Parent(gate: gate))
    parent.send(.mode(.active(.start)))
    parent.send(.mode(.activate(2)))
    #expect(parent.inFlight == 0)
  }

  @Test func actionForAnotherCaseIsReported() {
    let store = makeStore(.idle)
    let issues = collectIssues {
      store.send(.active(.tap))
    }
    #expect(store.state == .idle)
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(
      message.hasPrefix(
        #"An "ifCaseLet" at "ReducersTests/NavigationFixtures.swift:132" received a child action when child state was set to a different case."#
      ))
    #expect(message.contains("ModeFeature.Action.active(.tap)"))
    #expect(message.contains("ModeFeature.State.idle"))
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct ForEachTests {
  let gate = Gate()

  func makeStore() -> DrivenStore<Parent.State, Parent.Action> {
    DrivenStore(
      initialState: Parent.State(rows: [.init(id: 1), .init(id: 2)]), reducer: Parent(gate: gate))
  }

  @Test func elementReducerRunsForItsId() {
    let store = makeStore()
    store.send(.rows(.element(id: 2, action: .tap)))
    #expect(store.state.rows[id: 2]?.log == ["tap"])
    #expect(store.state.rows[id: 1]?.log == [])
  }

  @Test func removedElementsHaveTheirEffectsCancelled() {
    let store = makeStore()
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    #expect(store.inFlight == 2)
    store.send(.removeRow(1))
    #expect(store.inFlight == 1)
    gate.open()
    store.drain()
    #expect(store.received == [.rows(.element(id: 2, action: .finished))])
    #expect(store.state.rows[id: 2]?.log == ["start", "finished"])
  }

  @Test func movedElementsKeepTheirEffects() {
    let store = makeStore()
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    store.send(.reverseRows)
    #expect(store.state.rows.ids == [2, 1])
    #expect(store.inFlight == 2, "reordering removes nothing")
    gate.open()
    store.drain()
    #expect(store.received.count == 2)
  }

  @Test func actionForAMissingElementIsReported() {
    let store = makeStore()
    let issues = collectIssues {
      store.send(.rows(.element(id: 99, action: .tap)))
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        #"A "forEach" at "ReducersTests/NavigationFixtures.swift:100" received an action for a missing element."#
      ) == true)
    #expect(issues.first?.message.contains("Parent.Action.rows(.element(…))") == true)
    #expect(issues.first?.message.contains("ID:\n    99\n") == true)
    #expect(issues.first?.message.contains("Element IDs:\n    [1, 2]\n") == true)
  }

  @Test func missingElementReportListsAtMostTenIDs() {
    let rows = IdentifiedArray(uniqueElements: (1...12).map { Child.State(id: $0) })
    let store = DrivenStore(initialState: Parent.State(rows: rows), reducer: Parent(gate: gate))
    let issues = collectIssues {
      store.send(.rows(.element(id: 99, action: .tap)))
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        "Element IDs:\n    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, … and 2 more]\n") == true)
  }

  @Test func caseKeyPathReachesAnElementsAction() {
    let path = Case<Parent.Action, Void>(\.rows[id: 2].tap)
    #expect(path.embed(()) == .rows(.element(id: 2, action: .tap)))
    #expect(path.extract(.rows(.element(id: 2, action: .tap))) != nil)
    #expect(path.extract(.rows(.element(id: 1, action: .tap))) == nil)
    #expect(path.description == #"\.rows[id: 2].tap"#)
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct CancelIDScopingTests {
  let gate = Gate()

  func makeStore() -> DrivenStore<Parent.State, Parent.Action> {
    DrivenStore(
      initialState: Parent.State(child: .init(id: 1), sibling: .init(id: 2)),
      reducer: Parent(gate: gate))
  }

  @Test func childCannotCancelItsParentsEffectWithTheSameId() {
    let store = makeStore()
    store.send(.startOwnTimer)
    store.send(.child(.cancelTimer))
    #expect(store.inFlight == 1)
  }

  @Test func childCannotCancelASiblingsEffectWithTheSameId() {
    let store = makeStore()
    store.send(.sibling(.start))
    store.send(.child(.cancelTimer))
    #expect(store.inFlight == 1)
  }

  @Test func childCancelsItsOwnEffect() {
    let store = makeStore()
    store.send(.child(.start))
    store.send(.sibling(.start))
    store.send(.child(.cancelTimer))
    #expect(store.inFlight == 1)
    gate.open()
    store.drain()
    #expect(store.received == [.sibling(.finished)])
  }

  @Test func parentCancelsItsDescendantsEffectsWithTheSameId() {
    let store = makeStore()
    store.send(.startOwnTimer)
    store.send(.child(.start))
    store.send(.sibling(.start))
    #expect(store.inFlight == 3)
    store.send(.cancelTimer)
    #expect(store.inFlight == 0)
  }
}
