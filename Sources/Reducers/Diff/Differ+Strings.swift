extension Differ {
  /// Appends the diff of two multi-line strings, line by line inside one `"""` block.
  ///
  /// Lines are aligned like collection elements, so an inserted line shows as one `+` line and
  /// the lines around it stay unchanged. Every unchanged line prints, because the lines around
  /// a change are what a reader needs to place it:
  ///
  /// ```
  ///   body: """
  ///     Hello,
  /// −   World!
  /// +   Blob!
  ///     """
  /// ```
  ///
  /// Strings whose blocks need different delimiters (one holds `"""`) print whole.
  mutating func diffStrings(_ lhs: String, _ rhs: String, in slot: Slot) {
    let delimiters = DumpNode.blockDelimiters(for: lhs)
    guard delimiters == DumpNode.blockDelimiters(for: rhs) else {
      whole(DumpNode(lhs), DumpNode(rhs, actualShared: true), in: slot)
      return
    }
    let lhsLines = lhs.split(separator: "\n", omittingEmptySubsequences: false)
    let rhsLines = rhs.split(separator: "\n", omittingEmptySubsequences: false)
    let indent = slot.actualLabel.isEmpty ? slot.indent : slot.indent + 1
    shared(slot.indent, slot.actualLabel + delimiters.open)
    let steps = Alignment.align(lhsLines.count, rhsLines.count) { lhsLines[$0] == rhsLines[$1] }
    for step in steps {
      switch step {
      case .unchanged(_, let actual), .matched(_, let actual):
        shared(indent, String(rhsLines[actual]))
      case .removed(let expected):
        lines.append(DumpLine(.removed, indent: indent, String(lhsLines[expected])))
      case .inserted(let actual):
        lines.append(DumpLine(.added, indent: indent, String(rhsLines[actual])))
      }
    }
    shared(indent, delimiters.close + slot.sharedSuffix)
  }
}
