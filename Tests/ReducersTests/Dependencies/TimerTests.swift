import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite(.scaledTimeLimit(minutes: 1)) struct TimerTests {
    @Test func advancingSixSecondsDeliversSixTicksOfAOneSecondTimer() async {
      let clock = TestClock()
      let ticks = DependencyTestLog<Duration>()
      let task = Task {
        for await elapsed in clock.timer(interval: .seconds(1)) {
          ticks.append(elapsed)
        }
      }
      // The timer's consumer sleeps again after each tick; settle once it has.
      clock.settle = { await yieldUntil { clock.sleeperCount == 1 } }
      await yieldUntil { clock.sleeperCount == 1 }
      await clock.advance(by: .seconds(6))
      #expect(ticks.values == (1...6).map { Duration.seconds($0) })
      await clock.advance(by: .milliseconds(500))
      #expect(ticks.values.count == 6)
      await clock.advance(by: .milliseconds(500))
      #expect(ticks.values.count == 7)
      task.cancel()
      await task.value
      #expect(clock.sleeperCount == 0)
    }

    @Test func ticksAreDueFromTheStartWithoutDrift() async {
      let clock = ImmediateClock()
      var ticks: [Duration] = []
      for await elapsed in clock.timer(interval: .milliseconds(250)) {
        ticks.append(elapsed)
        if ticks.count == 4 { break }
      }
      #expect(ticks == [.milliseconds(250), .milliseconds(500), .milliseconds(750), .seconds(1)])
      #expect(clock.now.offset == .seconds(1))
    }

    @Test func timerEndsWhenItsTaskIsCancelled() async {
      let clock = TestClock()
      let task = Task {
        var count = 0
        for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
        return count
      }
      await yieldUntil { clock.sleeperCount == 1 }
      task.cancel()
      #expect(await task.value == 0)
    }
  }
}
