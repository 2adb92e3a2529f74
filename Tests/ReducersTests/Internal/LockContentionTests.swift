import Dispatch
import Synchronization
import Testing

@testable import Reducers

/// The runtime's locks under real contention, from several threads at once.
///
/// These pass in any build; their point is the thread sanitizer's CI step
/// (`swift test --sanitize=thread`). With `Mutex` used directly, a contended hand-over happens
/// in the kernel where the sanitizer cannot see it, and these runs reported the protected values
/// as raced; through `Lock` the sanitizer sees each section ordered after the one before it.
@Suite(.scaledTimeLimit(minutes: 1)) struct LockContentionTests {
  static let threads = 4
  static let rounds = 5_000

  @Test func sectionsContendedFromFourThreadsLoseNothing() {
    let counts = Lock<[Int: Int]>([:])
    DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
      for round in 0..<Self.rounds {
        counts.withLock { $0[round % 64, default: 0] += thread + 1 }
      }
    }
    let total = counts.withLock { $0.values.reduce(0, +) }
    // Each thread adds its number + 1 once a round: (1 + 2 + 3 + 4) × rounds.
    #expect(total == 10 * Self.rounds)
    #expect(counts.withLock { $0.count } == 64)
  }

  @Test func aThrowingSectionReleasesTheLock() {
    struct Refused: Error {}
    let value = Lock(0)
    #expect(throws: Refused.self) {
      try value.withLock { number throws(Refused) in
        number = 1
        throw Refused()
      }
    }
    // The write before the throw stays, and the lock is free again.
    #expect(value.withLock { $0 } == 1)
  }

  @Test func aTestClockAdvancedWhileTasksStartSleepingWakesEveryOne() async {
    let clock = TestClock()
    let woken = Recorder<Int>()
    let sleepers = 64
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<sleepers {
        group.addTask {
          // Each sleeper's deadline is in the future of whenever it starts: it wakes on a
          // later advance, however the advances and the registrations interleave.
          try? await clock.sleep(for: .milliseconds(index % 8 + 1))
          woken.record(index)
        }
      }
      group.addTask {
        for _ in 0..<200 {
          await clock.advance(by: .milliseconds(1))
        }
      }
      group.addTask {
        // Keep advancing until every sleeper is woken: the last ones may register late.
        while woken.values.count < sleepers {
          await clock.advance(by: .milliseconds(8))
          await Task.yield()
        }
      }
    }
    #expect(Set(woken.values) == Set(0..<sleepers))
  }

  @MainActor
  @Test func effectsEndingOnManyThreadsAtOnceAllRetire() async {
    struct Finisher: Reducer {
      struct State: Equatable {}
      enum Action { case start, done }
      let ended: Recorder<Int>
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .merge(
            (0..<32).map { _ in
              .run { [ended] _ in ended.record(1) }
            })
        case .done:
          return .none
        }
      }
    }
    let ended = Recorder<Int>()
    let store = Store(initialState: Finisher.State()) { Finisher(ended: ended) }
    let tasks = (0..<8).map { _ in store.send(.start) }
    for task in tasks {
      await task.finish()
    }
    #expect(ended.values.count == 8 * 32)
    #expect(store.effectsInFlight == 0)
  }
}
