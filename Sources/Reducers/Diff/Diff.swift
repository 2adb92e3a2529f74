/// Returns the lines that differ between the dumps of two values, or `nil` when none do.
///
/// The diff walks both values side by side instead of comparing two dumps line by line, so it
/// prints each change where it happened and skips what did not change:
///
/// ```
///   Parent.State(
///     child: Counter.State(…),
///     rows: [
///       … (4999 unchanged),
///       [4999]: Row(
///         id: 4999,
/// −       title: "Milk"
/// +       title: "Eggs"
///       ),
///       … (5000 unchanged)
///     ]
///   )
/// ```
///
/// Lines only `expected` prints start with `− ` (U+2212), lines only `actual` prints with `+ `,
/// shared lines with two spaces (see `DiffPrefix`).
///
/// - Children that did not change print once, on one line: in full if they fit
///   (`count: 1,`), else collapsed (`child: Counter.State(…),`). Children that changed are
///   diffed in turn; a scalar, or a value that fits on one line, prints as a `−` and a `+` line.
/// - In arrays, runs of two or more unchanged elements print as `… (N unchanged)`. Elements are
///   matched by id when they are `Identifiable` or sit in an `IdentifiedArray`, so removing the
///   first of 10,000 rows prints one removed row; otherwise equal elements are matched and
///   the rest lined up by position.
/// - Dictionaries are matched by key and sets by element; their changes print in key order,
///   then one `… (N unchanged)` line.
/// - Multi-line strings are diffed line by line inside their `"""` block.
/// - An enum in the same case is diffed through its payload; in another case it prints whole.
///
/// Values count as unchanged when they are of one `Equatable` type and `==` says so, or else
/// when nothing in them prints differently.
///
/// - Parameters:
///   - expected: The value the test expected, printed on `−` lines.
///   - actual: The value that was produced, printed on `+` lines.
/// - Returns: The diff, lines separated by `"\n"`, or `nil` if no difference shows.
package func diff(_ expected: Any, _ actual: Any) -> String? {
  var differ = Differ()
  differ.diff(expected, actual, in: .root)
  return differ.lines.containsChange ? differ.lines.diffText() : nil
}

/// Returns the diff of two values, saying so when they differ only in ways a dump cannot show.
///
/// A test store calls this after `==` found its expected and actual state unequal. When the
/// dumps show the difference, this is ``diff(_:_:)``. When they do not (a hand-written `==` that
/// compares something no property shows, or a `Double.nan`), the result is both dumps under
/// `// Not equal but no difference detected:`, so the failure still says what was compared:
///
/// ```
/// // Not equal but no difference detected:
/// − Score(value: nan)
/// + Score(value: nan)
/// ```
///
/// - Parameters:
///   - expected: The value the test expected, printed on `−` lines.
///   - actual: The value that was produced, printed on `+` lines.
///   - unequal: Whether `==` found the values unequal.
/// - Returns: The diff; `nil` only when `unequal` is false and no difference shows.
package func diff(_ expected: Any, _ actual: Any, unequal: Bool) -> String? {
  if let difference = diff(expected, actual) { return difference }
  guard unequal else { return nil }
  var expectedWriter = DumpWriter(mark: .removed)
  expectedWriter.write(expected)
  var actualWriter = DumpWriter(mark: .added)
  actualWriter.write(actual)
  return "// Not equal but no difference detected:\n"
    + (expectedWriter.lines + actualWriter.lines).diffText()
}

/// Walks two values side by side and collects the lines of their diff.
struct Differ {
  /// Where a pair of values prints: each side's label and trailing comma, depth, enum style.
  struct Slot {
    /// What the expected side prints before the value: `count: `, `[3]: `, or nothing.
    var expectedLabel = ""
    /// What the actual side prints before the value; shared lines use this label.
    var actualLabel = ""
    /// Whether the expected side has more entries after this one.
    var expectedComma = false
    /// Whether the actual side has more entries after this one.
    var actualComma = false
    /// The nesting depth.
    var indent = 0
    /// Whether enums print their type, as top-level values do.
    var qualified = false

    /// The slot of the two top-level values.
    static let root = Slot(qualified: true)

    /// The suffix of a line both sides share: a comma if either side has more entries.
    var sharedSuffix: String { expectedComma || actualComma ? "," : "" }
  }

  /// The diff so far.
  var lines: [DumpLine] = []
  /// Prints and numbers the expected side's lines.
  var expected = DumpWriter(mark: .removed)
  /// Prints and numbers the actual side's lines, and the shared ones.
  var actual = DumpWriter(mark: .added)
  /// Pairs of class instances being diffed, so a cycle prints as `↩︎` instead of recursing.
  var visiting: Set<[ObjectIdentifier]> = []

  /// Appends the diff of two values in a slot.
  ///
  /// Values equal by `==` print one unchanged line. Otherwise the values are compared by shape;
  /// if that finds nothing that prints differently, the lines are dropped for one unchanged line.
  mutating func diff(_ lhs: Any, _ rhs: Any, in slot: Slot) {
    // Shared values show the expected side's snapshot against the value the step left.
    if let left = lhs as? any AnyShared, let right = rhs as? any AnyShared {
      diff(
        SharedDisplay(value: left.sharedValue), SharedDisplay(value: right.sharedActualValue),
        in: slot)
      return
    }
    if Equality.equatable(lhs, rhs) == true {
      unchanged(rhs, in: slot)
      return
    }
    let start = lines.count
    let numbering = (expected.objects, actual.objects)
    compare(DumpNode(lhs), DumpNode(rhs, actualShared: true), lhs, rhs, in: slot)
    guard !lines[start...].contains(where: { $0.mark != .same }) else { return }
    lines.removeSubrange(start...)
    (expected.objects, actual.objects) = numbering
    unchanged(rhs, in: slot)
  }

  /// Appends the diff of two classified values by shape.
  private mutating func compare(
    _ lhs: DumpNode, _ rhs: DumpNode, _ lhsValue: Any, _ rhsValue: Any, in slot: Slot
  ) {
    switch (lhs.kind, rhs.kind) {
    case (.aggregate(let left), .aggregate(let right))
    where left.matchesShape(of: right)
      && !(expected.fitsOnOneLine(lhs) && actual.fitsOnOneLine(rhs)):
      diffAggregates(left, right, lhsValue, rhsValue, in: slot)
    case (.list(let left), .list(let right)) where !left.isEmpty && !right.isEmpty:
      diffLists(left, right, lhsValue, rhsValue, in: slot)
    case (.dictionary(let left, true), .dictionary(let right, true))
    where !left.isEmpty && !right.isEmpty:
      diffUnorderedDictionaries(left, right, in: slot)
    case (.dictionary(let left, false), .dictionary(let right, false))
    where !left.isEmpty && !right.isEmpty:
      diffOrderedDictionaries(left, right, in: slot)
    case (.set(let left), .set(let right)) where !left.isEmpty && !right.isEmpty:
      diffSets(left, right, in: slot)
    case (.string(let left), .string(let right))
    where left.contains("\n") && right.contains("\n"):
      diffStrings(left, right, in: slot)
    default:
      whole(lhs, rhs, in: slot)
    }
  }
}
