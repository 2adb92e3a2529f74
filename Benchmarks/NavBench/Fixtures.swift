import Reducers

/// A flat counter: the smallest feature there is.
struct FlatCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Sendable, CasePathable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    }
  }
}

/// The same counter written by hand: a `switch` mutating the state directly.
@inline(never)
func handWrittenCounter(_ state: inout FlatCounter.State, _ action: FlatCounter.Action) {
  switch action {
  case .increment: state.count += 1
  }
}

/// A feature presenting itself: ten levels deep makes a chain of ten presentation `ifLet`s.
struct Nested: Reducer {
  struct State: Equatable {
    var count = 0
    @Presents var child: Nested.State?
  }

  enum Action: Sendable, CasePathable {
    case increment
    indirect case child(PresentationAction<Nested.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Nested() }
  }

  static func state(depth: Int) -> State {
    var state = State()
    for _ in 1..<depth { state = State(child: state) }
    return state
  }

  static func action(depth: Int) -> Action {
    var action = Action.increment
    for _ in 1..<depth { action = .child(.presented(action)) }
    return action
  }
}

extension Case where Value: CasePathable<Nested.Action> {
  var child: Case<Root, PresentationAction<Nested.Action>> {
    at(Nested.Action.child) { if case .child(let v) = $0 { v } else { nil } }
  }
}

/// The nested state written by hand: plain optionals, mutated through a recursive function.
struct HandNested {
  var count = 0
  var child: [HandNested] = []

  static func state(depth: Int) -> HandNested {
    var state = HandNested()
    for _ in 1..<depth { state = HandNested(child: [state]) }
    return state
  }
}

@inline(never)
func handWrittenNested(_ state: inout HandNested, depth: Int) {
  if depth <= 1 {
    state.count += 1
  } else {
    handWrittenNested(&state.child[0], depth: depth - 1)
  }
}

/// A stack of plain screens that pushes and pops one at a time.
struct Pusher: Reducer {
  struct State: Equatable { var path = StackState<Int>() }
  enum Action: Sendable, CasePathable {
    case push, pop
    case path(StackAction<Int, Never>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .push:
        state.path.append(state.path.count)
        return .none
      case .pop:
        _ = state.path.popLast()
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) { EmptyReducer() }
  }
}

extension Case where Value: CasePathable<Pusher.Action> {
  var path: Case<Root, StackAction<Int, Never>> {
    at(Pusher.Action.path) { if case .path(let v) = $0 { v } else { nil } }
  }
}

/// A screen presenting a child whose effect never ends on its own.
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

extension Case where Value: CasePathable<Presenter.Action> {
  var child: Case<Root, PresentationAction<Sleeper.Action>> {
    at(Presenter.Action.child) { if case .child(let v) = $0 { v } else { nil } }
  }
}

/// A child that starts a long-running effect.
struct Sleeper: Reducer {
  struct State: Equatable {}
  enum Action: Sendable, CasePathable { case start, tick }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      // Waits on a stream that never yields until cancelled. (A long `Task.sleep` would leave
      // its timer queued in Dispatch until the deadline even after cancellation, which would
      // show up here as memory the store never held.)
      return .run { send in
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        for await _ in stream { await send(.tick) }
        withExtendedLifetime(continuation) {}
      }
    case .tick:
      return .none
    }
  }
}

/// A list of 10,000 rows where tests change one.
struct Rows: Reducer {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var title: String
  }

  struct State: Equatable { var rows: IdentifiedArrayOf<Row> }
  enum Action: Sendable, CasePathable { case rename(id: Int, title: String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let id, let title):
      state.rows[id: id]?.title = title
      return .none
    }
  }

  static func state(count: Int) -> State {
    State(
      rows: IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0, title: "Row \($0)") }))
  }
}

/// The rows written by hand: a plain array in a plain struct.
struct HandRows: Equatable {
  var rows: [Rows.Row]

  init(count: Int) {
    rows = (0..<count).map { Rows.Row(id: $0, title: "Row \($0)") }
  }
}

/// Three nested enums, for case-path extraction.
enum Outer: Equatable, Sendable, CasePathable {
  case middle(Middle)
  case other
}
enum Middle: Equatable, Sendable, CasePathable {
  case inner(Inner)
  case other
}
enum Inner: Equatable, Sendable, CasePathable {
  case value(Int)
  case other
}

extension Case where Value: CasePathable<Outer> {
  var middle: Case<Root, Middle> {
    at(Outer.middle) { if case .middle(let v) = $0 { v } else { nil } }
  }
}
extension Case where Value: CasePathable<Middle> {
  var inner: Case<Root, Inner> {
    at(Middle.inner) { if case .inner(let v) = $0 { v } else { nil } }
  }
}
extension Case where Value: CasePathable<Inner> {
  var value: Case<Root, Int> { at(Inner.value) { if case .value(let v) = $0 { v } else { nil } } }
}

@inline(never)
func handWrittenExtract(_ outer: Outer) -> Int? {
  if case .middle(.inner(.value(let value))) = outer { return value }
  return nil
}
