import NavTestKit
import Testing

/// Time as the explorer lets it pass: a sleep half done is a configuration of its own, so the
/// response behind it arrives with a fixed step as with a step to the next deadline.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct ExplorationTimeTests {
  func loader(hasBug: Bool, time: ExplorationTime) async -> Exploration {
    await explore(initialState: Loader.State(), depth: 6, time: time) {
      Loader(hasBug: hasBug)
    } actions: {
      Loader.buttons($0)
    } invariants: { state in
      #expect((state.count ?? 0) >= 0, "a count is never negative")
    }
  }

  @Test(arguments: [ExplorationTime.seconds(1), .milliseconds(500), .toNextDeadline])
  func aResponseBehindASleepThatChangesNothingVisibleArrives(time: ExplorationTime) async {
    let exploration = await loader(hasBug: false, time: time)
    #expect(exploration.violations.isEmpty)
    // Nothing waiting, loading, and loaded: the last only after the whole sleep.
    #expect(exploration.states == (time == .milliseconds(500) ? 6 : time == .seconds(1) ? 4 : 3))
  }

  @Test func theBugAfterTheResponseIsFoundWithAFixedStep() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await loader(hasBug: true, time: .seconds(1))
    } matching: { issue in
      String(describing: issue).contains("a count is never negative")
    }
    #expect(exploration?.violations.map(\.invariant) == [.custom])
    #expect(
      exploration?.violations.first?.steps
        == ["send(.loadTapped)", "advance(by: .seconds(1))", "advance(by: .seconds(1))"])
  }

  @Test func aStepToTheNextDeadlineTakesTheWholeSleepAtOnce() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await loader(hasBug: true, time: .toNextDeadline)
    } matching: { issue in
      String(describing: issue).contains("a count is never negative")
    }
    #expect(
      exploration?.violations.first?.steps == ["send(.loadTapped)", "advance(by: .seconds(2))"])
  }
}
