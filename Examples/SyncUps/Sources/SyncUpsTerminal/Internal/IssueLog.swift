import Reducers
import Synchronization

/// The issues the runtime reported during a session, kept until the program shows them.
///
/// A session installs it as the issue reporter of everything it runs, so a write that fails or a
/// load error lands here instead of going straight to standard error; the program decides how
/// to tell the user.
final class IssueLog: IssueReporter {
  private let issues = Lock<[ReportedIssue]>([])

  /// Keeps an issue; called from any task.
  func report(_ issue: ReportedIssue) {
    issues.withLock { $0.append(issue) }
  }

  /// Returns the issues reported so far, oldest first, and forgets them.
  func drain() -> [ReportedIssue] {
    issues.withLock { issues in
      defer { issues.removeAll() }
      return issues
    }
  }
}
