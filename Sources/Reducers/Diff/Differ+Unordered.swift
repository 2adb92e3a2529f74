extension Differ {
  /// Appends the diff of two non-empty dictionaries: entries matched by key, changed, removed
  /// and inserted entries in key order, then the count of unchanged entries.
  ///
  /// Unchanged entries are counted, never printed or sorted, so a large dictionary with one
  /// change costs one pass over each side.
  mutating func diffUnorderedDictionaries(
    _ lhs: [(key: Any, value: Any)], _ rhs: [(key: Any, value: Any)], in slot: Slot
  ) {
    var actualOffsets: [AnyHashable: Int] = [:]
    for (offset, entry) in rhs.enumerated() { actualOffsets[Self.hashKey(entry.key)] = offset }
    var matched = [Bool](repeating: false, count: rhs.count)
    var rows: [(sortText: String, row: Row)] = []
    var unchangedCount = 0
    for (offset, entry) in lhs.enumerated() {
      guard let actualOffset = actualOffsets[Self.hashKey(entry.key)] else {
        rows.append((Self.keyText(entry.key), .removed(offset)))
        continue
      }
      matched[actualOffset] = true
      if Equality.values(entry.value, rhs[actualOffset].value) {
        unchangedCount += 1
      } else {
        rows.append((Self.keyText(entry.key), .changed(expected: offset, actual: actualOffset)))
      }
    }
    for (offset, entry) in rhs.enumerated() where !matched[offset] {
      rows.append((Self.keyText(entry.key), .inserted(offset)))
    }
    let expected = Entries(label: { Self.keyText(lhs[$0].key) + ": " }, value: { lhs[$0].value })
    let actual = Entries(label: { Self.keyText(rhs[$0].key) + ": " }, value: { rhs[$0].value })
    emit(
      Self.sorted(rows, unchangedCount: unchangedCount), expected: expected, actual: actual,
      open: "[", close: "]", in: slot)
  }

  /// Appends the diff of two non-empty sets: removed and inserted elements in order, then the
  /// count of unchanged elements.
  mutating func diffSets(_ lhs: [Any], _ rhs: [Any], in slot: Slot) {
    let lhsKeys = lhs.map(Self.hashKey)
    let rhsKeys = rhs.map(Self.hashKey)
    let lhsSet = Set(lhsKeys)
    let rhsSet = Set(rhsKeys)
    var rows: [(sortText: String, row: Row)] = []
    for (offset, key) in lhsKeys.enumerated() where !rhsSet.contains(key) {
      rows.append((expected.sortText(lhs[offset]), .removed(offset)))
    }
    for (offset, key) in rhsKeys.enumerated() where !lhsSet.contains(key) {
      rows.append((actual.sortText(rhs[offset]), .inserted(offset)))
    }
    let removedCount = rows.count(where: { if case .removed = $0.row { true } else { false } })
    let unchangedCount = lhs.count - removedCount
    emit(
      Self.sorted(rows, unchangedCount: unchangedCount),
      expected: Entries(label: { _ in "" }, value: { lhs[$0] }),
      actual: Entries(label: { _ in "" }, value: { rhs[$0] }),
      open: "Set([", close: "])", in: slot)
  }

  /// Rows in the order of their text, then one `… (N unchanged)` row if any were unchanged.
  private static func sorted(
    _ rows: [(sortText: String, row: Row)], unchangedCount: Int
  ) -> [Row] {
    DumpOrder.sorted(rows, by: \.sortText).map(\.row)
      + (unchangedCount > 0 ? [.unchangedRun(unchangedCount)] : [])
  }

  /// A key that says which dictionary entries or set elements are the same one: the value
  /// itself when it is `Hashable`, else its dump.
  static func hashKey(_ value: Any) -> AnyHashable {
    Equality.hashable(value) ?? AnyHashable(customDump(value))
  }

  /// A dictionary key as it prints before its value, on one line: `1`, `"name"`, `#0`.
  static func keyText(_ key: Any) -> String {
    var writer = DumpWriter(mark: .same)
    return writer.summary(DumpNode(key), qualified: false)
  }
}
