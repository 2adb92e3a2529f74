import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite struct DependencyTests {
    struct Item: Equatable {
      let id: UUID
      let createdAt: Date

      init() {
        @Dependency(\.uuid) var uuid
        @Dependency(\.date.now) var now
        self.id = uuid()
        self.createdAt = now
      }
    }

    struct Model: Sendable {
      @Dependency(\.greeting) var greeting
    }

    @Test func dependenciesReadInsideAnInitialiser() {
      let items = withDependencies {
        $0.uuid = .incrementing
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      } operation: {
        [Item(), Item()]
      }
      #expect(items.map(\.id) == [UUID(0), UUID(1)])
      #expect(
        items.map(\.createdAt)
          == Array(repeating: Date(timeIntervalSince1970: 1_234_567_890), count: 2))
    }

    @Test func keyPathIntoAPropertyOfTheDependency() {
      let now = withDependencies {
        $0.date = .constant(Date(timeIntervalSince1970: 42))
      } operation: {
        @Dependency(\.date.now) var now
        return now
      }
      #expect(now == Date(timeIntervalSince1970: 42))
    }

    @Test func overrideCapturedAtCreationIsUsedLater() {
      DependencyValues.withValues(.isolated()) {
        let model = withDependencies {
          $0.greeting = "captured"
        } operation: {
          Model()
        }
        #expect(model.greeting == "captured")
      }
    }

    @Test func overrideCurrentAtReadWinsOverCaptured() {
      DependencyValues.withValues(.isolated()) {
        let model = withDependencies {
          $0.greeting = "captured"
        } operation: {
          Model()
        }
        let greeting = withDependencies {
          $0.greeting = "current"
        } operation: {
          model.greeting
        }
        #expect(greeting == "current")
      }
    }

    @Test func capturedContextSurvivesADetachedTask() async {
      // A detached task does not inherit task-locals: the captured values fill in the context.
      let model = DependencyValues.withValues(.isolated(context: .preview)) { Model() }
      let greeting = await Task.detached { model.greeting }.value
      #expect(greeting == "preview hello")
    }

    @Test func keyTypeInitialiserReadsTheKey() {
      let greeting = DependencyValues.withValues(.isolated()) {
        withDependencies {
          $0[GreetingKey.self] = "by key"
        } operation: {
          @Dependency(GreetingKey.self) var greeting
          return greeting
        }
      }
      #expect(greeting == "by key")
    }
  }
}
