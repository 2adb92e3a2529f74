import SwiftLexing

extension Mutator {
  /// The binary operators' mutants: boundaries, equalities, logic, arithmetic. An operator
  /// counts as binary when whitespace is on both sides of it, as formatted Swift writes one
  /// (a generic's `<` has none before it, a unary `-` none after it).
  func operatorMutants() -> [Mutant] {
    let swaps: [String: (MutationOperator, String)] = [
      "<": (.boundary, "<="), "<=": (.boundary, "<"), ">": (.boundary, ">="),
      ">=": (.boundary, ">"), "==": (.equality, "!="), "!=": (.equality, "=="),
      "&&": (.logic, "||"), "||": (.logic, "&&"), "+": (.arithmetic, "-"),
      "-": (.arithmetic, "+"), "+=": (.arithmetic, "-="), "-=": (.arithmetic, "+="),
    ]
    var result: [Mutant] = []
    for index in tokens.indices where tokens[index].kind == .punctuation {
      guard !continuesOperator(index) else { continue }
      let (text, last) = operatorRun(at: index)
      guard let (mutation, replacement) = swaps[text], isSpaced(before: index),
        isSpaced(after: last), !isInWhereClause(index),
        !(index > 0 && tokens[index - 1].isWord("func")),
        // `+` next to a string literal joins strings: `-` would not compile.
        !(mutation == .arithmetic && isNextToString(first: index, last: last))
      else { continue }
      result.append(mutant(mutation, from: index, through: last, with: replacement))
    }
    return result
  }

  /// Whether a string literal is right before token `first` or right after token `last`.
  func isNextToString(first: Int, last: Int) -> Bool {
    (first > 0 && tokens[first - 1].kind == .string)
      || (last + 1 < tokens.count && tokens[last + 1].kind == .string)
  }

  /// Whether token `index` is in a generic `where` clause (`where Action == Alert`), whose
  /// `==` is a constraint, not a comparison; a `for … where` or `case … where` is a condition.
  func isInWhereClause(_ index: Int) -> Bool {
    var cursor = index - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.isWord("where") {
        var start = cursor - 1
        while start >= 0, !tokens[start + 1].startsLine {
          if tokens[start].isWord("for") || tokens[start].isWord("case")
            || tokens[start].isWord("catch")
          {
            return false
          }
          start -= 1
        }
        return true
      }
      if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";")
        || token.isPunctuation("(")
      {
        return false
      }
      cursor -= 1
    }
    return false
  }

  /// The member names' mutants: `first` ↔ `last` and their relatives after a `.`, and `min` ↔
  /// `max` before a `(`.
  func wordMutants() -> [Mutant] {
    let members: [String: (MutationOperator, String)] = [
      "first": (.firstLast, "last"), "last": (.firstLast, "first"),
      "removeFirst": (.firstLast, "removeLast"), "removeLast": (.firstLast, "removeFirst"),
      "dropFirst": (.firstLast, "dropLast"), "dropLast": (.firstLast, "dropFirst"),
      "min": (.minMax, "max"), "max": (.minMax, "min"),
    ]
    var result: [Mutant] = []
    for index in tokens.indices where tokens[index].kind == .word {
      guard let (mutation, replacement) = members[tokens[index].text] else { continue }
      let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
      let beforeCall = index + 1 < tokens.count && tokens[index + 1].isPunctuation("(")
      switch mutation {
      case .minMax where beforeCall: break
      case .firstLast where afterDot: break
      default: continue
      }
      result.append(mutant(mutation, from: index, through: index, with: replacement))
    }
    return result
  }

  /// `if`, `guard` and `while` conditions negated, when they bind nothing (`if let`, `if case`
  /// and a list of conditions are left alone): `if isValid {` → `if !(isValid) {`.
  func conditionMutants() -> [Mutant] {
    var result: [Mutant] = []
    for index in tokens.indices {
      let token = tokens[index]
      guard token.isWord("if") || token.isWord("guard") || token.isWord("while") else { continue }
      let end = token.isWord("guard") ? "else" : "{"
      var cursor = index + 1
      var depth = 0
      var isPlain = true
      while cursor < tokens.count {
        let next = tokens[cursor]
        if depth == 0, end == "{" ? next.isPunctuation("{") : next.isWord("else") { break }
        if next.isOpening { depth += 1 }
        if next.isClosing { depth -= 1 }
        if depth < 0 { break }
        if depth == 0,
          next.isWord("let") || next.isWord("var") || next.isWord("case")
            || next.isPunctuation(",") || next.kind == .poundWord
        {
          isPlain = false
        }
        cursor += 1
      }
      guard isPlain, cursor < tokens.count, cursor > index + 1, depth == 0 else { continue }
      let condition = text(from: index + 1, through: cursor - 1)
      result.append(
        mutant(.negatedCondition, from: index + 1, through: cursor - 1, with: "!(\(condition))"))
    }
    return result
  }

  /// Statements left out: an assignment or a call that changes a collection, on a line of its
  /// own (`state.count += 1`, `state.rows.append(row)`), and an effect returned
  /// (`return .run { … }` → `return .none`).
  func statementMutants() -> [Mutant] {
    var result: [Mutant] = []
    let mutatingCalls: Set<String> = [
      "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle",
      "removeSubrange", "move", "sort", "reverse",
    ]
    for index in tokens.indices where tokens[index].startsLine {
      let first = tokens[index]
      guard let last = statementEnd(from: index) else { continue }
      if first.isWord("return"), index + 2 <= last, tokens[index + 1].isPunctuation("."),
        ["run", "send", "merge", "concatenate"].contains(tokens[index + 2].text)
      {
        result.append(mutant(.droppedEffect, from: index + 1, through: last, with: ".none"))
        continue
      }
      // Not a keyword's statement, nor a parameter or argument on a line of its own
      // (`interval: Duration = .seconds(1),`), which is no statement.
      guard first.kind == .word, !Self.statementKeywords.contains(first.text),
        !first.isWord("self"), !tokens[index + 1].isPunctuation(":"),
        !tokens[last].isPunctuation(",")
      else { continue }
      // An assignment: one `=`, `+=` or `-=` at the top level.
      var depth = 0
      var assignment: Int?
      var calls: [String] = []
      for cursor in index...last {
        let token = tokens[cursor]
        if token.isOpening { depth += 1 }
        if token.isClosing { depth -= 1 }
        if depth == 0, token.kind == .punctuation, !continuesOperator(cursor) {
          let run = operatorRun(at: cursor).text
          if ["=", "+=", "-=", "*=", "/="].contains(run) { assignment = cursor }
        }
        if depth == 0, token.kind == .word, cursor > index, tokens[cursor - 1].isPunctuation(".") {
          calls.append(token.text)
        }
      }
      let isNilAssignment = assignment != nil && tokens[last].isWord("nil") && first.isWord("state")
      if isNilAssignment {
        result.append(mutant(.droppedNilAssignment, from: index, through: last, with: ""))
      } else if assignment != nil
        || (tokens[last].isPunctuation(")") && calls.last.map(mutatingCalls.contains) == true)
      {
        result.append(mutant(.droppedStatement, from: index, through: last, with: ""))
      }
    }
    return result
  }

  /// The last token of the statement that starts at `index`: where brackets are balanced and
  /// the next token starts a line that does not continue it (a `.member` or an operator
  /// continues it). `nil` when the statement does not end before a closing bracket.
  func statementEnd(from index: Int) -> Int? {
    var depth = 0
    var cursor = index
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.isOpening { depth += 1 }
      if token.isClosing {
        depth -= 1
        if depth < 0 { return cursor > index ? cursor - 1 : nil }
      }
      if depth == 0, token.isPunctuation(";") { return cursor - 1 }
      let next = cursor + 1 < tokens.count ? tokens[cursor + 1] : nil
      if depth == 0, let next, next.startsLine, !next.isPunctuation("."),
        !(next.kind == .punctuation && !next.isOpening && !next.isClosing
          && !next.isPunctuation("@"))
      {
        return cursor
      }
      if next == nil { return depth == 0 ? cursor : nil }
      cursor += 1
    }
    return nil
  }

  /// Words that start a statement no operator here drops.
  static let statementKeywords: Set<String> = [
    "let", "var", "if", "guard", "else", "return", "case", "default", "switch", "for", "while",
    "repeat", "do", "catch", "throw", "func", "init", "struct", "enum", "class", "actor",
    "extension", "protocol", "import", "typealias", "public", "private", "fileprivate",
    "internal", "package", "static", "defer", "break", "continue", "fallthrough", "try", "await",
    "deinit", "subscript", "associatedtype", "nonisolated", "mutating", "override", "final",
    "indirect", "weak", "lazy", "open", "some", "any", "where", "in",
  ]
}
