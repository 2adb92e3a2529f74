import NavTestKitTools
import Reducers
import SyncUpFeatures

/// `sync-ups --map`: explores every screen of the app, as its test suite does, and prints the
/// map of them.
enum NavigationMapPrinter {
  /// Explores the app and prints its map; a broken invariant goes to standard error.
  ///
  /// - Returns: The exit status: 0, or 1 when the exploration found an invariant broken (the
  ///   map is printed all the same).
  @MainActor
  static func run(_ format: MapFormat, console: Console) async -> Int32 {
    var problems: [String] = []
    let exploration = await Exploration.run(
      initialState: SyncUpsExploration.initialState, depth: SyncUpsExploration.depth,
      states: 20_000, time: .toNextDeadline,
      checking: Set(ExplorationInvariant.allCases), effectBudget: EffectBudget(),
      reducer: { AppFeature() }, prepareDependencies: SyncUpsExploration.prepare,
      actions: SyncUpsExploration.actions, onAppear: SyncUpsExploration.onAppear,
      invariants: { _ in [] },
      report: { problems.append($0) })
    let map = exploration.map
    switch format {
    case .text: console.line(map.text)
    case .dot: console.line(map.dot)
    case .mermaid: console.line(map.mermaid)
    case .svg: console.line(map.svg)
    }
    for problem in problems { console.errorLine(problem) }
    return problems.isEmpty ? 0 : 1
  }
}
