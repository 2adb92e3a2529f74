import Reducers
import Testing
import XCTest

/// Records failures where the running test framework shows them, at a source location.
enum TestFailure {
  /// Records a failure: a Swift Testing issue, or an XCTest failure under XCTest.
  static func record(_ message: String, at site: CallSite) {
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    } else {
      XCTFail(message, file: site.filePath, line: site.line)
    }
  }

  /// Records an expected ("known") issue: shown greyed out, never failing the test.
  static func recordKnown(_ message: String, at site: CallSite) {
    guard Test.current != nil else { return }
    withKnownIssue(sourceLocation: site.sourceLocation) {
      Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    }
  }
}

extension CallSite {
  /// The call site as Swift Testing's source location.
  var sourceLocation: SourceLocation {
    SourceLocation(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}
