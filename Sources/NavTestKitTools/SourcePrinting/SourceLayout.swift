/// Long lines of generated Swift broken as swift-format keeps them: at the outermost bracket
/// that runs past the width, its elements on the lines after it, indented two spaces more
/// (together when they fit on one line, else one a line), its closing bracket back on a line of
/// its own; an array literal broken so ends its last element with a comma.
///
/// ```swift
/// await store.send(
///   .syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Engineering"))))))
/// ) {
/// ```
///
/// Elements still too long are broken the same way in turn; a line with no such bracket is kept
/// whole. String literals are read as such: a bracket or comma inside one is text. What this
/// writes is what `swift format lint --strict` (2 spaces, 100 columns) accepts as it is.
package enum SourceLayout {
  /// The lines `line` becomes at `width` columns; a line that fits, or cannot be broken, is
  /// kept as it is.
  package static func lines(_ line: String, width: Int = 100) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    return layout(String(line.dropFirst(indent.count)), indent: indent, width: width)
  }

  private static func layout(_ text: String, indent: String, width: Int) -> [String] {
    let characters = Array(text)
    guard indent.count + characters.count > width,
      let group = overflowingGroup(in: characters, columns: width - indent.count)
    else {
      return [indent + text]
    }
    let head = String(characters[...group.opener])
    let tail = String(characters[group.closer...])
    let inner = indent + "  "
    // swift-format takes an array of one element, even one broken over lines, for a single line.
    let lastSeparator = group.isArrayLiteral && group.elements.count > 1 ? "," : ""
    var lines = [indent + head]
    // Elements that fit together on one line stay together.
    let joined = group.elements.joined(separator: ", ") + lastSeparator
    if inner.count + joined.count <= width {
      lines.append(inner + joined)
    } else {
      for (index, element) in group.elements.enumerated() {
        let separator = index < group.elements.count - 1 ? "," : lastSeparator
        lines += layout(element + separator, indent: inner, width: width)
      }
    }
    return lines + layout(tail, indent: indent, width: width)
  }

  /// A bracketed list: where it opens and closes, and its elements, trimmed.
  private struct Group {
    var opener: Int
    var closer: Int
    var elements: [String]
    /// Whether the bracket opens an array or dictionary literal, not a call or a subscript.
    var isArrayLiteral = false
  }

  /// The outermost bracket pair, from the left, that closes past `columns`: the one to break.
  /// An empty one (`()`, `[]`) is never broken.
  private static func overflowingGroup(in characters: [Character], columns: Int) -> Group? {
    var index = 0
    while let opener = nextOpener(in: characters, from: index) {
      guard var group = group(openingAt: opener, in: characters) else { return nil }
      if group.closer >= columns, !group.elements.isEmpty {
        group.isArrayLiteral = characters[opener] == "[" && !isSubscript(at: opener, in: characters)
        return group
      }
      index = group.closer + 1
    }
    return nil
  }

  /// Whether the `[` at `index` follows an expression (`syncUps[id: 3]`, `$0.path[id: 1]`).
  private static func isSubscript(at index: Int, in characters: [Character]) -> Bool {
    guard index > 0 else { return false }
    let before = characters[index - 1]
    return before.isLetter || before.isNumber || before == "_" || before == ")" || before == "]"
      || before == "?" || before == "!"
  }

  private static func nextOpener(in characters: [Character], from start: Int) -> Int? {
    var index = start
    var inString = false
    while index < characters.count {
      let character = characters[index]
      if inString {
        if character == "\\" { index += 1 } else if character == "\"" { inString = false }
      } else if character == "\"" {
        inString = true
      } else if character == "(" || character == "[" {
        return index
      }
      index += 1
    }
    return nil
  }

  /// The group opening at `opener`, split at its top-level commas; `nil` when it does not close.
  private static func group(openingAt opener: Int, in characters: [Character]) -> Group? {
    var depth = 0
    var inString = false
    var elements: [String] = []
    var current = ""
    var index = opener
    while index < characters.count {
      let character = characters[index]
      defer { index += 1 }
      if inString {
        current.append(character)
        if character == "\\", index + 1 < characters.count {
          index += 1
          current.append(characters[index])
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"":
        inString = true
      case "(", "[":
        depth += 1
        if depth == 1 { continue }
      case ")", "]":
        depth -= 1
        if depth == 0 {
          let last = current.trimmingSpaces
          if !last.isEmpty { elements.append(last) }
          return Group(opener: opener, closer: index, elements: elements)
        }
      case "," where depth == 1:
        elements.append(current.trimmingSpaces)
        current = ""
        continue
      default:
        break
      }
      current.append(character)
    }
    return nil
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
