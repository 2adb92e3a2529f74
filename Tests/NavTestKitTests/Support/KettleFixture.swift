import Reducers

/// A kettle that heats in three ticks of a second once switched on, and boils: a session with
/// an action sent, effects feeding actions back as time passes, and a change a test cannot
/// write (a struct whose initializer it may not see).
struct Kettle: Reducer {
  struct State: Equatable {
    var temperature = 20
    var isOn = false
    var mode = Mode.idle
    var note: String?
    var lastCup: Cup?
  }

  enum Mode: Equatable { case idle, heating, done }

  struct Cup: Equatable {
    var degrees: Int
  }

  enum Action: Equatable, Sendable, CasePathable {
    case switchOn
    case tick
    case boiled
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .switchOn:
      state.isOn = true
      state.mode = .heating
      return .run { send in
        for _ in 0..<3 {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.temperature += 30
      return state.temperature >= 100 ? .send(.boiled) : .none
    case .boiled:
      state.isOn = false
      state.mode = .done
      state.note = "Boiled at \(state.temperature)"
      state.lastCup = Cup(degrees: state.temperature)
      return .none
    }
  }
}
