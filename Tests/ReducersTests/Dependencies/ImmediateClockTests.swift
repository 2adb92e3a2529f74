import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite(.scaledTimeLimit(minutes: 1)) struct ImmediateClockTests {
    @Test func sleepReturnsAtOnceAndMovesNow() async throws {
      let clock = ImmediateClock()
      try await clock.sleep(for: .seconds(5))
      #expect(clock.now.offset == .seconds(5))
      try await clock.sleep(for: .milliseconds(1500))
      #expect(clock.now.offset == .milliseconds(6500))
    }

    @Test func sleepUntilAnEarlierInstantKeepsNow() async throws {
      let clock = ImmediateClock<Duration>(now: .init(offset: .seconds(10)))
      try await clock.sleep(until: .init(offset: .seconds(3)))
      #expect(clock.now.offset == .seconds(10))
    }

    @Test func sleepInACancelledTaskThrows() async {
      let clock = ImmediateClock()
      let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }
      await #expect(throws: CancellationError.self) { try await task.value }
      #expect(clock.now.offset == .zero)
    }

    @Test func clockDependencyUsesTheOverride() async throws {
      let clock = ImmediateClock()
      try await withDependencies {
        $0.continuousClock = clock
      } operation: {
        @Dependency(\.continuousClock) var continuousClock
        try await continuousClock.sleep(for: .seconds(2))
      }
      #expect(clock.now.offset == .seconds(2))
    }
  }
}
