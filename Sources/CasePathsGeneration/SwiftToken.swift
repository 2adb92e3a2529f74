/// One token of Swift source, as the case-path generator reads it.
///
/// Words (identifiers and keywords alike, backticked ones without their backticks), single
/// punctuation characters, runs of operator characters, and the compiler directives `#if`,
/// `#elseif`, `#else` and `#endif` with the rest of their line. String literals and comments
/// are read past, never returned: a brace inside a string is text.
struct SwiftToken: Equatable, Sendable {
  /// What the token is.
  enum Kind: Equatable, Sendable {
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
  enum Directive: Equatable, Sendable {
    case `if`(String)
    case elseif(String)
    case `else`
    case endif
  }

  let kind: Kind
  let text: String
  /// The 1-based line the token starts on.
  let line: Int
  /// The 1-based column the token starts at.
  let column: Int
  /// Whether the token is the first on its line.
  let startsLine: Bool

  /// Whether the token is the word `text`, unescaped.
  func isWord(_ text: String) -> Bool {
    kind == .word && self.text == text
  }

  /// Whether the token is the punctuation `text`.
  func isPunctuation(_ text: String) -> Bool {
    kind == .punctuation && self.text == text
  }
}
