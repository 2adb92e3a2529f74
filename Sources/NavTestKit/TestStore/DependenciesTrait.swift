import Reducers
import Testing

/// A test trait that overrides dependencies for each test of a suite, or for one test.
///
/// Every test already has dependency values and shared storage of its own, with no trait: shared
/// state a test declares before creating its store is the store's, and no other test sees it
/// (see `TestScope`). The trait prepares those values for each test, so a suite can share its
/// overrides:
///
/// ```swift
/// @Suite(.dependencies { $0.uuid = .incrementing })
/// @MainActor struct SyncUpsListTests {
///   @Test func add() async {
///     let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
///     ...
///   }
/// }
/// ```
///
/// Issues the runtime reports anywhere in the test, also outside a `TestStore` step (a
/// dependency with no test value read by a plain `Store`, a `TestClock` advanced backwards), are
/// recorded as failures of the test at the line that raised them, with the trait or without it.
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
