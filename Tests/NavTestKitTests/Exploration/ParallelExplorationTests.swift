import NavTestKit
import Testing

/// The explorer drives several runs at once; what it finds does not depend on how many.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct ParallelExplorationTests {
  /// Each fixture with its bug, explored on the given number of workers.
  func explorations(workers: Int) async -> [Exploration] {
    var results: [Exploration] = []
    await withKnownIssue(isIntermittent: true) {
      results.append(
        await explore(
          initialState: Stopwatch.State(), depth: 6, time: .seconds(1), workers: workers
        ) {
          Stopwatch(hasBug: true)
        } actions: {
          Stopwatch.buttons($0)
        })
      results.append(
        await explore(
          initialState: Outbox.State(), depth: 6, time: .seconds(1), workers: workers
        ) {
          Outbox(hasBug: true)
        } actions: {
          Outbox.buttons($0)
        })
      results.append(
        await explore(
          initialState: Stopwatch.State(), depth: 8, states: 3, time: .seconds(1),
          workers: workers
        ) {
          Stopwatch(hasBug: false)
        } actions: {
          Stopwatch.buttons($0)
        })
    }
    return results
  }

  @Test func oneWorkerOrManyFindTheSameStatesMapAndViolations() async {
    let alone = await explorations(workers: 1)
    #expect(alone.count == 3)
    // The violations found are the ones the bugs cause, and the budget stops the third.
    #expect(alone[0].violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(alone[1].violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(alone[2].states == 3 && !alone[2].isComplete)
    for workers in [2, 3, 8] {
      let together = await explorations(workers: workers)
      #expect(together == alone, "\(workers) workers found another result than one")
    }
  }
}
