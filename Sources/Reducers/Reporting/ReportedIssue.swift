/// A problem the runtime noticed: a message and the call site it belongs to.
///
/// Reducer operators, dependencies and effects report misuse (an action for a child that is gone,
/// a dependency with no test value) as a `ReportedIssue` instead of crashing. Outside tests the
/// issue is printed to standard error as a runtime warning; a `TestStore` turns it into a test
/// failure at the line of the step that caused it.
public struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  /// The full message: a headline, then indented evidence and advice.
  public let message: String
  /// Where the problem was detected: the operator's or the caller's own location.
  public let site: CallSite

  /// Creates an issue with a message and the call site it belongs to.
  public init(message: String, site: CallSite) {
    self.message = message
    self.site = site
  }

  /// The issue as a runtime warning line, prefixed by its location when that is in the
  /// program's own code.
  ///
  /// A problem the runtime meets by itself, such as a data file that changed on disk, is
  /// detected inside the runtime: its location would show a user a path into this library, which
  /// tells nobody what to do, so such a warning starts at `runtime warning:`.
  public var description: String {
    isInsideTheRuntime
      ? "runtime warning: \(message)" : "\(site.fileID):\(site.line): runtime warning: \(message)"
  }

  /// Whether the issue was detected in this module's own code rather than at a caller's site.
  var isInsideTheRuntime: Bool {
    site.fileID.description.hasPrefix(Self.runtimeModulePrefix)
  }

  /// `"Reducers/"`: the start of every `#fileID` in this module.
  private static let runtimeModulePrefix: String = {
    let fileID = "\(#fileID)"
    return String(fileID[...(fileID.firstIndex(of: "/") ?? fileID.startIndex)])
  }()
}
