import Reducers
import Testing

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct StoreStressTests {
  struct Sleeper: Reducer {
    struct State: Equatable {}
    enum Action: Sendable, CasePathable { case start, tick }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          try await Task.sleep(for: .seconds(3600))
          await send(.tick)
        }
      case .tick:
        return .none
      }
    }
  }

  struct Presenter: Reducer {
    struct State: Equatable { @Presents var child: Sleeper.State? }
    enum Action: Sendable, CasePathable {
      case present
      case child(PresentationAction<Sleeper.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .present:
          state.child = Sleeper.State()
          return .none
        case .child:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Sleeper() }
    }
  }

  @Test(.scaledTimeLimit(minutes: 1))
  func presentingAndDismissingManyTimesCancelsEveryEffect() async {
    let store = Store(initialState: Presenter.State()) { Presenter() }
    var tasks: [StoreTask] = []
    for _ in 0..<5_000 {
      store.send(.present)
      tasks.append(store.send(.child(.presented(.start))))
      store.send(.child(.dismiss))
    }
    for task in tasks { await task.finish() }
    #expect(tasks.allSatisfy { $0.isCancelled })
  }
}
