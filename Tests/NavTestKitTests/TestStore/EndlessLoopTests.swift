import NavTestKit
import Testing

/// The last line of defence cannot hang: a loop of actions sent at once, and an effect that
/// ignores its cancellation after it ran out of budget, fail the test that started them, naming
/// them, instead of keeping `swift test` from ever ending.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct EndlessLoopTests {
  /// A reducer that answers `ping` by sending it again at once, and `start` with an effect that
  /// keeps sending `tick` and never checks for cancellation.
  struct Echo: Reducer {
    struct State: Equatable {
      var pings = 0
    }
    enum Action: Equatable, Sendable, CasePathable {
      case ping
      case start
      case tick
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .ping:
          state.pings += 1
          return .send(.ping)
        case .start:
          return .run { send in
            // Yields, so the drain gets control back, but never asks whether it was cancelled.
            while true {
              await send(.tick)
              await Task.yield()
            }
          }
        case .tick:
          return .none
        }
      }
    }
  }

  @Test func actionsSentAtOnceInALoopFailTheSendThatStartedThem() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    store.effectBudget.actions = 1_000
    store.exhaustivity = .off
    let line = #line + 2
    await withKnownIssue {
      await store.send(.ping)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue)
          == """
          An action led to 1000 more actions sent at once (".send" effects) without stopping, \
          the last "EndlessLoopTests.Echo.Action.ping": a reducer that answers an action by \
          sending it, or one that leads back to it, again?

          The actions still queued were dropped.

          To fix, end the loop: send the action again only on a condition that changes, or from \
          an effect that waits ("Effect.run" with a clock).
          """
    }
    await store.finish()
  }

  @Test func aStoreOutsideTestsStopsTheLoopToo() {
    let store = Store(initialState: Echo.State()) { Echo() }
    withKnownIssue {
      store.send(.ping)
    } matching: { issue in
      text(of: issue).hasPrefix("An action led to 100000 more actions sent at once")
    }
    #expect(store.state.pings == 100_001)
  }

  @Test func anEffectThatIgnoresItsCancellationIsSetAsideAndNamed() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    store.effectBudget.actions = 100
    let line = #line + 2
    await withKnownIssue {
      await store.send(.start)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue).hasPrefix(
          """
          An effect started by "EndlessLoopTests.Echo.Action.start" sent 101 actions without \
          stopping, the last "EndlessLoopTests.Echo.Action.tick": a timer on an immediate clock \
          that never ends, or a loop that only sends?

          Its effects were cancelled, but they still ran 10000 jobs later: an effect that \
          ignores cancellation (a loop that never checks "Task.isCancelled" or calls "try \
          Task.checkCancellation()") cannot be stopped, so the rest of its work was set aside, \
          never to run.
          """)
    }
    // Set aside, it runs no more: the next steps and the end of the test are clean.
    await store.send(.tick)
    await store.finish()
  }

  @Test func theExplorerSetsAsideAnEffectThatIgnoresItsCancellation() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await explore(
        initialState: Echo.State(), depth: 2, effectBudget: EffectBudget(actions: 100, jobs: 1_000)
      ) {
        Echo()
      } actions: { _ in
        [.start]
      }
    } matching: { issue in
      text(of: issue).hasPrefix("Exploring ")
    }
    #expect(exploration?.violations.map(\.invariant) == [.noRunawayEffect])
    #expect(exploration?.violations.first?.steps == ["send(.start)"])
  }

  @Test func theExplorerStopsALoopOfActionsSentAtOnce() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await explore(
        initialState: Echo.State(), depth: 2, effectBudget: EffectBudget(actions: 100)
      ) {
        Echo()
      } actions: { _ in
        [.ping]
      }
    } matching: { issue in
      text(of: issue).hasPrefix("Exploring ")
    }
    #expect(exploration?.violations.first?.steps == ["send(.ping)"])
    #expect(
      exploration?.violations.first?.detail.hasPrefix(
        "An action led to 100 more actions sent at once") == true,
      "\(exploration?.violations.first?.detail ?? "")")
  }
}
