import Reducers
import Testing

/// Reducer enums, their generated `State`, `Action` and `body`, and the `ifLet` and `forEach`
/// that run them with no reducer named.
@MainActor
@Suite struct CaseReducerTests {
  @Test func aPresentedFeatureCaseRunsItsReducerThroughTheBody() {
    let store = DrivenStore(
      initialState: Planner.State(destination: .counter(.init())), reducer: Planner())
    store.send(.destination(.presented(.counter(.incrementTapped))))
    store.send(.destination(.presented(.counter(.incrementTapped))))
    #expect(store.state.destination == .counter(.init(count: 2)))
    #expect(store.state.destination?.counter?.count == 2)
    #expect(store.state.destination?.alert == nil)
  }

  @Test func anAlertCaseHasItsButtonsAsActionsAndIsClearedAfterOne() {
    let store = DrivenStore(
      initialState: Planner.State(destination: .alert(AlertState { TextState("Sure?") })),
      reducer: Planner())
    store.send(.destination(.presented(.alert(.confirm))))
    #expect(store.state.confirmed == 1)
    #expect(store.state.destination == nil)
  }

  @Test func eachPushedFeatureRunsItsOwnReducerAndDataScreensStayAsTheyAre() {
    var path = StackState<Planner.Path.State>()
    path.append(.counter(.init()))
    path.append(.note(PlannerNote(text: "agenda"), pinned: true))
    path.append(.counter(.init(count: 10)))
    let store = DrivenStore(initialState: Planner.State(path: path), reducer: Planner())
    let ids = Array(store.state.path.ids)
    store.send(.path(.element(id: ids[2], action: .counter(.incrementTapped))))
    #expect(store.state.path[id: ids[0]] == .counter(.init(count: 0)))
    #expect(store.state.path[id: ids[1]] == .note(PlannerNote(text: "agenda"), pinned: true))
    #expect(store.state.path[id: ids[2]] == .counter(.init(count: 11)))
    store.send(.path(.element(id: ids[0], action: .counter(.incrementTapped))))
    #expect(store.state.path[id: ids[0]] == .counter(.init(count: 1)))
  }

  @Test func aReducerEnumRunsAsAStoresWholeFeature() {
    let store = DrivenStore(
      initialState: Planner.Path.State.counter(.init()), reducer: Planner.Path.body)
    store.send(.counter(.incrementTapped))
    #expect(store.state == .counter(.init(count: 1)))
  }

  @Test func theWrittenEqualityTellsCasesAndPayloadsApart() {
    typealias State = Planner.Destination.State
    #expect(State.note(PlannerNote(text: "a")) == .note(PlannerNote(text: "a")))
    #expect(State.note(PlannerNote(text: "a")) != .note(PlannerNote(text: "b")))
    #expect(State.label("a") != .note(PlannerNote(text: "a")))
    #expect(State.counter(.init()) != .counter(.init(count: 1)))
    typealias Screen = Planner.Path.State
    let screens: Set<Screen> = [
      .note(PlannerNote(text: "a"), pinned: true), .note(PlannerNote(text: "a"), pinned: true),
      .note(PlannerNote(text: "a"), pinned: false),
    ]
    #expect(screens.count == 2)
  }

  @Test func theGeneratedEnumsHaveCasePaths() {
    let counter: CaseKeyPath<Planner.Action, CounterFeature.Action> = \.destination.counter
    let embedded = Case(counter).embed(.incrementTapped)
    guard case .destination(.presented(.counter(.incrementTapped))) = embedded else {
      Issue.record("\\.destination.counter embeds \(embedded)")
      return
    }
    let note: CaseKeyPath<Planner.Path.State, (PlannerNote, pinned: Bool)> = \.note
    #expect(Case(note).extract(.note(PlannerNote(text: "x"), pinned: false))?.pinned == false)
    #expect(Case(note).extract(.counter(.init())) == nil)
  }
}
