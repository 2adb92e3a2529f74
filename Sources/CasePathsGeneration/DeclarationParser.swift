import SwiftLexing

/// Finds the declarations the case-path generator needs in Swift sources: types and extensions
/// with their nesting, access levels, generic parameters and conformances, type aliases, enum
/// cases with their payloads, `import`s, and the `#if` conditions over each.
///
/// It reads declarations, not code: a function's or property's body is skipped whole, braces
/// and strings balanced, so a type declared inside one is never seen (nothing outside could
/// extend it anyway).
struct DeclarationParser {
  private let tokens: [SwiftToken]
  private let file: String
  private var index = 0
  private var conditions = ConditionStack()
  private(set) var declarations: Declarations
  /// The lines of `// case paths: written by hand` comments, which keep the next enum's case
  /// properties to the hand that wrote them.
  private var handWrittenMarks: [Int]
  /// The lines of `// @ReducerCaseIgnored` comments, each over a case of a reducer enum that
  /// is state only.
  private var ignoredCaseMarks: Set<Int> = []
  /// The file's lines, for the doc comments over cases.
  private var lines: [Substring] = []
  private var lastEnumLine = 0

  /// The comment that keeps an enum's case properties hand-written: the line before it, or
  /// before its attributes.
  static let handWrittenMark = "// case paths: written by hand"

  /// The comment over a case of a reducer enum whose payload is state only, not a feature's:
  /// TCA's `@ReducerCaseIgnored`, which an attribute cannot say without a macro.
  static let ignoredCaseMark = "@ReducerCaseIgnored"

  /// Parses one file into `declarations`, adding to what they hold.
  static func parse(_ source: String, file: String, into declarations: inout Declarations) {
    var parser = DeclarationParser(
      tokens: SwiftLexer.tokens(of: source), file: file, declarations: declarations)
    parser.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    parser.handWrittenMarks = parser.lines
      .enumerated().filter { $0.element.contains(handWrittenMark) }.map { $0.offset + 1 }
    parser.ignoredCaseMarks = Set(
      parser.lines.enumerated()
        .filter { $0.element.contains("//") && $0.element.contains(ignoredCaseMark) }
        .map { $0.offset + 1 })
    parser.parseMembers(in: Scope.file)
    declarations = parser.declarations
  }

  private init(tokens: [SwiftToken], file: String, declarations: Declarations) {
    self.tokens = tokens
    self.file = file
    self.declarations = declarations
    handWrittenMarks = []
  }

  /// Where members are being read: the file, a type's body, an extension's.
  private struct Scope {
    /// The qualified name of the type, or `nil` at file level.
    var qualifiedName: String?
    /// The scopes a name is looked up in, innermost first.
    var lookupScopes: [String]
    /// The access a `public extension` gives its members.
    var defaultAccess: AccessLevel?
    var isGenericContext = false
    /// The index in `declarations.enums` of the enum whose body this is.
    var enumIndex: Int?

    static let file = Scope(qualifiedName: nil, lookupScopes: [])
  }

  private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

  private func token(at offset: Int) -> SwiftToken? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  private func location(of token: SwiftToken) -> SourceLocation {
    SourceLocation(file: file, line: token.line, column: token.column)
  }

  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
    "indirect", "nonisolated", "mutating", "nonmutating", "override", "convenience", "required",
    "dynamic", "lazy", "weak", "unowned", "prefix", "postfix", "infix", "optional", "isolated",
    "distributed", "borrowing", "consuming", "sending",
  ]

  private static let skippedDeclarations: Set<String> = [
    "func", "init", "deinit", "subscript", "var", "let", "macro", "operator", "precedencegroup",
    "associatedtype",
  ]

  private static let declarationStarts: Set<String> =
    modifiers.union(skippedDeclarations).union([
      "struct", "class", "actor", "enum", "protocol", "extension", "typealias", "case", "import",
    ])

  // MARK: Members

  private mutating func parseMembers(in scope: Scope) {
    while let token = current {
      if token.isPunctuation("}") {
        if scope.qualifiedName != nil { index += 1 }
        return
      }
      if case .directive(let directive) = token.kind {
        conditions.apply(directive)
        index += 1
        continue
      }
      parseMember(in: scope)
    }
  }

  private mutating func parseMember(in scope: Scope) {
    var access: AccessLevel?
    var sawModifier = false
    var availability = CaseAvailability.available
    var isStatic = false
    var attributes: [String] = []
    // Attributes and modifiers, in any order.
    while let token = current {
      if token.isPunctuation("@") {
        index += 1
        if let name = current, name.kind == .word { attributes.append(name.text) }
        let isAvailable = current?.isWord("available") == true
        if current?.kind == .word || current?.kind == .escapedWord { index += 1 }
        if current?.isPunctuation("(") == true, current?.startsLine == false {
          let start = index
          skipBalanced()
          if isAvailable {
            availability = max(availability, CaseAvailability(arguments: tokens[start..<index]))
          }
        }
        continue
      }
      if token.kind == .word,
        Self.modifiers.contains(token.text)
          || (token.text == "class" && isModifierClass())
      {
        if let level = AccessLevel(modifier: token.text) {
          // `private(set)` limits the setter only.
          if token.text != "open", token.isWord(token.text),
            self.token(at: 1)?.isPunctuation("(") == true
          {
            index += 1
            skipBalanced()
            sawModifier = true
            continue
          }
          access = level
        }
        if token.text == "static" || token.text == "class" { isStatic = true }
        sawModifier = true
        index += 1
        continue
      }
      break
    }
    guard let token = current else { return }
    guard token.kind == .word else {
      if token.isPunctuation("}") || token.kind.isDirective { return }
      index += 1
      return
    }
    switch token.text {
    case "struct", "class", "actor", "enum", "protocol":
      parseType(kind: token.text, access: access ?? scope.defaultAccess, in: scope)
    case "extension":
      parseExtension(access: access)
    case "typealias":
      index += 1
      if let name = current, name.kind == .word || name.kind == .escapedWord,
        let type = scope.qualifiedName
      {
        declarations.types[type, default: .init()].nestedTypes.insert(name.text)
      }
      skipDeclaration()
    case "case" where scope.enumIndex != nil:
      parseCases(into: scope.enumIndex!, availability: availability)
    case "import" where scope.qualifiedName == nil:
      parseImport(attributes: sawModifier ? "" : "")
    case "var", "let":
      parseProperty(in: scope, access: access, isStatic: isStatic, attributes: attributes)
    default:
      if Self.skippedDeclarations.contains(token.text) || sawModifier {
        index += 1
        skipDeclaration()
      } else {
        index += 1
      }
    }
  }

  /// A property: its name (`var binding` written by hand), and for an instance property of a
  /// type, what a dependency client's endpoint needs: its type as written, whether it has a
  /// default value, whether it is computed.
  private mutating func parseProperty(
    in scope: Scope, access: AccessLevel?, isStatic: Bool, attributes: [String]
  ) {
    let keyword = tokens[index]
    index += 1
    guard let type = scope.qualifiedName, let name = current,
      name.kind == .word || name.kind == .escapedWord
    else {
      skipDeclaration()
      return
    }
    declarations.types[type, default: .init()].properties.insert(name.text)
    index += 1
    var property = PropertyDeclaration(
      name: name.text, isLet: keyword.isWord("let"), isStatic: isStatic,
      attributes: attributes, access: access, location: location(of: name),
      conditions: conditions.active)
    if current?.isPunctuation(":") == true {
      index += 1
      var type: [SwiftToken] = []
      var depth = 0
      while let token = current {
        if depth == 0,
          token.isPunctuation("=") || token.isPunctuation("{") || token.isPunctuation(";")
            || token.isPunctuation("}") || token.isPunctuation(",") || token.kind.isDirective
            || (token.startsLine && !type.isEmpty
              && (token.isPunctuation("@")
                || (token.kind == .word && Self.declarationStarts.contains(token.text))))
        {
          break
        }
        if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") {
          depth += 1
        } else if token.isPunctuation(")") || token.isPunctuation("]")
          || token.isPunctuation(">")
        {
          depth -= 1
        }
        type.append(token)
        index += 1
      }
      property.type = type
    }
    if current?.isPunctuation("=") == true {
      property.hasDefault = true
    } else if current?.isPunctuation("{") == true {
      property.isComputed = true
    } else if current?.isPunctuation(",") == true {
      property.isOneOfSeveral = true
    }
    declarations.types[type, default: .init()].storedProperties.append(property)
    skipDeclaration()
  }

  /// `class` as a modifier (`class func`, `class var`) rather than a declaration.
  private func isModifierClass() -> Bool {
    guard let next = token(at: 1), next.kind == .word else { return false }
    return Self.declarationStarts.contains(next.text) && next.text != "case"
  }

  // MARK: Types

  private mutating func parseType(kind: String, access: AccessLevel?, in scope: Scope) {
    let keyword = tokens[index]
    index += 1
    guard let nameToken = current, nameToken.kind == .word || nameToken.kind == .escapedWord else {
      return
    }
    index += 1
    let name = nameToken.text
    let qualifiedName = scope.qualifiedName.map { "\($0).\(name)" } ?? name
    let isGeneric = current?.isPunctuation("<") == true
    if isGeneric { skipAngles() }
    let conformances = parseInheritance()
    if let parent = scope.qualifiedName {
      declarations.types[parent, default: .init()].nestedTypes.insert(name)
    }
    var info = declarations.types[qualifiedName, default: .init()]
    info.access = access ?? .internal
    info.isGeneric = isGeneric
    info.kind = kind
    info.lookupScopes = [qualifiedName] + scope.lookupScopes
    info.location = location(of: keyword)
    info.conditions = conditions.active
    info.conformances.formUnion(conformances)
    declarations.types[qualifiedName] = info
    skipToBrace()
    guard current?.isPunctuation("{") == true else { return }
    index += 1
    if kind == "protocol" {
      skipBody()
      return
    }
    var inner = Scope(
      qualifiedName: qualifiedName, lookupScopes: [qualifiedName] + scope.lookupScopes,
      isGenericContext: scope.isGenericContext || isGeneric)
    if kind == "enum" {
      let line = keyword.line
      let isHandWritten = handWrittenMarks.contains { $0 > lastEnumLine && $0 < line }
      lastEnumLine = line
      declarations.enums.append(
        EnumDeclaration(
          qualifiedName: qualifiedName, lookupScopes: inner.lookupScopes,
          access: access ?? .internal, isGeneric: isGeneric,
          isInGenericContext: scope.isGenericContext, isLocal: false,
          conformances: conformances, cases: [], conditions: conditions.active,
          location: location(of: keyword), isHandWritten: isHandWritten))
      inner.enumIndex = declarations.enums.count - 1
    }
    parseMembers(in: inner)
  }

  private mutating func parseExtension(access: AccessLevel?) {
    index += 1
    var path: [String] = []
    // Generic arguments (`extension Box<Int>`) or a `where` clause make the extended type
    // generic, whether or not this target declares it.
    var isConstrained = false
    var afterDot = false
    // The extended type's name: a word, then words after dots (`where` ends it).
    while let token = current {
      if (token.kind == .word || token.kind == .escapedWord) && (path.isEmpty || afterDot) {
        path.append(token.text)
        index += 1
        afterDot = false
      } else if token.isPunctuation("."), !path.isEmpty {
        index += 1
        afterDot = true
      } else if token.isPunctuation("<") {
        skipAngles()
        isConstrained = true
      } else {
        break
      }
    }
    let qualifiedName = path.joined(separator: ".")
    let conformances = parseInheritance()
    if current?.isWord("where") == true { isConstrained = true }
    declarations.types[qualifiedName, default: .init()].conformances.formUnion(conformances)
    skipToBrace()
    guard current?.isPunctuation("{") == true else { return }
    index += 1
    parseMembers(
      in: Scope(
        qualifiedName: qualifiedName, lookupScopes: [qualifiedName], defaultAccess: access,
        isGenericContext: isConstrained || (declarations.types[qualifiedName]?.isGeneric ?? false)))
  }

  /// The names after `:`, up to `where` or `{`: `Equatable`, `Sendable`, `CasePathable`.
  private mutating func parseInheritance() -> [String] {
    guard current?.isPunctuation(":") == true else { return [] }
    index += 1
    var names: [String] = []
    var name = ""
    var depth = 0
    while let token = current, !token.isPunctuation("{"), !(depth == 0 && token.isWord("where")) {
      if token.isPunctuation("<") || token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(">") || token.isPunctuation(")") { depth -= 1 }
      if depth == 0, token.isPunctuation(",") {
        names.append(name)
        name = ""
      } else if depth == 0 {
        name += token.text
      }
      index += 1
    }
    if !name.isEmpty { names.append(name) }
    return names
  }

  // MARK: Cases

  private mutating func parseCases(into enumIndex: Int, availability: CaseAvailability) {
    let keywordLine = tokens[index].line
    let isMarkedStateOnly =
      ignoredCaseMarks.contains(keywordLine) || ignoredCaseMarks.contains(keywordLine - 1)
    let documentation = documentation(above: keywordLine)
    index += 1
    while let token = current, token.kind == .word || token.kind == .escapedWord {
      index += 1
      var enumCase = EnumCase(name: token.text, payload: nil, location: location(of: token))
      enumCase.availability = availability
      enumCase.isMarkedStateOnly = isMarkedStateOnly
      enumCase.documentation = documentation
      if current?.isPunctuation("(") == true, current?.line == token.line || true {
        enumCase.payload = parsePayload(&enumCase)
      }
      // A raw value: read past it, all of it (`-1` is two tokens, `1.5` may be more), up to the
      // comma before the next case or the end of its line.
      if current?.isPunctuation("=") == true {
        index += 1
        if let first = current {
          while let token = current, token.line == first.line, !token.isPunctuation(","),
            !token.isPunctuation(";"), !token.isPunctuation("}")
          {
            index += 1
          }
        }
      }
      declarations.enums[enumIndex].cases.append(
        Conditional(value: enumCase, conditions: conditions.active))
      guard current?.isPunctuation(",") == true else { return }
      index += 1
    }
  }

  /// The `///` lines over the declaration on `line` (1-based), past its attributes and
  /// plain comments, without their indentation.
  private func documentation(above line: Int) -> [String] {
    var result: [String] = []
    var index = line - 2
    while index >= 0, index < lines.count {
      let text = lines[index].drop { $0 == " " || $0 == "\t" }
      if text.hasPrefix("///") {
        result.insert(String(text), at: 0)
      } else if !(text.hasPrefix("//") || text.hasPrefix("@")) {
        break
      }
      index -= 1
    }
    return result
  }

  private mutating func parsePayload(_ enumCase: inout EnumCase) -> [PayloadElement] {
    index += 1
    var elements: [PayloadElement] = []
    var element: [SwiftToken] = []
    var depth = 0
    func finish() {
      guard !element.isEmpty else { return }
      // A default value is not part of the type.
      var type = element
      var angle = 0
      if let equals = type.firstIndex(where: { token in
        if token.isPunctuation("<") || token.isPunctuation("(") || token.isPunctuation("[") {
          angle += 1
        }
        if token.isPunctuation(">") || token.isPunctuation(")") || token.isPunctuation("]") {
          angle -= 1
        }
        return angle == 0 && token.isPunctuation("=")
      }) {
        type = Array(type[..<equals])
      }
      var label: String?
      if type.count > 2, type[0].kind == .word || type[0].kind == .escapedWord,
        type[1].isPunctuation(":")
      {
        label = type[0].text
        type.removeFirst(2)
      } else if type.count > 3, type[0].kind == .word, type[1].kind == .word,
        type[2].isPunctuation(":")
      {
        enumCase.unreadable = "a payload value has two names"
      }
      if type.contains(where: { $0.isPunctuation("...") }) {
        enumCase.unreadable = "it has a variadic payload"
      }
      elements.append(PayloadElement(label: label, type: type))
      element = []
    }
    while let token = current {
      index += 1
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("<") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation(">") {
        if depth == 0 {
          finish()
          return elements
        }
        depth -= 1
      } else if token.isPunctuation(","), depth == 0 {
        finish()
        continue
      } else if token.kind.isDirective {
        enumCase.unreadable = "its payload has an #if inside"
      }
      element.append(token)
    }
    finish()
    return elements
  }

  // MARK: Imports

  private mutating func parseImport(attributes: String) {
    let start = tokens[index]
    var text = ""
    var previous: SwiftToken?
    while let token = current, token.line == start.line, !token.isPunctuation(";") {
      if let previous, previous.kind == .word, token.kind == .word { text += " " }
      text += token.kind == .escapedWord ? "`\(token.text)`" : token.text
      previous = token
      index += 1
    }
    // Attributes before `import` were read past; `@testable` matters, so it is looked up.
    let before = tokens[..<(index - 1)].suffix(3)
    let isTestable = before.contains { $0.isWord("testable") }
    declarations.imports.append(
      Conditional(value: (isTestable ? "@testable " : "") + text, conditions: conditions.active))
  }

  // MARK: Skipping

  /// Skips a declaration the generator does not need, through its body if it has one: up to
  /// the next declaration of this scope, its closing brace, or a semicolon.
  private mutating func skipDeclaration() {
    while let token = current {
      if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
        skipBalanced()
        continue
      }
      if token.isPunctuation("}") { return }
      if token.isPunctuation(";") {
        index += 1
        return
      }
      if token.kind.isDirective, token.startsLine { return }
      if token.startsLine, token.kind == .word, Self.declarationStarts.contains(token.text) {
        return
      }
      if token.startsLine, token.isPunctuation("@") { return }
      index += 1
    }
  }

  /// Skips a bracketed group starting at the current token, nested groups included.
  private mutating func skipBalanced() {
    var depth = 0
    while let token = current {
      index += 1
      if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
        depth += 1
      } else if token.isPunctuation("}") || token.isPunctuation(")") || token.isPunctuation("]") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// Skips a body after its opening brace, through its closing one.
  private mutating func skipBody() {
    index -= 1
    skipBalanced()
  }

  private mutating func skipAngles() {
    var depth = 0
    while let token = current {
      index += 1
      if token.isPunctuation("<") { depth += 1 }
      if token.isPunctuation(">") {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// Skips a `where` clause or anything else before a type's opening brace.
  private mutating func skipToBrace() {
    while let token = current, !token.isPunctuation("{"), !token.isPunctuation("}") {
      if token.isPunctuation("(") || token.isPunctuation("[") {
        skipBalanced()
        continue
      }
      index += 1
    }
  }
}

extension SwiftToken.Kind {
  /// Whether this is a `#if`, `#elseif`, `#else` or `#endif`.
  var isDirective: Bool {
    if case .directive = self { return true }
    return false
  }
}
