import Reducers

/// Writes what the explorer found as a person reads it: the headline, the path with the
/// navigation before and after each step, the same path as a test, and how to fix it.
@MainActor
struct ExplorationReport<State: Equatable & SendableMetatype, Action: Sendable> {
  let featureName: String
  let stateTypeName: String
  /// The reducer as Swift source: `Feature(hasBug: true)`.
  let reducerSource: String
  let setup: ExplorationSetup<State, Action>
  let hasCustomDependencies: Bool
  /// Which of several initial states the exploration started from, as the headline says it
  /// (`initial state 2 of 3`); `nil` for the only one.
  var startingPoint: String? = nil
  /// How the printed test checks a state with the test's own invariants: a function's name,
  /// called with the store's state; `nil` when the exploration was not told one.
  var invariantsCall: String? = nil

  /// One step of the path with the navigation it went through.
  struct Taken {
    let step: ExplorationStep<Action>
    let before: String
    let after: String
    /// What the screen that came on top sent as it appeared.
    var appeared: [Action] = []
  }

  /// The violation, written out; replays its path once more to read the navigation.
  func violation(_ found: Explorer<State, Action>.Found) async -> ExplorationViolation {
    let run = ExplorationRun(setup)
    let appearedFirst = run.appeared
    var taken: [Taken] = []
    for choice in found.choices {
      let options = run.options
      guard options.indices.contains(choice) else { break }
      let before = NavigationTree.describe(run.levels)
      _ = await run.perform(options[choice])
      taken.append(
        Taken(
          step: options[choice], before: before, after: NavigationTree.describe(run.levels),
          appeared: run.appeared))
    }
    run.tearDown()
    let steps = taken.map { Self.source(of: $0.step) }
    let test = self.test(found, taken: taken, appearedFirst: appearedFirst)
    let width = steps.map(\.count).max() ?? 0
    let path =
      taken.isEmpty
      ? ["    (the initial state: \(NavigationTree(of: setup.initialState()).description))"]
      : zip(steps, taken).enumerated().map { index, pair in
        let (source, taken) = pair
        let padding = String(repeating: " ", count: width - source.count)
        return "    \(index + 1). \(source)\(padding)   \(taken.before)  →  \(taken.after)"
      }
    let message = """
      Exploring \(featureName)\(startingPoint.map { " from " + $0 } ?? "") found a path that breaks "\(found.invariant)", after \
      \(Describe.count(found.statesBefore, "state")):

      \(indented(found.detail, by: 2))

        The shortest path (\(Describe.count(taken.count, "step"))):
      \(path.joined(separator: "\n"))

        As a test:

      \(indented(test, by: 4))

      To fix, \(advice(for: found.invariant))
      """
    return ExplorationViolation(
      invariant: found.invariant, detail: found.detail, steps: steps, message: message, test: test)
  }

  /// The path as a `TestStore` test that fails the way the exploration did.
  func test(
    _ found: Explorer<State, Action>.Found, taken: [Taken], appearedFirst: [Action] = []
  ) -> String {
    let usesClock = setup.time != nil
    var lines = ["@MainActor @Test func \(found.invariant.rawValue)() async {"]
    if usesClock { lines.append("  let clock = TestClock()") }
    if let startingPoint {
      lines.append("  // The exploration started from \(startingPoint): start the store there.")
    }
    lines.append("  let store = TestStore(initialState: \(stateTypeName)()) {")
    lines.append("    \(reducerSource)")
    if usesClock || hasCustomDependencies {
      lines.append("  } withDependencies: {")
      if hasCustomDependencies { lines.append("    // What explore(withDependencies:) set.") }
      if usesClock { lines.append("    $0.continuousClock = clock") }
    }
    lines.append("  }")
    lines.append("  store.exhaustivity = .off")
    if found.invariant == .noRunawayEffect, setup.budget != EffectBudget() {
      lines.append("  store.effectBudget = \(Self.source(of: setup.budget))")
    }
    lines += appearedFirst.map { Self.sendLine($0, note: "  // as the screen appears") }
    for taken in taken {
      let navigation = "  // \(taken.before)  →  \(taken.after)"
      switch taken.step {
      case .send(let action):
        lines.append(Self.sendLine(action, note: navigation))
      case .advance(let duration):
        lines.append("  await clock.advance(by: \(SwiftSource.duration(duration)))" + navigation)
      }
      lines += taken.appeared.map { Self.sendLine($0, note: "  // as the screen appears") }
    }
    switch found.invariant {
    case .noEffectOutlivesItsScreen:
      if let timeAfterward = found.timeAfterward {
        lines.append(
          "  // Left to run on its own, an effect of the screen that is gone sends it an action:")
        lines.append("  await clock.advance(by: \(SwiftSource.duration(timeAfterward)))")
        break
      }
      lines.append("  // Effects of a screen that is gone still run: finish() names them.")
      lines.append("  await store.skipReceivedActions(strict: false)")
      lines.append("  store.exhaustivity = .on")
      lines.append("  await store.finish()")
    case .everyScreenCanGoBack:
      lines.append("  // No step offered here leads back to the root screen.")
      lines.append("  Issue.record(\(StringLiteral.quoted(found.detail)))")
    case .onePresentationAtATime:
      lines.append("  // The state the exploration saw: with what effects fed back so far.")
      lines.append("  await store.skipReceivedActions(strict: false)")
      lines.append(
        "  #expect(!NavigationTree(of: store.state).hasPresentationsSideBySide, "
          + "\"one feature presents two things at once\")")
    case .custom:
      for line in found.detail.split(separator: "\n") {
        lines.append("  // The test's invariant breaks here: \(line)")
      }
      if let invariantsCall {
        lines.append("  // The state the exploration saw: with what effects fed back so far.")
        lines.append("  await store.skipReceivedActions(strict: false)")
        lines.append("  \(invariantsCall)(store.state)")
      } else {
        lines.append(
          "  // To check it here instead, pass explore(invariantsCall:) the function's name.")
        lines.append("  Issue.record(\(StringLiteral.quoted(found.detail)))")
      }
    case .noRuntimeIssue, .noRunawayEffect:
      break
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// A budget as the initializer call that makes it, with only what differs from the default.
  static func source(of budget: EffectBudget) -> String {
    let standard = EffectBudget()
    var arguments: [String] = []
    if budget.actions != standard.actions { arguments.append("actions: \(budget.actions)") }
    if budget.jobs != standard.jobs { arguments.append("jobs: \(budget.jobs)") }
    if budget.time != standard.time {
      arguments.append("time: \(SwiftSource.duration(budget.time))")
    }
    if budget.advances != standard.advances { arguments.append("advances: \(budget.advances)") }
    return "EffectBudget(" + arguments.joined(separator: ", ") + ")"
  }

  /// A sent action as a line of the test, or a comment when it cannot be written.
  static func sendLine(_ action: Action, note: String) -> String {
    let expression = SwiftSource.expression(action)
    guard expression.isExact else {
      let abbreviated = SwiftSource.expression(action, abbreviated: true).text
      return "  // Not writable as Swift source; sent: \(abbreviated)" + note
    }
    return "  await store.send(\(expression.text))" + note
  }

  /// A step as Swift source: `send(.openTapped)`, `advance(by: .seconds(1))`.
  static func source(of step: ExplorationStep<Action>) -> String {
    Explorer<State, Action>.source(of: step)
  }

  private func advice(for invariant: ExplorationInvariant) -> String {
    switch invariant {
    case .noRuntimeIssue:
      "read the runtime's message above: the last step of the path is the one that caused it."
    case .noEffectOutlivesItsScreen:
      "end the effect with its screen: return it from the screen's own feature (its effects end "
        + "when it is dismissed), or cancel its id where the screen is dismissed."
    case .noRunawayEffect:
      "end the effect (cancel it, or dismiss the feature that runs it), or let it wait on the "
        + "clock between actions."
    case .everyScreenCanGoBack:
      "give the screen a way back (a cancel or close button, a dismiss), or list the action that "
        + "goes back in \"actions:\"."
    case .onePresentationAtATime:
      "present through one optional destination enum (`@Presents var destination: "
        + "Destination.State?`), so that presenting one thing replaces the other, or clear the "
        + "first before presenting the second."
    case .custom:
      "see the check that failed above; the path is the shortest that reaches the state."
    }
  }

  private func indented(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
  }
}
