/// A value printed as indented lines, one property per line, for simple diffs.
enum StateText {
  static func lines(of value: some Any) -> [String] {
    var text = ""
    dump(value, to: &text, indent: 0, maxDepth: .max, maxItems: .max)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        // `dump` marks each line with "▿ " or "- "; drop the markers, keep the indentation.
        var line = String(line)
        if let marker = line.firstIndex(where: { $0 != " " }),
          line[marker...].hasPrefix("▿ ") || line[marker...].hasPrefix("- ")
        {
          line.removeSubrange(marker..<line.index(marker, offsetBy: 2))
        }
        return line
      }
      .filter { !$0.isEmpty }
  }
}

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
    enum Edit { case same(String), removed(String), added(String) }
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
