import NavTestKit
import Reducers
import SyncUpFeatures

extension Cases {
  /// The Sync-ups app explored to depth 6, as its test suite explores it, on a worker for
  /// each core: states per second, against sending as many actions, one per step the
  /// exploration took, to a plain store. The note gives the rate on one worker too.
  static func exploreSyncUps() async -> Result {
    var times: [Double] = []
    var aloneTimes: [Double] = []
    var baselineTimes: [Double] = []
    var exploration: Exploration?
    func exploreApp(workers: Int) async -> Exploration {
      await explore(
        initialState: SyncUpsExploration.initialState(), depth: SyncUpsExploration.depth,
        states: 20_000, time: .toNextDeadline, workers: workers
      ) {
        AppFeature()
      } withDependencies: {
        SyncUpsExploration.prepare(&$0)
      } actions: {
        SyncUpsExploration.actions($0)
      } onAppear: {
        SyncUpsExploration.onAppear($0)
      }
    }
    for _ in 0..<Measure.scaled(5) {
      let clock = ContinuousClock()
      let aloneStarted = clock.now
      _ = await exploreApp(workers: 1)
      aloneTimes.append(Measure.seconds(clock.now - aloneStarted))
      let started = clock.now
      let result = await explore(
        initialState: SyncUpsExploration.initialState(), depth: SyncUpsExploration.depth,
        states: 20_000, time: .toNextDeadline
      ) {
        AppFeature()
      } withDependencies: {
        SyncUpsExploration.prepare(&$0)
      } actions: {
        SyncUpsExploration.actions($0)
      } onAppear: {
        SyncUpsExploration.onAppear($0)
      }
      times.append(Measure.seconds(clock.now - started))
      exploration = result
      // The baseline: the same number of steps, each one action sent to a plain store.
      let store = Store(initialState: SyncUpsExploration.initialState()) {
        AppFeature()
      } withDependencies: {
        SyncUpsExploration.prepare(&$0)
      }
      let baselineStarted = clock.now
      for step in 0..<result.steps {
        store.send(
          step.isMultiple(of: 2)
            ? .syncUpsList(.addSyncUpButtonTapped) : .syncUpsList(.dismissAddSyncUpButtonTapped))
      }
      baselineTimes.append(Measure.seconds(clock.now - baselineStarted))
    }
    let states = Double(exploration?.states ?? 0)
    let seconds = Measure.median(times)
    let comparison = Comparison(
      nanosecondsPerOperation: seconds * 1e9 / max(states, 1),
      baselineNanosecondsPerOperation: Measure.median(baselineTimes) * 1e9 / max(states, 1),
      ratio: Measure.median(zip(times, baselineTimes).map { $0 / max($1, 1e-9) }))
    return Result(
      name: "explore.syncups", comparison, peakResidentBytes: Measure.peakResidentBytes(),
      note: "per state: \(Int(states)) states, \(Int(states / seconds)) a second on "
        + "\(Exploration.defaultWorkers) workers, \(Int(states / Measure.median(aloneTimes))) on one; "
        + "\(exploration?.steps ?? 0) steps, replays included; baseline: as many sends")
  }
}
