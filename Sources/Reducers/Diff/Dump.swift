/// Returns a multi-line structural dump of a value, the text test failures print.
///
/// The dump reads like Swift source a person would write:
///
/// ```
/// Parent.State(
///   child: Counter.State(count: 1),
///   rows: [
///     [0]: Row(
///       id: 1,
///       title: "Milk"
///     )
///   ],
///   destination: nil
/// )
/// ```
///
/// - Structs and classes print their type and one child per line; a value with a single child
///   that fits on one line prints on one line: `Counter.State(count: 1)`. Class instances carry
///   an identity marker, `#1 Model(`, and print `#1 Model(↩︎)` when met again, so cycles end.
/// - Enums print `Type.case(payload)` at the top level and `.case(payload)` inside other
///   values, where the surrounding type names the enum.
/// - Optionals print their wrapped value or `nil`; strings print quoted, or as a `"""` block
///   when they span lines; tuples of one-line values print on one line: `(a: 1, b: 2)`.
/// - Arrays print `[index]: element` lines, sets their elements sorted, dictionaries
///   `key: value` lines sorted by key (other dictionary-style mirrors keep their order).
/// - Type names drop the module: `Parent.State`, `IdentifiedArray<Int, Row>`.
/// - Custom mirrors are honoured, and ``CustomDumpStringConvertible`` values print their
///   ``CustomDumpStringConvertible/customDumpDescription``.
///
/// Where the standard library's `customDump(_:name:indent:maxDepth:maxItems:)` is visible too, write
/// `customDump(value)`: for an argument whose type is the expected result (a `String`),
/// Swift prefers the standard library's generic `dump`, which prints its argument and returns it.
///
/// - Parameter value: The value to dump.
/// - Returns: The dump, lines separated by `"\n"`, with no trailing newline.
package func customDump(_ value: Any) -> String {
  var writer = DumpWriter(mark: .same)
  writer.write(value)
  return writer.lines.dumpText()
}

/// Numbers for class instances, in the order a dump first meets them.
/// A value on one line, as messages name actions: `Navigator.Action.path(.popFrom(id: #1))`,
/// `false`, `()`, `Result.success(1)`; deep or long payloads are summarised.
///
/// The same printer as ``customDump(_:)``, so a headline names a value the way its diff does.
/// A headline that a diff follows passes a small `depth`: the diff shows the rest.
package func customDumpLine(_ value: Any, depth: Int = 6) -> String {
  var writer = DumpWriter(mark: .same)
  return writer.compact(DumpNode(value), qualified: true, depth: depth)
}

struct ObjectNumbering {
  /// The number of each instance met so far.
  private var numbers: [ObjectIdentifier: Int] = [:]

  /// Returns an instance's number, giving it the next one if it has none yet.
  ///
  /// - Returns: The number, and whether the instance had it already (a repeat).
  mutating func number(for object: ObjectIdentifier) -> (number: Int, isRepeat: Bool) {
    if let number = numbers[object] { return (number, true) }
    let number = numbers.count + 1
    numbers[object] = number
    return (number, false)
  }

  /// Whether an instance was met already.
  func contains(_ object: ObjectIdentifier) -> Bool {
    numbers[object] != nil
  }
}

/// Writes values as dump lines, all with one mark, numbering class instances as it goes.
struct DumpWriter {
  /// The lines written so far.
  var lines: [DumpLine] = []
  /// The numbers given to class instances so far.
  var objects = ObjectNumbering()
  /// The mark every line gets: `.same` for a dump, `.removed` or `.added` for one side of a diff.
  let mark: DumpLine.Mark

  /// Creates a writer whose lines all get one mark.
  init(mark: DumpLine.Mark, objects: ObjectNumbering = ObjectNumbering()) {
    self.mark = mark
    self.objects = objects
  }

  /// Writes a value with `label` before its first line and `suffix` after its last.
  ///
  /// - Parameters:
  ///   - qualified: Whether an enum prints its type (`Type.case`); only top-level values do.
  mutating func write(
    _ value: Any, label: String = "", suffix: String = "", indent: Int = 0, qualified: Bool = true
  ) {
    write(
      DumpNode(value, actualShared: mark == .added), label: label, suffix: suffix, indent: indent,
      qualified: qualified)
  }

  /// Writes a classified value; see ``write(_:label:suffix:indent:qualified:)``.
  mutating func write(
    _ node: DumpNode, label: String, suffix: String, indent: Int, qualified: Bool
  ) {
    if fitsOnOneLine(node) {
      append(indent, label + inline(node, qualified: qualified) + suffix)
      return
    }
    switch node.kind {
    case .string(let string):
      // The block's lines sit one level in from their label; a block without one starts at the
      // left edge, as a Swift literal would.
      let (open, close) = DumpNode.blockDelimiters(for: string)
      let contentIndent = label.isEmpty ? indent : indent + 1
      append(indent, label + open)
      for line in string.split(separator: "\n", omittingEmptySubsequences: false) {
        append(contentIndent, String(line))
      }
      append(contentIndent, close + suffix)
    case .aggregate(let aggregate):
      append(indent, label + head(aggregate.head, qualified: qualified) + "(")
      for (offset, child) in aggregate.children.enumerated() {
        let comma = offset < aggregate.children.count - 1 ? "," : ""
        write(
          child.value, label: Self.label(child), suffix: comma, indent: indent + 1, qualified: false
        )
      }
      append(indent, ")" + suffix)
    case .list(let list):
      append(indent, label + "[")
      for offset in 0..<list.count {
        let comma = offset < list.count - 1 ? "," : ""
        write(
          list.element(offset), label: "[\(offset)]: ", suffix: comma, indent: indent + 1,
          qualified: false)
      }
      append(indent, "]" + suffix)
    case .set(let elements):
      append(indent, label + "Set([")
      let sorted = DumpOrder.sorted(elements, by: { element in sortText(element) })
      for (offset, element) in sorted.enumerated() {
        let comma = offset < sorted.count - 1 ? "," : ""
        write(element, suffix: comma, indent: indent + 1, qualified: false)
      }
      append(indent, "])" + suffix)
    case .dictionary(let entries, let unordered):
      append(indent, label + "[")
      let labelled = entries.map { entry in (label: keyLabel(entry.key), value: entry.value) }
      let ordered = unordered ? DumpOrder.sorted(labelled, by: \.label) : labelled
      for (offset, entry) in ordered.enumerated() {
        let comma = offset < ordered.count - 1 ? "," : ""
        write(entry.value, label: entry.label, suffix: comma, indent: indent + 1, qualified: false)
      }
      append(indent, "]" + suffix)
    case .leaf, .none:
      append(indent, label + inline(node, qualified: qualified) + suffix)
    }
  }

  /// Appends one line with the writer's mark.
  mutating func append(_ indent: Int, _ text: String) {
    lines.append(DumpLine(mark, indent: indent, text))
  }

  /// The label a child prints before its value: `count: `, or nothing when unlabelled.
  static func label(_ child: DumpNode.Child) -> String {
    child.label.map { "\($0): " } ?? ""
  }

  /// The label of a dictionary entry: its key on one line, then `: `.
  mutating func keyLabel(_ key: Any) -> String {
    summary(DumpNode(key), qualified: false) + ": "
  }

  /// The full dump of a value as one string, to sort set elements by; numbering is unaffected.
  func sortText(_ value: Any) -> String {
    var scratch = DumpWriter(mark: mark, objects: objects)
    scratch.write(value, qualified: false)
    return scratch.lines.dumpText()
  }
}
