import Reducers

/// A child with a long-living effect registered under the id "timer".
struct Child: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case start, cancelTimer, finished, tap
  }

  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.log.append("start")
      return .run { [gate] send in
        await gate.wait()
        await send(.finished)
      }
      .cancellable(id: "timer")
    case .cancelTimer:
      return .cancel(id: "timer")
    case .finished:
      state.log.append("finished")
      return .none
    case .tap:
      state.log.append("tap")
      return .none
    }
  }
}

/// A parent holding children three ways: optional, enum case, and identified rows.
struct Parent: Reducer {
  struct State: Equatable {
    var child: Child.State?
    var mode: Mode = .idle
    var rows: IdentifiedArrayOf<Child.State> = []
    var sibling: Child.State?
    var log: [String] = []
  }

  typealias Mode = ModeFeature.State

  enum Action: Equatable, Sendable {
    case child(Child.Action)
    case sibling(Child.Action)
    case mode(ModeFeature.Action)
    case rows(IdentifiedActionOf<Child>)
    case present(Int)
    case dismiss
    case removeRow(Int)
    case reverseRows
    case startOwnTimer
    case cancelTimer
    case ownTimerFinished
  }

  let gate: Gate

  var body: some ReducerOf<Self> {
    Scope(state: \.mode, action: \.mode) { ModeFeature(gate: gate) }
    Reduce { state, action in
      switch action {
      case .child(let action):
        state.log.append("parent saw child \(action) with child \(state.child?.log ?? [])")
        return .none
      case .sibling, .mode, .rows:
        return .none
      case .present(let id):
        state.child = Child.State(id: id)
        return .none
      case .dismiss:
        state.child = nil
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .reverseRows:
        state.rows.reverse()
        return .none
      case .startOwnTimer:
        return .run { [gate] send in
          await gate.wait()
          await send(.ownTimerFinished)
        }
        .cancellable(id: "timer")
      case .cancelTimer:
        return .cancel(id: "timer")
      case .ownTimerFinished:
        state.log.append("own timer finished")
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Child(gate: gate) }
    .ifLet(\.sibling, action: \.sibling) { Child(gate: gate) }
    .forEach(\.rows, action: \.rows) { Child(gate: gate) }
  }
}

/// A feature whose state is an enum: idle, or active with a child.
struct ModeFeature: Reducer {
  @dynamicMemberLookup
  enum State: Equatable, CasePathable {
    case idle
    case active(Child.State)
  }
  enum Action: Equatable, Sendable {
    case active(Child.Action)
    case activate(Int)
    case deactivate
  }

  let gate: Gate

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .active:
        return .none
      case .activate(let id):
        state = .active(Child.State(id: id))
        return .none
      case .deactivate:
        state = .idle
        return .none
      }
    }
    .ifCaseLet(\.active, action: \.active) { Child(gate: gate) }
  }
}

extension Child.Action: CasePathable {}
extension ModeFeature.Action: CasePathable {}
extension Parent.Action: CasePathable {}
