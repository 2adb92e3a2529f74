import Foundation
import NavTestKit
import Testing

/// The most common TCA test shape: a shared value seeded in the test body, never read again,
/// then a store that reads it. An optimised build ends the seed's lifetime at its last use; the
/// test's storage keeps the seed anyway, with and without the `.dependencies()` trait, for
/// `.inMemory` and `.fileStorage` keys. CI runs these optimised too.
@MainActor
@Suite struct SeededSharedTests {
  /// A counter kept on disk: the `.fileStorage` twin of ``SharedCounter``.
  struct FileCounter: Reducer {
    static let url = URL(fileURLWithPath: "/seeded/count.json")
    struct State: Equatable {
      @Shared(.fileStorage(FileCounter.url)) var count = 0
    }
    enum Action: Equatable, Sendable, CasePathable {
      case incrementButtonTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }

  @Test func anInMemorySeedOutlivesItsVariable() async {
    @Shared(.inMemory("count")) var count = 41
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
  }

  @Test(.dependencies()) func anInMemorySeedOutlivesItsVariableUnderTheTrait() async {
    @Shared(.inMemory("count")) var count = 41
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
  }

  @Test func aFileStorageSeedOutlivesItsVariable() async {
    @Shared(.fileStorage(FileCounter.url)) var count = 41
    let store = TestStore(initialState: FileCounter.State()) { FileCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
  }

  @Test(.dependencies()) func aFileStorageSeedOutlivesItsVariableUnderTheTrait() async {
    @Shared(.fileStorage(FileCounter.url)) var count = 41
    let store = TestStore(initialState: FileCounter.State()) { FileCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
  }

  @Test func aSeedMadeInAHelperThatReturnedStaysToo() async {
    func seed() {
      @Shared(.inMemory("count")) var count = 41
    }
    seed()
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
  }
}
