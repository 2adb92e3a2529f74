import Reducers
import Testing

/// The registry that makes equal keys alias: it prunes the references nobody holds, and never
/// one that is alive.
@Suite struct SharedRegistryTests {
  @Test func aLiveValueStillAliasesAfterTheRegistryPrunesReleasedOnes() {
    let storage = InMemoryStorage()
    let kept = Shared(wrappedValue: 0, InMemoryKey("kept", storage: storage))
    // Enough other keys, each released at once, for the registry to prune several times.
    for index in 0..<300 {
      _ = Shared(wrappedValue: index, InMemoryKey("released \(index)", storage: storage))
    }
    let again = Shared(wrappedValue: 0, InMemoryKey("kept", storage: storage))
    kept.withLock { $0 = 42 }
    #expect(again.wrappedValue == 42)
    again.withLock { $0 = 7 }
    #expect(kept.wrappedValue == 7)
  }
}
