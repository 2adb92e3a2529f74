import Reducers
import Testing

/// A test trait that gives each test its own dependency values and shared storage, and fails
/// the test on any issue the runtime reports in it.
///
/// Without it, a test runs with the process's dependency values: shared state it declares before
/// creating a store lives in storage every test of the process shares, and the store, which
/// isolates itself, does not see it. With it, shared state a test declares before creating its
/// store lives in the test's own storage, and the store created in the test uses the same
/// storage:
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
///
/// Issues the runtime reports anywhere in the test, also outside a `TestStore` step (a
/// dependency with no test value read by a plain `Store`, a `TestClock` advanced backwards), are
/// recorded as failures of the test at the line that raised them; without the trait they are
/// printed as runtime warnings.
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
    // The reporter first, so an issue the trait's own closure raises fails the test too.
    try await IssueReporting.$reporter.withValue(TestScopeReporter()) {
      var values = DependencyValues.isolated()
      DependencyValues.preparing { prepare(&values) }
      try await DependencyValues.withValues(values) {
        try await function()
      }
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
