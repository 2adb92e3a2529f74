import Foundation

extension DumpWriter {
  /// Whether a value prints on one line: scalars, one-line strings, empty collections, enum cases
  /// without payload, and aggregates whose only child fits on one line (`Counter.State(count: 1)`)
  /// or tuples whose every element does (`(a: 1, b: 2)`).
  ///
  /// A class instance met before prints as `#1 Model(↩︎)`, which fits; one met again on the way
  /// down (a cycle) makes the value multi-line, so the cycle shows.
  func fitsOnOneLine(_ node: DumpNode) -> Bool {
    var path: Set<ObjectIdentifier> = []
    return fitsOnOneLine(node, depth: 0, path: &path)
  }

  private func fitsOnOneLine(
    _ node: DumpNode, depth: Int, path: inout Set<ObjectIdentifier>
  ) -> Bool {
    switch node.kind {
    case .leaf, .none:
      return true
    case .string(let string):
      return !string.contains("\n")
    case .list(let list):
      return list.isEmpty
    case .set(let elements):
      return elements.isEmpty
    case .dictionary(let entries, _):
      return entries.isEmpty
    case .aggregate(let aggregate):
      if case .object(_, let object) = aggregate.head {
        if objects.contains(object) { return true }
        guard path.insert(object).inserted else { return false }
      }
      guard depth < 32 else { return false }
      switch aggregate.children.count {
      case 0:
        return true
      case 1:
        return fitsOnOneLine(
          DumpNode(aggregate.children[0].value, actualShared: mark == .added), depth: depth + 1,
          path: &path)
      default:
        guard aggregate.head == .tuple else { return false }
        return aggregate.children.allSatisfy { child in
          fitsOnOneLine(
            DumpNode(child.value, actualShared: mark == .added), depth: depth + 1, path: &path)
        }
      }
    }
  }

  /// The one-line text of a value that ``fitsOnOneLine(_:)``.
  mutating func inline(_ node: DumpNode, qualified: Bool) -> String {
    switch node.kind {
    case .leaf(let text):
      return text
    case .none:
      return "nil"
    case .string(let string):
      return StringLiteral.quoted(string)
    case .list:
      return "[]"
    case .set:
      return "Set([])"
    case .dictionary:
      return "[:]"
    case .aggregate(let aggregate):
      return oneLine(aggregate, qualified: qualified) { writer, child in
        writer.inline(child, qualified: false)
      }
    }
  }

  /// What an aggregate prints before `(`: `Parent.State`, `#1 Model`, `Action.tap`, `.tap`.
  ///
  /// Gives a class instance its number if it has none yet.
  mutating func head(_ head: DumpNode.Head, qualified: Bool) -> String {
    switch head {
    case .structure(let type):
      return type
    case .object(let type, let object):
      return "#\(objects.number(for: object).number) \(type)"
    case .tuple:
      return ""
    case .enumCase(let type, let name):
      return qualified ? "\(type).\(name)" : ".\(name)"
    }
  }

  /// A value on one line with everything in it, nested payloads and elements included:
  /// `Navigator.Action.path(.popFrom(id: #1))`, `Feed.Action.got(Feed.Page(items: [1, 2]))`.
  ///
  /// Below `depth` levels, and past a few elements of a collection, parts are summarised
  /// (`(…)`, `… 5 more`), so a large payload still makes a line a person reads.
  mutating func compact(_ node: DumpNode, qualified: Bool, depth: Int) -> String {
    guard depth > 0 else { return summary(node, qualified: qualified) }
    switch node.kind {
    case .leaf, .none, .string:
      return fitsOnOneLine(node) ? inline(node, qualified: qualified) : "\"…\""
    case .list(let list):
      let shown = (0..<min(list.count, Self.compactElementCount)).map(list.element)
      return "[" + compactElements(shown, total: list.count, depth: depth) + "]"
    case .set(let elements):
      let shown = Array(elements.prefix(Self.compactElementCount))
      return "Set([" + compactElements(shown, total: elements.count, depth: depth) + "])"
    case .dictionary(let entries, _):
      guard !entries.isEmpty else { return "[:]" }
      let shown = entries.prefix(Self.compactElementCount).map { entry in
        summary(DumpNode(entry.key), qualified: false) + ": "
          + compact(DumpNode(entry.value), qualified: false, depth: depth - 1)
      }
      return "[" + (shown + more(entries.count)).joined(separator: ", ") + "]"
    case .aggregate(let aggregate):
      return oneLine(aggregate, qualified: qualified) { writer, child in
        writer.compact(child, qualified: false, depth: depth - 1)
      }
    }
  }

  /// An aggregate on one line, `Head(label: child, …)`, each child printed by `text`; a class
  /// instance met before prints as `#1 Model(↩︎)`.
  private mutating func oneLine(
    _ aggregate: DumpNode.Aggregate, qualified: Bool,
    child text: (inout Self, DumpNode) -> String
  ) -> String {
    if case .object(let type, let object) = aggregate.head {
      let (number, isRepeat) = objects.number(for: object)
      if isRepeat { return "#\(number) \(type)(↩︎)" }
    }
    let head = head(aggregate.head, qualified: qualified)
    if case .enumCase = aggregate.head, aggregate.children.isEmpty { return head }
    var children: [String] = []
    for child in aggregate.children {
      children.append(
        Self.label(child) + text(&self, DumpNode(child.value, actualShared: mark == .added)))
    }
    return head + "(" + children.joined(separator: ", ") + ")"
  }

  /// How many elements of a collection ``compact(_:qualified:depth:)`` shows.
  static let compactElementCount = 5

  private mutating func compactElements(_ shown: [Any], total: Int, depth: Int) -> String {
    let texts = shown.map { compact(DumpNode($0), qualified: false, depth: depth - 1) }
    return (texts + more(total)).joined(separator: ", ")
  }

  private func more(_ count: Int) -> [String] {
    count > Self.compactElementCount ? ["… \(count - Self.compactElementCount) more"] : []
  }

  /// A value on one line: in full if it fits, else its head and `(…)`, `[…]` or `Set([…])`.
  ///
  /// Diffs print unchanged values this way; dictionaries print keys this way.
  mutating func summary(_ node: DumpNode, qualified: Bool) -> String {
    if fitsOnOneLine(node) { return inline(node, qualified: qualified) }
    switch node.kind {
    case .aggregate(let aggregate):
      if case .object(let type, let object) = aggregate.head {
        let (number, isRepeat) = objects.number(for: object)
        return "#\(number) \(type)(\(isRepeat ? "↩︎" : "…"))"
      }
      return head(aggregate.head, qualified: qualified) + "(…)"
    case .list, .dictionary:
      return "[…]"
    case .set:
      return "Set([…])"
    case .string, .leaf, .none:
      return "\"…\""
    }
  }
}

/// The order dumps print unordered things in: by text, with numbers compared by value, so
/// `2` sorts before `10` and `#2` before `#10`.
enum DumpOrder {
  /// The elements sorted by a text each one prints as.
  static func sorted<Element>(_ elements: [Element], by text: (Element) -> String) -> [Element] {
    elements
      .map { (text: text($0), element: $0) }
      .sorted { lhs, rhs in
        let order = lhs.text.compare(rhs.text, options: [.numeric, .literal])
        return order == .orderedAscending || (order == .orderedSame && lhs.text < rhs.text)
      }
      .map(\.element)
  }
}
