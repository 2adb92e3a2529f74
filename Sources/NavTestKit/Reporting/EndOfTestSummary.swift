import Reducers

/// What a test store still owes at the end of a test, kept up to date after every step.
///
/// A test that never calls `finish()` is checked when its store goes away: the store's deinit
/// reads this summary (it cannot touch main-actor state) and records the failures in the test
/// that is still running.
struct EndOfTestSummary: Sendable {
  var initSite = CallSite()
  var isFinished = false
  var isDismissed = false
  var exhaustivity = Exhaustivity.on
  var unreceivedActions: [String] = []
  var runningEffects: [RunningEffect] = []
  var unassertedShared: [String] = []

  /// An effect still in flight: the `send` that started it and the action sent there.
  struct RunningEffect: Sendable {
    let site: CallSite
    let count: Int
  }

  /// Records the failures for what is left, unless the test already finished.
  func reportLeftovers() {
    guard !isFinished else { return }
    if !unreceivedActions.isEmpty {
      report(Messages.unhandledActions(unreceivedActions), at: initSite)
    }
    if !isDismissed {
      for effect in runningEffects {
        report(Messages.effectStillRunning(count: effect.count), at: effect.site)
      }
    }
    if !unassertedShared.isEmpty {
      report(Messages.unassertedShared(unassertedShared), at: initSite)
    }
  }

  private func report(_ message: String, at site: CallSite) {
    switch exhaustivity {
    case .on:
      TestFailure.record(message, at: site)
    case .off(showSkippedAssertions: true):
      TestFailure.recordKnown(Messages.skipped(message), at: site)
    case .off(showSkippedAssertions: false):
      return
    }
  }
}
