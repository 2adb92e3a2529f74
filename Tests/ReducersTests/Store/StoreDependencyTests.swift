import Foundation
import Reducers
import Testing

/// Reads `uuid` in the reducer and again in its effect.
struct IDMaker: Reducer {
  struct State: Equatable { var ids: [UUID] = [] }
  enum Action: Sendable {
    case make
    case madeInEffect(UUID)
  }

  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .make:
      state.ids.append(uuid())
      return .run { send in
        @Dependency(\.uuid) var uuid
        await send(.madeInEffect(uuid()))
      }
    case .madeInEffect(let id):
      state.ids.append(id)
      return .none
    }
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct StoreDependencyTests {
  @Test func storeOverridesReachTheReducerAndItsEffects() async {
    let store = Store(initialState: IDMaker.State()) {
      IDMaker()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.make).finish()
    #expect(store.state.ids == [UUID(0), UUID(1)])
  }

  @Test func reducerModifierOverridesOneDependency() async {
    let store = Store(initialState: IDMaker.State()) {
      IDMaker().dependency(\.uuid, .constant(UUID(7)))
    }
    await store.send(.make).finish()
    #expect(store.state.ids == [UUID(7), UUID(7)])
  }

  @Test func effectsSeeTheDependenciesOfTheStepThatCreatedThem() async {
    let store = Store(initialState: IDMaker.State()) { IDMaker() }
    let task = withDependencies {
      $0.uuid = .constant(UUID(3))
    } operation: {
      store.send(.make)
    }
    await task.finish()
    #expect(store.state.ids == [UUID(3), UUID(3)])
  }

  @Test func initialStateIsBuiltWithTheStoreDependencies() {
    struct Seeded: Reducer {
      struct State: Equatable {
        var id: UUID
        init() {
          @Dependency(\.uuid) var uuid
          id = uuid()
        }
      }
      func reduce(into state: inout State, action: Never) -> Effect<Never> {}
    }
    let store = Store(initialState: Seeded.State()) {
      Seeded()
    } withDependencies: {
      $0.uuid = .constant(UUID(9))
    }
    #expect(store.state.id == UUID(9))
  }
}

@MainActor
@Suite struct DependencyOverrideReportTests {
  @Test func overridingADependencyIsNotAUseOfItsDefault() async {
    let collector = IssueCollector()
    await IssueReporting.$reporter.withValue(collector) {
      await DependencyValues.withValues(.isolated()) {
        let store = Store(initialState: IDMaker.State()) {
          IDMaker().dependency(\.uuid, .constant(UUID(7)))
        }
        await store.send(.make).finish()
        #expect(store.state.ids == [UUID(7), UUID(7)])
      }
    }
    #expect(collector.issues.isEmpty)
  }

  @Test func readingTheDefaultAfterAnOverrideElsewhereStillReports() {
    let issues = collectIssues {
      DependencyValues.withValues(.isolated()) {
        withDependencies {
          $0.uuid = .incrementing
        } operation: {
        }
        @Dependency(\.uuid) var uuid
        _ = uuid()
      }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(#"@Dependency(\.uuid) has no test implementation"#) == true)
  }
}
