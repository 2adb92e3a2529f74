import Reducers

/// A counter: the feature case of the reducer enums below.
struct CounterFeature: Reducer {
  struct State: Hashable { var count = 0 }
  enum Action: Sendable, CasePathable { case incrementTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Plain data of this target, with no `State`: a reducer enum's case holding it is state only.
struct PlannerNote: Hashable { var text: String }

/// A feature that presents and pushes through reducer enums, written as TCA's `@Reducer enum`s
/// are: the plugin writes their `State`, `Action` and `body`.
struct Planner: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var confirmed = 0
  }

  enum Action: Sendable, CasePathable {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  enum Destination: CaseReducer {
    case alert(AlertState<Alert>)
    case counter(CounterFeature)
    case note(PlannerNote)
    // @ReducerCaseIgnored
    case label(String)

    enum Alert: Equatable, Sendable, CasePathable { case confirm }
  }

  enum Path: CaseReducer {
    case counter(CounterFeature)
    case note(PlannerNote, pinned: Bool)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .destination(.presented(.alert(.confirm))) = action { state.confirmed += 1 }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Planner.Destination.State: Equatable {}
extension Planner.Path.State: Hashable {}
