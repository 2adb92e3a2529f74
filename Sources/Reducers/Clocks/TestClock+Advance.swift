import Synchronization

extension TestClock {
  /// Moves time forward by `duration`, waking every sleeper due by then in deadline order.
  ///
  /// - Parameters:
  ///   - duration: How far to move; a negative duration is reported and ignored.
  ///   - fileID: The caller's file ID, for the report.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  nonisolated(nonsending) public func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await advance(
      to: now.advanced(by: duration),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Moves time forward to `deadline`, waking every sleeper due by then in deadline order.
  ///
  /// Each sleeper wakes with ``now`` at its own deadline, and the clock settles (see
  /// `ClockSettling`) before it looks for the next due sleeper, so sleeps that woken tasks start
  /// before `deadline` are woken too. Then ``now`` becomes `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to move to; an instant before ``now`` is reported and ignored.
  ///   - fileID: The caller's file ID, for the report.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  nonisolated(nonsending) public func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let start = now
    guard start <= deadline else {
      reportIssue(
        """
        Expected to advance the test clock to a later time, but the target is in the past.

          Now: \(start.offset)
          Target: \(deadline.offset)
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    await wake { $0.popDue(through: deadline) }
    scheduler.withLock { $0.move(to: deadline) }
  }

  /// Moves time forward until no task is sleeping on the clock, waking sleepers in order.
  ///
  /// Time ends at the last deadline woken. Code that keeps sleeping, such as a timer that is never
  /// cancelled, would keep this from returning, so `run` gives up once `timeout` of real time has
  /// passed and sleepers remain: it reports an issue at the caller's line, stops advancing, and
  /// leaves the remaining sleepers asleep. The real time is checked between wake-ups, so a woken
  /// task that never settles is not interrupted. The default is ten times TCA's 500 ms: a long
  /// but finite run (thousands of timer ticks, each driving a store) on a loaded machine is not
  /// cut off, and only a run that never ends pays the wait.
  ///
  /// ```swift
  /// await store.send(.startButtonTapped)
  /// await clock.run()  // every sleep the effect started has ended
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How much real (wall-clock) time to spend waking sleepers before giving up.
  ///   - fileID: The caller's file ID, for the report.
  ///   - filePath: The caller's file path.
  ///   - line: The caller's line.
  ///   - column: The caller's column.
  nonisolated(nonsending) public func run(
    timeout: Swift.Duration = .seconds(5),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let giveUp = ContinuousClock.now.advanced(by: timeout)
    let woken = await wake(giveUpAt: giveUp) { scheduler in
      scheduler.nextDeadline.flatMap { scheduler.popDue(through: $0) }
    }
    guard let woken else { return }
    let (now, sleeping) = scheduler.withLock { ($0.now, $0.sleeperCount) }
    reportIssue(
      """
      Expected all sleeps to finish, but some are still suspending after \(timeout).

        Woken: \(woken) \(woken == 1 ? "sleep" : "sleeps")
        Now: \(now.offset)
        Still sleeping: \(sleeping) \(sleeping == 1 ? "task" : "tasks")

      Sleeps keep being scheduled on the test clock, so "run()" stopped advancing it. A timer \
      or a loop that sleeps and is never cancelled does this.

      To fix, advance the clock by a fixed amount with "clock.advance(by:)", or cancel the \
      effect that keeps sleeping before calling "run()". If the sleeps do end, give "run" a \
      longer timeout: "run(timeout:)".
      """,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Settles, then wakes the sleepers `next` hands out one by one, settling after each.
  ///
  /// - Parameters:
  ///   - giveUp: The real time after which to stop while sleepers remain; `nil` for never.
  ///   - next: Removes and returns the next sleeper to wake, or `nil` when done.
  /// - Returns: `nil` when `next` ran out of sleepers; the number woken when it gave up.
  @discardableResult
  nonisolated(nonsending) private func wake(
    giveUpAt giveUp: ContinuousClock.Instant? = nil,
    _ next: (inout TestClockScheduler<Instant, Sleeper>) -> Sleeper?
  ) async -> Int? {
    let override = settle
    let sleepersSettleThemselves = scheduler.withLock { scheduler in
      scheduler.containsWaiter { $0.settle != nil }
    }
    if let initial = override ?? (sleepersSettleThemselves ? nil : ClockSettling.yielding) {
      await initial()
    }
    var woken = 0
    while true {
      let expired = giveUp.map { ContinuousClock.now >= $0 } ?? false
      let step: WakeStep = scheduler.withLock { scheduler in
        if expired, scheduler.nextDeadline != nil { return .giveUp }
        return next(&scheduler).map(WakeStep.wake) ?? .done
      }
      switch step {
      case .done:
        return nil
      case .giveUp:
        return woken
      case .wake(let sleeper):
        sleeper.continuation.resume()
        woken += 1
        let settle = override ?? sleeper.settle ?? ClockSettling.yielding
        await settle()
      }
    }
  }

  /// What ``wake(giveUpAt:_:)`` does next.
  private enum WakeStep {
    case wake(Sleeper)
    case giveUp
    case done
  }
}
