import SwiftLexing

/// One planted bug: a range of a source file replaced by other text, and what the change
/// means.
///
/// A mutant names itself by where it is and what it does (`Login.swift:61:9 dropped dismiss`),
/// so a report, a list of equivalent mutants and a sample all speak of the same one.
public struct Mutant: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file, as the tool was given it (relative to the package).
  public let file: String
  /// The 1-based line the change starts on.
  public let line: Int
  /// The 1-based column the change starts at.
  public let column: Int
  /// The operator that made it.
  public let mutation: MutationOperator
  /// The text replaced.
  public let original: String
  /// The text put in its place.
  public let replacement: String
  /// Where the replaced text is, in characters from the start of the file.
  public let range: Range<Int>

  /// `file:line:column: operator: original → replacement`, on one line.
  public var description: String {
    "\(file):\(line):\(column): \(mutation.rawValue): \(Self.oneLine(original)) → "
      + (replacement.isEmpty ? "(nothing)" : Self.oneLine(replacement))
  }

  /// What identifies the mutant across runs: its place and its operator, as an equivalent
  /// mutant is listed (`Login.swift:61:9 dropped-dismiss`).
  public var key: String { "\(file):\(line):\(column) \(mutation.rawValue)" }

  /// The source with this mutant applied.
  ///
  /// - Parameter source: The file's text, as the mutant was found in it.
  /// - Returns: The mutated text.
  public func applied(to source: String) -> String {
    var characters = Array(source)
    characters.replaceSubrange(range, with: Array(replacement))
    return String(characters)
  }

  /// Text on one line, runs of whitespace as one space, cut at 60 characters.
  static func oneLine(_ text: String) -> String {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    let line = words.joined(separator: " ")
    return line.count > 60 ? String(line.prefix(57)) + "…" : line
  }
}
