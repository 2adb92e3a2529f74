import Foundation
import NavTestKit
import Reducers
import Testing

// A store builds a body once and keeps it. A body that reads a dependency while it is built
// (rather than in its `Reduce`) must still see the values each action runs with: the test
// store builds again after the test changes its dependencies.

/// Writes down the date its body was built with.
struct BuildStamp: Reducer {
  struct State: Equatable {
    var stamp: Date?
    var child: Child.State = Child.State()
  }
  enum Action: Equatable, Sendable, CasePathable {
    case stamp
    case child(Child.Action)
  }

  /// The same, under its own date.
  struct Child: Reducer {
    struct State: Equatable { var stamp: Date? }
    enum Action: Equatable, Sendable { case stamp }

    @Dependency(\.date.now) var now

    var body: some ReducerOf<Self> {
      let builtAt = now
      Reduce { state, _ in
        state.stamp = builtAt
        return .none
      }
    }
  }

  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    let builtAt = now
    Scope(state: \.child, action: \.child) {
      Child().dependency(\.date, .constant(Date(timeIntervalSince1970: 99)))
    }
    Reduce { state, action in
      if case .stamp = action { state.stamp = builtAt }
      return .none
    }
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct BuiltBodyDependencyTests {
  @Test func aBodyReadingADependencyWhileBuiltSeesTheValuesOfEachStep() async {
    let store = TestStore(initialState: BuildStamp.State()) {
      BuildStamp()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    }
    await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 1) }
    await store.send(.stamp)
    store.dependencies.date = .constant(Date(timeIntervalSince1970: 2))
    await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 2) }
    await store.withDependencies {
      $0.date = .constant(Date(timeIntervalSince1970: 3))
    } operation: {
      await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 3) }
    }
    await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 2) }
  }

  @Test func aChildBodyIsBuiltUnderItsOwnDependencyOverride() async {
    let store = TestStore(initialState: BuildStamp.State()) {
      BuildStamp()
    } withDependencies: {
      $0.date = .constant(Date(timeIntervalSince1970: 1))
    }
    await store.send(.child(.stamp)) { $0.child.stamp = Date(timeIntervalSince1970: 99) }
    store.dependencies.date = .constant(Date(timeIntervalSince1970: 2))
    await store.send(.child(.stamp))
    await store.send(.stamp) { $0.stamp = Date(timeIntervalSince1970: 2) }
  }
}
