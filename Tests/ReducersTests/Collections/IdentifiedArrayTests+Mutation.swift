import Foundation
import Reducers
import Testing

/// An argument for the `move(fromOffsets:toOffset:)` table test.
struct MoveCase: Sendable, CustomTestStringConvertible {
  let source: [Int]
  let destination: Int

  var testDescription: String { "\(source) → \(destination)" }
}

extension IdentifiedArrayTests {
  static let fiveTodos = [milk, eggs, bread, jam, flour]

  @Test func appendOfPresentIDLeavesArrayUnchanged() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs]
    let duplicate = array.append(Todo(id: 1, title: "Oat milk"))
    let appended = array.append(bread)
    #expect(duplicate == (inserted: false, index: 0))
    #expect(appended == (inserted: true, index: 2))
    #expect(array.elements == [milk, eggs, bread])
    expectOffsetsConsistent(array)
  }

  @Test func appendContentsOfSkipsPresentAndRepeatedIDs() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs]
    array.append(contentsOf: [
      Todo(id: 2, title: "Duck eggs"), bread, jam, Todo(id: 3, title: "Rye"),
    ])
    #expect(array.elements == [milk, eggs, bread, jam])
    expectOffsetsConsistent(array)
  }

  @Test(arguments: 0...3)
  func insertMatchesArrayAndRefusesPresentIDs(offset: Int) {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    var reference = [milk, eggs, bread]
    let result = array.insert(jam, at: offset)
    reference.insert(jam, at: offset)
    #expect(result == (inserted: true, index: offset))
    #expect(array.elements == reference)

    let duplicate = array.insert(Todo(id: 2, title: "Duck eggs"), at: 0)
    #expect(duplicate == (inserted: false, index: reference.firstIndex(of: eggs)))
    #expect(array.elements == reference)
    expectOffsetsConsistent(array)
  }

  @Test func removeFirstAndRemoveLastTakeTheEndsAndKeepTheMiddleFindable() {
    var array: IdentifiedArrayOf<Todo> = [milk, eggs, bread]
    #expect(array.removeFirst() == milk)
    #expect(array.removeLast() == bread)
    #expect(array.elements == [eggs])
    #expect(array[id: 2] == eggs)
    #expect(array[id: 1] == nil)
    #expect(array[id: 3] == nil)
    expectOffsetsConsistent(array)
    // The last element is also the first: either call empties the array.
    #expect(array.removeLast() == eggs)
    #expect(array.isEmpty)
    var single: IdentifiedArrayOf<Todo> = [jam]
    #expect(single.removeFirst() == jam)
    #expect(single.isEmpty)
    #expect(single[id: jam.id] == nil)
  }

  @Test func removeByIDAndByOffsetReturnTheRemovedElement() {
    var array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    #expect(array.remove(id: 2) == eggs)
    #expect(array.remove(id: 2) == nil)
    #expect(array.remove(at: 0) == milk)
    #expect(array.elements == [bread, jam, flour])
    #expect(array[id: 1] == nil && array[id: 2] == nil)
    expectOffsetsConsistent(array)
  }

  @Test(arguments: [[], [0], [4], [1, 3], [0, 1, 2], [0, 2, 4], [3, 4], [0, 1, 2, 3, 4]])
  func removeAtOffsetsMatchesArrayReference(offsets: [Int]) {
    var array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    array.remove(atOffsets: IndexSet(offsets))
    #expect(array.elements == referenceRemove(Self.fiveTodos, atOffsets: offsets))
    for offset in offsets {
      #expect(array[id: Self.fiveTodos[offset].id] == nil)
    }
    expectOffsetsConsistent(array)
  }

  @Test(arguments: [
    MoveCase(source: [0], destination: 0), MoveCase(source: [0], destination: 1),
    MoveCase(source: [0], destination: 2), MoveCase(source: [0], destination: 5),
    MoveCase(source: [4], destination: 0), MoveCase(source: [3], destination: 1),
    MoveCase(source: [1, 3], destination: 0), MoveCase(source: [1, 3], destination: 2),
    MoveCase(source: [1, 3], destination: 5), MoveCase(source: [0, 4], destination: 2),
    MoveCase(source: [2, 3, 4], destination: 1), MoveCase(source: [0, 1, 2, 3, 4], destination: 3),
    MoveCase(source: [], destination: 2),
  ])
  func moveMatchesArrayReference(moveCase: MoveCase) {
    var array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    array.move(fromOffsets: IndexSet(moveCase.source), toOffset: moveCase.destination)
    let expected = referenceMove(
      Self.fiveTodos, fromOffsets: moveCase.source, toOffset: moveCase.destination
    )
    #expect(array.elements == expected)
    expectOffsetsConsistent(array)
  }

  @Test func moveFollowsSwiftUISemanticsForKnownCases() {
    var forward = IdentifiedArray(uniqueElements: Self.fiveTodos)
    forward.move(fromOffsets: [0], toOffset: 2)
    #expect(forward.ids == [2, 1, 3, 4, 5])

    var split = IdentifiedArray(uniqueElements: Self.fiveTodos)
    split.move(fromOffsets: [1, 3], toOffset: 5)
    #expect(split.ids == [1, 3, 5, 2, 4])

    var backward = IdentifiedArray(uniqueElements: Self.fiveTodos)
    backward.move(fromOffsets: [3, 4], toOffset: 1)
    #expect(backward.ids == [1, 4, 5, 2, 3])
  }

  @Test func removeAllWhereAndRemoveAll() {
    var array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    array.removeAll { $0.id.isMultiple(of: 2) }
    #expect(array.elements == [milk, bread, flour])
    #expect(array[id: 2] == nil && array[id: 4] == nil)
    expectOffsetsConsistent(array)

    array.removeAll()
    #expect(array.isEmpty && array[id: 1] == nil && array.ids == [])
    array.append(eggs)
    #expect(array.elements == [eggs] && array.index(id: 2) == 0)
  }

  @Test func removeAllWhereThatThrowsLeavesArrayUnchanged() {
    struct Stop: Error {}
    var array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    #expect(throws: Stop.self) {
      try array.removeAll { todo in
        if todo.id == 3 { throw Stop() }
        return true
      }
    }
    #expect(array.elements == Self.fiveTodos)
    expectOffsetsConsistent(array)
  }

  @Test func sortSwapAndReverseKeepIDsWithTheirElements() {
    var array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    array.sort { $0.title < $1.title }
    #expect(array.ids == [3, 2, 5, 4, 1])
    expectOffsetsConsistent(array)

    array.swapAt(0, 4)
    #expect(array.ids == [1, 2, 5, 4, 3])
    expectOffsetsConsistent(array)

    array.reverse()
    #expect(array.ids == [3, 4, 5, 2, 1])
    #expect(array[id: 3] == bread && array.index(id: 3) == 0)
    expectOffsetsConsistent(array)

    var numbers = IdentifiedArray([30, 10, 20], id: \.self)
    numbers.sort()
    #expect(numbers.elements == [10, 20, 30] && numbers.index(id: 30) == 2)
  }

  @Test func filterReturnsAnIdentifiedArray() {
    let array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    let filtered: IdentifiedArrayOf<Todo> = array.filter { $0.id > 2 }
    #expect(filtered.elements == [bread, jam, flour])
    #expect(filtered.index(id: 4) == 1 && filtered[id: 1] == nil)
    expectOffsetsConsistent(filtered)
  }

  @Test func randomAccessCollectionAPI() {
    let array = IdentifiedArray(uniqueElements: Self.fiveTodos)
    #expect(array.startIndex == 0 && array.endIndex == 5 && array.indices == 0..<5)
    #expect(array.first == milk && array.last == flour)
    #expect(array.map(\.title) == ["Milk", "Eggs", "Bread", "Jam", "Flour"])
    #expect(Array(array[1..<3]) == [eggs, bread])
    #expect(Array(array.reversed()).map(\.id) == [5, 4, 3, 2, 1])
    #expect(array.firstIndex(of: jam) == 3)
    #expect(array.index(array.startIndex, offsetBy: 4) == 4)
  }
}
