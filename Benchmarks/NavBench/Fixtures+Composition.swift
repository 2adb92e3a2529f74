import Reducers

// Three features nested with `Scope`, each with an action of its own, and the same three levels
// written by hand: an enum match and a call per level.

/// The top of three `Scope`s: its own counter, and the middle feature in a property.
struct ScopeTop: Reducer {
  struct State: Equatable {
    var count = 0
    var child = ScopeMiddle.State()
  }
  enum Action: Sendable, CasePathable {
    case tapped
    case child(ScopeMiddle.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ScopeMiddle() }
    Reduce { state, action in
      if case .tapped = action { state.count += 1 }
      return .none
    }
  }

  /// The leaf's action, sent from the top.
  static let leafAction = Action.child(.child(.child(.increment)))
}

/// The middle of three `Scope`s.
struct ScopeMiddle: Reducer {
  struct State: Equatable {
    var count = 0
    var child = ScopeBottom.State()
  }
  enum Action: Sendable, CasePathable {
    case tapped
    case child(ScopeBottom.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ScopeBottom() }
    Reduce { state, action in
      if case .tapped = action { state.count += 1 }
      return .none
    }
  }
}

/// The last of three `Scope`s, over the leaf counter.
struct ScopeBottom: Reducer {
  struct State: Equatable {
    var count = 0
    var child = FlatCounter.State()
  }
  enum Action: Sendable, CasePathable {
    case tapped
    case child(FlatCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { FlatCounter() }
    Reduce { state, action in
      if case .tapped = action { state.count += 1 }
      return .none
    }
  }
}

extension Case where Value: CasePathable<ScopeTop.Action> {
  var child: Case<Root, ScopeMiddle.Action> {
    at(ScopeTop.Action.child) { if case .child(let v) = $0 { v } else { nil } }
  }
}

extension Case where Value: CasePathable<ScopeMiddle.Action> {
  var child: Case<Root, ScopeBottom.Action> {
    at(ScopeMiddle.Action.child) { if case .child(let v) = $0 { v } else { nil } }
  }
}

extension Case where Value: CasePathable<ScopeBottom.Action> {
  var child: Case<Root, FlatCounter.Action> {
    at(ScopeBottom.Action.child) { if case .child(let v) = $0 { v } else { nil } }
  }
}

/// The top level by hand.
@inline(never)
func handWrittenTop(_ state: inout ScopeTop.State, _ action: ScopeTop.Action) {
  switch action {
  case .tapped: state.count += 1
  case .child(let action): handWrittenMiddle(&state.child, action)
  }
}

/// The middle level by hand.
@inline(never)
func handWrittenMiddle(_ state: inout ScopeMiddle.State, _ action: ScopeMiddle.Action) {
  switch action {
  case .tapped: state.count += 1
  case .child(let action): handWrittenBottom(&state.child, action)
  }
}

/// The bottom level by hand.
@inline(never)
func handWrittenBottom(_ state: inout ScopeBottom.State, _ action: ScopeBottom.Action) {
  switch action {
  case .tapped: state.count += 1
  case .child(let action): handWrittenCounter(&state.child, action)
  }
}

/// A chain of presented `Nested` features by hand: the action's case matched, the child
/// unwrapped, and the same function called one level down.
@inline(never)
func handWrittenChain(_ state: inout HandNested, _ action: Nested.Action) {
  switch action {
  case .increment: state.count += 1
  case .child(.presented(let action)): handWrittenChain(&state.child[0], action)
  case .child(.dismiss): state.child = []
  }
}

/// What a store is at its smallest, by hand: one object holding the state.
final class HandWrittenStore {
  var state: FlatCounter.State

  init(state: FlatCounter.State) {
    self.state = state
  }
}

/// The object made last, kept where the optimiser cannot see it go unused: an object that
/// escapes is allocated on the heap, as a store is, not on the stack.
nonisolated(unsafe) var lastMadeObject: AnyObject?

/// Keeps `object` as ``lastMadeObject``, releasing the one before.
@inline(never)
func keepAlive(_ object: AnyObject) {
  lastMadeObject = object
}
