import SwiftLexing

/// Finds every mutant of a source file: each place an operator of ``MutationOperator`` applies,
/// read from the package's own lexer (no swift-syntax), so strings and comments are never
/// mutated.
///
/// ```swift
/// let mutants = Mutator(source: text, file: "Sources/Feature/Login.swift").mutants()
/// let mutated = mutants[0].applied(to: text)
/// ```
public struct Mutator {
  let source: [Character]
  let tokens: [SwiftToken]
  let file: String
  /// The operators to apply.
  let operators: Set<MutationOperator>

  /// A mutator over one file.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The file's path, as the report names it.
  ///   - operators: The operators to apply: all of them by default.
  public init(
    source: String, file: String, operators: Set<MutationOperator> = Set(MutationOperator.allCases)
  ) {
    self.source = Array(source)
    self.tokens = SwiftLexer.tokens(of: source)
    self.file = file
    self.operators = operators
  }

  /// Every mutant of the file, in source order; one per place and operator.
  public func mutants() -> [Mutant] {
    var found: [Mutant] = []
    found += operatorMutants()
    found += wordMutants()
    found += conditionMutants()
    found += statementMutants()
    found += navigationMutants()
    found += swappedReducerMutants()
    var seen: Set<String> = []
    return
      found
      .filter { operators.contains($0.mutation) }
      .filter { seen.insert("\($0.range) \($0.replacement)").inserted }
      .sorted {
        ($0.range.lowerBound, $0.mutation.rawValue) < ($1.range.lowerBound, $1.mutation.rawValue)
      }
  }

  // MARK: Building mutants

  /// A mutant replacing the characters from token `first` through token `last`.
  func mutant(
    _ mutation: MutationOperator, from first: Int, through last: Int, with replacement: String
  ) -> Mutant {
    mutant(mutation, range: tokens[first].offset..<tokens[last].end, with: replacement)
  }

  /// A mutant replacing `range`, which starts at a token.
  func mutant(_ mutation: MutationOperator, range: Range<Int>, with replacement: String) -> Mutant {
    let start = tokens.first { $0.offset == range.lowerBound } ?? tokens[0]
    return Mutant(
      file: file, line: start.line, column: start.column, mutation: mutation,
      original: String(source[range]), replacement: replacement, range: range)
  }

  /// The text of tokens `first` through `last`, as written.
  func text(from first: Int, through last: Int) -> String {
    String(source[tokens[first].offset..<tokens[last].end])
  }

  /// Whether whitespace (or a line break) is right before token `index`.
  func isSpaced(before index: Int) -> Bool {
    let offset = tokens[index].offset
    guard offset > 0 else { return true }
    return source[offset - 1].isWhitespace
  }

  /// Whether whitespace (or a line break, or the end) is right after token `index`.
  func isSpaced(after index: Int) -> Bool {
    let end = tokens[index].end
    guard end < source.count else { return true }
    return source[end].isWhitespace
  }

  /// The index of the bracket that closes the one at `open`, or `nil`.
  func closing(_ open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      let token = tokens[index]
      if token.isOpening { depth += 1 }
      if token.isClosing {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// The operator written from token `index` on: the adjacent punctuation tokens made of
  /// operator characters (`<` `=` is `<=`), and the index of its last token.
  func operatorRun(at index: Int) -> (text: String, last: Int) {
    var last = index
    var text = tokens[index].text
    while last + 1 < tokens.count, tokens[last + 1].offset == tokens[last].end,
      tokens[last + 1].kind == .punctuation,
      tokens[last + 1].text.allSatisfy({ Self.operatorCharacters.contains($0) })
    {
      last += 1
      text += tokens[last].text
    }
    return (text, last)
  }

  static let operatorCharacters: Set<Character> = [
    "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
  ]

  /// Whether an operator ends right before token `index` (then `index` is not a run's start).
  func continuesOperator(_ index: Int) -> Bool {
    guard index > 0 else { return false }
    let previous = tokens[index - 1]
    return previous.end == tokens[index].offset && previous.kind == .punctuation
      && previous.text.allSatisfy { Self.operatorCharacters.contains($0) }
  }
}

extension SwiftToken {
  /// Whether this is `(`, `[` or `{`.
  var isOpening: Bool { isPunctuation("(") || isPunctuation("[") || isPunctuation("{") }
  /// Whether this is `)`, `]` or `}`.
  var isClosing: Bool { isPunctuation(")") || isPunctuation("]") || isPunctuation("}") }
}
