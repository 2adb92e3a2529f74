import Reducers
import Synchronization

/// The lines a `_printChanges` printer wrote, kept until the narrator tells them.
public final class ChangeLog: Sendable {
  /// Creates an empty log.
  public init() {}

  private let lines = Lock<[String]>([])

  /// Keeps the lines of one printout; the printer may call it from any task.
  public func record(_ text: String) {
    let newLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.withLock { $0 += newLines.last == "" ? newLines.dropLast() : newLines[...] }
  }

  /// Returns the lines written so far and forgets them.
  public func drain() -> [String] {
    lines.withLock { lines in
      defer { lines.removeAll() }
      return lines
    }
  }
}
