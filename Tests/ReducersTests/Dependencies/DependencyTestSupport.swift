import Foundation
import Reducers
import Synchronization
import Testing

/// The suites of `Sources/Reducers/Dependencies`, grouped so that their identifiers read
/// `ReducersTests.Dependencies.<Subject>Tests` and `swift test --filter Dependencies` selects them.
@Suite enum Dependencies {}

/// Collects the issues reported while it is the current reporter.
final class DependencyIssueCollector: IssueReporter {
  private let issues = Lock<[ReportedIssue]>([])

  /// The issues reported so far, in order.
  var reported: [ReportedIssue] { issues.withLock { $0 } }

  /// The messages reported so far, in order.
  var messages: [String] { reported.map(\.message) }

  func report(_ issue: ReportedIssue) {
    issues.withLock { $0.append(issue) }
  }

  /// Runs `operation` with this collector as the reporter and isolated test dependencies.
  func collect<R>(_ operation: () throws -> R) rethrows -> R {
    try IssueReporting.$reporter.withValue(self) {
      try DependencyValues.withValues(.isolated(), operation: operation)
    }
  }
}

/// Yields until `condition` holds, at most `limit` times; records an issue if it never does.
///
/// Tests only. Before a `TestStore` drains effects on its own executor, a test of the test clock
/// has no way to know that a task it started has reached its sleep, so it polls the clock's
/// `sleeperCount` (or a log the task writes) between yields. The limit keeps a broken test
/// from hanging, and the recorded issue keeps a wrong condition from passing slowly.
nonisolated(nonsending) func yieldUntil(
  limit: Int = 100_000,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async {
  for _ in 0..<limit {
    if condition() { return }
    await Task.yield()
  }
  if !condition() {
    Issue.record("Condition still false after \(limit) yields", sourceLocation: sourceLocation)
  }
}

/// A log that tasks append to, safe to share between them.
final class DependencyTestLog<Element: Sendable>: Sendable {
  private let entries = Lock<[Element]>([])

  /// The entries so far, in order.
  var values: [Element] { entries.withLock { $0 } }

  /// Appends an entry.
  func append(_ element: Element) {
    entries.withLock { $0.append(element) }
  }
}

/// A key with only a live value, read through a computed property of the same module.
enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live"
}

/// A key with live, test and preview values.
enum GreetingKey: DependencyKey {
  static let liveValue = "live hello"
  static let testValue = "test hello"
  static let previewValue = "preview hello"
}

/// A key whose test value is a new incrementing generator each time it is computed.
enum FreshGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
  static var testValue: UUIDGenerator { .incrementing }
}

/// A key with only a test value.
enum TestOnlyKey: TestDependencyKey {
  static let testValue = "test only"
}

extension DependencyValues {
  var testOnly: String {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }

  var liveOnly: String {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }

  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }

  var freshGenerator: UUIDGenerator {
    get { self[FreshGeneratorKey.self] }
    set { self[FreshGeneratorKey.self] = newValue }
  }
}
