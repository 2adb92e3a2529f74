/// Lines up two sequences: which elements they share, which only the first has, which only the
/// second has.
///
/// It finds a shortest edit script with Myers' O((N+M)·D) algorithm, after stripping the common
/// prefix and suffix, so two long sequences with a few changes align in close to linear time.
/// When the sequences differ too much for that to stay cheap, it falls back to lining elements up
/// by position.
enum Alignment {
  /// One step of an alignment, by offsets into the two sequences.
  enum Step: Equatable {
    /// Elements at `expected` in the first sequence and `actual` in the second are equal.
    case unchanged(expected: Int, actual: Int)
    /// Elements at `expected` and `actual` are the same element by id, and may differ.
    case matched(expected: Int, actual: Int)
    /// An element only the first sequence has.
    case removed(Int)
    /// An element only the second sequence has.
    case inserted(Int)
  }

  /// How many comparisons the edit-script search may make before it gives up.
  static let budget = 1_000_000

  /// Aligns sequences of `expectedCount` and `actualCount` elements.
  ///
  /// Equal elements at the start and at the end are set aside first. The elements between are
  /// matched by id when `ids` can read them, else by equality.
  ///
  /// - Parameters:
  ///   - equal: Whether the element at an offset of the first sequence equals the element at an
  ///     offset of the second.
  ///   - ids: Reads the ids of the elements at two ranges of offsets, or `nil`.
  /// - Returns: The steps in order; removals come before insertions between two matches.
  static func align(
    _ expectedCount: Int, _ actualCount: Int, equal: (Int, Int) -> Bool,
    ids: ListComparison.IDs? = nil
  ) -> [Step] {
    var prefix = 0
    while prefix < expectedCount, prefix < actualCount, equal(prefix, prefix) { prefix += 1 }
    var suffix = 0
    while suffix < expectedCount - prefix, suffix < actualCount - prefix,
      equal(expectedCount - 1 - suffix, actualCount - 1 - suffix)
    {
      suffix += 1
    }
    let expectedMiddle = prefix..<(expectedCount - suffix)
    let actualMiddle = prefix..<(actualCount - suffix)
    var middle: [Step]
    if let ids, !expectedMiddle.isEmpty, !actualMiddle.isEmpty {
      let (expectedIDs, actualIDs) = ids(expectedMiddle, actualMiddle)
      let sameID = { (lhs: Int, rhs: Int) in
        expectedIDs[lhs - prefix] == actualIDs[rhs - prefix]
      }
      let match = { (lhs: Int, rhs: Int) in Step.matched(expected: lhs, actual: rhs) }
      middle =
        shortestEdit(expectedMiddle, actualMiddle, sameID, match)
        ?? byPosition(expectedMiddle, actualMiddle, sameID, match)
    } else {
      let match = { (lhs: Int, rhs: Int) in Step.unchanged(expected: lhs, actual: rhs) }
      middle =
        shortestEdit(expectedMiddle, actualMiddle, equal, match)
        ?? byPosition(expectedMiddle, actualMiddle, equal, match)
    }
    var steps = (0..<prefix).map { Step.unchanged(expected: $0, actual: $0) }
    steps.reserveCapacity(prefix + middle.count + suffix)
    steps += middle
    for offset in 0..<suffix {
      steps.append(
        .unchanged(
          expected: expectedMiddle.upperBound + offset, actual: actualMiddle.upperBound + offset))
    }
    return steps
  }

  /// Lines up elements at equal distances from the start of each range.
  private static func byPosition(
    _ expected: Range<Int>, _ actual: Range<Int>, _ matches: (Int, Int) -> Bool,
    _ match: (Int, Int) -> Step
  ) -> [Step] {
    var steps: [Step] = []
    for offset in 0..<max(expected.count, actual.count) {
      let lhs = expected.lowerBound + offset
      let rhs = actual.lowerBound + offset
      if offset < expected.count, offset < actual.count, matches(lhs, rhs) {
        steps.append(match(lhs, rhs))
        continue
      }
      if offset < expected.count { steps.append(.removed(lhs)) }
      if offset < actual.count { steps.append(.inserted(rhs)) }
    }
    return steps
  }

  /// A shortest edit script between two ranges (Myers), or `nil` past the budget.
  private static func shortestEdit(
    _ expected: Range<Int>, _ actual: Range<Int>, _ matches: (Int, Int) -> Bool,
    _ match: (Int, Int) -> Step
  ) -> [Step]? {
    let n = expected.count
    let m = actual.count
    if n == 0 || m == 0 {
      return expected.map { Step.removed($0) } + actual.map { Step.inserted($0) }
    }
    let offset = n + m + 1
    var furthest = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    var work = 0
    for cost in 0...(n + m) {
      for diagonal in stride(from: -cost, through: cost, by: 2) {
        let down =
          diagonal == -cost
          || (diagonal != cost && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1])
        var x = down ? furthest[offset + diagonal + 1] : furthest[offset + diagonal - 1] + 1
        var y = x - diagonal
        while x < n, y < m, matches(expected.lowerBound + x, actual.lowerBound + y) {
          x += 1
          y += 1
          work += 1
        }
        furthest[offset + diagonal] = x
        work += 1
        if work > budget { return nil }
        if x >= n, y >= m {
          return backtrack(from: (n, m), cost: cost, trace: trace, expected, actual, match)
        }
      }
      trace.append(Array(furthest[(offset - cost)...(offset + cost)]))
    }
    return nil
  }

  /// Walks a Myers trace back from the end, collecting the steps in order.
  private static func backtrack(
    from end: (Int, Int), cost: Int, trace: [[Int]], _ expected: Range<Int>, _ actual: Range<Int>,
    _ match: (Int, Int) -> Step
  ) -> [Step] {
    var (x, y) = end
    var steps: [Step] = []
    for cost in stride(from: cost, to: 0, by: -1) {
      let previous = trace[cost - 1]
      let diagonal = x - y
      // `previous` holds diagonals -(cost - 1) ... (cost - 1); index it by diagonal + cost - 1.
      func furthest(_ diagonal: Int) -> Int { previous[diagonal + cost - 1] }
      let down =
        diagonal == -cost
        || (diagonal != cost && furthest(diagonal - 1) < furthest(diagonal + 1))
      let previousDiagonal = down ? diagonal + 1 : diagonal - 1
      let previousX = furthest(previousDiagonal)
      let previousY = previousX - previousDiagonal
      while x > (down ? previousX : previousX + 1), y > (down ? previousY + 1 : previousY) {
        x -= 1
        y -= 1
        steps.append(match(expected.lowerBound + x, actual.lowerBound + y))
      }
      if down {
        y -= 1
        steps.append(.inserted(actual.lowerBound + y))
      } else {
        x -= 1
        steps.append(.removed(expected.lowerBound + x))
      }
    }
    while x > 0, y > 0 {
      x -= 1
      y -= 1
      steps.append(match(expected.lowerBound + x, actual.lowerBound + y))
    }
    return steps.reversed()
  }
}
