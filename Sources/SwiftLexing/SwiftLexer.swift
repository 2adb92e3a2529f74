/// Splits Swift source into ``SwiftToken``s: enough of the language to find declarations, read
/// past everything else, and never be fooled by a string or a comment.
package struct SwiftLexer {
  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var lastTokenLine = 0

  /// A lexer over `source`.
  package init(_ source: String) {
    characters = Array(source)
  }

  /// Every token of the source, in order.
  package static func tokens(of source: String) -> [SwiftToken] {
    var lexer = SwiftLexer(source)
    var tokens: [SwiftToken] = []
    while let token = lexer.next() { tokens.append(token) }
    return tokens
  }

  private static let punctuation: Set<Character> = [
    "{", "}", "(", ")", "[", "]", "<", ">", ",", ":", ";", ".", "=", "@", "?", "!",
  ]
  private static let operators: Set<Character> = [
    "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?", ".",
  ]

  private var current: Character? { index < characters.count ? characters[index] : nil }

  private func peek(_ offset: Int) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func advance() {
    if characters[index] == "\n" {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  /// The next token, or `nil` at the end.
  package mutating func next() -> SwiftToken? {
    skipTrivia()
    guard let character = current else { return nil }
    let start = index
    let startLine = line
    let column = index - lineStart + 1
    let startsLine = startLine != lastTokenLine
    func make(_ kind: SwiftToken.Kind, _ text: String) -> SwiftToken {
      lastTokenLine = line
      return SwiftToken(
        kind: kind, text: text, line: startLine, column: column, startsLine: startsLine,
        offset: start, end: index)
    }
    if character == "\"" || (character == "#" && isRawStringStart()) {
      skipString()
      return make(.string, "")
    }
    if character == "#" {
      advance()
      let word = readWord()
      if ["if", "elseif", "else", "endif"].contains(word) {
        let rest = readRestOfLine()
        let directive: SwiftToken.Directive =
          switch word {
          case "if": .if(rest)
          case "elseif": .elseif(rest)
          case "else": .else
          default: .endif
          }
        return make(.directive(directive), "#" + word)
      }
      return make(.poundWord, "#" + word)
    }
    if character == "`" {
      advance()
      var word = ""
      while let c = current, c != "`", c != "\n" {
        word.append(c)
        advance()
      }
      if current == "`" { advance() }
      return make(.escapedWord, word)
    }
    if character.isLetter || character == "_" || character == "$" {
      return make(.word, readWord())
    }
    if character.isNumber {
      while let c = current,
        c.isLetter || c.isNumber || c == "_" || c == "." && (peek(1)?.isNumber ?? false)
      {
        advance()
      }
      return make(.number, String(characters[start..<index]))
    }
    // `->` and `...` are operators; other punctuation stands alone.
    if character == "-", peek(1) == ">" {
      advance()
      advance()
      return make(.punctuation, "->")
    }
    if character == ".", peek(1) == ".", peek(2) == "." {
      advance()
      advance()
      advance()
      return make(.punctuation, "...")
    }
    if Self.punctuation.contains(character) {
      advance()
      return make(.punctuation, String(character))
    }
    if Self.operators.contains(character) {
      while let c = current, Self.operators.contains(c) { advance() }
      return make(.punctuation, String(characters[start..<index]))
    }
    advance()
    return make(.punctuation, String(character))
  }

  private mutating func readWord() -> String {
    let start = index
    while let c = current, c.isLetter || c.isNumber || c == "_" || c == "$" { advance() }
    return String(characters[start..<index])
  }

  private mutating func readRestOfLine() -> String {
    var text = ""
    while let c = current, c != "\n" {
      // A comment ends the condition.
      if c == "/", peek(1) == "/" || peek(1) == "*" { break }
      text.append(c)
      advance()
    }
    return text.trimmingCharacters(in: [" ", "\t", "\r"])
  }

  /// Skips whitespace and comments, `/* */` nested as Swift nests them.
  private mutating func skipTrivia() {
    while let c = current {
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        advance()
      } else if c == "/", peek(1) == "/" {
        while let c = current, c != "\n" { advance() }
      } else if c == "/", peek(1) == "*" {
        var depth = 0
        repeat {
          if current == "/", peek(1) == "*" {
            depth += 1
            advance()
          } else if current == "*", peek(1) == "/" {
            depth -= 1
            advance()
          }
          advance()
        } while depth > 0 && current != nil
      } else {
        return
      }
    }
  }

  private func isRawStringStart() -> Bool {
    var offset = 0
    while peek(offset) == "#" { offset += 1 }
    return peek(offset) == "\""
  }

  /// Skips a string literal: `"…"`, `"""…"""`, and raw ones with `#`s, interpolations and
  /// the strings inside them included.
  private mutating func skipString() {
    var pounds = 0
    while current == "#" {
      pounds += 1
      advance()
    }
    let isMultiline = current == "\"" && peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(isMultiline ? 3 : 1) { advance() }
    while let c = current {
      if c == "\\", matchesPounds(pounds, after: 1) {
        for _ in 0...pounds { advance() }
        if current == "(" {
          skipInterpolation()
        } else if current != nil {
          advance()
        }
        continue
      }
      if c == "\"" {
        if isMultiline {
          if peek(1) == "\"", peek(2) == "\"", matchesPounds(pounds, after: 3) {
            for _ in 0..<(3 + pounds) { advance() }
            return
          }
        } else if matchesPounds(pounds, after: 1) {
          for _ in 0..<(1 + pounds) { advance() }
          return
        }
      }
      if c == "\n", !isMultiline { return }
      advance()
    }
  }

  private func matchesPounds(_ pounds: Int, after offset: Int) -> Bool {
    (0..<pounds).allSatisfy { peek(offset + $0) == "#" }
  }

  /// Skips `( … )` of an interpolation, reading the tokens inside so that parentheses and
  /// strings in it are balanced.
  private mutating func skipInterpolation() {
    advance()
    var depth = 1
    while depth > 0, let token = next() {
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") { depth -= 1 }
    }
  }
}

extension String {
  /// The string without the given characters at either end.
  package func trimmingCharacters(in set: Set<Character>) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}
