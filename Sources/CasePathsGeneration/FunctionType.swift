import SwiftLexing

/// A function type as written: `@Sendable (_ email: String, _ password: String) async throws ->
/// Response`, read into what a dependency client's endpoint needs.
struct FunctionType: Sendable {
  /// One parameter.
  struct Parameter: Sendable {
    /// Its name (`email` in `_ email: String`), if it has one.
    var name: String?
    /// Its type's tokens, `inout` included.
    var type: [SwiftToken]
    /// Whether it is `inout`.
    var isInout: Bool { type.first?.isWord("inout") == true }
  }

  /// How it throws.
  enum Throwing: Sendable {
    case none
    /// `throws`, or `throws(any Error)`.
    case untyped
    /// `throws(E)`: only an `E` can be thrown.
    case typed([SwiftToken])
  }

  /// The attributes other than `@Sendable`, `@escaping` and `@isolated(any)`: `@MainActor`.
  var attributes: [[SwiftToken]]
  /// Whether it is `@isolated(any)`: it runs where it was formed, so a call to it is awaited.
  var isIsolatedAny = false
  var parameters: [Parameter]
  var isAsync: Bool
  var throwing: Throwing
  /// The result type's tokens.
  var result: [SwiftToken]

  /// Reads a function type, or returns `nil` for any other type: an optional closure
  /// (`(() -> Void)?`), a tuple, a name.
  init?(_ tokens: [SwiftToken]) {
    var index = 0
    attributes = []
    while index < tokens.count, tokens[index].isPunctuation("@") {
      var attribute = [tokens[index]]
      index += 1
      if index < tokens.count { attribute.append(tokens[index]) }
      index += 1
      // Arguments touch the attribute's name (`@convention(c)`); a parameter list does not.
      if index < tokens.count, tokens[index].isPunctuation("("),
        let name = attribute.last, tokens[index].line == name.line,
        tokens[index].column == name.column + name.text.count,
        let end = Self.closing(of: index, in: tokens)
      {
        attribute += tokens[index...end]
        index = end + 1
      }
      switch attribute.dropFirst().first?.text {
      case "Sendable", "escaping", nil: break
      case "isolated": isIsolatedAny = true
      default: attributes.append(attribute)
      }
    }
    guard index < tokens.count, tokens[index].isPunctuation("("),
      let end = Self.closing(of: index, in: tokens)
    else { return nil }
    parameters = Self.parameters(Array(tokens[(index + 1)..<end]))
    index = end + 1
    isAsync = false
    throwing = .none
    while index < tokens.count, tokens[index].kind == .word {
      switch tokens[index].text {
      case "async": isAsync = true
      case "throws", "rethrows":
        throwing = .untyped
        if index + 1 < tokens.count, tokens[index + 1].isPunctuation("("),
          let close = Self.closing(of: index + 1, in: tokens)
        {
          let thrown = Array(tokens[(index + 2)..<close])
          let isAnyError =
            thrown.map(\.text) == ["any", "Error"] || thrown.map(\.text) == ["Error"]
          throwing = isAnyError ? .untyped : .typed(thrown)
          index = close
        }
      default: return nil
      }
      index += 1
    }
    guard index < tokens.count, tokens[index].isPunctuation("->"), index + 1 < tokens.count else {
      return nil
    }
    result = Array(tokens[(index + 1)...])
  }

  /// Whether the result is `Void`: nothing to return.
  var returnsVoid: Bool {
    let text = result.map(\.text).joined()
    return text == "Void" || text == "()" || text == "Swift.Void"
  }

  /// What an unimplemented endpoint that cannot throw returns, when the result type has an
  /// obvious empty value: `nil`, `.finished`, nothing.
  var emptyResult: String? {
    if returnsVoid { return "" }
    if result.last?.isPunctuation("?") == true || result.first?.isWord("Optional") == true {
      return "nil"
    }
    if result.first?.isWord("AsyncStream") == true { return ".finished" }
    if result.first?.isWord("AsyncThrowingStream") == true { return ".finished()" }
    return nil
  }

  private static func parameters(_ tokens: [SwiftToken]) -> [Parameter] {
    var result: [Parameter] = []
    var current: [SwiftToken] = []
    var depth = 0
    func finish() {
      guard !current.isEmpty else { return }
      if current.count > 3, current[0].isWord("_"),
        current[1].kind == .word || current[1].kind == .escapedWord, current[2].isPunctuation(":")
      {
        result.append(Parameter(name: current[1].text, type: Array(current[3...])))
      } else if current.count > 2, current[0].kind == .word, current[1].isPunctuation(":") {
        result.append(Parameter(name: current[0].text, type: Array(current[2...])))
      } else {
        result.append(Parameter(name: nil, type: current))
      }
      current = []
    }
    for token in tokens {
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") {
        depth -= 1
      } else if depth == 0, token.isPunctuation(",") {
        finish()
        continue
      }
      current.append(token)
    }
    finish()
    return result
  }

  /// The index of the bracket that closes the one at `start`.
  private static func closing(of start: Int, in tokens: [SwiftToken]) -> Int? {
    var depth = 0
    for index in start..<tokens.count {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
