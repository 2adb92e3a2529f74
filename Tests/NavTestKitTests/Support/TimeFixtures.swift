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

/// Turns of a meeting, by the second. The bug (with `hasBug`): a turn is counted in whole
/// seconds per attendee, so when the attendees do not divide the meeting the speaker index runs
/// past the last one; on even data the two look the same.
struct Turns: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    var attendees: Int
    var seconds: Int
    var elapsed = 0
    var speaker = 0
  }

  enum Action: Equatable, Sendable {
    case tick
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      guard state.elapsed < state.seconds else { return .none }
      state.elapsed += 1
      state.speaker =
        hasBug
        ? state.elapsed / max(state.seconds / state.attendees, 1)
        : min(state.attendees - 1, state.elapsed * state.attendees / state.seconds)
      return .none
    }
  }
}
