extension Differ {
  /// Appends a line both sides share.
  mutating func shared(_ indent: Int, _ text: String) {
    lines.append(DumpLine(.same, indent: indent, text))
  }

  /// Appends one unchanged line for a value: in full if it fits on a line, else collapsed.
  mutating func unchanged(_ value: Any, in slot: Slot) {
    let node = DumpNode(value)
    if case .aggregate(let aggregate) = node.kind, case .object(_, let object) = aggregate.head {
      _ = expected.objects.number(for: object)
    }
    let text = actual.summary(node, qualified: slot.qualified)
    shared(slot.indent, slot.actualLabel + text + slot.sharedSuffix)
  }

  /// Appends the expected value's dump as `−` lines.
  mutating func removed(_ value: Any, label: String, comma: Bool, indent: Int) {
    expected.write(value, label: label, suffix: comma ? "," : "", indent: indent, qualified: false)
    lines += expected.lines
    expected.lines = []
  }

  /// Appends the actual value's dump as `+` lines.
  mutating func inserted(_ value: Any, label: String, comma: Bool, indent: Int) {
    actual.write(value, label: label, suffix: comma ? "," : "", indent: indent, qualified: false)
    lines += actual.lines
    actual.lines = []
  }

  /// Appends both values whole, as `−` lines then `+` lines, or as shared lines if they print
  /// the same.
  mutating func whole(_ lhs: DumpNode, _ rhs: DumpNode, in slot: Slot) {
    let expectedSuffix = slot.expectedComma ? "," : ""
    let actualSuffix = slot.actualComma ? "," : ""
    expected.write(
      lhs, label: slot.expectedLabel, suffix: expectedSuffix, indent: slot.indent,
      qualified: slot.qualified)
    actual.write(
      rhs, label: slot.actualLabel, suffix: actualSuffix, indent: slot.indent,
      qualified: slot.qualified)
    let printSame = expected.lines.elementsEqual(actual.lines) {
      $0.indent == $1.indent && $0.text == $1.text
    }
    if printSame {
      lines += actual.lines.map { DumpLine(.same, indent: $0.indent, $0.text) }
    } else {
      lines += expected.lines + actual.lines
    }
    expected.lines = []
    actual.lines = []
  }

  /// Appends the diff of two aggregates of one shape: head, each child, closing parenthesis.
  mutating func diffAggregates(
    _ lhs: DumpNode.Aggregate, _ rhs: DumpNode.Aggregate, _ lhsValue: Any, _ rhsValue: Any,
    in slot: Slot
  ) {
    var pair: [ObjectIdentifier] = []
    if case .object(_, let left) = lhs.head, case .object(_, let right) = rhs.head {
      pair = [left, right]
      // An instance met before prints as `#1 Model(↩︎)`; one being diffed is a cycle.
      if visiting.contains(pair) || expected.objects.contains(left)
        || actual.objects.contains(right)
      {
        whole(DumpNode(lhsValue), DumpNode(rhsValue, actualShared: true), in: slot)
        return
      }
    }
    let expectedHead = expected.head(lhs.head, qualified: slot.qualified) + "("
    let actualHead = actual.head(rhs.head, qualified: slot.qualified) + "("
    if expectedHead == actualHead {
      shared(slot.indent, slot.actualLabel + actualHead)
    } else {
      lines.append(DumpLine(.removed, indent: slot.indent, slot.expectedLabel + expectedHead))
      lines.append(DumpLine(.added, indent: slot.indent, slot.actualLabel + actualHead))
    }
    if !pair.isEmpty { visiting.insert(pair) }
    for (offset, (left, right)) in zip(lhs.children, rhs.children).enumerated() {
      let label = DumpWriter.label(left)
      let comma = offset < lhs.children.count - 1
      let child = Slot(
        expectedLabel: label, actualLabel: label, expectedComma: comma, actualComma: comma,
        indent: slot.indent + 1)
      diff(left.value, right.value, in: child)
    }
    if !pair.isEmpty { visiting.remove(pair) }
    shared(slot.indent, ")" + slot.sharedSuffix)
  }
}

extension DumpNode.Aggregate {
  /// Whether two aggregates print the same head and child labels, so they can be diffed child
  /// by child: one struct type, one class, one enum case, or tuples with the same labels.
  func matchesShape(of other: Self) -> Bool {
    let sameHead: Bool
    switch (head, other.head) {
    case (.structure(let lhs), .structure(let rhs)), (.object(let lhs, _), .object(let rhs, _)):
      sameHead = lhs == rhs
    case (.tuple, .tuple):
      sameHead = true
    case (.enumCase(let lhsType, let lhsName), .enumCase(let rhsType, let rhsName)):
      sameHead = lhsType == rhsType && lhsName == rhsName
    default:
      sameHead = false
    }
    return sameHead && children.map(\.label) == other.children.map(\.label)
  }
}
