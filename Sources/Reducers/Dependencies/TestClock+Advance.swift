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
  /// Time ends at the last deadline woken. A task that keeps sleeping, such as a timer that is
  /// never cancelled, keeps this from returning; advance such code by a duration instead.
  nonisolated(nonsending) public func run() async {
    await wake { scheduler in
      scheduler.nextDeadline.flatMap { scheduler.popDue(through: $0) }
    }
  }

  /// Settles, then wakes the sleepers `next` hands out one by one, settling after each.
  nonisolated(nonsending) private func wake(
    _ next: (inout TestClockScheduler<Instant, Sleeper>) -> Sleeper?
  ) async {
    let override = settle
    let sleepersSettleThemselves = scheduler.withLock { scheduler in
      scheduler.containsWaiter { $0.settle != nil }
    }
    if let initial = override ?? (sleepersSettleThemselves ? nil : ClockSettling.yielding) {
      await initial()
    }
    while let sleeper = scheduler.withLock({ next(&$0) }) {
      sleeper.continuation.resume()
      let settle = override ?? sleeper.settle ?? ClockSettling.yielding
      await settle()
    }
  }
}
