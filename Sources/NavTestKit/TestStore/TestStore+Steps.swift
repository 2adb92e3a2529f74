import Reducers
import Synchronization

extension TestStore {
  /// Runs the work effects have ready, until each has finished or waits again: after the test
  /// resumed one from outside the store.
  ///
  /// Every step (`send`, `receive`, `clock.advance`) already does this. A test that drives a
  /// double from its body — answers a question an effect awaits, then feeds a stream the
  /// effect will only open once it runs — calls this in between, as the app's run loop would
  /// have run the effect:
  ///
  /// ```swift
  /// speech.answer(allowed: true)   // resumes the effect, which has not run yet
  /// store.runEffects()             // it runs, and starts listening
  /// speech.hear("Hello")
  /// await store.receive(\.speechResult) { … }
  /// ```
  ///
  /// Actions the effects send wait to be received, as after any step.
  public func runEffects() {
    drainEffects()
  }

  /// Runs the effects' queued work and the actions they send until nothing is left to do.
  ///
  /// Afterwards every effect has finished or is suspended on something outside the queue: a
  /// test clock, a stream the test feeds, a continuation resumed elsewhere.
  func drainEffects() {
    // Most steps start no effect: nothing to run, so no context to set up for it.
    if executor.hasPendingJobs || core.hasMail {
      runQueuedEffects()
    }
    if dismissal.isRequested { isDismissed = true }
    updateSummary()
  }

  /// Runs the effects' queued work, then the work they handed to the main actor, until neither
  /// has any left: what a step does before it returns.
  ///
  /// An effect that calls the main actor (a `@MainActor` endpoint of a client, `MainActor.run`)
  /// queues that work behind the test, which runs on the main actor: yielding lets it run, and
  /// what it hands back to the effect runs in the next drain. So a step returns once each
  /// effect has finished or waits on something other than this queue and the main actor (a
  /// clock, a stream, another actor), the same every run.
  func settleEffects() async {
    drainEffects()
    var rounds = 0
    while hasInFlightEffects, rounds < Self.mainActorRounds {
      rounds += 1
      await Task.yield()
      guard executor.hasPendingJobs || core.hasMail else { return }
      drainEffects()
    }
  }

  /// How many times ``settleEffects()`` lets the main actor run effects' work and drains what
  /// it hands back: bounded, so that effects that bounce between the two forever (a loop of
  /// main-actor calls that never waits) cannot keep a step from returning.
  static var mainActorRounds: Int { 1_000 }

  /// Runs queued effect jobs and the actions they send until the queue is empty, or until the
  /// effects have used up the step's ``effectBudget``: then they are cancelled and the test
  /// fails at the step that started them.
  private func runQueuedEffects() {
    inRootContext {
      let receivedBefore = received.count
      var jobs = 0
      let started = ContinuousClock.now
      // One batch of jobs, then the actions they sent: an effect that never waits (a timer on
      // an `ImmediateClock`) still lets the reducer see its actions, which may cancel it.
      repeat {
        jobs += executor.runBatch()
        core.processMailbox()
        let actions = received.count - receivedBefore
        // The test's own time limit (`.timeLimit`) cancels its task; this loop never suspends,
        // so it is the one that must notice.
        let elapsed = ContinuousClock.now - started
        if actions > effectBudget.actions || jobs > effectBudget.jobs
          || elapsed > effectBudget.time || Task.isCancelled
        {
          stopRunawayEffects(actions: actions, jobs: jobs, elapsed: elapsed)
          return
        }
      } while executor.hasPendingJobs || core.hasMail
    }
  }

  /// Cancels effects that never stop, and fails the test at the step that started them,
  /// naming that step's action and the action they keep sending.
  private func stopRunawayEffects(actions: Int, jobs: Int, elapsed: Duration) {
    let running = core.registry.running
    let origin = running.first?.group
    let site = origin?.site ?? initSite
    let started = (origin?.origin as? Action).map { "\"\(customDumpLine($0, depth: 1))\"" }
    let last = received.last.map { "\"\(customDumpLine($0.action, depth: 1))\"" }
    let sent = (last.map { ", the last \($0)" } ?? "")
    let headline =
      if actions > effectBudget.actions {
        "sent \(Messages.count(actions, "action")) without stopping\(sent)"
      } else if jobs > effectBudget.jobs {
        "ran \(Messages.count(jobs, "job")) without stopping"
      } else {
        "ran for \(elapsed.components.seconds) s "
          + "without stopping (\(Messages.count(actions, "action")) sent\(sent))"
          + (Task.isCancelled ? " until the test's time limit" : "")
      }
    core.registry.cancelAll()
    // Let the cancelled tasks end; what they send now is dropped. Bounded: an effect that
    // ignores its cancellation would keep this synchronous loop, and the test, going forever.
    let ended = executor.drainCancelled()
    core.processMailbox()
    received.removeAll()
    let cancelled =
      ended
      ? "Its effects were cancelled, and the actions they sent dropped."
      : """
      Its effects were cancelled, but they still ran \
      \(Messages.count(QueueTaskExecutor.cancellationJobLimit, "job")) later: an effect that \
      ignores cancellation (a loop that never checks "Task.isCancelled" or calls "try \
      Task.checkCancellation()") cannot be stopped, so the rest of its work was set aside, \
      never to run.
      """
    TestFailure.record(
      """
      An effect started by \(started ?? "this step") \(headline): a timer on an immediate \
      clock that never ends, or a loop that only sends?

      \(cancelled)

      To fix, end the effect (cancel it, or dismiss the feature that runs it: a "dismiss()" \
      forgotten at the end of a meeting keeps its timer going), or use a "TestClock" and \
      advance it. A step that really does this much raises "store.effectBudget".
      """,
      at: site)
  }

  /// Runs a step with reports routed to its call site, in the store's root context.
  func inStep<Result>(_ site: CallSite, _ body: () throws -> Result) rethrows -> Result {
    try IssueReporting.$reporter.withValue(StepReporter(site: site)) {
      try inRootContext(body)
    }
  }

  /// Runs work so that effects it starts settle through this store and can dismiss its root.
  func inRootContext<Result>(_ body: () throws -> Result) rethrows -> Result {
    let dismissal = dismissal
    return try ClockSettling.withCurrent(settle) {
      try NavigationContext.$rootDismiss.withValue(DismissRoute { dismissal.request() }) {
        try sharedTracker.track(body)
      }
    }
  }

  /// What a `TestClock` awaits after waking one of this store's effects: drain the queue.
  var settle: ClockSettling.Operation {
    { [weak self] in
      await self?.settleEffectsAfterTimePassed()
    }
  }

  /// Settles the effects time woke, recording the screen they lead to for navigation coverage.
  private func settleEffectsAfterTimePassed() async {
    guard let coverage else { return await settleEffects() }
    let before = screen
    await settleEffects()
    coverage.take(from: before, to: screen, step: { NavigationCoverage.timePasses })
  }

  /// The screen the store shows now, as a ``NavigationMap`` names it (stack ids left out);
  /// read again only once the reducer ran.
  var screen: String {
    if let lastScreen { return lastScreen }
    let screen = NavigationMap.screen(of: NavigationTree(of: core.untrackedState).levels)
    lastScreen = screen
    return screen
  }

  /// Whether effects this store started are still running.
  var hasInFlightEffects: Bool {
    !core.registry.running.isEmpty
  }

  /// Reports a failure according to ``exhaustivity``: a failure, a known issue, or nothing.
  func reportExhaustive(_ message: String, at site: CallSite) {
    switch exhaustivity {
    case .on:
      TestFailure.record(message, at: site)
    case .off(showSkippedAssertions: true):
      TestFailure.recordKnown(Messages.skipped(message), at: site)
    case .off(showSkippedAssertions: false):
      return
    }
  }

  /// Waits for effects driven from outside the queue to produce work, until `isDone` holds.
  ///
  /// The safety-net path: effects the store runs never need it, because each step drains them
  /// completely. Only work resumed from elsewhere (a real clock, another thread, the main actor)
  /// arrives later; this waits for it, draining as it comes, for at most `timeout`.
  ///
  /// - Returns: Whether `isDone` held before the timeout.
  func waitForOutsideWork(timeout: Duration, until isDone: () -> Bool) async -> Bool {
    await settleEffects()
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !isDone() {
      guard hasInFlightEffects, ContinuousClock.now < deadline else { return isDone() }
      let executor = executor
      // Safety net only: race the executor's next job against the wall clock.
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await executor.waitForJob() }
        group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
        await group.next()
        group.cancelAll()
      }
      drainEffects()
    }
    return true
  }

  /// The effects still in flight, one line per step that started them: its action and site.
  func runningEffectOrigins() -> [String] {
    let groups = countInOrder(core.registry.running) { ObjectIdentifier($0.group) }
    // In the order the test wrote the steps.
    let sites = groups.map { ($0, $0.first.group.site ?? initSite) }.sorted {
      ("\($0.1.fileID)", $0.1.line) < ("\($1.1.fileID)", $1.1.line)
    }
    return sites.map { group, site in
      // As the store's action type: described as an existential, it would read "Any.…".
      let action = (group.first.group.origin as? Action).map { customDumpLine($0) }
      return "\(action ?? "An action"), sent at \(site)"
        + (group.count == 1 ? "" : " (\(Messages.count(group.count, "effect")))")
    }
  }

  /// Counts running effects by `key` (their group, or the site that started them), in the order
  /// each key first appears, with the first effect of each.
  private func countInOrder<Key: Hashable>(
    _ tokens: [EffectToken], by key: (EffectToken) -> Key
  ) -> [(first: EffectToken, count: Int)] {
    var indices: [Key: Int] = [:]
    var counted: [(first: EffectToken, count: Int)] = []
    for token in tokens {
      let key = key(token)
      if let index = indices[key] {
        counted[index].count += 1
      } else {
        indices[key] = counted.count
        counted.append((token, 1))
      }
    }
    return counted
  }

  /// Refreshes what the deinit reports if the test never calls `finish()`.
  func updateSummary() {
    let running = core.registry.running
    let exhaustivity = exhaustivity
    let isDismissed = isDismissed
    // A plain loop: a lazy filter-and-map chain over the store's generic element type looks up
    // its generic metadata at run time, on every step (measured: 3 µs of a 13 µs send).
    var unreceived: [String] = []
    for action in received where !action.isReportedByFinish {
      unreceived.append(customDumpLine(action.action))
    }
    if !finished.effects.isEmpty {
      let ids = Set(running.map(ObjectIdentifier.init))
      finished.effects = finished.effects.filter { ids.contains($0.key) }
    }
    let unfinished =
      finished.effects.isEmpty
      ? running : running.filter { [finished] in finished.effects[ObjectIdentifier($0)] == nil }
    let initSite = initSite
    let bySite = countInOrder(unfinished) { $0.group.site ?? initSite }
    // Shared changes are listed at the end, from the tracker then: a change made after the last
    // step (in the test's body) is one the steps never saw.
    let sharedCheck = SharedCheck(
      tracker: sharedTracker, asserted: assertedShared, reportedByFinish: finished.shared)
    endOfTest.withLock {
      $0.shared = sharedCheck
      $0.unreceivedActions = unreceived
      $0.runningEffects = bySite.map {
        .init(site: $0.first.group.site ?? initSite, count: $0.count)
      }
      $0.exhaustivity = exhaustivity
      $0.isDismissed = isDismissed
    }
  }
}
