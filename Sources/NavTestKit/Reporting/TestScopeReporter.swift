import Reducers

/// Records the runtime's issues as failures of the running test, wherever in it they happen.
///
/// The ``DependenciesTrait`` installs it for the whole test, so an issue raised outside a
/// `TestStore` step (a `TestClock` advanced backwards, a dependency with no test value read by a
/// plain `Store`) fails the test at the line that raised it instead of only printing a runtime
/// warning. Inside a step, the test store's own reporter takes over and attributes the issue to
/// the step.
struct TestScopeReporter: IssueReporter {
  func report(_ issue: ReportedIssue) {
    TestFailure.record(issue.message, at: issue.site)
  }
}
