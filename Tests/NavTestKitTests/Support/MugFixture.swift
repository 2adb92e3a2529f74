import Reducers

/// A mug that is filled with a cup the recorder cannot write (a struct whose initializer a test
/// may not see), alone or inside a shared value: a step whose only change is one the recorder
/// names in a comment.
struct Mug: Reducer {
  struct State: Equatable {
    var cup: Kettle.Cup?
    @Shared(.inMemory("shelf")) var shelf = Shelf()
  }

  struct Shelf: Equatable, Sendable {
    var cup: Kettle.Cup?
  }

  enum Action: Equatable, Sendable, CasePathable {
    case filled
    case shelved
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .filled:
        state.cup = Kettle.Cup(degrees: 80)
        return .none
      case .shelved:
        state.$shelf.withLock { $0.cup = Kettle.Cup(degrees: 60) }
        return .none
      }
    }
  }
}
