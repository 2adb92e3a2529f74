import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite struct WithDependenciesTests {
    @Test func synchronousOverrideIsSeenAndRestoredAfter() {
      DependencyValues.withValues(.isolated()) {
        let inside = withDependencies {
          $0.greeting = "overridden"
        } operation: {
          DependencyValues.current.greeting
        }
        #expect(inside == "overridden")
        #expect(DependencyValues.current.greeting == "test hello")
      }
    }

    @Test func asynchronousOverrideSurvivesSuspension() async {
      await DependencyValues.withValues(.isolated()) {
        let inside = await withDependencies {
          $0.greeting = "async"
        } operation: {
          await Task.yield()
          return DependencyValues.current.greeting
        }
        #expect(inside == "async")
        #expect(DependencyValues.current.greeting == "test hello")
      }
    }

    @Test func nestedOverridesCombineAndUnwind() {
      DependencyValues.withValues(.isolated()) {
        withDependencies {
          $0.greeting = "outer"
          $0.uuid = .constant(UUID(1))
        } operation: {
          withDependencies {
            $0.greeting = "inner"
          } operation: {
            #expect(DependencyValues.current.greeting == "inner")
            #expect(DependencyValues.current.uuid() == UUID(1))
          }
          #expect(DependencyValues.current.greeting == "outer")
          #expect(DependencyValues.current.uuid() == UUID(1))
        }
      }
    }

    @Test func childTasksInheritOverrides() async {
      let greeting = await withDependencies {
        $0.greeting = "inherited"
      } operation: {
        await Task { DependencyValues.current.greeting }.value
      }
      #expect(greeting == "inherited")
    }

    @Test func errorsPropagateAndOverridesAreUndone() {
      struct Failure: Error, Equatable {}
      DependencyValues.withValues(.isolated()) {
        #expect(throws: Failure()) {
          try withDependencies {
            $0.greeting = "failing"
          } operation: {
            #expect(DependencyValues.current.greeting == "failing")
            throw Failure()
          }
        }
        #expect(DependencyValues.current.greeting == "test hello")
      }
    }

    @MainActor @Test func asynchronousVariantStaysOnTheMainActor() async {
      var mainActorState: [String] = []
      await withDependencies {
        $0.greeting = "main"
      } operation: {
        await Task.yield()
        MainActor.assertIsolated()
        mainActorState.append(DependencyValues.current.greeting)
      }
      #expect(mainActorState == ["main"])
    }
  }
}
