import Reducers

/// What a test store still owes at the end of a test, kept up to date after every step.
///
/// The store's deinit reads this summary (it cannot touch main-actor state) and records the
/// failures in the test that is still running. What `finish()` already checked is left out of
/// it, so a test that finishes is checked again only for what later steps started.
struct EndOfTestSummary: Sendable {
  var initSite = CallSite()
  var isDismissed = false
  var exhaustivity = Exhaustivity.on
  var unreceivedActions: [String] = []
  var runningEffects: [RunningEffect] = []
  /// The shared changes to check at the end, against what steps asserted.
  var shared: SharedCheck?

  /// An effect still in flight: the `send` that started it and the action sent there.
  struct RunningEffect: Sendable {
    let site: CallSite
    let count: Int
  }

  /// Records the failures for what is left.
  func reportLeftovers() {
    if !unreceivedActions.isEmpty {
      report(Messages.unhandledActions(unreceivedActions), at: initSite)
    }
    if !isDismissed {
      for effect in runningEffects {
        report(Messages.effectStillRunning(count: effect.count), at: effect.site)
      }
    }
    if let unasserted = shared?.unasserted(), !unasserted.isEmpty {
      report(Messages.unassertedShared(unasserted), at: initSite)
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
