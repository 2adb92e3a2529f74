import Reducers

/// A stack of tickers the parent pops several at a time, writing down what it saw of the stack
/// when a `popFrom` reached it.
struct Deck: Reducer {
  struct State: Equatable {
    var path = StackState<Ticker.State>()
    /// The stack ids the parent saw, one entry per `popFrom` it handled.
    var seenOnPop: [[StackElementID]] = []

    /// Screens with ids 10, 11, 12 and 13, at stack ids #0…#3.
    static func four() -> Self {
      Self(path: StackState((10...13).map { Ticker.State(id: $0) }))
    }
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Ticker>)
    case popAllTapped
    case popToTapped(StackElementID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.popFrom):
        state.seenOnPop.append(state.path.ids)
        return .none
      case .path:
        return .none
      case .popAllTapped:
        state.path.removeAll()
        return .none
      case .popToTapped(let id):
        state.path.pop(to: id)
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Ticker() }
  }
}

extension Deck.Action: CasePathable {}
