import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite struct DependencyIsolationTests {
    /// Two hundred tests in parallel, each with its own overrides and its own cache of defaults.
    @Test(arguments: 0..<200) func parallelIsolation(n: Int) async {
      await DependencyValues.withValues(.isolated()) {
        await withDependencies {
          $0.uuid = .constant(UUID(n))
          $0.greeting = "test \(n)"
        } operation: {
          @Dependency(\.uuid) var uuid
          @Dependency(\.greeting) var greeting
          @Dependency(\.freshGenerator) var freshGenerator
          await Task.yield()
          #expect(uuid() == UUID(n))
          #expect(greeting == "test \(n)")
          // The cache is this test's own: its incrementing default starts at zero.
          #expect(freshGenerator() == UUID(0))
          await Task.yield()
          #expect(freshGenerator() == UUID(1))
          #expect(DependencyValues.current.greeting == "test \(n)")
        }
      }
    }
  }
}
