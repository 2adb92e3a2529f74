#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reports a problem the program can survive: a runtime warning outside tests, a failure in tests.
///
/// This is the one seam every runtime report goes through. Libraries and feature code call it for
/// misuse they detect, such as an unimplemented dependency endpoint:
///
/// ```swift
/// reportIssue("Unimplemented: 'SpeechClient.startTask'")
/// ```
///
/// By default the message is written to standard error as a runtime warning. Under a `TestStore`
/// it becomes a test failure attributed to the step (`send`, `receive`, ...) that caused it.
///
/// - Parameters:
///   - message: The message: a headline, then indented evidence and advice.
///   - fileID: The file ID of the code that detected the problem.
///   - filePath: The file path of the code that detected the problem.
///   - line: The line of the code that detected the problem.
///   - column: The column of the code that detected the problem.
public func reportIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let issue = ReportedIssue(
    message: message(),
    site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  )
  IssueReporting.report(issue)
}

/// Receives the issues the runtime reports; a `TestStore` installs one for each step.
@usableFromInline
package protocol IssueReporter: Sendable {
  /// Handles one reported issue.
  func report(_ issue: ReportedIssue)
}

/// The task-local routing of reported issues.
package enum IssueReporting {
  /// The reporter for the current task, or `nil` for the standard-error default.
  @TaskLocal package static var reporter: (any IssueReporter)?

  /// The reporter an issue reported now goes to: the task's, the running test's, or `nil` for
  /// standard error. Work deferred to another thread (a timer) keeps it to report where its
  /// cause would have.
  package static var current: (any IssueReporter)? {
    reporter ?? TestScope.reporter
  }

  /// Sends the issue to the current reporter, or prints it to standard error.
  package static func report(_ issue: ReportedIssue) {
    if let current {
      current.report(issue)
    } else {
      StandardError.emit("\(issue)\n")
    }
  }
}

/// Writes to the process's standard error stream.
package enum StandardError {
  /// Writes the text, unbuffered, to standard error.
  package static func emit(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
      guard let base = buffer.baseAddress else { return }
      _ = write(STDERR_FILENO, base, buffer.count)
    }
  }
}
