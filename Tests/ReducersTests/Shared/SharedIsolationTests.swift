import Foundation
import Reducers
import Testing

extension SharedState {
  /// Two hundred tests in parallel write different values under one key, each in its own
  /// dependency scope, and each sees only its own: storages are per dependency cache.
  @Suite struct SharedIsolationTests {
    @Test(arguments: 0..<200) func inMemoryStorageIsPerTest(n: Int) async {
      await DependencyValues.withValues(.isolated()) {
        @Shared(.inMemory("isolation")) var value = -1
        #expect(value == -1)
        $value.withLock { $0 = n }
        await Task.yield()
        @Shared(.inMemory("isolation")) var alias = -2
        #expect(alias == n)
        await Task { @Sendable in
          @Shared(.inMemory("isolation")) var fromTask = -3
          #expect(fromTask == n)
          $fromTask.withLock { $0 += 1000 }
        }.value
        #expect(value == n + 1000)
      }
    }

    @Test(arguments: 0..<200) func fileStorageIsPerTest(n: Int) async throws {
      try await DependencyValues.withValues(.isolated()) { () async throws in
        let url = URL(fileURLWithPath: "/isolation/value.json")
        @Shared(.fileStorage(url)) var value = [Int]()
        #expect(value == [])
        $value.withLock { $0.append(n) }
        await Task.yield()
        @Shared(.fileStorage(url)) var alias = [-2]
        #expect(alias == [n])
        @Dependency(\.defaultFileStorage) var storage
        let data = try #require(try storage.fileSystem.read(url))
        #expect(try JSONDecoder().decode([Int].self, from: data) == [n])
      }
    }
  }
}
