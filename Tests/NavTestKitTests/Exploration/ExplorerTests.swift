import Foundation
import NavTestKit
import Testing

/// The explorer finds each seeded navigation bug on its shortest path, prints it as a test, and
/// passes the same feature without the bug.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct ExplorerTests {
  /// Explores with every built-in invariant, expecting the failures it reports.
  func exploreExpectingFailures(
    _ body: () async -> Exploration
  ) async -> Exploration {
    var result: Exploration?
    await withKnownIssue {
      result = await body()
    } matching: { issue in
      text(of: issue).hasPrefix("Exploring ")
    }
    return result!
  }

  /// Each fixture explored as the tests below explore it: with its bug, or without.
  func stopwatch(hasBug: Bool) async -> Exploration {
    await explore(initialState: Stopwatch.State(), depth: 6, time: .seconds(1)) {
      Stopwatch(hasBug: hasBug)
    } actions: {
      Stopwatch.buttons($0)
    }
  }

  func countdown(hasBug: Bool) async -> Exploration {
    await explore(initialState: Countdown.State(), depth: 6, time: .seconds(1)) {
      Countdown(hasBug: hasBug)
    } actions: {
      Countdown.buttons($0)
    }
  }

  /// The wizard's sheet cannot be swiped away: only its pages' buttons close it.
  func wizard(hasBug: Bool) async -> Exploration {
    await explore(initialState: Wizard.State(), depth: 6, navigation: .buttons) {
      Wizard(hasBug: hasBug)
    } actions: {
      Wizard.buttons($0)
    }
  }

  func outbox(hasBug: Bool, depth: Int = 6) async -> Exploration {
    await explore(initialState: Outbox.State(), depth: depth, time: .seconds(1)) {
      Outbox(hasBug: hasBug)
    } actions: {
      Outbox.buttons($0)
    }
  }

  @Test func aSiblingClosingTheSheetAfterItsIfLetLeavesItsTimerRunning() async {
    let exploration = await exploreExpectingFailures {
      await stopwatch(hasBug: true)
    }
    #expect(exploration.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(
      exploration.violations.first?.steps == [
        "send(.openTapped)", "send(.lap(.presented(.startTapped)))", "send(.closeAllTapped)",
      ])
    #expect(
      exploration.violations.first?.message == #"""
        Exploring Stopwatch found a path that breaks "no effect outlives its screen", after 3 states:

          "Stopwatch ▸ sheet Lap" is gone, and an effect it started, left to run on its own, made the runtime report:
          An "ifLet" at "NavTestKitTests/ExplorationFixtures.swift:40" received a presentation action when destination state was absent.

            Action:
              Stopwatch.Action.lap(.presented(.tick))

          This is generally considered an application logic error, and can happen for a few reasons:

          • A parent reducer set destination state to "nil" before this reducer ran. This reducer must run before any other reducer sets destination state to "nil".

          • This action was sent to the store while destination state was "nil". Make sure that actions for this reducer can only be sent from a store when state is present, and that an effect does not send actions after it called "dismiss".

          The shortest path (3 steps):
            1. send(.openTapped)                      Stopwatch  →  Stopwatch ▸ sheet Lap
            2. send(.lap(.presented(.startTapped)))   Stopwatch ▸ sheet Lap  →  Stopwatch ▸ sheet Lap
            3. send(.closeAllTapped)                  Stopwatch ▸ sheet Lap  →  Stopwatch

          As a test:

            @MainActor @Test func noEffectOutlivesItsScreen() async {
              let clock = TestClock()
              let store = TestStore(initialState: Stopwatch.State()) {
                Stopwatch(hasBug: true)
              } withDependencies: {
                $0.continuousClock = clock
              }
              store.exhaustivity = .off
              await store.send(.openTapped)  // Stopwatch  →  Stopwatch ▸ sheet Lap
              await store.send(.lap(.presented(.startTapped)))  // Stopwatch ▸ sheet Lap  →  Stopwatch ▸ sheet Lap
              await store.send(.closeAllTapped)  // Stopwatch ▸ sheet Lap  →  Stopwatch
              // Left to run on its own, an effect of the screen that is gone sends it an action:
              await clock.advance(by: .seconds(1))
            }

        To fix, end the effect with its screen: return it from the screen's own feature (its effects end when it is dismissed), or cancel its id where the screen is dismissed.
        """#)
  }

  @Test func theCounterexampleInTheDocsIsTheOneTheExplorerPrints() async throws {
    let exploration = await exploreExpectingFailures {
      await stopwatch(hasBug: true)
    }
    let docs = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Docs/Exploration.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let message = try #require(exploration.violations.first?.message)
    #expect(text.contains(message), "Docs/Exploration.md shows another counterexample: paste it.")
  }

  @Test func theSameStopwatchWithTheSheetClosedBeforeItsIfLetPasses() async {
    let exploration = await stopwatch(hasBug: false)
    #expect(exploration.violations.isEmpty)
    // Root; sheet stopped, running at 0, 1 and 2 seconds: every configuration, so complete.
    #expect(exploration.states == 5)
    #expect(exploration.isComplete)
    #expect(
      exploration.map.text == #"""
        Screens (2):
          Stopwatch
          Stopwatch ▸ sheet Lap
        Transitions (4):
          Stopwatch  →  Stopwatch ▸ sheet Lap   [openTapped]
          Stopwatch ▸ sheet Lap  →  Stopwatch   [lap.doneTapped]
          Stopwatch ▸ sheet Lap  →  Stopwatch   [closeAllTapped]
          Stopwatch ▸ sheet Lap  →  Stopwatch   [lap.dismiss]
        """#)
    #expect(
      exploration.map.dot == #"""
        digraph navigation {
          rankdir=LR;
          node [shape=box, style=rounded, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          s0 [label="Stopwatch"];
          s1 [label="Stopwatch\nsheet Lap"];
          s0 -> s1 [label="openTapped"];
          s1 -> s0 [label="lap.doneTapped"];
          s1 -> s0 [label="closeAllTapped"];
          s1 -> s0 [label="lap.dismiss"];
        }
        """#)
    #expect(
      exploration.map.mermaid == #"""
        flowchart LR
          s0["Stopwatch"]
          s1["Stopwatch<br/>sheet Lap"]
          s0 -->|"openTapped"| s1
          s1 -->|"lap.doneTapped"| s0
          s1 -->|"closeAllTapped"| s0
          s1 -->|"lap.dismiss"| s0
        """#)
  }

  @Test func aCountdownTheParentNeverCancelsOutlivesItsSheet() async {
    let exploration = await exploreExpectingFailures {
      await countdown(hasBug: true)
    }
    #expect(exploration.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(
      exploration.violations.first?.message == #"""
        Exploring Countdown found a path that breaks "no effect outlives its screen", after 2 states:

          "Countdown ▸ sheet Countdown.Remaining" is gone, and an effect it started still runs after time passed 20 times with no other step.

          The shortest path (2 steps):
            1. send(.startTapped)                       Countdown  →  Countdown ▸ sheet Countdown.Remaining
            2. send(.timer(.presented(.closeTapped)))   Countdown ▸ sheet Countdown.Remaining  →  Countdown

          As a test:

            @MainActor @Test func noEffectOutlivesItsScreen() async {
              let clock = TestClock()
              let store = TestStore(initialState: Countdown.State()) {
                Countdown(hasBug: true)
              } withDependencies: {
                $0.continuousClock = clock
              }
              store.exhaustivity = .off
              await store.send(.startTapped)  // Countdown  →  Countdown ▸ sheet Countdown.Remaining
              await store.send(.timer(.presented(.closeTapped)))  // Countdown ▸ sheet Countdown.Remaining  →  Countdown
              // Effects of a screen that is gone still run: finish() names them.
              await store.skipReceivedActions(strict: false)
              store.exhaustivity = .on
              await store.finish()
            }

        To fix, end the effect with its screen: return it from the screen's own feature (its effects end when it is dismissed), or cancel its id where the screen is dismissed.
        """#)
  }

  @Test func theSameCountdownCancelledOnDismissPasses() async {
    let exploration = await countdown(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.isComplete)
    #expect(exploration.map.screens == ["Countdown", "Countdown ▸ sheet Countdown.Remaining"])
  }

  @Test func aLastPageWithNoWayOutIsFound() async {
    let exploration = await exploreExpectingFailures {
      await wizard(hasBug: true)
    }
    #expect(exploration.violations.map(\.invariant) == [.everyScreenCanGoBack])
    #expect(
      exploration.violations.first?.message == #"""
        Exploring Wizard found a path that breaks "every screen can go back to the root", after 3 states:

          No path of at most 6 steps leads from "Wizard ▸ sheet Wizard.Pages" back to "Wizard"; the steps it offers: pages.finishTapped.

          The shortest path (2 steps):
            1. send(.setUpTapped)                      Wizard  →  Wizard ▸ sheet Wizard.Pages
            2. send(.pages(.presented(.nextTapped)))   Wizard ▸ sheet Wizard.Pages  →  Wizard ▸ sheet Wizard.Pages

          As a test:

            @MainActor @Test func everyScreenCanGoBack() async {
              let store = TestStore(initialState: Wizard.State()) {
                Wizard(hasBug: true)
              }
              store.exhaustivity = .off
              await store.send(.setUpTapped)  // Wizard  →  Wizard ▸ sheet Wizard.Pages
              await store.send(.pages(.presented(.nextTapped)))  // Wizard ▸ sheet Wizard.Pages  →  Wizard ▸ sheet Wizard.Pages
              // No step offered here leads back to the root screen.
              Issue.record("No path of at most 6 steps leads from \"Wizard ▸ sheet Wizard.Pages\" back to \"Wizard\"; the steps it offers: pages.finishTapped.")
            }

        To fix, give the screen a way back (a cancel or close button, a dismiss), or list the action that goes back in "actions:".
        """#)
  }

  @Test func theSameWizardWhoseFinishDismissesPasses() async {
    let exploration = await wizard(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.states == 3)
    #expect(exploration.isComplete)
  }

  @Test func aReceiptSentToAClosedComposerIsFound() async {
    let exploration = await exploreExpectingFailures {
      await outbox(hasBug: true)
    }
    #expect(exploration.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    let message = exploration.violations.first.map { withoutFixtureLines($0.message) }
    #expect(
      message == #"""
        Exploring Outbox found a path that breaks "no effect outlives its screen", after 4 states:

          "Outbox ▸ sheet Outbox.Composer" is gone, and an effect it started, left to run on its own, made the runtime report:
          An "ifLet" at "NavTestKitTests/ExplorationFixtures.swift:LINE" received a presentation action when destination state was absent.

            Action:
              Outbox.Action.composer(.presented(.delivered))

          This is generally considered an application logic error, and can happen for a few reasons:

          • A parent reducer set destination state to "nil" before this reducer ran. This reducer must run before any other reducer sets destination state to "nil".

          • This action was sent to the store while destination state was "nil". Make sure that actions for this reducer can only be sent from a store when state is present, and that an effect does not send actions after it called "dismiss".

          The shortest path (3 steps):
            1. send(.composeTapped)                        Outbox  →  Outbox ▸ sheet Outbox.Composer
            2. send(.composer(.presented(.sendTapped)))    Outbox ▸ sheet Outbox.Composer  →  Outbox ▸ sheet Outbox.Composer
            3. send(.composer(.presented(.closeTapped)))   Outbox ▸ sheet Outbox.Composer  →  Outbox

          As a test:

            @MainActor @Test func noEffectOutlivesItsScreen() async {
              let clock = TestClock()
              let store = TestStore(initialState: Outbox.State()) {
                Outbox(hasBug: true)
              } withDependencies: {
                $0.continuousClock = clock
              }
              store.exhaustivity = .off
              await store.send(.composeTapped)  // Outbox  →  Outbox ▸ sheet Outbox.Composer
              await store.send(.composer(.presented(.sendTapped)))  // Outbox ▸ sheet Outbox.Composer  →  Outbox ▸ sheet Outbox.Composer
              await store.send(.composer(.presented(.closeTapped)))  // Outbox ▸ sheet Outbox.Composer  →  Outbox
              // Left to run on its own, an effect of the screen that is gone sends it an action:
              await clock.advance(by: .seconds(1))
            }

        To fix, end the effect with its screen: return it from the screen's own feature (its effects end when it is dismissed), or cancel its id where the screen is dismissed.
        """#)
  }

  @Test func theSameOutboxWithTheReceiptSentToItselfPasses() async {
    let exploration = await outbox(hasBug: false)
    #expect(exploration.violations.isEmpty)
    // "Send" can be tapped again and again: the count grows, so the depth bounds it.
    #expect(!exploration.isComplete)
  }

  @Test func thePrintedCounterexamplesCompileAndFailTheSameWay() async {
    let stopwatch = await exploreExpectingFailures {
      await self.stopwatch(hasBug: true)
    }
    let outbox = await exploreExpectingFailures {
      await self.outbox(hasBug: true)
    }
    // What `PastedCounterexamples` holds, character for character.
    #expect(
      stopwatch.violations.first?.test == #"""
        @MainActor @Test func noEffectOutlivesItsScreen() async {
          let clock = TestClock()
          let store = TestStore(initialState: Stopwatch.State()) {
            Stopwatch(hasBug: true)
          } withDependencies: {
            $0.continuousClock = clock
          }
          store.exhaustivity = .off
          await store.send(.openTapped)  // Stopwatch  →  Stopwatch ▸ sheet Lap
          await store.send(.lap(.presented(.startTapped)))  // Stopwatch ▸ sheet Lap  →  Stopwatch ▸ sheet Lap
          await store.send(.closeAllTapped)  // Stopwatch ▸ sheet Lap  →  Stopwatch
          // Left to run on its own, an effect of the screen that is gone sends it an action:
          await clock.advance(by: .seconds(1))
        }
        """#)
    #expect(
      outbox.violations.first?.test == #"""
        @MainActor @Test func noEffectOutlivesItsScreen() async {
          let clock = TestClock()
          let store = TestStore(initialState: Outbox.State()) {
            Outbox(hasBug: true)
          } withDependencies: {
            $0.continuousClock = clock
          }
          store.exhaustivity = .off
          await store.send(.composeTapped)  // Outbox  →  Outbox ▸ sheet Outbox.Composer
          await store.send(.composer(.presented(.sendTapped)))  // Outbox ▸ sheet Outbox.Composer  →  Outbox ▸ sheet Outbox.Composer
          await store.send(.composer(.presented(.closeTapped)))  // Outbox ▸ sheet Outbox.Composer  →  Outbox
          // Left to run on its own, an effect of the screen that is gone sends it an action:
          await clock.advance(by: .seconds(1))
        }
        """#)
    // Run, each fails as the exploration said: the timer still runs; the receipt finds no one.
    await withKnownIssue {
      await PastedCounterexamples().noEffectOutlivesItsScreen()
    } matching: { issue in
      text(of: issue).contains("received a presentation action when destination state was absent")
        && text(of: issue).contains("Stopwatch.Action.lap(.presented(.tick))")
    }
    await withKnownIssue {
      await PastedCounterexamples.Outbox().noEffectOutlivesItsScreen()
    } matching: { issue in
      text(of: issue).contains("received a presentation action when destination state was absent")
        && text(of: issue).contains("Outbox.Action.composer(.presented(.delivered))")
    }
  }

  @Test func theTestsOwnInvariantsAreCheckedOnEveryStateAndReportedWithTheirPath() async {
    var result: Exploration?
    await withKnownIssue {
      result = await explore(initialState: Stopwatch.State(), depth: 6, time: .seconds(1)) {
        Stopwatch(hasBug: false)
      } actions: {
        Stopwatch.buttons($0)
      } invariants: { state in
        #expect((state.lap?.seconds ?? 0) < 2, "a lap stays under 2 seconds")
      }
    } matching: { issue in
      // The invariant's own expectation, kept by the explorer, and the explorer's report.
      text(of: issue).contains("a lap stays under 2 seconds")
    }
    let violation = result?.violations.first
    #expect(result?.violations.map(\.invariant) == [.custom])
    #expect(
      violation?.steps == [
        "send(.openTapped)", "send(.lap(.presented(.startTapped)))", "advance(by: .seconds(1))",
        "advance(by: .seconds(1))",
      ])
    #expect(
      violation?.message.hasPrefix(
        #"Exploring Stopwatch found a path that breaks "the test's own invariants""#) == true)
    #expect(violation?.test.contains("  // The test's invariant breaks here: ") == true)
  }

  @Test func theSameExplorationFindsTheSameEveryRun() async {
    func run() async -> Exploration {
      await exploreExpectingFailures {
        await outbox(hasBug: true, depth: 5)
      }
    }
    let first = await run()
    let second = await run()
    #expect(first == second)
    #expect(first.states > 5)
  }

  @Test func theStateBudgetStopsTheExplorationEarly() async {
    let exploration = await explore(
      initialState: Stopwatch.State(), depth: 6, states: 2, time: .seconds(1)
    ) {
      Stopwatch(hasBug: false)
    } actions: {
      Stopwatch.buttons($0)
    }
    #expect(exploration.states == 2)
    #expect(!exploration.isComplete)
  }

  @Test func aDepthOfZeroChecksOnlyTheInitialState() async {
    let exploration = await explore(initialState: Stopwatch.State(), depth: 0) {
      Stopwatch(hasBug: true)
    } actions: {
      Stopwatch.buttons($0)
    }
    #expect(exploration.states == 1)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.map.screens == ["Stopwatch"])
  }

  @Test func aNegativeDepthOrAnEmptyBudgetIsRefusedWithAClearMessage() async {
    await withKnownIssue {
      let exploration = await explore(initialState: Stopwatch.State(), depth: -1, states: 0) {
        Stopwatch(hasBug: true)
      } actions: {
        Stopwatch.buttons($0)
      }
      #expect(exploration.states == 0)
    } matching: { issue in
      text(of: issue) == """
        explore(depth: -1, states: 0) has nothing to explore.

        To fix, pass a depth of 0 or more, a state budget above 0, and a time step above zero.
        """
    }
  }

  /// Each bound alone at its edge: one past it is refused, the edge itself explores.
  @Test(arguments: [
    (depth: -1, states: 1, time: ExplorationTime.milliseconds(1), refused: true),
    (depth: 0, states: 0, time: ExplorationTime.milliseconds(1), refused: true),
    (depth: 0, states: 1, time: ExplorationTime.step(.zero), refused: true),
    (depth: 0, states: 1, time: ExplorationTime.step(.nanoseconds(1)), refused: false),
  ])
  func eachBoundIsRefusedJustPastItsEdgeAndExploresAtIt(
    depth: Int, states: Int, time: ExplorationTime, refused: Bool
  ) async {
    func exploring() async -> Exploration {
      await explore(initialState: Stopwatch.State(), depth: depth, states: states, time: time) {
        Stopwatch(hasBug: false)
      } actions: {
        Stopwatch.buttons($0)
      }
    }
    guard refused else {
      #expect(await exploring().states == 1)
      return
    }
    await withKnownIssue {
      #expect(await exploring().states == 0)
    } matching: { issue in
      text(of: issue).contains("has nothing to explore")
    }
  }

  @Test func anEffectThatNeverWaitsIsStoppedAndReported() async {
    let exploration = await exploreExpectingFailures {
      await explore(
        initialState: Poller.State(), depth: 3, time: .seconds(1),
        effectBudget: EffectBudget(actions: 500, jobs: 10_000)
      ) {
        Poller(hasBug: true)
      } actions: { _ in
        [.refreshTapped]
      }
    }
    #expect(exploration.violations.map(\.invariant) == [.noRunawayEffect])
    #expect(exploration.violations.first?.steps == ["send(.refreshTapped)"])
    #expect(
      exploration.violations.first?.detail
        == "Its effects sent more than 500 actions or ran more than 10000 jobs without stopping.")
  }

  /// A screen explored on its own whose only button closes it: it dismisses itself, the root.
  struct Closable: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, Sendable, CasePathable { case closeTapped }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in await dismiss() } }
    }
  }

  @Test func aRootThatDismissesItselfIsAConfigurationOfItsOwnWithNoStepsAfter() async {
    // The state is the same before and after: only the dismissal tells the two apart, and
    // nothing is offered once the screen is gone.
    let exploration = await explore(initialState: Closable.State(), depth: 4) {
      Closable()
    } actions: { _ in
      [.closeTapped]
    }
    #expect(exploration.violations.isEmpty)
    #expect(exploration.states == 2)
    // Every step every run took, replays included.
    #expect(exploration.steps == 2)
  }

  /// Starts a wait that only ends when it is cancelled, and counts the waits that ended.
  struct Waiter: Reducer {
    static let started = LockIsolated(0)
    static let ended = LockIsolated(0)
    struct State: Equatable {}
    enum Action: Equatable, Sendable, CasePathable { case waitTapped }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { _, _ in
        .run { _ in
          Self.started.withValue { $0 += 1 }
          defer { Self.ended.withValue { $0 += 1 } }
          try await clock.sleep(for: .seconds(3_600))
        }
      }
    }
  }

  @Test func everyEffectARunStartedEndsWithTheRun() async {
    // Each run of the explorer is thrown away after its step: the waits it started are
    // cancelled and run to their end, so what they hold is let go.
    _ = await explore(initialState: Waiter.State(), depth: 2, time: .seconds(1)) {
      Waiter()
    } actions: { _ in
      [.waitTapped]
    }
    #expect(Waiter.started.value > 1)
    #expect(Waiter.ended.value == Waiter.started.value)
  }

  @Test func aTrapOnAThreadNoWorkerOwnsWritesThePathOfEveryWorker() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await explore(initialState: OffThreadTrapper.State(), depth: 2) {
        OffThreadTrapper()
      } actions: { _ in
        [.tapped]
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains(
        """
        The navigation explorer stopped: a step trapped in a reducer or an effect while it \
        explored OffThreadTrapper. The path it was taking:
            1. send(.tapped)
        """))
  }

  /// Waits a second for its first message, then chatters without ever waiting again.
  struct Chatterbox: Reducer {
    struct State: Equatable {
      var said = 0
    }
    enum Action: Equatable, Sendable, CasePathable {
      case chat
      case said
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .chat:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            while true { await send(.said) }
          }
        case .said:
          state.said = min(state.said + 1, 1)
          return .none
        }
      }
    }
  }

  @Test func anEffectThatRunsAwayAsTheClockWakesItIsReportedAtTheAdvance() async {
    let exploration = await exploreExpectingFailures {
      await explore(
        initialState: Chatterbox.State(), depth: 2, time: .seconds(1),
        effectBudget: EffectBudget(actions: 500, jobs: 10_000)
      ) {
        Chatterbox()
      } actions: { _ in
        [.chat]
      }
    }
    #expect(exploration.violations.map(\.invariant) == [.noRunawayEffect])
    #expect(
      exploration.violations.first?.steps == ["send(.chat)", "advance(by: .seconds(1))"])
  }

  @Test func theSamePollerWaitingBetweenUpdatesPasses() async {
    let exploration = await explore(
      initialState: Poller.State(), depth: 5, time: .seconds(1),
      effectBudget: EffectBudget(actions: 500, jobs: 10_000)
    ) {
      Poller(hasBug: false)
    } actions: { _ in
      [.refreshTapped]
    }
    #expect(exploration.violations.isEmpty)
    // 0…3 updates, each with the poll waiting: every configuration.
    #expect(exploration.states == 5)
    #expect(exploration.isComplete)
  }

  @Test func aTrapEndsTheProcessWithThePathThatLedToIt() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await explore(initialState: Trapper.State(), depth: 4) {
        Trapper()
      } actions: { _ in
        [.tapped]
      }
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      standardError.contains(
        """
        The navigation explorer stopped: a step trapped in a reducer or an effect while it \
        explored Trapper. The path it was taking:
            1. send(.tapped)
            2. send(.tapped)
            3. send(.tapped)

        To fix, take these steps in a TestStore test: it stops at the one that traps.
        """))
    // The runtime's own message comes after it (an optimised build traps without one).
    #if DEBUG
      #expect(standardError.contains("the third tap traps"))
    #endif
  }

  @Test func afterAnExplorationTheSignalsAreTheirOwnersAgain() async {
    // An exploration that ends well gives the signals back: a trap afterwards prints no path.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await explore(initialState: Trapper.State(), depth: 2) {
        Trapper()
      } actions: { _ in
        [.tapped]
      }
      var state = Trapper.State(taps: 2)
      _ = Trapper().reduce(into: &state, action: .tapped)
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(!standardError.contains("The navigation explorer stopped"))
    #if DEBUG
      #expect(standardError.contains("the third tap traps"))
    #endif
  }

  @Test func explorationsOneAfterAnotherEachGiveTheSignalHandlersBack() async {
    // In a process of its own, where no other exploration runs: after each exploration the
    // handlers are the ones that were there before it.
    await #expect(processExitsWith: .success) {
      let before = trapSignalHandlers()
      for _ in 1...2 {
        _ = await explore(initialState: Trapper.State(), depth: 2) {
          Trapper()
        } actions: { _ in
          [.tapped]
        }
        guard trapSignalHandlers() == before else { exit(EXIT_FAILURE) }
      }
    }
  }

  /// The runtime's messages name the fixture's line, which moves when the file is edited.
  func withoutFixtureLines(_ text: String) -> String {
    text.replacing(/ExplorationFixtures\.swift:\d+/, with: "ExplorationFixtures.swift:LINE")
  }
}

/// The handlers of the signals a trap raises, as addresses.
private func trapSignalHandlers() -> [UInt] {
  [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS].map { number in
    var action = sigaction()
    _ = sigaction(number, nil, &action)
    #if os(Linux)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UInt.self)
    #else
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: UInt.self)
    #endif
  }
}

/// A feature whose tap traps on a thread of its own while the reducer waits: no worker of the
/// explorer owns the thread that traps.
struct OffThreadTrapper: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, Sendable, CasePathable { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      Thread.detachNewThread { fatalError("a trap off the explorer's threads") }
      sleep(30)
      return .none
    }
  }
}
