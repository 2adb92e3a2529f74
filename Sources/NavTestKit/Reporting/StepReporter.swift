import Reducers

/// Routes the runtime's reports made during one test-store step into the running test.
///
/// Each `send`, `receive` and clock-driven drain installs one, so a misuse report from a reducer
/// operator or an effect (an action for an absent child, an unimplemented dependency) fails the
/// test at the line of the step that caused it; the message itself names the operator's own
/// call site.
struct StepReporter: IssueReporter {
  let site: CallSite

  func report(_ issue: ReportedIssue) {
    TestFailure.record(issue.message, at: site)
  }
}
