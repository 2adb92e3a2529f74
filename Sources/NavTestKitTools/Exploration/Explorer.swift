import Reducers

/// The breadth-first search behind `explore(initialState:depth:…)`.
///
/// Every configuration the feature reaches is a node: its state, how many effects are in flight,
/// whether the root dismissed itself. A node is reached again by replaying its path from the
/// initial state in a fresh run, so effects in flight are the real ones, never a copy. A path is
/// kept as choices — the place of each step among those its screen offered — and each replay
/// asks its own state for the steps, so an action carrying a reference into shared storage
/// refers to that run's storage, never to an earlier run's.
///
/// Nodes are expanded level by level in the order the test listed the actions, so the first
/// violation of each invariant is on a shortest path, and every run finds the same one.
@MainActor
final class Explorer<State: Equatable & SendableMetatype, Action: Sendable> {
  struct Node {
    let parent: Int?
    /// The place of the step that reached it among those its parent's screen offered.
    let choice: Int?
    /// That step as Swift source, for the note a trap prints.
    let source: String
    let depth: Int
    let levels: [NavigationTree.Level]
    let screen: String
    let isDismissed: Bool
  }

  /// A violation as found: the steps that lead to it and what broke.
  struct Found {
    let invariant: ExplorationInvariant
    let choices: [Int]
    let detail: String
    let statesBefore: Int
    /// How much time passed after the last step, with no other, before the runtime reported
    /// what an effect of a gone screen did; `nil` when nothing was reported after the step.
    var timeAfterward: Duration? = nil
  }

  let setup: ExplorationSetup<State, Action>
  let invariants: (State) -> [String]
  let maxDepth: Int
  let stateBudget: Int
  let checks: Set<ExplorationInvariant>
  /// How many runs go on at once, each on a worker of its own.
  let workers: Int

  private(set) var nodes: [Node] = []
  private var index = ConfigurationIndex<State>()
  private var edges: [[Int]] = []
  private(set) var map = NavigationMap()
  private(set) var found: [Found] = []
  private(set) var isBudgetExhausted = false
  private(set) var unexpanded = 0
  /// How many steps every run took, replays included: what an exploration costs.
  private(set) var stepsTaken = 0
  /// The first screen a replay did not reach again, if any.
  private(set) var nondeterministicScreen: String?

  init(
    setup: ExplorationSetup<State, Action>,
    invariants: @escaping (State) -> [String],
    maxDepth: Int, stateBudget: Int, checks: Set<ExplorationInvariant>, workers: Int
  ) {
    self.workers = max(1, workers)
    self.setup = setup
    self.invariants = invariants
    self.maxDepth = maxDepth
    self.stateBudget = stateBudget
    self.checks = checks
  }

  /// Explores from the initial state to the depth and state budget.
  func run() async {
    let run = ExplorationRun(setup)
    let root = run.state
    let levels = run.levels
    appendNode(
      Node(
        parent: nil, choice: nil, source: "", depth: 0, levels: levels,
        screen: NavigationMap.screen(of: levels), isDismissed: false),
      state: root,
      in: run.bucket(isDismissed: false))
    end(run)
    map.add(screen: nodes[0].screen, label: NavigationMap.label(of: levels))
    if checks.contains(.custom), case let broken = invariants(root), !broken.isEmpty {
      record(.custom, choices: [], detail: broken.joined(separator: "\n"))
      return
    }
    let noteSlots = CrashNote.claim(workers)
    defer { CrashNote.release(noteSlots) }
    var frontier = [0]
    var depth = 0
    while !frontier.isEmpty, depth < maxDepth {
      let expansions = await expandAll(frontier, noteSlots: noteSlots)
      var next: [Int] = []
      for (node, expansion) in zip(frontier, expansions) {
        add(expansion, of: node, into: &next)
      }
      frontier = next
      depth += 1
    }
    unexpanded = frontier.count
    if checks.contains(.everyScreenCanGoBack) { await checkWayBack() }
  }

  /// Expands the nodes of one level, on as many workers as there are, each node's steps in
  /// runs of their own; the expansions come back in the order of the nodes.
  private func expandAll(
    _ frontier: [Int], noteSlots: [Int]
  ) async -> [NodeExpansion<State, Action>] {
    let work = frontier.map { (path: path(to: $0), sources: sources(to: $0)) }
    let setup = setup
    let featureName = nodes[0].levels[0].name
    let workers = min(workers, work.count)
    var expansions = [NodeExpansion<State, Action>?](repeating: nil, count: work.count)
    await withTaskGroup(of: (Int, NodeExpansion<State, Action>).self) { group in
      var nextItem = 0
      // Each worker slot takes the next node as soon as it is done with one.
      func startNext(slot: Int) {
        guard nextItem < work.count else { return }
        let item = nextItem
        let (path, sources) = work[item]
        nextItem += 1
        group.addTask {
          let expansion = await NodeExpansion<State, Action>.expand(
            path: path, sources: sources, setup: setup,
            noteSlot: noteSlots.indices.contains(slot) ? noteSlots[slot] : nil,
            featureName: featureName)
          return (item * workers + slot, expansion)
        }
      }
      for slot in 0..<workers { startNext(slot: slot) }
      while let (tag, expansion) = await group.next() {
        expansions[tag / workers] = expansion
        startNext(slot: tag % workers)
      }
    }
    return expansions.map { $0! }
  }

  /// Adds what a node's expansion reached, step by step, as one worker would have found it.
  private func add(_ expansion: NodeExpansion<State, Action>, of node: Int, into next: inout [Int])
  {
    stepsTaken += expansion.steps
    let path = path(to: node)
    for (choice, child) in expansion.children.enumerated() {
      if let added = take(child, choice: choice, from: node, path: path) {
        next.append(added)
      }
    }
    if expansion.isNondeterministic { reportNondeterminism(at: node) }
  }

  /// The choices from the initial state to a node.
  func path(to node: Int) -> [Int] {
    var choices: [Int] = []
    var current: Int? = node
    while let index = current, let choice = nodes[index].choice {
      choices.append(choice)
      current = nodes[index].parent
    }
    return choices.reversed()
  }

  /// Adds one step a worker took from a node: the transition, the violation it found, and the
  /// node it reached, returned if new.
  private func take(
    _ child: NodeExpansion<State, Action>.Child, choice: Int, from node: Int, path: [Int]
  ) -> Int? {
    let choices = path + [choice]
    let label = Self.label(of: child.step)
    map.add(
      from: nodes[node].screen, to: child.screen, step: label,
      toLabel: { NavigationMap.label(of: child.levels) },
      path: { sources(to: node) + [Self.source(of: child.step)] })
    if let (invariant, detail) = violation(in: child.outcome) {
      record(
        invariant, choices: choices, detail: detail,
        timeAfterward: invariant == .noEffectOutlivesItsScreen
          && !child.outcome.issuesAfterward.isEmpty ? child.outcome.timeAfterward : nil)
      return nil
    }
    if checks.contains(.onePresentationAtATime),
      let beside = child.levels.firstIndex(where: \.isBesidePrevious)
    {
      record(
        .onePresentationAtATime, choices: choices,
        detail: "\"\(NavigationTree.describe(Array(child.levels[..<beside])))\" and "
          + "\"\(child.levels[beside])\" are presented at once, by one feature through two "
          + "optionals: a screen shows one presentation at a time.")
      return nil
    }
    if checks.contains(.custom), case let broken = invariants(child.state), !broken.isEmpty {
      record(.custom, choices: choices, detail: broken.joined(separator: "\n"))
      return nil
    }
    if let existing = index.node(of: child.state, in: child.bucket) {
      edges[node].append(existing)
      return nil
    }
    guard nodes.count < stateBudget else {
      isBudgetExhausted = true
      return nil
    }
    let added = appendNode(
      Node(
        parent: node, choice: choice, source: Self.source(of: child.step),
        depth: nodes[node].depth + 1, levels: child.levels, screen: child.screen,
        isDismissed: child.outcome.isDismissed),
      state: child.state, in: child.bucket)
    edges[node].append(added)
    return added
  }

  /// The steps from the initial state to a node, as Swift source.
  private func sources(to node: Int) -> [String] {
    var sources: [String] = []
    var current: Int? = node
    while let index = current, nodes[index].choice != nil {
      sources.append(nodes[index].source)
      current = nodes[index].parent
    }
    return sources.reversed()
  }

  /// Ends a run, counting its steps.
  private func end(_ run: ExplorationRun<State, Action>) {
    stepsTaken += run.stepsTaken
    run.tearDown()
  }

  /// A replay that did not reach a node the exploration reached before: the feature or the
  /// test's `actions` do not give the same result every time.
  private func reportNondeterminism(at node: Int) {
    nondeterministicScreen = nondeterministicScreen ?? nodes[node].screen
  }

  @discardableResult
  private func appendNode(
    _ node: Node, state: State, in bucket: ConfigurationIndex<State>.Bucket
  ) -> Int {
    index.add(state, as: nodes.count, in: bucket)
    nodes.append(node)
    edges.append([])
    return nodes.count - 1
  }

  /// The built-in invariant a step broke, with what the runtime said.
  private func violation(in outcome: StepOutcome) -> (ExplorationInvariant, String)? {
    if checks.contains(.noRunawayEffect), outcome.isRunaway {
      return (
        .noRunawayEffect,
        "Its effects sent more than \(setup.budget.actions) actions or ran more than "
          + "\(setup.budget.jobs) jobs without stopping."
      )
    }
    if checks.contains(.noRuntimeIssue), let issue = outcome.issues.first {
      return (.noRuntimeIssue, issue)
    }
    if checks.contains(.noEffectOutlivesItsScreen), let screen = outcome.outlivedScreens.first {
      let gone = "\"\(NavigationTree.describe(screen))\" is gone, and "
      if let issue = outcome.issuesAfterward.first {
        return (
          .noEffectOutlivesItsScreen,
          gone + "an effect it started, left to run on its own, made the runtime report:\n"
            + issue
        )
      }
      let count = outcome.outlivedScreens.filter { $0 == screen }.count
      let afterward =
        outcome.advancesAfterward == 0
        ? ""
        : " after time passed \(Describe.count(outcome.advancesAfterward, "time")) with no "
          + "other step"
      return (
        .noEffectOutlivesItsScreen,
        gone
          + (count == 1
            ? "an effect it started still runs" : "\(count) effects it started still run")
          + afterward + "."
      )
    }
    return nil
  }

  /// Keeps the first violation of each invariant: found breadth-first, it is a shortest one.
  private func record(
    _ invariant: ExplorationInvariant, choices: [Int], detail: String,
    timeAfterward: Duration? = nil
  ) {
    guard !found.contains(where: { $0.invariant == invariant }) else { return }
    found.append(
      Found(
        invariant: invariant, choices: choices, detail: detail, statesBefore: nodes.count,
        timeAfterward: timeAfterward))
  }

  /// Finds the first screen (breadth-first) from which no path leads back to the root screen.
  ///
  /// A screen is suspect when no explored edge leads from it to the root; the search is bounded,
  /// so a suspect is searched again on its own, up to the depth limit, before it is reported.
  /// A suspect found to reach the root clears every suspect with an explored path to it.
  private func checkWayBack() async {
    var reverse = Array(repeating: [Int](), count: nodes.count)
    for (from, targets) in edges.enumerated() {
      for to in targets { reverse[to].append(from) }
    }
    var reaches = Array(repeating: false, count: nodes.count)
    /// Marks a node, and every node with a known path to it, as reaching the root.
    func markReaching(_ node: Int) {
      guard !reaches[node] else { return }
      var queue = [node]
      reaches[node] = true
      while let node = queue.popLast() {
        for parent in reverse[node] where !reaches[parent] {
          reaches[parent] = true
          queue.append(parent)
        }
      }
    }
    for node in nodes.indices where nodes[node].levels.count == 1 || nodes[node].isDismissed {
      markReaching(node)
    }
    for node in nodes.indices where !reaches[node] && nodes[node].depth < maxDepth {
      if await canGoBack(from: node, reaching: reaches) {
        markReaching(node)
        continue
      }
      let run = ExplorationRun(setup)
      _ = await run.replay(path(to: node))
      let tried = run.options.map { Self.label(of: $0) }
      end(run)
      record(
        .everyScreenCanGoBack, choices: path(to: node),
        detail: "No path of at most \(maxDepth) steps leads from \"\(nodes[node].screen)\" back to "
          + "\"\(nodes[0].levels[0].name)\"; the steps it offers: "
          + (tried.isEmpty ? "none" : tried.joined(separator: ", ")) + ".")
      return
    }
  }

  /// Searches from one node, on its own, for a way back to the root screen: to it, or to a
  /// configuration the exploration already knows reaches it.
  private func canGoBack(from start: Int, reaching reaches: [Bool]) async -> Bool {
    var seen = ConfigurationIndex<State>()
    var frontier = [path(to: start)]
    for _ in 0..<maxDepth {
      var next: [[Int]] = []
      for choices in frontier {
        var choice = 0
        var count = 1
        while choice < count {
          let run = ExplorationRun(setup)
          guard await run.replay(choices) != nil else {
            end(run)
            break
          }
          let options = run.options
          count = options.count
          guard choice < count else {
            end(run)
            break
          }
          let outcome = await run.perform(options[choice])
          let reached = run.state
          // One hash for both indexes: they bucket by the same one.
          let bucket = run.bucket(isDismissed: false)
          end(run)
          if outcome.isDismissed || run.levels.count == 1 { return true }
          if let node = index.node(of: reached, in: bucket), reaches[node] { return true }
          if seen.node(of: reached, in: bucket) == nil, seen.count < stateBudget {
            seen.add(reached, as: seen.count, in: bucket)
            next.append(choices + [choice])
          }
          choice += 1
        }
      }
      frontier = next
    }
    return false
  }

  /// A step as Swift source: `send(.openTapped)`, `advance(by: .seconds(1))`.
  nonisolated static func source(of step: ExplorationStep<Action>) -> String {
    switch step {
    case .send(let action): "send(\(SwiftSource.expression(action, abbreviated: true).text))"
    case .advance(let duration): "advance(by: \(SwiftSource.duration(duration)))"
    }
  }

  /// A step as the map names it: the action's case path, or the time it advanced.
  nonisolated static func label(of step: ExplorationStep<Action>) -> String {
    switch step {
    case .send(let action): NavigationMap.casePath(of: action)
    case .advance(let duration): "advance(by: \(SwiftSource.duration(duration)))"
    }
  }
}

extension NavigationTree {
  /// Levels as the tree prints them: `AppFeature ▸ #0 detail ▸ sheet edit`.
  static func describe(_ levels: [Level]) -> String {
    joined(levels.map(\.description), levels)
  }
}
