/// One token of Swift source, as the case-path generator and the mutation tester read it.
///
/// Words (identifiers and keywords alike, backticked ones without their backticks), single
/// punctuation characters, runs of operator characters, and the compiler directives `#if`,
/// `#elseif`, `#else` and `#endif` with the rest of their line. String literals and comments
/// are read past, never returned: a brace inside a string is text.
package struct SwiftToken: Equatable, Sendable {
  /// What the token is.
  package enum Kind: Equatable, Sendable {
    /// An identifier or keyword.
    case word
    /// A word written in backticks: never a keyword.
    case escapedWord
    /// One of `{ } ( ) [ ] < > , : ; . = @ ? !`, or a run of other operator characters.
    case punctuation
    /// A string literal (its text is not kept).
    case string
    /// A number.
    case number
    /// A `#if`, `#elseif`, `#else` or `#endif`, with its condition.
    case directive(Directive)
    /// Any other `#` word (`#available`, `#selector`).
    case poundWord
  }

  /// A compiler directive.
  package enum Directive: Equatable, Sendable {
    case `if`(String)
    case elseif(String)
    case `else`
    case endif
  }

  package let kind: Kind
  package let text: String
  /// The 1-based line the token starts on.
  package let line: Int
  /// The 1-based column the token starts at.
  package let column: Int
  /// Whether the token is the first on its line.
  package let startsLine: Bool
  /// Where the token starts, in characters from the start of the source.
  package let offset: Int
  /// Where the token ends (the character after it), in characters from the start.
  package let end: Int

  /// A token; `offset` and `end` are where the lexer found it, or 0 for one made elsewhere.
  package init(
    kind: Kind, text: String, line: Int, column: Int, startsLine: Bool, offset: Int = 0,
    end: Int = 0
  ) {
    self.kind = kind
    self.text = text
    self.line = line
    self.column = column
    self.startsLine = startsLine
    self.offset = offset
    self.end = end
  }

  /// Whether the token is the word `text`, unescaped.
  package func isWord(_ text: String) -> Bool {
    kind == .word && self.text == text
  }

  /// Whether the token is the punctuation `text`.
  package func isPunctuation(_ text: String) -> Bool {
    kind == .punctuation && self.text == text
  }
}
