import NavTestKit
import Reducers
import Testing

extension DiffTests {
  @Test func arrayInsertionPrintsOneAddedLine() {
    #expect(
      diff(["Milk", "Ham"], ["Milk", "Eggs", "Ham"]) == """
          [
            [0]: "Milk",
        +   [1]: "Eggs",
            [2]: "Ham"
          ]
        """
    )
  }

  @Test func arrayRemovalPrintsOneRemovedLine() {
    #expect(
      diff([1, 2, 3, 4, 5], [1, 2, 4, 5]) == """
          [
            … (2 unchanged),
        −   [2]: 3,
            … (2 unchanged)
          ]
        """
    )
  }

  @Test func changedElementsWithoutIdsArePairedByPosition() {
    let expected = [Settings(volume: 1, tags: []), Settings(volume: 2, tags: [])]
    let actual = [Settings(volume: 1, tags: []), Settings(volume: 2, tags: ["loud"])]
    #expect(
      diff(expected, actual) == """
          [
            [0]: Settings(…),
            [1]: Settings(
              volume: 2,
        −     tags: []
        +     tags: [
        +       [0]: "loud"
        +     ]
            )
          ]
        """
    )
  }

  @Test func longArraysCollapseRunsOfUnchangedElements() {
    let expected = Array(1...1_000)
    var actual = expected
    actual[100] = 42
    actual[102] = 42
    actual.insert(42, at: 300)
    actual.remove(at: 700)
    #expect(
      diff(expected, actual) == """
          [
            … (100 unchanged),
        −   [100]: 101,
        +   [100]: 42,
            [101]: 102,
        −   [102]: 103,
        +   [102]: 42,
            … (197 unchanged),
        +   [300]: 42,
            … (399 unchanged),
        −   [699]: 700,
            … (300 unchanged)
          ]
        """
    )
  }

  @Test func identifiedArrayMatchesElementsById() {
    let expected: IdentifiedArrayOf<Row> = [
      Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs"), Row(id: 3, title: "Ham"),
      Row(id: 4, title: "Jam"),
    ]
    var actual = expected
    actual.remove(id: 1)
    actual[id: 3]?.title = "Bacon"
    #expect(
      diff(expected, actual) == """
          [
        −   [0]: Row(
        −     id: 1,
        −     title: "Milk"
        −   ),
            [0]: Row(…),
            [1]: Row(
              id: 3,
        −     title: "Ham"
        +     title: "Bacon"
            ),
            [2]: Row(…)
          ]
        """
    )
  }

  @Test func anArrayIdentifiedByAnotherKeyPathMatchesElementsByThatKey() {
    // Filed by title, not by `id`: the ids are read through the array's own key path.
    let expected = IdentifiedArray(
      [Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs"), Row(id: 3, title: "Ham")],
      id: \.title)
    var actual = expected
    actual.remove(id: "Milk")
    actual[id: "Ham"]?.id = 9
    #expect(
      diff(expected, actual) == """
          [
        −   [0]: Row(
        −     id: 1,
        −     title: "Milk"
        −   ),
            [0]: Row(…),
            [1]: Row(
        −     id: 3,
        +     id: 9,
              title: "Ham"
            )
          ]
        """
    )
  }

  @Test func arrayOfIdentifiableElementsMatchesById() {
    let expected = [Row(id: 1, title: "Milk"), Row(id: 2, title: "Eggs")]
    let actual = [Row(id: 3, title: "Milk"), Row(id: 2, title: "Eggs")]
    #expect(
      diff(expected, actual) == """
          [
        −   [0]: Row(
        −     id: 1,
        −     title: "Milk"
        −   ),
        +   [0]: Row(
        +     id: 3,
        +     title: "Milk"
        +   ),
            [1]: Row(…)
          ]
        """
    )
  }

  /// Checks the shape of the diff of a 10,000-row state with one changed row: only that row
  /// prints, between the counts of unchanged rows.
  ///
  /// The differ compares the rows with their own `==` and reads ids only around the change, so
  /// this takes about a millisecond in release builds. Run it there with
  /// `swift test -c release --filter DiffTests`.
  @Test func tenThousandRowsWithOneChangePrintOnlyThatRow() {
    let expected = parentState(rowCount: 10_000)
    var actual = expected
    actual.rows[id: 6_000]?.title = "Eggs"
    #expect(
      diff(expected, actual) == """
          Parent.State(
            child: Tally.State(count: 0),
            rows: [
              … (6000 unchanged),
              [6000]: Row(
                id: 6000,
        −       title: "Row 6000"
        +       title: "Eggs"
              ),
              … (3999 unchanged)
            ],
            destination: nil,
            name: "Blob"
          )
        """
    )
  }

  @Test func removingTheFirstOfTenThousandRowsPrintsOneRemovedRow() {
    let expected = parentState(rowCount: 10_000)
    var actual = expected
    actual.rows.remove(id: 0)
    #expect(
      diff(expected, actual) == """
          Parent.State(
            child: Tally.State(count: 0),
            rows: [
        −     [0]: Row(
        −       id: 0,
        −       title: "Row 0"
        −     ),
              … (9999 unchanged)
            ],
            destination: nil,
            name: "Blob"
          )
        """
    )
  }

  @Test func dictionariesMatchByKeyAndCountUnchangedEntries() {
    let expected = [1: "one", 2: "two", 3: "three", 4: "four"]
    let actual = [1: "one", 2: "deux", 4: "four", 5: "five"]
    #expect(
      diff(expected, actual) == """
          [
        −   2: "two",
        +   2: "deux",
        −   3: "three",
        +   5: "five",
            … (2 unchanged)
          ]
        """
    )
  }

  @Test func setsPrintRemovedAndInsertedElements() {
    #expect(
      diff(Set([1, 2, 3]), Set([1, 3, 4])) == """
          Set([
        −   2,
        +   4,
            … (2 unchanged)
          ])
        """
    )
  }

  @Test func orderedDictionaryMirrorsMatchByKey() {
    let expected = Stack(elements: [(ElementID(generation: 1), Tally.State())])
    let actual = Stack(elements: [(ElementID(generation: 0), Tally.State())])
    #expect(
      diff(expected, actual) == """
          [
        −   #1: Tally.State(count: 0)
        +   #0: Tally.State(count: 0)
          ]
        """
    )
  }
}
