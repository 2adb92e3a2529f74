import Reducers
import Synchronization

/// Collects what the runtime reports while a body runs outside any test store.
final class IssueCollector: IssueReporter {
  private let storage = Lock<[String]>([])

  var messages: [String] { storage.withLock { $0 } }

  func report(_ issue: ReportedIssue) {
    storage.withLock { $0.append(issue.message) }
  }
}

/// Runs `body` and returns the messages it reported.
func collectIssues(_ body: () async throws -> Void) async rethrows -> [String] {
  let collector = IssueCollector()
  try await IssueReporting.$reporter.withValue(collector) { try await body() }
  return collector.messages
}
