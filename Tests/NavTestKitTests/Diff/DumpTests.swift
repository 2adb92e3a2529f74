import Foundation
import NavTestKit
import Reducers
import Testing

@Suite struct DumpTests {
  /// A value and the one line it dumps as.
  struct Case: Sendable, CustomTestStringConvertible {
    var value: any Sendable
    var dump: String
    var testDescription: String { dump }
  }

  @Test(arguments: [
    Case(value: 42, dump: "42"),
    Case(value: -1.5, dump: "-1.5"),
    Case(value: true, dump: "true"),
    Case(value: "Blob", dump: #""Blob""#),
    Case(value: "say \"hi\"\t\\", dump: #""say \"hi\"\t\\""#),
    Case(value: Character("c"), dump: #""c""#),
    Case(value: Int?.none as any Sendable, dump: "nil"),
    Case(value: Int?.some(7) as any Sendable, dump: "7"),
    Case(value: Duration.seconds(300), dump: ".seconds(300)"),
    Case(value: Duration.milliseconds(1500), dump: ".milliseconds(1500)"),
    Case(value: Duration.nanoseconds(5), dump: ".nanoseconds(5)"),
    Case(value: Date(timeIntervalSince1970: 0.25), dump: "Date(1970-01-01T00:00:00.250Z)"),
    Case(
      value: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
      dump: "UUID(00000000-0000-0000-0000-000000000001)"),
    Case(value: URL(fileURLWithPath: "/tmp/a.txt"), dump: "URL(file:///tmp/a.txt)"),
    Case(value: ElementID(generation: 3), dump: "#3"),
    Case(value: [Int](), dump: "[]"),
    Case(value: [String: Int](), dump: "[:]"),
    Case(value: Set<Int>(), dump: "Set([])"),
    Case(value: (a: 1, b: "x"), dump: #"(a: 1, b: "x")"#),
    Case(value: (), dump: "()"),
  ])
  func scalarsAndEmptyValuesPrintOnOneLine(_ example: Case) {
    #expect(customDump(example.value) == example.dump)
  }

  @Test(arguments: [
    Case(value: Tally.State(count: 1), dump: "Tally.State(count: 1)"),
    Case(value: Wrapper(value: 1), dump: "Wrapper<Int>(value: 1)"),
    Case(
      value: Wrapper(value: Tally.State(count: 2)),
      dump: "Wrapper<Tally.State>(value: Tally.State(count: 2))"),
    Case(value: Wrapper<Int>.Inner(), dump: "Wrapper<Int>.Inner(flag: true)"),
    Case(value: Destination.alert("Hi"), dump: #"Destination.alert("Hi")"#),
    Case(value: Destination.settings, dump: "Destination.settings"),
  ])
  func singleChildOnOneLineNamesTheType(_ example: Case) {
    #expect(customDump(example.value) == example.dump)
  }

  @Test func nestedStateHasOneChildPerLine() {
    var state = Parent.State(rows: [Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs")])
    state.destination = .edit(SyncUp(title: "Daily"))
    #expect(
      customDump(state) == """
        Parent.State(
          child: Tally.State(count: 0),
          rows: [
            [0]: Row(
              id: 1,
              title: "Milk"
            ),
            [1]: Row(
              id: 2,
              title: "Eggs"
            )
          ],
          destination: .edit(
            SyncUp(
              title: "Daily",
              minutes: 5
            )
          ),
          name: "Blob"
        )
        """
    )
  }

  @Test func labelledPayloadPrintsEachValueOnItsOwnLine() {
    let destination = Destination.meeting(
      Meeting(id: 7, transcript: "Hi"), syncUp: SyncUp(title: "Daily", minutes: 10))
    #expect(
      customDump(destination) == """
        Destination.meeting(
          Meeting(
            id: 7,
            transcript: "Hi"
          ),
          syncUp: SyncUp(
            title: "Daily",
            minutes: 10
          )
        )
        """
    )
  }

  @Test func enumCasesInsideCollectionsAreAbbreviated() {
    let actions: [Destination] = [.settings, .alert("Saved")]
    #expect(
      customDump(actions) == """
        [
          [0]: .settings,
          [1]: .alert("Saved")
        ]
        """
    )
  }

  @Test func dictionariesSortKeysNumerically() {
    #expect(
      customDump([10: "ten", 2: "two", 1: "one"]) == """
        [
          1: "one",
          2: "two",
          10: "ten"
        ]
        """
    )
  }

  @Test func setsSortElements() {
    #expect(
      customDump(Set(["b", "c", "a"])) == """
        Set([
          "a",
          "b",
          "c"
        ])
        """
    )
  }

  @Test func tuplesWithMultiLineElementsSpanLines() {
    #expect(
      customDump((count: 1, rows: [Row(id: 1, title: "Milk")])) == """
        (
          count: 1,
          rows: [
            [0]: Row(
              id: 1,
              title: "Milk"
            )
          ]
        )
        """
    )
  }

  @Test func multiLineStringsPrintAsBlocks() {
    #expect(
      customDump("Hello,\nWorld!") == #"""
        """
        Hello,
        World!
        """
        """#
    )
    #expect(
      customDump(Email(subject: "RE: Launch", body: "Hi,\n\nSee you there.\n")) == #"""
        Email(
          subject: "RE: Launch",
          body: """
            Hi,

            See you there.

            """
        )
        """#
    )
  }

  @Test func blocksHoldingTripleQuotesUseRawDelimiters() {
    #expect(
      customDump("print(\n\"\"\"\n)") == ##"""
        #"""
        print(
        """
        )
        """#
        """##
    )
  }

  @Test func classInstancesCarryIdentityMarkers() {
    let model = Model(name: "Shared")
    #expect(
      customDump([model, model]) == """
        [
          [0]: #1 Model(
            name: "Shared",
            next: nil
          ),
          [1]: #1 Model(↩︎)
        ]
        """
    )
  }

  @Test func cyclesEndAtTheRepeatedInstance() {
    let first = Model(name: "First")
    let second = Model(name: "Second", next: first)
    first.next = second
    #expect(
      customDump(first) == """
        #1 Model(
          name: "First",
          next: #2 Model(
            name: "Second",
            next: #1 Model(↩︎)
          )
        )
        """
    )
  }

  @Test func inheritedPropertiesComeFirst() {
    #expect(
      customDump(Savings()) == """
        #1 Savings(
          id: 1,
          rate: 0.5
        )
        """
    )
  }

  @Test func customDumpDescriptionReplacesReflection() {
    let stack = Stack(elements: [
      (ElementID(generation: 1), Tally.State(count: 1)),
      (ElementID(generation: 0), Tally.State(count: 0)),
    ])
    // An ordered dictionary-style mirror keeps its order; the keys print `#1`, `#0`.
    #expect(
      customDump(stack) == """
        [
          #1: Tally.State(count: 1),
          #0: Tally.State(count: 0)
        ]
        """
    )
  }

  @Test func dictionaryMirrorChildrenLabelledByKeyPrintTheirLabels() {
    #expect(
      customDump(Labelled()) == """
        [
          first: 1,
          second: 2
        ]
        """
    )
  }

  @Test func mirrorOfAWrappedOptionalDumpsTheOptional() {
    #expect(
      customDump(Presented(wrappedValue: Tally.State(count: 2))) == "Tally.State(count: 2)"
    )
    #expect(customDump(Presented<Tally.State>(wrappedValue: nil)) == "nil")
  }

  @Test func propertyWrapperStorageKeepsItsUnderscore() {
    #expect(customDump(Volume(level: 3)) == "Volume(_level: Clamped(wrappedValue: 3))")
  }

  @Test func typeNamesDropTheModuleButKeepEnclosingTypesAndGenerics() {
    struct Local {}
    #expect(customDump(Parent.State.self) == "Parent.State.self")
    #expect(customDump(IdentifiedArrayOf<Row>.self) == "IdentifiedArray<Int, Row>.self")
    #expect(customDump([Row?].self) == "Array<Optional<Row>>.self")
    #expect(customDump(Result<Int, Never>.success(1)) == "Result<Int, Never>.success(1)")
    #expect(customDump(Local()) == "DumpTests.Local()")
  }

  @Test func aLineShowsFiveElementsAndCountsOnlyTheRest() {
    #expect(customDumpLine([1, 2, 3, 4, 5]) == "[1, 2, 3, 4, 5]")
    #expect(customDumpLine([1, 2, 3, 4, 5, 6]) == "[1, 2, 3, 4, 5, … 1 more]")
  }
}
