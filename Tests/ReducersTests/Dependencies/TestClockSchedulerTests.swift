import Reducers
import Testing

extension Dependencies {
  @Suite(.scaledTimeLimit(minutes: 1)) struct TestClockSchedulerTests {
    typealias Scheduler = TestClockScheduler<Int, String>

    @Test func dueSleepersPopInDeadlineThenArrivalOrder() {
      var scheduler = Scheduler(now: 0)
      for (name, deadline) in [("c", 3), ("a", 1), ("b1", 2), ("b2", 2)] {
        let id = scheduler.reserve()
        guard case .suspend = scheduler.sleep(id, until: deadline, waiter: name) else {
          Issue.record("Expected \(name) to suspend")
          return
        }
      }
      var woken: [String] = []
      var times: [Int] = []
      while let waiter = scheduler.popDue(through: 2) {
        woken.append(waiter)
        times.append(scheduler.now)
      }
      #expect(woken == ["a", "b1", "b2"])
      #expect(times == [1, 2, 2])
      #expect(scheduler.sleeperCount == 1)
      #expect(scheduler.nextDeadline == 3)
    }

    @Test func passedDeadlineResumesAtOnce() {
      var scheduler = Scheduler(now: 5)
      let id = scheduler.reserve()
      guard case .resume(let waiter) = scheduler.sleep(id, until: 4, waiter: "past") else {
        Issue.record("Expected the sleep to resume at once")
        return
      }
      #expect(waiter == "past")
      #expect(scheduler.sleeperCount == 0)
    }

    @Test func deadlineAtNowSuspendsUntilTheNextAdvanceEvenByZero() {
      var scheduler = Scheduler(now: 5)
      let id = scheduler.reserve()
      guard case .suspend = scheduler.sleep(id, until: 5, waiter: "now") else {
        Issue.record("Expected the sleep until now to suspend")
        return
      }
      #expect(scheduler.sleeperCount == 1)
      #expect(scheduler.popDue(through: 5) == "now")
      #expect(scheduler.now == 5)
    }

    @Test func cancellationBeforeAndDuringSleep() {
      var scheduler = Scheduler(now: 0)
      let early = scheduler.reserve()
      #expect(scheduler.cancel(early) == nil)
      guard case .cancel(let waiter) = scheduler.sleep(early, until: 1, waiter: "early") else {
        Issue.record("Expected the early-cancelled sleep to fail")
        return
      }
      #expect(waiter == "early")

      let sleeping = scheduler.reserve()
      _ = scheduler.sleep(sleeping, until: 1, waiter: "sleeping")
      #expect(scheduler.cancel(sleeping) == "sleeping")
      #expect(scheduler.sleeperCount == 0)
      #expect(scheduler.popDue(through: 10) == nil)
      // Cancelling a finished sleep does nothing.
      #expect(scheduler.cancel(sleeping) == nil)
    }

    @Test func timeNeverMovesBack() {
      var scheduler = Scheduler(now: 4)
      scheduler.move(to: 2)
      #expect(scheduler.now == 4)
      scheduler.move(to: 9)
      #expect(scheduler.now == 9)
    }
  }
}
