import Testing

/// A trait that collects the navigation coverage of a suite, or of one test with all its cases,
/// and hands it to a closure when they have all run.
///
/// ```swift
/// @Suite(.navigationCoverage { coverage in
///   #expect(coverage.missed.isEmpty, "\(coverage.text)")
/// })
/// struct AppNavigationTests { … }
/// ```
///
/// Tests in the suite run in parallel as usual; what each reaches is merged. An exploration in
/// the suite (`explore(…)`) adds what it reaches, so ``NavigationCoverage/missed`` lists what
/// it reached and no test did.
public struct NavigationCoverageTrait: TestTrait, SuiteTrait, TestScoping {
  let check: @Sendable (NavigationCoverage) -> Void

  /// Collects for the suite as a whole.
  public var isRecursive: Bool { false }

  /// Scopes the suite, or the test with all its cases, not each case.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? self : nil
  }

  /// Runs the tests with a recorder of their own, then hands its coverage to the closure.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let recorder = CoverageRecorder()
    try await CoverageRecorder.$scoped.withValue(recorder) {
      try await function()
    }
    check(recorder.coverage)
  }
}

extension Trait where Self == NavigationCoverageTrait {
  /// Collects the screens and transitions the tests reach, and hands them to `check` when they
  /// have all run.
  ///
  /// - Parameter check: Reads the coverage, with `#expect` to fail the suite.
  /// - Returns: The trait.
  public static func navigationCoverage(
    _ check: @escaping @Sendable (NavigationCoverage) -> Void
  ) -> Self {
    NavigationCoverageTrait(check: check)
  }
}
