import SwiftLexing
import Testing

@testable import CasePathsGeneration

/// The lexer reads past strings and comments, whatever they hold.
@Suite struct LexerTests {
  @Test(arguments: [
    #"let a = "{ not a brace }""#,
    #"let a = "escaped \" quote { ""#,
    #"let a = "interpolated \(f("}")) {""#,
    "let a = \"\"\"\n  { many\n  lines }\n  \"\"\"",
    ##"let a = #"raw " { \(x) "#"##,
    ###"let a = ##"raw "# still { "##"###,
    "let a = 1 // { a comment",
    "let a = 1 /* { a /* nested */ comment */",
  ])
  func stringsAndCommentsHoldNoTokens(_ source: String) {
    let tokens = SwiftLexer.tokens(of: source)
    #expect(!tokens.contains { $0.isPunctuation("{") || $0.isPunctuation("}") })
    #expect(tokens.first?.isWord("let") == true)
  }

  @Test func directivesKeepTheirCondition() {
    let tokens = SwiftLexer.tokens(
      of: "#if os(Linux) && DEBUG // why\ncase a\n#elseif B\n#else\n#endif")
    #expect(
      tokens.map(\.kind) == [
        .directive(.if("os(Linux) && DEBUG")), .word, .word, .directive(.elseif("B")),
        .directive(.else), .directive(.endif),
      ])
  }

  @Test func tokensKnowTheirLineAndWhetherTheyStartIt() {
    let tokens = SwiftLexer.tokens(of: "enum A {\n  case `default`, b\n}")
    let escaped = tokens.first { $0.kind == .escapedWord }
    #expect(escaped?.text == "default")
    #expect(escaped?.line == 2)
    #expect(tokens.first { $0.isWord("case") }?.startsLine == true)
    #expect(tokens.first { $0.isWord("b") }?.startsLine == false)
  }
}
