import Reducers
import Testing

/// What TCA re-exports from its companion libraries, here, so that its tests port unchanged.
struct ConcurrencyHelpersTests {
  @Test func lockIsolatedKeepsEveryChangeFromManyTasks() async {
    let calls = LockIsolated<[Int]>([])
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<100 {
        group.addTask { calls.withValue { $0.append(index) } }
      }
    }
    #expect(calls.value.sorted() == Array(0..<100))
    #expect(calls.count == 100)
    calls.setValue([7])
    #expect(calls.value == [7])
    #expect(calls.withValue { $0.removeLast() } == 7)
    #expect(calls == LockIsolated([]))
  }

  @Test func taskNeverWaitsUntilCancelledThenThrowsCancellation() async {
    let ended = LockIsolated(false)
    let task = Task {
      defer { ended.setValue(true) }
      do {
        try await Task.never()
      } catch {
        return error is CancellationError
      }
    }
    // Time for it to run as far as it goes: to its wait, which nothing ends but cancelling.
    for _ in 0..<1_000 { await Task.yield() }
    #expect(!ended.value)
    task.cancel()
    #expect(await task.value)
    #expect(ended.value)
  }

  @Test func finishedStreamsEndAtOnce() async throws {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    #expect(count == 0)
    struct Failed: Error {}
    await #expect(throws: Failed.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Failed()) {}
    }
  }

  @Test func anAsyncResultHoldsTheValueOrTheError() async throws {
    struct Failed: Error {}
    func fetch(_ fails: Bool) async throws -> Int {
      await Task.yield()
      if fails { throw Failed() }
      return 42
    }
    let success = await Result { try await fetch(false) }
    let failure = await Result { try await fetch(true) }
    #expect(try success.get() == 42)
    #expect(throws: Failed.self) { try failure.get() }
  }

  @Test func anyHashableSendableComparesTheWrappedValues() {
    let ids: Set<AnyHashableSendable> = [
      AnyHashableSendable(1), AnyHashableSendable("one"), AnyHashableSendable(1),
    ]
    #expect(ids.count == 2)
    #expect(AnyHashableSendable(AnyHashableSendable(2)) == AnyHashableSendable(2))
    #expect(AnyHashableSendable(3).base as? Int == 3)
  }
}
