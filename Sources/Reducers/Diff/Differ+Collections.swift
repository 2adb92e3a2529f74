extension Differ {
  /// One printed entry of a collection diff, by offsets into the expected and actual entries.
  enum Row: Equatable {
    /// An element both sides hold unchanged, printed alone on one line with its label.
    case unchanged(actual: Int)
    /// A run of unchanged elements, printed `… (N unchanged)`.
    case unchangedRun(Int)
    /// An element both sides hold that changed; diffed in turn.
    case changed(expected: Int, actual: Int)
    /// An element only the expected side holds.
    case removed(Int)
    /// An element only the actual side holds.
    case inserted(Int)
  }

  /// One side's entries: the label and value at each offset, read only for printed rows.
  struct Entries {
    /// The label of the entry at an offset: `[3]: `, `#0: `, or nothing.
    var label: (Int) -> String
    /// The value of the entry at an offset.
    var value: (Int) -> Any
  }

  /// Appends the diff of two non-empty arrays (or other `.collection` mirrors).
  ///
  /// Equal elements at both ends are set aside without printing; the elements between are
  /// matched by id when they have one (`Identifiable` elements, identified arrays), else by
  /// value. Elements matched by id that changed are diffed in turn; elements without ids that
  /// are removed and inserted between the same two matches are paired up by position and diffed.
  mutating func diffLists(
    _ lhs: DumpList, _ rhs: DumpList, _ lhsValue: Any, _ rhsValue: Any, in slot: Slot
  ) {
    let comparison =
      (lhsValue as? any DumpListElements)?.comparison(with: rhsValue)
      ?? ListComparison(reflecting: lhs, rhs)
    let steps = Alignment.align(
      lhs.count, rhs.count, equal: comparison.equal, ids: comparison.ids)
    let rows = Self.rows(steps, pairByPosition: comparison.ids == nil, equal: comparison.equal)
    let expected = Entries(label: { "[\($0)]: " }, value: lhs.element)
    let actual = Entries(label: { "[\($0)]: " }, value: rhs.element)
    emit(rows, expected: expected, actual: actual, open: "[", close: "]", in: slot)
  }

  /// Appends the diff of two non-empty dictionary-style mirrors whose order matters, such as a
  /// navigation stack's: entries are matched by key, and keep their order.
  mutating func diffOrderedDictionaries(
    _ lhs: [(key: Any, value: Any)], _ rhs: [(key: Any, value: Any)], in slot: Slot
  ) {
    let equal = { (left: Int, right: Int) in
      Self.hashKey(lhs[left].key) == Self.hashKey(rhs[right].key)
        && Equality.values(lhs[left].value, rhs[right].value)
    }
    let steps = Alignment.align(lhs.count, rhs.count, equal: equal) { lhsOffsets, rhsOffsets in
      (lhsOffsets.map { Self.hashKey(lhs[$0].key) }, rhsOffsets.map { Self.hashKey(rhs[$0].key) })
    }
    let rows = Self.rows(steps, pairByPosition: false, equal: equal)
    let expected = Entries(label: { Self.keyText(lhs[$0].key) + ": " }, value: { lhs[$0].value })
    let actual = Entries(label: { Self.keyText(rhs[$0].key) + ": " }, value: { rhs[$0].value })
    emit(rows, expected: expected, actual: actual, open: "[", close: "]", in: slot)
  }

  /// Turns an alignment into rows: matches by id that changed become `.changed`; removals and
  /// insertions between two matches are paired by position if asked; runs of two or more
  /// unchanged elements collapse into one `.unchangedRun` as they are met.
  static func rows(
    _ steps: [Alignment.Step], pairByPosition: Bool, equal: (Int, Int) -> Bool
  ) -> [Row] {
    var rows: [Row] = []
    var removed: [Int] = []
    var inserted: [Int] = []
    var unchangedRun: (count: Int, last: Int) = (0, 0)
    func flushUnchanged() {
      switch unchangedRun.count {
      case 0: return
      case 1: rows.append(.unchanged(actual: unchangedRun.last))
      default: rows.append(.unchangedRun(unchangedRun.count))
      }
      unchangedRun = (0, 0)
    }
    func flushEdits() {
      guard !removed.isEmpty || !inserted.isEmpty else { return }
      let paired = pairByPosition ? min(removed.count, inserted.count) : 0
      for offset in 0..<paired {
        rows.append(.changed(expected: removed[offset], actual: inserted[offset]))
      }
      rows += removed.dropFirst(paired).map(Row.removed)
      rows += inserted.dropFirst(paired).map(Row.inserted)
      removed = []
      inserted = []
    }
    for step in steps {
      switch step {
      case .unchanged(_, let rhs):
        flushEdits()
        unchangedRun = (unchangedRun.count + 1, rhs)
      case .matched(let lhs, let rhs):
        flushEdits()
        if equal(lhs, rhs) {
          unchangedRun = (unchangedRun.count + 1, rhs)
        } else {
          flushUnchanged()
          rows.append(.changed(expected: lhs, actual: rhs))
        }
      case .removed(let lhs):
        flushUnchanged()
        removed.append(lhs)
      case .inserted(let rhs):
        flushUnchanged()
        inserted.append(rhs)
      }
    }
    flushUnchanged()
    flushEdits()
    return rows
  }

  /// Appends a collection's opening line, its rows, and its closing line.
  ///
  /// An entry prints a trailing comma when its side has more entries after it; a shared line
  /// prints one when either side does.
  mutating func emit(
    _ rows: [Row], expected: Entries, actual: Entries, open: String, close: String, in slot: Slot
  ) {
    shared(slot.indent, slot.actualLabel + open)
    var commas = [(expected: Bool, actual: Bool)](repeating: (false, false), count: rows.count)
    var later = (expected: false, actual: false)
    for index in rows.indices.reversed() {
      commas[index] = later
      switch rows[index] {
      case .removed: later.expected = true
      case .inserted: later.actual = true
      default: later = (true, true)
      }
    }
    let indent = slot.indent + 1
    for (row, comma) in zip(rows, commas) {
      var child = Slot(expectedComma: comma.expected, actualComma: comma.actual, indent: indent)
      switch row {
      case .unchanged(let rhs):
        child.actualLabel = actual.label(rhs)
        unchanged(actual.value(rhs), in: child)
      case .unchangedRun(let count):
        shared(indent, "… (\(count) unchanged)" + child.sharedSuffix)
      case .changed(let lhs, let rhs):
        child.expectedLabel = expected.label(lhs)
        child.actualLabel = actual.label(rhs)
        diff(expected.value(lhs), actual.value(rhs), in: child)
      case .removed(let lhs):
        removed(
          expected.value(lhs), label: expected.label(lhs), comma: comma.expected, indent: indent)
      case .inserted(let rhs):
        inserted(actual.value(rhs), label: actual.label(rhs), comma: comma.actual, indent: indent)
      }
    }
    shared(slot.indent, close + slot.sharedSuffix)
  }
}
