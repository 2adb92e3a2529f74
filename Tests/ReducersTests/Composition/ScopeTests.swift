import Reducers
import Testing

struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment, decrement }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .decrement:
      state.count -= 1
      return .none
    }
  }
}

struct TwoCounters: Reducer {
  struct State: Equatable {
    var left = Counter.State()
    var right = Counter.State()
  }
  enum Action: Equatable, Sendable {
    case left(Counter.Action)
    case right(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Counter() }
    Scope(state: \.right, action: \.right) { Counter() }
  }
}

struct Session: Reducer {
  @dynamicMemberLookup
  enum State: Equatable, CasePathable {
    case loggedIn(Counter.State)
    case loggedOut
  }
  enum Action: Equatable, Sendable { case loggedIn(Counter.Action) }

  var body: some ReducerOf<Self> {
    Scope(state: \.loggedIn, action: \.loggedIn) { Counter() }
  }
}

/// The spellings TCA users write: an unlabelled key path, an unlabelled case key path, and
/// `\.self` (both a key path and the identity case key path) as a key path.
struct ScopeSpellings: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var session = Session.State.loggedIn(.init())
  }
  enum Action: Equatable, Sendable, CasePathable {
    case counter(Counter.Action)
    case whole(Counter.Action)
    case session(Session.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { Counter() }
    Scope(state: \.self, action: \.whole) {
      Scope(\.counter, action: \.self) { Counter() }
    }
    Scope(\.session, action: \.session) {
      Scope(\.loggedIn, action: \.loggedIn) { Counter() }
    }
  }
}

@Suite struct ScopeTests {
  @Test func tcasSpellingsScopeWhatTheLabelledOnesDo() {
    var state = ScopeSpellings.State()
    _ = ScopeSpellings().reduce(into: &state, action: .counter(.increment))
    _ = ScopeSpellings().reduce(into: &state, action: .whole(.increment))
    _ = ScopeSpellings().reduce(into: &state, action: .session(.loggedIn(.decrement)))
    #expect(state == .init(counter: .init(count: 2), session: .loggedIn(.init(count: -1))))
  }

  @Test func scopeRunsTheChildOnItsPropertyOnly() {
    var state = TwoCounters.State()
    _ = TwoCounters().reduce(into: &state, action: .left(.increment))
    _ = TwoCounters().reduce(into: &state, action: .left(.increment))
    _ = TwoCounters().reduce(into: &state, action: .right(.decrement))
    #expect(state == .init(left: .init(count: 2), right: .init(count: -1)))
  }

  @Test func scopeRunsTheChildInItsEnumCase() {
    var state = Session.State.loggedIn(.init(count: 1))
    _ = Session().reduce(into: &state, action: .loggedIn(.increment))
    #expect(state == .loggedIn(.init(count: 2)))
  }

  @Test func scopeReportsAnActionForAnotherCase() {
    var state = Session.State.loggedOut
    let issues = collectIssues {
      _ = Session().reduce(into: &state, action: .loggedIn(.increment))
    }
    #expect(state == .loggedOut)
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(
      message.hasPrefix(
        #"A "Scope" at "ReducersTests/ScopeTests.swift:45" received a child action when child state was set to a different case."#
      ))
    #expect(message.contains("Session.Action.loggedIn(.increment)"))
    #expect(message.contains("Session.State.loggedOut"))
    #expect(issues.first?.site.line == 45)
  }
}

extension Counter.Action: CasePathable {}
extension TwoCounters.Action: CasePathable {}
extension Session.Action: CasePathable {}
