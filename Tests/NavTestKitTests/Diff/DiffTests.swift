import Foundation
import NavTestKit
import Reducers
import Testing

// Expected diffs are written as they print: `−` (U+2212) for expected-only lines, `+` for
// actual-only lines, two spaces for shared lines.

@Suite struct DiffTests {
  /// Two values and their diff.
  struct Case: Sendable, CustomTestStringConvertible {
    var expected: any Sendable
    var actual: any Sendable
    var diff: String?
    var testDescription: String { diff ?? "no difference" }
  }

  @Test(arguments: [
    Case(expected: 1, actual: 1, diff: nil),
    Case(expected: "Blob", actual: "Blob", diff: nil),
    Case(expected: Tally.State(count: 1), actual: Tally.State(count: 1), diff: nil),
    Case(expected: parentState(rowCount: 3), actual: parentState(rowCount: 3), diff: nil),
    Case(expected: [1, 2, 3], actual: [1, 2, 3], diff: nil),
    Case(
      expected: Settings(volume: 1, tags: ["a"]), actual: Settings(volume: 1, tags: ["a"]),
      diff: nil),
    Case(expected: 1, actual: 2, diff: "− 1\n+ 2"),
    Case(expected: true, actual: false, diff: "− true\n+ false"),
    Case(expected: "Blob", actual: "Glob", diff: "− \"Blob\"\n+ \"Glob\""),
    Case(
      expected: Duration.seconds(1), actual: Duration.milliseconds(1500),
      diff: "− .seconds(1)\n+ .milliseconds(1500)"),
    Case(expected: Int?.none as any Sendable, actual: 3, diff: "− nil\n+ 3"),
  ])
  func scalars(_ example: Case) {
    #expect(diff(example.expected, example.actual) == example.diff)
  }

  @Test func singleScalarChildDiffsAsWholeLines() {
    #expect(
      diff(Tally.State(count: 0), Tally.State(count: 1)) == """
        − Tally.State(count: 0)
        + Tally.State(count: 1)
        """
    )
  }

  @Test func changedFieldsAreDiffedAndUnchangedSiblingsCollapse() {
    let expected = parentState(rowCount: 2)
    var actual = expected
    actual.child.count = 1
    actual.name = "Blob Jr."
    #expect(
      diff(expected, actual) == """
          Parent.State(
        −   child: Tally.State(count: 0),
        +   child: Tally.State(count: 1),
            rows: […],
            destination: nil,
        −   name: "Blob"
        +   name: "Blob Jr."
          )
        """
    )
  }

  @Test func enumInTheSameCaseIsDiffedThroughItsPayload() {
    var expected = Parent.State()
    expected.destination = .edit(SyncUp(title: "Daily"))
    var actual = expected
    actual.destination = .edit(SyncUp(title: "Weekly"))
    #expect(
      diff(expected, actual) == """
          Parent.State(
            child: Tally.State(count: 0),
            rows: [],
            destination: .edit(
              SyncUp(
        −       title: "Daily",
        +       title: "Weekly",
                minutes: 5
              )
            ),
            name: "Blob"
          )
        """
    )
  }

  @Test func enumInAnotherCasePrintsWhole() {
    #expect(
      diff(Destination.alert("Saved"), Destination.edit(SyncUp(title: "Daily"))) == """
        − Destination.alert("Saved")
        + Destination.edit(
        +   SyncUp(
        +     title: "Daily",
        +     minutes: 5
        +   )
        + )
        """
    )
  }

  @Test func labelledPayloadsAreDiffedValueByValue() {
    let syncUp = SyncUp(title: "Daily")
    let expected = Destination.meeting(Meeting(id: 1, transcript: "Hi"), syncUp: syncUp)
    let actual = Destination.meeting(Meeting(id: 1, transcript: "Bye"), syncUp: syncUp)
    #expect(
      diff(expected, actual) == """
          Destination.meeting(
            Meeting(
              id: 1,
        −     transcript: "Hi"
        +     transcript: "Bye"
            ),
            syncUp: SyncUp(…)
          )
        """
    )
  }

  @Test func optionalFromNilToSomePrintsTheWrappedValue() {
    var expected = Parent.State()
    expected.destination = nil
    var actual = expected
    actual.destination = .alert("Deleted")
    #expect(
      diff(expected, actual) == """
          Parent.State(
            child: Tally.State(count: 0),
            rows: [],
        −   destination: nil,
        +   destination: .alert("Deleted"),
            name: "Blob"
          )
        """
    )
    #expect(
      diff(Row(id: 1, title: "Milk") as Row? as Any, Row?.none as Any) == """
        − Row(
        −   id: 1,
        −   title: "Milk"
        − )
        + nil
        """
    )
  }

  @Test func multiLineStringsAreDiffedLineByLine() {
    let expected = Email(subject: "RE: Launch", body: "Hi,\n\nSee you there.\nBlob")
    let actual = Email(subject: "RE: Launch", body: "Hi,\n\nSee you soon.\nBlob")
    #expect(
      diff(expected, actual) == #"""
          Email(
            subject: "RE: Launch",
            body: """
              Hi,

        −     See you there.
        +     See you soon.
              Blob
              """
          )
        """#
    )
  }

  @Test func unchangedMultiLineStringCollapses() {
    let expected = Email(subject: "RE: Launch", body: "Hi,\nBlob")
    let actual = Email(subject: "Re: Launch", body: "Hi,\nBlob")
    #expect(
      diff(expected, actual) == """
          Email(
        −   subject: "RE: Launch",
        +   subject: "Re: Launch",
            body: "…"
          )
        """
    )
  }

  @Test func classInstancesKeepTheirIdentityMarkers() {
    let expected = Model(name: "Blob", next: Model(name: "Next"))
    let actual = Model(name: "Blob Jr.", next: Model(name: "Next"))
    #expect(
      diff(expected, actual) == """
          #1 Model(
        −   name: "Blob",
        +   name: "Blob Jr.",
            next: #2 Model(…)
          )
        """
    )
  }

  @Test func cyclesPrintTheRepeatedInstanceOnce() {
    let expected = Model(name: "Loop")
    expected.next = expected
    let actual = Model(name: "Loop!")
    actual.next = actual
    #expect(
      diff(expected, actual) == """
          #1 Model(
        −   name: "Loop",
        +   name: "Loop!",
            next: #1 Model(↩︎)
          )
        """
    )
  }

  @Test func valuesThatAreNotEquatableCompareByWhatTheyPrint() {
    let expected = Settings(volume: 3, tags: ["work"])
    let actual = Settings(volume: 3, tags: ["work", "home"])
    #expect(
      diff(expected, actual) == """
          Settings(
            volume: 3,
            tags: [
              [0]: "work",
        +     [1]: "home"
            ]
          )
        """
    )
  }

  @Test func unequalValuesThatPrintTheSameSaySo() {
    #expect(diff(NeverEqual(), NeverEqual()) == nil)
    #expect(
      diff(NeverEqual(), NeverEqual(), unequal: true) == """
        // Not equal but no difference detected:
        − NeverEqual(value: 1)
        + NeverEqual(value: 1)
        """
    )
  }

  @Test func unequalReportsTheDiffWhenThereIsOne() {
    #expect(diff(1, 2, unequal: true) == "− 1\n+ 2")
    #expect(diff(1, 1, unequal: false) == nil)
  }
}
