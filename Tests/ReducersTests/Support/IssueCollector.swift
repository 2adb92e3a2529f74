import Reducers
import Synchronization

/// Collects the issues the runtime reports while a test body runs.
final class IssueCollector: IssueReporter {
  private let storage = Lock<[ReportedIssue]>([])

  var issues: [ReportedIssue] { storage.withLock { $0 } }
  var messages: [String] { issues.map(\.message) }

  func report(_ issue: ReportedIssue) {
    storage.withLock { $0.append(issue) }
  }
}

/// Runs `body` and returns what it reported.
func collectIssues(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try IssueReporting.$reporter.withValue(collector) { try body() }
  return collector.issues
}

/// Runs `body` and returns what it reported.
func collectIssues(_ body: () async throws -> Void) async rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try await IssueReporting.$reporter.withValue(collector) { try await body() }
  return collector.issues
}
