import Foundation
import Reducers
import Testing

extension SharedState {
  @Suite struct SharedDerivedTests {
    let items = Shared(
      value: [Item(id: 1, title: "A"), Item(id: 2, title: "B")] as IdentifiedArrayOf<Item>)

    @Test func memberWritesGoToTheRoot() {
      let item = Shared(value: Item(id: 1, title: "A"))
      let title = item.title
      #expect(title.wrappedValue == "A")
      title.withLock { $0 += "!" }
      #expect(item.wrappedValue == Item(id: 1, title: "A!"))
      item.withLock { $0.title = "C" }
      #expect(title.wrappedValue == "C")
      #expect(title.sharedReferenceID == item.sharedReferenceID)
    }

    @Test func memberOfAKeyedValueIsSaved() {
      DependencyValues.withValues(.isolated()) {
        do {
          @Shared(.inMemory("item")) var item = Item(id: 1, title: "A")
          $item.title.withLock { $0 = "Saved" }
        }
        // Another reference to the key, once the first is gone, loads what was saved.
        @Shared(.inMemory("item")) var again = Item(id: 0, title: "unused")
        #expect(again == Item(id: 1, title: "Saved"))
      }
    }

    @Test func elementByIDReadsWritesAndRemoves() {
      #expect(items[id: 2].wrappedValue == Item(id: 2, title: "B"))
      #expect(items[id: 3].wrappedValue == nil)
      items[id: 2].withLock { $0?.title = "Bee" }
      #expect(items.wrappedValue.elements == [Item(id: 1, title: "A"), Item(id: 2, title: "Bee")])
      items[id: 3].withLock { $0 = Item(id: 3, title: "C") }
      #expect(items.wrappedValue.ids == [1, 2, 3])
      items[id: 1].withLock { $0 = nil }
      #expect(items.wrappedValue.ids == [2, 3])
    }

    @Test func unwrappedOptionalIsNilWhileTheValueIsAbsent() {
      #expect(Shared(items[id: 9]) == nil)
      let optional = Shared(value: Int?.none)
      #expect(Shared(optional) == nil)
    }

    @Test func unwrappedOptionalWritesThroughAndKeepsTheLastValue() throws {
      let second = try #require(Shared(items[id: 2]))
      #expect(second.wrappedValue == Item(id: 2, title: "B"))
      second.title.withLock { $0 = "Bee" }
      #expect(items.wrappedValue[id: 2] == Item(id: 2, title: "Bee"))
      items.withLock { $0.remove(id: 2) }
      // The element is gone: the reference keeps its last value, and writes stay local.
      #expect(second.wrappedValue == Item(id: 2, title: "Bee"))
      second.withLock { $0.title = "Local" }
      #expect(second.wrappedValue == Item(id: 2, title: "Local"))
      #expect(items.wrappedValue.ids == [1])
      // Once the root holds the element again, reads and writes go through.
      items.withLock { $0.append(Item(id: 2, title: "Back")) }
      #expect(second.wrappedValue == Item(id: 2, title: "Back"))
      second.withLock { $0.title = "Through" }
      #expect(items.wrappedValue[id: 2] == Item(id: 2, title: "Through"))
    }

    @Test func elementsFollowTheirElementsByID() {
      let elements = items.elements
      #expect(elements.map(\.wrappedValue) == [Item(id: 1, title: "A"), Item(id: 2, title: "B")])
      items.withLock { $0.insert(Item(id: 0, title: "Zero"), at: 0) }
      elements[1].withLock { $0.title = "Bee" }
      #expect(
        items.wrappedValue.elements == [
          Item(id: 0, title: "Zero"), Item(id: 1, title: "A"), Item(id: 2, title: "Bee"),
        ])
      #expect(elements.map(\.id) == [1, 2])
      #expect(elements.allSatisfy { $0.sharedReferenceID == items.sharedReferenceID })
    }

    @Test func derivedReferencesCompareByValue() throws {
      let first = try #require(Shared(items[id: 1]))
      #expect(first == Shared(value: Item(id: 1, title: "A")))
      #expect(items.elements[0] == first)
    }
  }
}
