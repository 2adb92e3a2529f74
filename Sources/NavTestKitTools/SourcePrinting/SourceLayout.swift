/// Long lines of generated Swift broken the way a person breaks them: at the first argument
/// list (or array literal) with more than one element, one element per line, indented two
/// spaces more, the closing brackets back on their own line.
///
/// ```swift
/// await store.send(.syncUpsList(.destination(.presented(.add(.binding(.set(
///   \.syncUp.attendees, [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")]
/// )))))))
/// ```
///
/// Elements still too long are broken the same way in turn; a line with no such list is kept
/// whole. String literals are read as such: a bracket or comma inside one is text.
package enum SourceLayout {
  /// The lines `line` becomes at `width` columns; a line that fits, or cannot be broken, is
  /// kept as it is.
  package static func lines(_ line: String, width: Int = 100) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    return layout(String(line.dropFirst(indent.count)), indent: indent, width: width)
  }

  private static func layout(_ text: String, indent: String, width: Int) -> [String] {
    guard indent.count + text.count > width, let group = firstListGroup(in: Array(text)) else {
      return [indent + text]
    }
    let characters = Array(text)
    let head = String(characters[...group.opener])
    let tail = String(characters[group.closer...])
    let inner = indent + "  "
    // Elements that fit together on one line stay together.
    let joined = group.elements.joined(separator: ", ")
    guard inner.count + joined.count > width else {
      return [indent + head, inner + joined, indent + tail]
    }
    var lines = [indent + head]
    for (index, element) in group.elements.enumerated() {
      let separator = index < group.elements.count - 1 ? "," : ""
      lines += layout(element + separator, indent: inner, width: width)
    }
    lines.append(indent + tail)
    return lines
  }

  /// A bracketed list: where it opens and closes, and its elements, trimmed.
  private struct Group {
    var opener: Int
    var closer: Int
    var elements: [String]
  }

  /// The first bracket pair, from the left, whose list holds more than one element.
  private static func firstListGroup(in characters: [Character]) -> Group? {
    var index = 0
    while let opener = nextOpener(in: characters, from: index) {
      guard let group = group(openingAt: opener, in: characters) else { return nil }
      if group.elements.count > 1 { return group }
      index = opener + 1
    }
    return nil
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
