import Foundation

/// A value printed as indented lines, one property per line, for simple diffs.
///
/// The text is the same on every run: alerts, dialogs and buttons print without their
/// generated ids, texts print what they show, and no private type or address appears. Property
/// wrappers such as `@Presents` print under their property's name, optionals as their value or
/// `nil`, enum cases as `.name` with their payload below, and sets and dictionaries in a sorted
/// order.
package enum StateText {
  static func lines(of value: some Any) -> [String] {
    var lines: [String] = []
    append(value, label: nil, depth: 0, to: &lines)
    return lines
  }

  private static func append(_ value: Any, label: String?, depth: Int, to lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    let head = indent + (label.map { "\($0): " } ?? "")
    if let text = leaf(value) {
      lines.append(head + text)
      return
    }
    guard depth < 64 else {
      lines.append(head + "…")
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional?:
      guard let wrapped = mirror.children.first else {
        lines.append(head + "nil")
        return
      }
      append(wrapped.value, label: label, depth: depth, to: &lines)
    case .enum?:
      guard let payload = mirror.children.first else {
        lines.append(head + "." + String(describing: value))
        return
      }
      lines.append(head + "." + (payload.label ?? "some"))
      let elements = Mirror(reflecting: payload.value)
      if elements.displayStyle == .tuple {
        for element in elements.children {
          append(element.value, label: name(element.label), depth: depth + 1, to: &lines)
        }
      } else {
        append(payload.value, label: nil, depth: depth + 1, to: &lines)
      }
    case .tuple?:
      lines.append(head + "(\(count(mirror.children.count)))")
      for element in mirror.children {
        append(element.value, label: name(element.label), depth: depth + 1, to: &lines)
      }
    case .collection?, .set?, .dictionary?:
      lines.append(head + count(mirror.children.count))
      var entries = mirror.children.map { child in
        var entry: [String] = []
        let pair = Mirror(reflecting: child.value).children.map(\.value)
        if mirror.displayStyle == .dictionary, child.label == nil, pair.count == 2 {
          let key = leaf(pair[0]) ?? String(describing: pair[0])
          append(pair[1], label: key, depth: depth + 1, to: &entry)
        } else {
          append(child.value, label: child.label, depth: depth + 1, to: &entry)
        }
        return entry
      }
      if mirror.displayStyle != .collection, mirror.children.allSatisfy({ $0.label == nil }) {
        entries.sort { $0.joined(separator: "\n") < $1.joined(separator: "\n") }
      }
      lines += entries.joined()
    default:
      let children = mirror.children.filter {
        !(value is any GeneratedIdentity && $0.label == "id")
      }
      guard !children.isEmpty else {
        lines.append(head + String(describing: value))
        return
      }
      lines.append(head + typeName(of: value))
      for child in children {
        append(child.value, label: name(child.label), depth: depth + 1, to: &lines)
      }
    }
  }

  /// The one-line text of a value that prints without reflection, or `nil` to reflect it.
  private static func leaf(_ value: Any) -> String? {
    switch value {
    case let value as String: quoted(value)
    case let value as Character: quoted(String(value))
    case let value as TextState: quoted(value.description)
    case let value as Bool: value.description
    case let value as any BinaryInteger: value.description
    case let value as any FloatingPoint: "\(value)"
    case let value as UUID: value.uuidString
    case let value as Date: value.description
    case let value as URL: value.absoluteString
    case let value as Duration: value.description
    case let value as any Any.Type: "\(value).self"
    default: nil
    }
  }

  /// A string in double quotes on one line: quotes, backslashes and control characters escaped,
  /// as a Swift string literal writes them.
  package static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A child's label: `count` for `_count`, the storage of a property wrapper.
  private static func name(_ label: String?) -> String? {
    guard let label else { return nil }
    if label.hasPrefix("."), Int(label.dropFirst()) != nil { return nil }
    return label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
  }

  /// The type's name without its module or generic arguments: `AlertState` for
  /// `Reducers.AlertState<Feature.Action.Alert>`.
  private static func typeName(of value: Any) -> String {
    let name = Describe.typeName(of: value)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  private static func count(_ count: Int) -> String {
    count == 1 ? "1 element" : "\(count) elements"
  }
}

/// A value whose `id` is generated at random and is not part of its value: printed without it.
protocol GeneratedIdentity {}

extension AlertState: GeneratedIdentity {}
extension ConfirmationDialogState: GeneratedIdentity {}
extension ButtonState: GeneratedIdentity {}

/// A line diff by longest common subsequence, with unchanged runs collapsed.
enum LineDiff {
  /// The diff as lines prefixed `-` (only before), `+` (only after) or two spaces (both).
  ///
  /// Unchanged lines further than `context` from a change collapse into `… (N unchanged)`.
  static func lines(from before: [String], to after: [String], context: Int) -> [String] {
    let n = before.count
    let m = after.count
    var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          before[i] == after[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    enum Edit {
      case same(String)
      case removed(String)
      case added(String)
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, before[i] == after[j] {
        edits.append(.same(before[i]))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(.removed(before[i]))
        i += 1
      } else {
        edits.append(.added(after[j]))
        j += 1
      }
    }
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    var output: [String] = []
    var skipped = 0
    func flush() {
      if skipped > 0 { output.append("  … (\(skipped) unchanged)") }
      skipped = 0
    }
    for (index, edit) in edits.enumerated() {
      switch edit {
      case .removed(let line):
        flush()
        output.append("- \(line)")
      case .added(let line):
        flush()
        output.append("+ \(line)")
      case .same(let line):
        if changed.contains(where: { abs($0 - index) <= context }) {
          flush()
          output.append("  \(line)")
        } else {
          skipped += 1
        }
      }
    }
    flush()
    return output
  }
}
