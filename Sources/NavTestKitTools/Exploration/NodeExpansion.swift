import Reducers

/// Every step one node's screen offers, each taken in a fresh run: what a worker of the
/// explorer hands back to it, in the order of the steps.
///
/// Workers expand the nodes of one level side by side, each with runs of its own; the explorer
/// then adds what they found in the order a single worker would have, so the states, the map
/// and the violations are the same with one worker or many.
struct NodeExpansion<State: Equatable & SendableMetatype, Action: Sendable>: @unchecked Sendable {
  // Unchecked: the states come from runs that have ended, so nothing changes them, nor the
  // shared storage they refer to, once they cross to the explorer.

  /// One step taken from the node, and where it led.
  struct Child {
    let step: ExplorationStep<Action>
    let outcome: StepOutcome
    let state: State
    let bucket: ConfigurationIndex<State>.Bucket
    let levels: [NavigationTree.Level]
    let screen: String
  }

  /// The steps taken, by their place among those the screen offered.
  var children: [Child] = []
  /// Whether a replay of the node's path did not reach it again.
  var isNondeterministic = false
  /// How many steps the runs took, replays included.
  var steps = 0

  /// Expands the node the path leads to.
  ///
  /// - Parameters:
  ///   - path: The choices from the initial state to the node.
  ///   - sources: Those steps as Swift source, for the note a trap prints.
  ///   - setup: What every run is built from.
  ///   - noteSlot: The worker's slot for the note a trap prints, if it has one.
  ///   - featureName: The explored feature, for the crash note.
  static func expand(
    path: [Int], sources: [String], setup: ExplorationSetup<State, Action>, noteSlot: Int?,
    featureName: String
  ) async -> NodeExpansion {
    var expansion = NodeExpansion()
    var choice = 0
    var count = 1
    while choice < count {
      CrashNote.set(Self.note(featureName, sources, then: nil), slot: noteSlot)
      let run = ExplorationRun(setup)
      guard await run.replay(path) != nil else {
        expansion.isNondeterministic = true
        expansion.end(run)
        return expansion
      }
      // The first run counts the node's steps; each later one reads only the step it takes.
      let offered = choice == 0 ? run.options : nil
      if let offered { count = offered.count }
      guard choice < count, let step = offered?[choice] ?? run.option(at: choice) else {
        expansion.end(run)
        return expansion
      }
      CrashNote.set(
        Self.note(featureName, sources, then: Explorer<State, Action>.source(of: step)),
        slot: noteSlot)
      let performed = await run.perform(step)
      let state = run.state
      let levels = run.levels
      let bucket = run.bucket(isDismissed: performed.isDismissed)
      // After the configuration is read: the run goes on only to see what ends by itself.
      let outcome = await run.settleOutlived(performed)
      expansion.children.append(
        Child(
          step: step, outcome: outcome, state: state,
          bucket: bucket,
          levels: levels, screen: NavigationMap.screen(of: levels)))
      expansion.end(run)
      choice += 1
    }
    CrashNote.set(nil, slot: noteSlot)
    return expansion
  }

  /// Ends a run, counting its steps.
  private mutating func end(_ run: ExplorationRun<State, Action>) {
    steps += run.stepsTaken
    run.tearDown()
  }

  /// The path being taken, written out for the note a trap prints before the process ends.
  static func note(_ featureName: String, _ sources: [String], then step: String?) -> String {
    let steps = sources + (step.map { [$0] } ?? [])
    let lines = steps.enumerated().map { "    \($0.offset + 1). \($0.element)" }
    return """

      The navigation explorer stopped: a step trapped in a reducer or an effect while it explored \
      \(featureName). The path it was taking:
      \(lines.isEmpty ? "    (the initial state)" : lines.joined(separator: "\n"))

      To fix, take these steps in a TestStore test: it stops at the one that traps.

      """
  }
}
