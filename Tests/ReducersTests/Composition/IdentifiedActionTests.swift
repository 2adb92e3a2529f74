import Reducers
import Testing

/// `\.rows[id:]` matches only the row it names and builds actions for that row.
@Suite struct IdentifiedActionTests {
  @Test(arguments: [
    (Route.rows(.element(id: 3, action: .saved("x"))), "x" as String?),
    (.rows(.element(id: 4, action: .saved("x"))), nil),
    (.rows(.element(id: 3, action: .dismissed)), nil),
    (.path(.element(id: 3, action: .saved("x"))), nil),
  ])
  func aRowPathMatchesOnlyItsOwnIdAndCase(action: Route, payload: String?) {
    #expect(Case<Route, String>(\.rows[id: 3].saved).extract(action) == payload)
  }

  @Test func aRowPathExtractsTheActionOfItsRowOnly() {
    let row = Case<Route, ChildAction>(\.rows[id: 3])
    #expect(row.extract(.rows(.element(id: 3, action: .dismissed))) == .dismissed)
    #expect(row.extract(.rows(.element(id: 4, action: .dismissed))) == nil)
    #expect(row.description == #"\.rows[id: 3]"#)
  }

  @Test(arguments: [3, 4, 30])
  func aRowPathBuildsAnActionForItsOwnId(id: Int) {
    #expect(
      Case<Route, Void>(\.rows[id: id].dismissed).embed(())
        == .rows(.element(id: id, action: .dismissed)))
  }

  @Test func idAndActionReadTheElement() {
    let action = IdentifiedAction<Int, ChildAction>.element(id: 8, action: .saved("z"))
    #expect(action.id == 8)
    #expect(action.action == .saved("z"))
  }
}

/// A feature that holds rows of itself, its action not declared `Sendable`: it embeds
/// `IdentifiedAction<State.ID, Action>`, which compiles only because `IdentifiedAction` is
/// `Sendable` by a conditional conformance (a requirement on its parameters is a circular
/// reference). Through `IdentifiedActionOf<Nested>`, Swift needs `Action: Sendable` written.
struct Nested: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var taps = 0
    var rows: IdentifiedArrayOf<State> = []
  }
  indirect enum Action: Equatable, CasePathable {
    case rows(IdentifiedAction<State.ID, Action>)
    case tapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows:
        return .none
      case .tapped:
        state.taps += 1
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Nested() }
  }
}

@MainActor
@Suite struct RecursiveIdentifiedActionTests {
  @Test func anActionReachesARowOfARowOfTheFeature() {
    let store = DrivenStore(
      initialState: Nested.State(id: 0, rows: [.init(id: 1), .init(id: 2, rows: [.init(id: 3)])]),
      reducer: Nested())

    store.send(.rows(.element(id: 2, action: .rows(.element(id: 3, action: .tapped)))))

    #expect(store.state.rows[id: 2]?.rows[id: 3]?.taps == 1)
    #expect(store.state.rows[id: 1]?.taps == 0)
    #expect(store.state.rows[id: 2]?.taps == 0)
  }
}
