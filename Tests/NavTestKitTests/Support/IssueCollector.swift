import Reducers
import Synchronization

/// Collects the issues the runtime reports while a body runs, outside any test store.
final class IssueCollector: IssueReporter {
  private let storage = Lock<[ReportedIssue]>([])

  var issues: [ReportedIssue] { storage.withLock { $0 } }

  func report(_ issue: ReportedIssue) {
    storage.withLock { $0.append(issue) }
  }
}

/// Runs `body` and returns what the runtime reported.
@MainActor
func collect(_ body: @MainActor () async -> Void) async -> [ReportedIssue] {
  let collector = IssueCollector()
  await IssueReporting.$reporter.withValue(collector) { await body() }
  return collector.issues
}
