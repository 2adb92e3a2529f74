import NavTestKit
import Testing

/// Several initial states: data that tells behaviours apart, each explored, the violation saying
/// which one it started from.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct SeveralInitialStatesTests {
  func turns(hasBug: Bool) async -> Exploration {
    await explore(
      initialStates: [
        Turns.State(attendees: 6, seconds: 60), Turns.State(attendees: 3, seconds: 5),
      ],
      depth: 4
    ) {
      Turns(hasBug: hasBug)
    } actions: { _ in
      [.tick]
    } invariants: { state in
      #expect(state.speaker < state.attendees, "the speaker is an attendee")
    }
  }

  @Test func aBugOnlyUnevenDataShowsIsFoundFromThatInitialState() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await turns(hasBug: true)
    } matching: { issue in
      String(describing: issue).contains("the speaker is an attendee")
    }
    let violation = exploration?.violations.first
    #expect(exploration?.violations.count == 1)
    #expect(violation?.steps == ["send(.tick)", "send(.tick)", "send(.tick)"])
    #expect(
      violation?.message.hasPrefix(
        #"Exploring Turns from initial state 2 of 2 found a path that breaks "the test's own invariants""#
      )
        == true)
    #expect(
      violation?.test.contains(
        "  // The exploration started from initial state 2 of 2: start the store there.\n"
          + "  let store = TestStore(initialState: Turns.State()) {") == true)
    // Both were explored: 5 states from the first (depth 4), 3 from the second before the tick
    // that breaks the invariant.
    #expect(exploration?.states == 5 + 3)
  }

  @Test func theFixedTurnsExploreCleanFromEvery() async {
    let exploration = await turns(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.states == 10)
    #expect(exploration.map.screens == ["Turns"])
  }

  @Test func noInitialStateIsRefusedWithAClearMessage() async {
    await withKnownIssue {
      let exploration = await explore(initialStates: [Turns.State](), depth: 2) {
        Turns(hasBug: false)
      } actions: { _ in
        [.tick]
      }
      #expect(exploration.states == 0)
    } matching: { issue in
      String(describing: issue).contains("explore(initialStates: []) has nothing to explore.")
    }
  }
}
