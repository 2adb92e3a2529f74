import NavTestKit
import Reducers
import SyncUpFeatures

extension SyncUpsExploration {
  /// The app explored as its tests explore it: from the seeded sync-ups, five steps deep, time
  /// passing to the next deadline, the meeting screen starting as it appears, with every built-in invariant and `invariants`.
  ///
  /// - Parameters:
  ///   - workers: How many runs go on at once.
  ///   - invariants: The test's own checks of every state reached.
  /// - Returns: What the exploration reached and found.
  @MainActor
  @discardableResult
  static func exploreApp(
    workers: Int = Exploration.defaultWorkers,
    invariants: @escaping (AppFeature.State) throws -> Void = { _ in },
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> Exploration {
    await explore(
      initialState: initialState(), depth: depth, states: 20_000, time: .toNextDeadline,
      workers: workers, reducer: { AppFeature() }, withDependencies: { prepare(&$0) },
      actions: { actions($0) }, onAppear: { onAppear($0) }, invariants: { try invariants($0) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
