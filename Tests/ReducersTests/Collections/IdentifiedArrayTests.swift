import Foundation
import Reducers
import Testing

@Suite struct IdentifiedArrayTests {
  // MARK: Initializers and duplicate ids

  @Test func initFromSequenceKeepsOrderAndFirstDuplicate() {
    let secondMilk = Todo(id: 1, title: "Oat milk")
    let array = IdentifiedArray(uniqueElements: [milk, eggs, secondMilk, bread, eggs])
    #expect(array.elements == [milk, eggs, bread])
    #expect(array.ids == [1, 2, 3])
    #expect(array[id: 1]?.title == "Milk")
    expectOffsetsConsistent(array)
  }

  @Test func arrayLiteralKeepsFirstDuplicate() {
    let array: IdentifiedArrayOf<Todo> = [eggs, milk, Todo(id: 2, title: "Duck eggs")]
    #expect(array.elements == [eggs, milk])
    #expect(array[id: 2]?.title == "Eggs")
    expectOffsetsConsistent(array)
  }

  @Test func keyPathInitIdentifiesNonIdentifiableElementsAndKeepsFirstDuplicate() {
    let settings = [
      Setting(name: "volume", value: 3),
      Setting(name: "speed", value: 1),
      Setting(name: "volume", value: 9),
    ]
    var array = IdentifiedArray(settings, id: \.name)
    #expect(array.elements == [settings[0], settings[1]])
    #expect(array.ids == ["volume", "speed"])
    #expect(array[id: "volume"]?.value == 3)
    array[id: "speed"]?.value = 2
    #expect(
      array.elements == [Setting(name: "volume", value: 3), Setting(name: "speed", value: 2)])
    expectOffsetsConsistent(array)
  }

  @Test func emptyInitializers() {
    let todos = IdentifiedArrayOf<Todo>()
    let settings = IdentifiedArray(id: \Setting.name)
    #expect(todos.isEmpty && todos.count == 0 && todos.ids == [])
    #expect(settings.isEmpty && settings.elements == [])
    #expect(todos == [])
  }

  // MARK: subscript(id:)

  @Test func subscriptIDReadsPresentAndMissingIDs() {
    let array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    #expect(array[id: 2] == eggs)
    #expect(array[id: 3] == bread)
    #expect(array[id: 42] == nil)
    #expect(array.index(id: 3) == 2)
    #expect(array.index(id: 42) == nil)
    #expect(array.contains(id: 1) && !array.contains(id: 42))
  }

  @Test func subscriptIDSetReplacesExistingElementInPlace() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[id: 2] = Todo(id: 2, title: "Free-range eggs")
    }
    #expect(issues == [])
    #expect(array.elements == [milk, Todo(id: 2, title: "Free-range eggs"), bread])
    expectOffsetsConsistent(array)
  }

  @Test func subscriptIDSetAppendsMissingElement() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs]
    array[id: 4] = jam
    #expect(array.elements == [milk, eggs, jam])
    #expect(array.index(id: 4) == 2)
    expectOffsetsConsistent(array)
  }

  @Test(arguments: [1, 2, 3, 42])
  func subscriptIDSetNilRemovesElement(id: Int) {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    array[id: id] = nil
    #expect(array.elements == [milk, eggs, bread].filter { $0.id != id })
    #expect(array[id: id] == nil)
    expectOffsetsConsistent(array)
  }

  @Test func subscriptIDSetWithMismatchedElementIDIsReportedAndIgnored() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs]
    let issues = recordingIssues {
      array[id: 1] = bread
      array[id: 9] = jam
    }
    #expect(array.elements == [milk, eggs])
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.contains("the write was ignored") })
    #expect(issues.first?.contains("Subscript id: 1") == true)
    #expect(issues.first?.contains("Element id:   3") == true)
    expectOffsetsConsistent(array)
  }

  @Test(arguments: [1, 2, 3])
  func subscriptIDModifyMutatesElementInPlace(id: Int) {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[id: id]?.isComplete = true
    }
    var expected = [milk, eggs, bread]
    expected[id - 1].isComplete = true
    #expect(issues == [])
    #expect(array.elements == expected)
    expectOffsetsConsistent(array)
  }

  @Test func subscriptIDModifyCopiesNeitherElementNorStorage() {
    // The rows are built inline so that the identified array holds their only copies.
    var array = IdentifiedArrayOf<TrackedRow>(
      uniqueElements: (0..<10_000).map { TrackedRow(id: $0) }
    )
    array[id: 5_000]?.values.reserveCapacity(8)
    let storageBefore = storageChunks(array)
    let valuesBefore = bufferAddress(array[id: 5_000]?.values)

    let wasOnlyCopy = array[id: 5_000]?.isOnlyCopy()
    array[id: 5_000]?.values.append(7)

    #expect(wasOnlyCopy == true)
    #expect(storageChunks(array) == storageBefore)
    #expect(bufferAddress(array[id: 5_000]?.values) == valuesBefore)
    #expect(array[id: 5_000]?.values == [7])
    #expect(array.index(id: 5_000) == 5_000 && array.index(id: 9_999) == 9_999)
  }

  @Test(arguments: [1, 2, 3])
  func subscriptIDModifyAssigningNilRemovesElement(id: Int) {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    clear(&array[id: id])
    #expect(array.elements == [milk, eggs, bread].filter { $0.id != id })
    expectOffsetsConsistent(array)
  }

  @Test func subscriptIDModifyOfMissingIDAppendsOnlyMatchingElement() {
    var array: IdentifiedArrayOf<Todo> = [milk]
    let issues = recordingIssues {
      assign(&array[id: 4], jam)
      assign(&array[id: 6], flour)
    }
    #expect(array.elements == [milk, jam])
    #expect(issues.count == 1)
    #expect(issues.first?.contains("the write was ignored") == true)
    expectOffsetsConsistent(array)
  }

  @Test func subscriptIDModifyChangingIDToUnusedIDIsReportedAndKeepsElementUnderNewID() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[id: 2]?.id = 20
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("changed the element's id") == true)
    #expect(array.ids == [1, 20, 3])
    #expect(array[id: 2] == nil)
    #expect(array[id: 20] == Todo(id: 20, title: "Eggs"))
    expectOffsetsConsistent(array)
  }

  @Test func subscriptIDModifyChangingIDToUsedIDIsReportedAndRemovesMutatedElement() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[id: 1]?.id = 3
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("the mutated element was removed") == true)
    #expect(array.elements == [eggs, bread])
    expectOffsetsConsistent(array)
  }

  // MARK: subscript(position:)

  @Test func positionSubscriptSetReplacesElementAndAdoptsUnusedID() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[1] = jam
      array[0] = Todo(id: 1, title: "Oat milk")
    }
    #expect(issues == [])
    #expect(array.elements == [Todo(id: 1, title: "Oat milk"), jam, bread])
    #expect(array[id: 2] == nil)
    #expect(array.index(id: 4) == 1)
    expectOffsetsConsistent(array)
  }

  @Test func positionSubscriptSetWithUsedIDIsReportedAndIgnored() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[0] = Todo(id: 3, title: "Rye bread")
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("already used by the element at offset 2") == true)
    #expect(array.elements == [milk, eggs, bread])
    expectOffsetsConsistent(array)
  }

  @Test func positionSubscriptModifyMutatesInPlaceAndTracksIDChanges() {
    var rows = IdentifiedArrayOf<TrackedRow>(uniqueElements: [TrackedRow(id: 1), TrackedRow(id: 2)])
    let rowWasOnlyCopy = rows[1].isOnlyCopy()
    #expect(rowWasOnlyCopy)

    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[2].title = "Rye bread"
      array[1].id = 7
    }
    #expect(issues == [])
    #expect(array.elements == [milk, Todo(id: 7, title: "Eggs"), Todo(id: 3, title: "Rye bread")])
    #expect(array[id: 2] == nil)
    expectOffsetsConsistent(array)
  }

  @Test func positionSubscriptModifyToUsedIDIsReportedAndRemovesMutatedElement() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    let issues = recordingIssues {
      array[2].id = 1
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("'subscript(position:)'") == true)
    #expect(array.elements == [milk, eggs])
    expectOffsetsConsistent(array)
  }

  // MARK: Value semantics

  @Test func mutatingACopyLeavesTheOriginalUnchanged() {
    let original: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    var copy = original
    copy[id: 1]?.title = "Oat milk"
    copy[0].isComplete = true
    copy.remove(id: 2)
    copy.append(jam)
    copy.move(fromOffsets: [0], toOffset: 3)
    #expect(original.elements == [milk, eggs, bread])
    #expect(original.index(id: 2) == 1 && original.index(id: 4) == nil)
    #expect(copy.elements == [bread, jam, Todo(id: 1, title: "Oat milk", isComplete: true)])
    expectOffsetsConsistent(original)
    expectOffsetsConsistent(copy)
  }
}
