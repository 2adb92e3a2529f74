import Reducers
import Testing

// A store builds each body in its feature tree once, when the first action reaches it, and runs
// that built body for every later action: the features below write down each time their body
// is built.

/// A leaf whose body is logged when it is built.
struct LoggedLeaf: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment }

  let builds: Recorder<String>

  var body: some ReducerOf<Self> {
    let _ = builds.record("leaf")
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A parent with two scoped leaves and one it presents, its own body logged too.
struct LoggedParent: Reducer {
  struct State: Equatable {
    var count = 0
    var first = LoggedLeaf.State()
    var second = LoggedLeaf.State()
    var sheet: LoggedLeaf.State?
  }
  enum Action: Equatable, Sendable, CasePathable {
    case tapped
    case present
    case dismiss
    case first(LoggedLeaf.Action)
    case second(LoggedLeaf.Action)
    case sheet(LoggedLeaf.Action)
  }

  let builds: Recorder<String>

  var body: some ReducerOf<Self> {
    let _ = builds.record("parent")
    Scope(state: \.first, action: \.first) { LoggedLeaf(builds: builds) }
    Scope(state: \.second, action: \.second) { LoggedLeaf(builds: builds) }
    Reduce { state, action in
      switch action {
      case .tapped: state.count += 1
      case .present: state.sheet = LoggedLeaf.State()
      case .dismiss: state.sheet = nil
      case .first, .second, .sheet: break
      }
      return .none
    }
    .ifLet(\.sheet, action: \.sheet) { LoggedLeaf(builds: builds) }
  }
}

/// A feature that presents itself: every level of the chain is a body of its own.
struct LoggedChain: Reducer {
  struct State: Equatable {
    var count = 0
    var child: [State] = []
  }
  indirect enum Action: Equatable, Sendable, CasePathable {
    case increment
    case child(Action)
  }

  let builds: Recorder<String>

  var body: some ReducerOf<Self> {
    let _ = builds.record("chain")
    Reduce { state, action in
      if case .increment = action { state.count += 1 }
      return .none
    }
    Scope(state: \.only, action: \.child) { LoggedChain(builds: builds) }
  }

  static func state(depth: Int) -> State {
    var state = State()
    for _ in 1..<depth { state = State(child: [state]) }
    return state
  }

  static func action(depth: Int) -> Action {
    var action = Action.increment
    for _ in 1..<depth { action = .child(action) }
    return action
  }
}

extension LoggedChain.State {
  /// The one child, through a computed property: a `Scope` that is not a stored property.
  var only: LoggedChain.State {
    get { child.first ?? LoggedChain.State() }
    set { if child.isEmpty { child = [newValue] } else { child[0] = newValue } }
  }

  var depth: Int { child.first.map { $0.depth + 1 } ?? 1 }
}

@MainActor
@Suite struct BodyBuildingTests {
  @Test func aBodyIsBuiltOnceForEveryActionAfterIt() {
    let builds = Recorder<String>()
    let store = Store(initialState: LoggedParent.State()) { LoggedParent(builds: builds) }
    #expect(builds.values.isEmpty, "nothing is built before the first action")

    for _ in 1...3 { store.send(.tapped) }
    #expect(store.state.count == 3)
    #expect(builds.values == ["parent"], "no action reached a leaf yet, so none is built")

    for _ in 1...3 { store.send(.second(.increment)) }
    store.send(.first(.increment))
    #expect(store.state.first.count == 1)
    #expect(store.state.second.count == 3)
    #expect(builds.values == ["parent", "leaf", "leaf"], "each scoped leaf is built once")
  }

  @Test func aPresentedChildIsBuiltOnceAcrossPresentations() {
    let builds = Recorder<String>()
    let store = Store(initialState: LoggedParent.State()) { LoggedParent(builds: builds) }
    for presentation in 1...3 {
      store.send(.present)
      for _ in 1...presentation { store.send(.sheet(.increment)) }
      #expect(store.state.sheet?.count == presentation, "a fresh child each presentation")
      store.send(.dismiss)
      #expect(store.state.sheet == nil)
    }
    #expect(builds.values == ["parent", "leaf"])
  }

  @Test func everyStoreBuildsItsOwnBodies() {
    let builds = Recorder<String>()
    let first = Store(initialState: LoggedParent.State()) { LoggedParent(builds: builds) }
    let second = Store(initialState: LoggedParent.State()) { LoggedParent(builds: builds) }
    first.send(.first(.increment))
    second.send(.first(.increment))
    first.send(.first(.increment))
    #expect(first.state.first.count == 2)
    #expect(second.state.first.count == 1)
    #expect(builds.values == ["parent", "leaf", "parent", "leaf"])
  }

  @Test(arguments: [1, 2, 10])
  func aRecursiveFeatureBuildsEachLevelOnceAndReachesTheDeepest(depth: Int) {
    let builds = Recorder<String>()
    let store = Store(initialState: LoggedChain.state(depth: depth)) {
      LoggedChain(builds: builds)
    }
    let action = LoggedChain.action(depth: depth)
    for _ in 1...3 { store.send(action) }

    var deepest = store.state
    while let next = deepest.child.first { deepest = next }
    #expect(store.state.depth == depth)
    #expect(deepest.count == 3, "the deepest level counted every action")
    #expect(store.state.count == (depth == 1 ? 3 : 0), "no level above it did")
    // Every level the action passed through is built once (and the one below the deepest,
    // which a `Scope` reaches only for an action it holds: none).
    #expect(builds.values == Array(repeating: "chain", count: depth))
  }

  @Test func aFeatureRunWithoutAStoreBuildsItsBodyForEveryAction() {
    // `reduce(into:action:)` called directly has nowhere to keep a body: it builds one each
    // time, as a body always was.
    let builds = Recorder<String>()
    let feature = LoggedParent(builds: builds)
    var state = LoggedParent.State()
    _ = feature.reduce(into: &state, action: .tapped)
    _ = feature.reduce(into: &state, action: .first(.increment))
    #expect(state.count == 1)
    #expect(state.first.count == 1)
    #expect(builds.values == ["parent", "parent", "leaf"])
  }
}
