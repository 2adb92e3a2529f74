import Reducers

/// Collects the runtime's reports instead of failing the test with them.
final class CollectingReporter: IssueReporter {
  private let issues = Lock<[String]>([])

  func report(_ issue: ReportedIssue) {
    issues.withLock { $0.append(issue.message) }
  }

  /// The reports since the last call.
  func take() -> [String] {
    issues.withLock { issues in
      defer { issues.removeAll() }
      return issues
    }
  }
}
