import Reducers
import Testing

/// What every run of one exploration is built from.
struct ExplorationSetup<State, Action> {
  let initialState: () -> State
  let makeReducer: () -> any Reducer<State, Action>
  let prepareDependencies: (inout DependencyValues) -> Void
  /// How far one "time passes" step advances the clock; `nil` when time never passes.
  let timeStep: Duration?
  let budget: EffectBudget
}

/// The breadth-first search behind ``explore(initialState:depth:states:time:reducer:withDependencies:actions:invariants:checking:fileID:filePath:line:column:)``.
///
/// Every configuration the feature reaches is a node: its state, whether effects wait on the
/// clock, how many effects are in flight. A node is reached again by replaying its path from
/// the initial state in a fresh run, so effects in flight are the real ones, never a copy.
/// Nodes are expanded level by level in the order the test listed the actions, so the first
/// violation of each invariant is on a shortest path, and every run finds the same one.
@MainActor
final class Explorer<State: Equatable & SendableMetatype, Action: Sendable> {
  struct Node {
    let parent: Int?
    let step: ExplorationStep<Action>?
    let depth: Int
    let state: State
    let levels: [NavigationTree.Level]
    let screen: String
    let isWaitingOnTheClock: Bool
    let isDismissed: Bool
  }

  /// Where two nodes are the same configuration.
  struct NodeKey: Hashable {
    let state: AnyHashable
    let effectsInFlight: Int
    let isDismissed: Bool
  }

  /// A violation as found: the steps that lead to it and what broke.
  struct Found {
    let invariant: ExplorationInvariant
    let steps: [ExplorationStep<Action>]
    let detail: String
    let statesBefore: Int
  }

  let setup: ExplorationSetup<State, Action>
  let actions: (State) -> [Action]
  let invariants: (State) -> [String]
  let key: (State) -> AnyHashable
  let maxDepth: Int
  let stateBudget: Int
  let checks: Set<ExplorationInvariant>

  private(set) var nodes: [Node] = []
  private var index: [NodeKey: Int] = [:]
  private var edges: [[Int]] = []
  private(set) var map = NavigationMap()
  private(set) var found: [Found] = []
  private(set) var isBudgetExhausted = false
  private(set) var unexpanded = 0

  init(
    setup: ExplorationSetup<State, Action>, actions: @escaping (State) -> [Action],
    invariants: @escaping (State) -> [String], key: @escaping (State) -> AnyHashable,
    maxDepth: Int, stateBudget: Int, checks: Set<ExplorationInvariant>
  ) {
    self.setup = setup
    self.actions = actions
    self.invariants = invariants
    self.key = key
    self.maxDepth = maxDepth
    self.stateBudget = stateBudget
    self.checks = checks
  }

  /// Explores from the initial state to the depth and state budget.
  func run() async {
    let run = ExplorationRun(setup)
    let root = run.state
    let levels = NavigationTree(of: root).levels
    appendNode(
      Node(
        parent: nil, step: nil, depth: 0, state: root, levels: levels,
        screen: NavigationMap.screen(of: levels), isWaitingOnTheClock: run.isWaitingOnTheClock,
        isDismissed: false),
      key: NodeKey(
        state: key(root), effectsInFlight: run.core.registry.running.count, isDismissed: false))
    run.tearDown()
    map.add(screen: nodes[0].screen)
    if checks.contains(.custom), case let broken = invariants(root), !broken.isEmpty {
      record(.custom, steps: [], detail: broken.joined(separator: "\n"))
      return
    }
    var frontier = [0]
    var depth = 0
    while !frontier.isEmpty, depth < maxDepth {
      var next: [Int] = []
      for node in frontier {
        for step in steps(from: node) {
          if let added = await take(step, from: node) { next.append(added) }
        }
      }
      frontier = next
      depth += 1
    }
    unexpanded = frontier.count
    if checks.contains(.everyScreenCanGoBack) { await checkWayBack() }
  }

  /// The steps a person can take on a node's screen.
  func steps(from node: Int) -> [ExplorationStep<Action>] {
    let node = nodes[node]
    guard !node.isDismissed else { return [] }
    var steps = actions(node.state).map(ExplorationStep.send)
    if let timeStep = setup.timeStep, node.isWaitingOnTheClock {
      steps.append(.advance(timeStep))
    }
    return steps
  }

  /// The steps from the initial state to a node.
  func path(to node: Int) -> [ExplorationStep<Action>] {
    var steps: [ExplorationStep<Action>] = []
    var current: Int? = node
    while let index = current, let step = nodes[index].step {
      steps.append(step)
      current = nodes[index].parent
    }
    return steps.reversed()
  }

  /// Takes one step from a node in a fresh run; returns the node it reached, if new.
  private func take(_ step: ExplorationStep<Action>, from node: Int) async -> Int? {
    let steps = path(to: node) + [step]
    let run = ExplorationRun(setup)
    _ = await run.replay(steps.dropLast())
    let outcome = await run.perform(step)
    let state = run.state
    let levels = NavigationTree(of: state).levels
    let screen = NavigationMap.screen(of: levels)
    let isWaitingOnTheClock = run.isWaitingOnTheClock
    let effectsInFlight = run.core.registry.running.count
    run.tearDown()
    map.add(from: nodes[node].screen, to: screen, step: Self.label(of: step))
    if let (invariant, detail) = violation(in: outcome) {
      record(invariant, steps: steps, detail: detail)
      return nil
    }
    if checks.contains(.custom), case let broken = invariants(state), !broken.isEmpty {
      record(.custom, steps: steps, detail: broken.joined(separator: "\n"))
      return nil
    }
    let key = NodeKey(
      state: key(state), effectsInFlight: effectsInFlight, isDismissed: outcome.isDismissed)
    if let existing = index[key] {
      edges[node].append(existing)
      return nil
    }
    guard nodes.count < stateBudget else {
      isBudgetExhausted = true
      return nil
    }
    let added = appendNode(
      Node(
        parent: node, step: step, depth: nodes[node].depth + 1, state: state, levels: levels,
        screen: screen, isWaitingOnTheClock: isWaitingOnTheClock,
        isDismissed: outcome.isDismissed),
      key: key)
    edges[node].append(added)
    return added
  }

  @discardableResult
  private func appendNode(_ node: Node, key: NodeKey) -> Int {
    index[key] = nodes.count
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
      let count = outcome.outlivedScreens.filter { $0 == screen }.count
      return (
        .noEffectOutlivesItsScreen,
        "\"\(NavigationTree.describe(screen))\" is gone, and "
          + (count == 1 ? "an effect it started still runs." : "\(count) effects it started still run.")
      )
    }
    return nil
  }

  /// Keeps the first violation of each invariant: found breadth-first, it is a shortest one.
  private func record(_ invariant: ExplorationInvariant, steps: [ExplorationStep<Action>], detail: String) {
    guard !found.contains(where: { $0.invariant == invariant }) else { return }
    found.append(Found(invariant: invariant, steps: steps, detail: detail, statesBefore: nodes.count))
  }

  /// Finds the first screen (breadth-first) from which no path leads back to the root screen.
  ///
  /// A screen is suspect when no explored edge leads from it to the root; the search is bounded,
  /// so a suspect is searched again on its own, up to the depth limit, before it is reported.
  private func checkWayBack() async {
    var reverse = Array(repeating: [Int](), count: nodes.count)
    for (from, targets) in edges.enumerated() {
      for to in targets { reverse[to].append(from) }
    }
    var reaches = Array(repeating: false, count: nodes.count)
    var queue = nodes.indices.filter { nodes[$0].levels.count == 1 || nodes[$0].isDismissed }
    for node in queue { reaches[node] = true }
    while let node = queue.popLast() {
      for parent in reverse[node] where !reaches[parent] {
        reaches[parent] = true
        queue.append(parent)
      }
    }
    for node in nodes.indices where !reaches[node] && nodes[node].depth < maxDepth {
      if await canGoBack(from: node) { continue }
      let screen = nodes[node].screen
      let tried = steps(from: node).map { Self.label(of: $0) }
      record(
        .everyScreenCanGoBack, steps: path(to: node),
        detail: "No path of at most \(maxDepth) steps leads from \"\(screen)\" back to "
          + "\"\(nodes[0].levels[0].name)\"; the steps it offers: "
          + (tried.isEmpty ? "none" : tried.joined(separator: ", ")) + ".")
      return
    }
  }

  /// Searches from one node, on its own, for a way back to the root screen.
  private func canGoBack(from start: Int) async -> Bool {
    var seen: Set<NodeKey> = []
    var frontier: [(steps: [ExplorationStep<Action>], state: State, waits: Bool)] = [
      (path(to: start), nodes[start].state, nodes[start].isWaitingOnTheClock)
    ]
    for _ in 0..<maxDepth {
      var next: [(steps: [ExplorationStep<Action>], state: State, waits: Bool)] = []
      for (steps, state, waits) in frontier {
        var options = actions(state).map(ExplorationStep.send)
        if let timeStep = setup.timeStep, waits { options.append(.advance(timeStep)) }
        for option in options {
          let run = ExplorationRun(setup)
          _ = await run.replay(steps)
          let outcome = await run.perform(option)
          let reached = run.state
          let waiting = run.isWaitingOnTheClock
          let inFlight = run.core.registry.running.count
          run.tearDown()
          if outcome.isDismissed || NavigationTree(of: reached).levels.count == 1 { return true }
          let key = NodeKey(state: key(reached), effectsInFlight: inFlight, isDismissed: false)
          guard seen.insert(key).inserted, seen.count < stateBudget else { continue }
          next.append((steps + [option], reached, waiting))
        }
      }
      frontier = next
    }
    return false
  }

  /// A step as the map names it: the action's case path, or the time it advanced.
  static func label(of step: ExplorationStep<Action>) -> String {
    switch step {
    case .send(let action): NavigationMap.casePath(of: action)
    case .advance(let duration): "advance(by: \(SwiftSource.duration(duration)))"
    }
  }
}

extension NavigationTree {
  /// Levels as the tree prints them: `AppFeature ▸ #0 detail ▸ sheet edit`.
  static func describe(_ levels: [Level]) -> String {
    levels.map(\.description).joined(separator: " ▸ ")
  }
}
