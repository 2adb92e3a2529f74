import Reducers

/// A screen that loads for two seconds, then shows what it loaded, with nothing visible changing
/// while it waits: the shape an explorer that lets time pass in slices, and deduplicates by the
/// state alone, never gets past. The bug (with `hasBug`): the result it shows has a negative
/// count, which the test's invariant rules out.
struct Loader: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    var isLoading = false
    var count: Int?
  }

  enum Action: Equatable, Sendable {
    case loadTapped
    case loaded(Int)
  }

  /// What the screen offers: "load" until it loads.
  static func buttons(_ state: State) -> [Action] {
    state.isLoading || state.count != nil ? [] : [.loadTapped]
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        state.isLoading = true
        return .run { [hasBug] send in
          try await clock.sleep(for: .seconds(2))
          await send(.loaded(hasBug ? -1 : 3))
        }
      case .loaded(let count):
        state.isLoading = false
        state.count = count
        return .none
      }
    }
  }
}
