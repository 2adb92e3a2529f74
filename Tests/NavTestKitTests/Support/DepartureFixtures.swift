import Reducers

/// A child whose timer runs until it is cancelled: what a departed child must not leave behind.
struct Ticker: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }

  enum Action: Equatable, Sendable {
    case start
    case startNow
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .startNow:
        return .run { send in
          try await clock.sleep(for: .zero)
          await send(.tick)
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// One of every kind of child, and two reducers beside their operators that remove children the
/// operators do not see leave: one written before them in the body, one after.
struct Hub: Reducer {
  struct State: Equatable {
    @Presents var sheet: Ticker.State?
    @Presents var destination: Destination.State?
    var path = StackState<Ticker.State>()
    var child: Ticker.State?
    var rows: IdentifiedArrayOf<Ticker.State> = []

    /// Every child present: sheet 1, destination 2, stack #0…#2 (ids 10…12), child 20, rows
    /// 30…32.
    static func full() -> Self {
      var state = Self()
      state.sheet = Ticker.State(id: 1)
      state.destination = .ticker(Ticker.State(id: 2))
      state.path = StackState([Ticker.State(id: 10), Ticker.State(id: 11), Ticker.State(id: 12)])
      state.child = Ticker.State(id: 20)
      state.rows = [Ticker.State(id: 30), Ticker.State(id: 31), Ticker.State(id: 32)]
      return state
    }

    /// What a sibling reducer does to the child `target` names.
    mutating func remove(_ target: Target) {
      switch target {
      case .sheet: sheet = nil
      case .sheetReplaced: sheet = Ticker.State(id: 99)
      case .destination: destination = nil
      case .destinationReplaced: destination = .note("gone")
      case .lastOfPath: path.removeLast()
      case .allOfPath: path.removeAll()
      case .child: child = nil
      case .childReplaced: child = Ticker.State(id: 99)
      case .middleRow: rows.remove(id: 31)
      }
    }
  }

  /// The child a sibling removes, and how.
  enum Target: String, Equatable, Sendable, CaseIterable {
    case sheet, sheetReplaced, destination, destinationReplaced, lastOfPath, allOfPath, child
    case childReplaced, middleRow
  }

  enum Action: Equatable, Sendable {
    case child(Ticker.Action)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Ticker>)
    case ping
    case removeAfter(Target)
    case removeBefore(Target)
    case rows(IdentifiedActionOf<Ticker>)
    case sheet(PresentationAction<Ticker.Action>)
  }

  struct Destination: Reducer {
    @dynamicMemberLookup
    enum State: Equatable, CasePathable {
      case note(String)
      case ticker(Ticker.State)
    }

    enum Action: Equatable, Sendable {
      case ticker(Ticker.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.ticker, action: \.ticker) { Ticker() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .removeBefore(let target) = action { state.remove(target) }
      return .none
    }
    EmptyReducer()
      .ifLet(\.$sheet, action: \.sheet) { Ticker() }
      .ifLet(\.$destination, action: \.destination) { Destination() }
      .forEach(\.path, action: \.path) { Ticker() }
      .ifLet(\.child, action: \.child) { Ticker() }
      .forEach(\.rows, action: \.rows) { Ticker() }
    Reduce { state, action in
      if case .removeAfter(let target) = action { state.remove(target) }
      return .none
    }
  }
}

/// An enum feature whose case another reducer changes, before or after its `ifCaseLet`.
struct Mode: Reducer {
  @dynamicMemberLookup
  enum State: Equatable, CasePathable {
    case idle
    case ticking(Ticker.State)
  }

  enum Action: Equatable, Sendable {
    case ping
    case stopAfter
    case stopBefore
    case ticking(Ticker.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .stopBefore = action { state = .idle }
      return .none
    }
    EmptyReducer()
      .ifCaseLet(\.ticking, action: \.ticking) { Ticker() }
    Reduce { state, action in
      if case .stopAfter = action { state = .idle }
      return .none
    }
  }
}

/// Two copies of one feature side by side: their operators share call sites, and only the
/// scopes tell their children apart.
struct Twins: Reducer {
  struct State: Equatable {
    var left = Holder.State()
    var right = Holder.State()
  }

  enum Action: Equatable, Sendable {
    case left(Holder.Action)
    case right(Holder.Action)
  }

  struct Holder: Reducer {
    struct State: Equatable {
      var child: Ticker.State?
      var rows: IdentifiedArrayOf<Ticker.State> = []
    }

    enum Action: Equatable, Sendable {
      case child(Ticker.Action)
      case ping
      case rows(IdentifiedActionOf<Ticker>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.child, action: \.child) { Ticker() }
        .forEach(\.rows, action: \.rows) { Ticker() }
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Holder() }
    Scope(state: \.right, action: \.right) { Holder() }
  }
}

extension Ticker.Action: CasePathable {}
extension Hub.Action: CasePathable {}
extension Hub.Destination.Action: CasePathable {}
extension Mode.Action: CasePathable {}
extension Twins.Action: CasePathable {}
extension Twins.Holder.Action: CasePathable {}
