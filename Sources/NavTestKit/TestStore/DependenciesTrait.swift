import Reducers
import Testing

/// A test trait that gives each test its own dependency values and shared storage.
///
/// Shared state a test declares before creating its store lives in the test's own storage, and
/// the store created in the test uses the same storage:
///
/// ```swift
/// @Suite(.dependencies { $0.uuid = .incrementing })
/// @MainActor struct SyncUpDetailTests {
///   @Test func delete() async {
///     @Shared(.syncUps) var syncUps = [.mock]
///     let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared($syncUps[id: SyncUp.mock.id])!)) {
///       SyncUpDetail()
///     }
///     ...
///   }
/// }
/// ```
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  let prepare: @Sendable (inout DependencyValues) -> Void

  /// Applies to every test of a suite, each with its own values.
  public var isRecursive: Bool { true }

  /// Scopes each test case, not the suite as a whole.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test with fresh, isolated dependency values, prepared by the trait.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    var values = DependencyValues.isolated()
    DependencyValues.preparing { prepare(&values) }
    try await DependencyValues.withValues(values) {
      try await function()
    }
  }
}

extension Trait where Self == DependenciesTrait {
  /// Gives each test fresh dependency values and shared storage, prepared by `prepare`.
  ///
  /// - Parameter prepare: Overrides dependencies for each test.
  /// - Returns: The trait.
  public static func dependencies(
    _ prepare: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
  ) -> Self {
    DependenciesTrait(prepare: prepare)
  }
}
