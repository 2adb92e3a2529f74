import NavTestKit
import Testing

/// Each test, and each case of a parameterized test, gets dependencies, shared storage and stack
/// ids of its own with no trait: what a test declares in its body is what its store sees, and no
/// other test sees it.
@MainActor
@Suite struct TestIsolationTests {
  @Test(arguments: 0..<20)
  func eachParallelCaseSeesOnlyTheSharedValueItSeeded(seed: Int) async {
    @Shared(.inMemory("count")) var count = seed * 100
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    #expect(store.state.count == seed * 100)
    // Another case's write would show here as a value it seeded.
    await Task.yield()
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = seed * 100 + 1 } }
    #expect(count == seed * 100 + 1)
  }

  @Test func aSeededValueIsTheStoresWithoutATrait() async {
    @Shared(.inMemory("count")) var count = 41
    let store = TestStore(initialState: SharedCounter.State()) { SharedCounter() }
    await store.send(.incrementButtonTapped) { $0.$count.withLock { $0 = 42 } }
    #expect(count == 42)
  }

  @Test func anotherTestStartsWithTheDefaultNotAnotherTestsValue() {
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 0)
    $count.withLock { $0 = 7 }
  }

  @Test(arguments: 0..<5)
  func aStackBuiltInTheTestBodyStartsAtZero(run: Int) {
    let path = StackState<Int>([run, run + 1, run + 2])
    #expect(path.ids == [0, 1, 2])
  }

  @Test func aStackBuiltBeforeItsStoreContinuesFromTheBodysIDs() async {
    let path = StackState<Navigator.Path.State>([.note("a", pinned: false)])
    #expect(path.ids == [0])
    let store = TestStore(initialState: Navigator.State(path: path)) { Navigator() }
    await store.send(.pushNote("b")) { $0.path.append(.note("b", pinned: false)) }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func anIssueOutsideAStoreFailsTheTestWithoutATrait() {
    let line = #line + 2
    withKnownIssue {
      reportIssue("Something the runtime noticed")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Something the runtime noticed"]
        && issue.sourceLocation?.line == line
    }
  }
}
