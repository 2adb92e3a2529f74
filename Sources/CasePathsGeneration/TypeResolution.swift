import SwiftLexing

/// How a payload's type is written in the generated file, where no name is looked up from
/// inside the enum: each name qualified as Swift finds it there.
extension Declarations {
  /// Words in a type that are not names to look up.
  static let typeKeywords: Set<String> = [
    "inout", "some", "any", "throws", "rethrows", "async", "borrowing", "consuming", "sending",
    "Type", "Protocol", "Any", "AnyObject", "Never", "_", "isolated", "each", "repeat",
  ]

  /// The payload type with each name that starts a type path qualified as Swift would find
  /// it from inside the enum: in the enum, then in each type it is lexically inside. Every
  /// position is a type's: a dictionary's key and value, tuple elements, function parameters
  /// and results, generic arguments, optionals, existentials; only a label is left as it is.
  /// `Root` and `Value` found nowhere inside are written as the file's aliases of them
  /// (``aliasedNames``): in `Case`'s extensions those names are its generic parameters.
  func resolve(_ type: [SwiftToken], in declaration: EnumDeclaration) -> [SwiftToken] {
    resolve(type, lookupScopes: declaration.lookupScopes, selfName: declaration.qualifiedName)
  }

  /// The type with each name qualified as Swift finds it from inside a type whose scopes, innermost first, are
  /// `lookupScopes`, and whose qualified name (what `Self` is) is `selfName`.
  func resolve(_ type: [SwiftToken], lookupScopes: [String], selfName: String) -> [SwiftToken] {
    var result: [SwiftToken] = []
    // The brackets open around each token: a word before `:` inside parentheses, after `(`,
    // `,` or `_`, is a label; inside square brackets it is a dictionary's key.
    var brackets: [String] = []
    for (index, token) in type.enumerated() {
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") {
        brackets.append(token.text)
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") {
        _ = brackets.popLast()
      }
      let previous = index > 0 ? type[index - 1] : nil
      let next = index + 1 < type.count ? type[index + 1] : nil
      let isLabel =
        next?.isPunctuation(":") == true && brackets.last == "("
        && (previous == nil || previous!.isPunctuation("(") || previous!.isPunctuation(",")
          || previous!.isWord("_"))
      guard token.kind == .word || token.kind == .escapedWord,
        previous?.isPunctuation(".") != true, previous?.isPunctuation("@") != true,
        !isLabel, !Self.typeKeywords.contains(token.text)
      else {
        result.append(token)
        continue
      }
      if token.text == "Self" {
        result.append(token.replacingText(selfName))
        continue
      }
      let scope = lookupScopes.first {
        types[$0]?.nestedTypes.contains(token.text) == true
      }
      if let scope {
        result.append(token.replacingText("\(scope).\(token.text)"))
      } else if let alias = Self.aliasedNames[token.text] {
        result.append(token.replacingText(alias))
      } else {
        result.append(token)
      }
    }
    return result
  }

  /// The names `Case` gives its generic parameters, and the file-level aliases a payload of a
  /// type so named is written with.
  static let aliasedNames = ["Root": "_CasePathsRoot", "Value": "_CasePathsValue"]

}

extension Collection<SwiftToken> {
  /// Tokens as a person writes a type: `[String: Int]`, `(Meeting, syncUp: SyncUp)`,
  /// `@Sendable (Int) -> Void`, `any Error & Sendable`.
  var rendered: String {
    var text = ""
    var previous: SwiftToken?
    var afterAttribute = false
    for token in self {
      let piece = token.kind == .escapedWord ? "`\(token.text)`" : token.text
      if let previous {
        let isWord = { (t: SwiftToken) in
          t.kind == .word || t.kind == .escapedWord || t.kind == .number
        }
        if token.isPunctuation("->") || token.isPunctuation("&") || previous.isPunctuation("->")
          || previous.isPunctuation("&") || previous.isPunctuation(",")
          || previous.isPunctuation(":")
          || (isWord(previous) && isWord(token)) || (isWord(previous) && token.isPunctuation("@"))
          || (previous.isPunctuation(")") && isWord(token))
          || (afterAttribute
            && (token.isPunctuation("(") || isWord(token) || token.isPunctuation("@")))
        {
          text += " "
        }
      }
      afterAttribute = previous?.isPunctuation("@") == true
      text += piece
      previous = token
    }
    return text
  }
}
