import Reducers
import Testing

@Suite struct CaseTests {
  /// One row per case path: what it embeds, and which values it extracts from.
  struct IntRow: Sendable, CustomTestStringConvertible {
    let name: String
    let path: Case<Shape, Int>
    let embedded: Shape
    var testDescription: String { name }
  }

  static let intRows: [IntRow] = [
    IntRow(name: "count", path: Case(\.count), embedded: .count(7)),
    IntRow(name: "other", path: Case(\.other), embedded: .other(7)),
    IntRow(
      name: "child.delegate.finished", path: Case(\.child.delegate.finished),
      embedded: .child(.delegate(.finished(7)))),
  ]

  @Test(arguments: intRows)
  func embedsPayloadIntoItsCase(row: IntRow) {
    #expect(row.path.embed(7) == row.embedded)
  }

  @Test(arguments: intRows)
  func extractsPayloadOnlyFromItsOwnCase(row: IntRow) {
    #expect(row.path.extract(row.embedded) == 7)
    let others: [Shape] = [
      .tapped, .count(7), .other(7), .meeting("x", syncUp: 7), .child(.delegate(.finished(7))),
      .child(.saved("7")),
    ]
    for value in others where value != row.embedded {
      #expect(row.path.extract(value) == nil, "\(row.name) extracted from \(value)")
    }
  }

  @Test func samePayloadTypeInDifferentCasesStaysApart() {
    let count = Case<Shape, Int>(\.count)
    let other = Case<Shape, Int>(\.other)
    #expect(count.extract(.other(1)) == nil)
    #expect(other.extract(.count(1)) == nil)
    #expect(count.extract(.count(1)) == 1)
    #expect(other.extract(.other(2)) == 2)
  }

  @Test(arguments: [
    (Shape.tapped, true), (.count(0), false), (.child(.dismissed), false),
  ])
  func payloadlessCaseExtractsVoid(value: Shape, matches: Bool) {
    let tapped = Case<Shape, Void>(\.tapped)
    #expect((tapped.extract(value) != nil) == matches)
    #expect(tapped.embed(()) == .tapped)
  }

  @Test func multiValuePayloadRoundTrips() {
    let meeting = Case<Shape, (String, syncUp: Int)>(\.meeting)
    #expect(meeting.embed(("Standup", syncUp: 3)) == .meeting("Standup", syncUp: 3))
    let payload = meeting.extract(.meeting("Retro", syncUp: 9))
    #expect(payload?.0 == "Retro")
    #expect(payload?.syncUp == 9)
    #expect(meeting.extract(.count(9)) == nil)
  }

  @Test func chainsThroughNestedEnums() {
    let cancelled = Case<Shape, Void>(\.child.delegate.cancelled)
    #expect(cancelled.embed(()) == .child(.delegate(.cancelled)))
    #expect(cancelled.extract(.child(.delegate(.cancelled))) != nil)
    #expect(cancelled.extract(.child(.delegate(.finished(1)))) == nil)
    #expect(cancelled.extract(.child(.dismissed)) == nil)
    let saved = Case<Shape, String>(\.child.saved)
    #expect(saved.extract(.child(.saved("draft"))) == "draft")
  }

  @Test func aPathFromAWrapperPassesThroughItsWrappedCase() {
    // The root wraps the enum whose cases the key path names, so the first step is not the
    // feature's own closure: it goes through `.presented`.
    let finished = Case<PresentationAction<ChildAction>, Int>(\.delegate.finished)
    #expect(finished.embed(3) == .presented(.delegate(.finished(3))))
    #expect(finished.extract(.presented(.delegate(.finished(8)))) == 8)
    #expect(finished.extract(.presented(.dismissed)) == nil)
    #expect(finished.extract(.dismiss) == nil)
  }

  @Test func appendingComposesTwoPaths() {
    let child = Case<Shape, ChildAction>(\.child)
    let finished = Case<ChildAction, Int>(\.delegate.finished)
    let composed = child.appending(finished)
    #expect(composed.embed(4) == .child(.delegate(.finished(4))))
    #expect(composed.extract(.child(.delegate(.finished(5)))) == 5)
  }

  @Test func aKeyPathBuildsTheSamePathEveryTime() {
    // Paths are cached per key path object: the second and later ones come from the cache.
    for _ in 0..<3 {
      let cancelled = Case<Shape, Void>(\.child.delegate.cancelled)
      #expect(cancelled.embed(()) == .child(.delegate(.cancelled)))
      #expect(cancelled.extract(.child(.delegate(.finished(1)))) == nil)
      #expect(cancelled.description == #"\.child.delegate.cancelled"#)
    }
  }

  @Test func manyDifferentKeyPathObjectsEachBuildTheirOwnPath() {
    // `appending` makes a new key path object each time: more of them than the cache has
    // slots, all alive at once, of two value types, so slots are shared and overwritten.
    let saved: [CaseKeyPath<Shape, String>] = (0..<1_500).map { _ in
      (\Case<Shape, Shape>.child).appending(path: \Case<Shape, ChildAction>.saved)
    }
    let finished: [CaseKeyPath<Shape, Int>] = (0..<1_500).map { _ in
      (\Case<Shape, Shape>.child).appending(path: \Case<Shape, ChildAction>.delegate.finished)
    }
    #expect(Set(saved.map(ObjectIdentifier.init)).count == saved.count)
    for (save, finish) in zip(saved, finished) {
      #expect(Case(save).extract(.child(.saved("s"))) == "s")
      #expect(Case(finish).extract(.child(.delegate(.finished(2)))) == 2)
      #expect(Case(save).extract(.child(.delegate(.finished(2)))) == nil)
      #expect(Case(finish).embed(7) == .child(.delegate(.finished(7))))
    }
  }

  @Test func identityReturnsItsInput() {
    #expect(Case<Shape, Shape>.identity.embed(.tapped) == .tapped)
    #expect(Case<Shape, Shape>.identity.extract(.count(2)) == .count(2))
  }
}

@Suite struct CaseNameTests {
  @Test(arguments: [
    (Case<Shape, Int>(\.count).description, #"\.count"#),
    (Case<Shape, Int>(\.child.delegate.finished).description, #"\.child.delegate.finished"#),
    (Case<Shape, Void>(\.tapped).description, #"\.tapped"#),
  ])
  func describesItselfAsAKeyPath(description: String, expected: String) {
    #expect(description == expected)
  }
}

/// Raw values of several tokens (`-1`): the plugin generates every case after them, on the same
/// line as they are written (the formatter would give each its own line).
// swift-format-ignore: OneCasePerLine
enum RawLevel: Int, Equatable, CasePathable {
  case unknown = -1, low = 1, high
  case top = 0x10
}

@Suite struct RawValueCaseTests {
  @Test(arguments: [RawLevel.unknown, .low, .high, .top])
  func everyCaseAfterANegativeRawValueHasItsCasePath(level: RawLevel) {
    let paths: [RawLevel: Case<RawLevel, Void>] = [
      .unknown: Case(\.unknown), .low: Case(\.low), .high: Case(\.high), .top: Case(\.top),
    ]
    for (other, path) in paths {
      #expect((path.extract(level) != nil) == (other == level), "\(other) of \(level)")
    }
    #expect(paths[level]?.embed(()) == level)
  }
}
