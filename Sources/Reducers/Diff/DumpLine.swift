/// One printed line of a dump or a diff: what it is, how deep it sits, and its text.
///
/// Dumps and diffs are built as arrays of lines and only joined into a string at the end, so the
/// diff can replace a run of lines with a collapsed summary and measure what it produced.
struct DumpLine: Equatable {
  /// Which side of a diff a line belongs to.
  enum Mark: Equatable {
    /// A line both values print: a dump line, or an unchanged diff line.
    case same
    /// A line only the expected value prints.
    case removed
    /// A line only the actual value prints.
    case added
  }

  /// Which side of a diff the line belongs to.
  var mark: Mark
  /// The nesting depth; each level indents the text by two spaces.
  var indent: Int
  /// The text, without indentation or prefix.
  var text: String

  /// Creates a line.
  init(_ mark: Mark, indent: Int, _ text: String) {
    self.mark = mark
    self.indent = indent
    self.text = text
  }
}

/// The prefixes that mark each line of a diff.
///
/// Expected-only lines start with `− ` (U+2212 MINUS SIGN and a space), actual-only lines with
/// `+ `, and lines both sides share with two ASCII spaces. TCA uses U+2007 FIGURE SPACE and a
/// space for the shared lines; two plain spaces take the same width in a monospaced font, survive
/// copying out of a terminal or a test report, and let expected diffs in tests be written as
/// ordinary string literals.
enum DiffPrefix {
  /// The prefix of a line only the expected value prints: `"− "`.
  static let removed = "\u{2212} "
  /// The prefix of a line only the actual value prints: `"+ "`.
  static let added = "+ "
  /// The prefix of a line both values print: two spaces.
  static let same = "  "

  /// The prefix for a mark.
  static func of(_ mark: DumpLine.Mark) -> String {
    switch mark {
    case .same: same
    case .removed: removed
    case .added: added
    }
  }
}

extension Array where Element == DumpLine {
  /// Whether any line belongs to only one side, which means the diff found a difference.
  var containsChange: Bool {
    contains { $0.mark != .same }
  }

  /// The lines joined by newlines, indented, without diff prefixes: the text of a dump.
  ///
  /// Empty lines (the blank lines of a multi-line string) carry no indentation, so the output
  /// has no trailing whitespace.
  func dumpText() -> String {
    map { line in
      line.text.isEmpty ? "" : String(repeating: "  ", count: line.indent) + line.text
    }
    .joined(separator: "\n")
  }

  /// The lines joined by newlines, each prefixed by its mark and then indented: a diff.
  ///
  /// Empty lines print only their mark (`−`, `+`, or nothing), so the output has no trailing
  /// whitespace.
  func diffText() -> String {
    map { line in
      let prefix = DiffPrefix.of(line.mark)
      guard !line.text.isEmpty else { return prefix.trimmingTrailingSpaces() }
      return prefix + String(repeating: "  ", count: line.indent) + line.text
    }
    .joined(separator: "\n")
  }
}

extension String {
  /// The string without the spaces at its end.
  fileprivate func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
