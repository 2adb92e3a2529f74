import Foundation
import Reducers

/// A counter with one action per kind of effect a test store must account for.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var isEven: Bool { count.isMultiple(of: 2) }
    var fact: String?
    var ticks = 0
    var child: Child.State?
    var id: UUID?
  }

  enum Action: Equatable, Sendable {
    case incrementButtonTapped
    case decrementButtonTapped
    case noop
    case factButtonTapped
    case factResponse(String)
    case twoActions
    case first
    case second
    case delayedButtonTapped
    case delayedResponse
    case startTimer
    case stopTimer
    case timerTick
    case failingEffect
    case makeID
    case child(Child.Action)
    case presentChild
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .noop:
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse("\(count) is a good number."))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      case .twoActions:
        return .merge(.send(.first), .send(.second))
      case .first:
        state.count += 10
        return .none
      case .second:
        state.count += 100
        return .none
      case .delayedButtonTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.delayedResponse)
        }
      case .delayedResponse:
        state.count += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      case .timerTick:
        state.ticks += 1
        return .none
      case .failingEffect:
        return .run { _ in throw FixtureError() }
      case .makeID:
        @Dependency(\.uuid) var uuid
        state.id = uuid()
        return .none
      case .child:
        return .none
      case .presentChild:
        state.child = Child.State()
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Child() }
  }
}

struct FixtureError: Error, Equatable {}

struct Child: Reducer {
  struct State: Equatable { var taps = 0 }
  enum Action: Equatable, Sendable { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    return .none
  }
}

extension Counter.Action: CasePathable {}
extension Child.Action: CasePathable {}

/// A feed whose effect delivers a page with a large payload, for diffs of received actions.
struct Feed: Reducer {
  struct State: Equatable { var items: [Int] = [] }
  struct Page: Equatable, Sendable {
    var title: String
    var items: [Int]
  }
  enum Action: Equatable, Sendable {
    case load
    case got(Page)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .send(.got(Page(title: "Inbox", items: Array(1...30))))
    case .got(let page):
      state.items = page.items
      return .none
    }
  }
}

extension Feed.Action: CasePathable {}
