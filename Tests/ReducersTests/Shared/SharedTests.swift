import Foundation
import Observation
import Reducers
import Synchronization
import Testing

extension SharedState {
  @Suite struct SharedTests {
    @Test func sameKeyInOneDependencyScopeIsOneReference() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.inMemory("count")) var first = 1
        @Shared(.inMemory("count")) var second = 99
        #expect(second == 1)
        $second.withLock { $0 += 41 }
        #expect(first == 42)
        #expect(second == 42)
        #expect($first.sharedReferenceID == $second.sharedReferenceID)
      }
    }

    @Test func sameKeyInTwoIsolatedScopesAreTwoReferences() {
      let first = DependencyValues.withValues(.isolated()) {
        Shared(wrappedValue: 1, .inMemory("count"))
      }
      let second = DependencyValues.withValues(.isolated()) {
        Shared(wrappedValue: 2, .inMemory("count"))
      }
      first.withLock { $0 = 10 }
      #expect(first.wrappedValue == 10)
      #expect(second.wrappedValue == 2)
      #expect(first.sharedReferenceID != second.sharedReferenceID)
    }

    @Test func inMemoryValueOutlivesItsReferences() {
      DependencyValues.withValues(.isolated()) {
        do {
          @Shared(.inMemory("name")) var name = "Blob"
          $name.withLock { $0 = "Blob Jr." }
        }
        @Shared(.inMemory("name")) var again = "unused"
        #expect(again == "Blob Jr.")
        @Shared(.inMemory("never-written")) var fresh = "default"
        #expect(fresh == "default")
      }
    }

    @Test func withLockMutatesAndReturnsTheBodysResult() throws {
      let count = Shared(value: 1)
      let copy = count
      let doubled = count.withLock { value -> Int in
        value += 1
        return value * 2
      }
      #expect(doubled == 4)
      #expect(copy.wrappedValue == 2)
      // The body may read the shared value it mutates.
      count.withLock { $0 = count.wrappedValue + 10 }
      #expect(copy.wrappedValue == 12)
      struct Refused: Error {}
      #expect(throws: Refused.self) {
        try count.withLock { value in
          value = 0
          throw Refused()
        }
      }
      #expect(count.wrappedValue == 12)
    }

    @Test func projectedValueInitIsTheSameReference() {
      let item = Shared(value: Item(id: 1, title: "A"))
      let state = State(count: Shared(value: 0), item: item)
      let other = Shared(projectedValue: state.$item)
      other.withLock { $0.title = "B" }
      #expect(item.wrappedValue == Item(id: 1, title: "B"))
      #expect(state.item.title == "B")
    }

    @Test func equatableComparesCurrentValues() {
      #expect(Shared(value: 1) == Shared(value: 1))
      #expect(Shared(value: 1) != Shared(value: 2))
      let count = Shared(value: 5)
      let alias = count
      count.withLock { $0 = 6 }
      #expect(count == alias)
      #expect(count == Shared(value: 6))
    }

    @Test func identifiableUsesTheValuesID() {
      let item = Shared(value: Item(id: 7, title: "Seven"))
      #expect(item.id == 7)
      item.withLock { $0.id = 8 }
      #expect(item.id == 8)
    }

    @Test func descriptionNamesTypeAndKey() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.inMemory("count")) var count = 0
        #expect($count.description == #"Shared<Int>(.inMemory("count"))"#)
        #expect(Shared(value: 3).description == "Shared<Int>(value: 3)")
        let url = URL(fileURLWithPath: "/tmp/items.json")
        @Shared(.fileStorage(url)) var items: IdentifiedArrayOf<Item> = []
        #expect(
          $items.description
            == #"Shared<IdentifiedArray<Int, Item>>(.fileStorage("/tmp/items.json"))"#)
      }
    }

    @Test func mirrorShowsTheValue() {
      let item = Shared(value: Item(id: 1, title: "A"))
      let children = Mirror(reflecting: item).children.map { "\($0.label ?? "_")=\($0.value)" }
      #expect(children == ["id=1", "title=A"])
    }

    @Test func withLockIsObservable() {
      let item = Shared(value: Item(id: 1, title: "A"))
      let title = item.title
      let changes = Lock(0)
      withObservationTracking {
        _ = title.wrappedValue
      } onChange: {
        changes.withLock { $0 += 1 }
      }
      #expect(changes.withLock { $0 } == 0)
      item.withLock { $0.id = 2 }
      #expect(changes.withLock { $0 } == 1)
      withObservationTracking {
        _ = item.wrappedValue
      } onChange: {
        changes.withLock { $0 += 1 }
      }
      title.withLock { $0 = "B" }
      #expect(changes.withLock { $0 } == 2)
    }

    @Test func sameKeyWithAnotherTypeIsReported() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.inMemory("value")) var number = 1
        var text = Shared(value: "")
        let issues = collectIssues {
          text = Shared(wrappedValue: "text", .inMemory("value"))
        }
        #expect(
          issues.map(\.message) == [
            """
            Shared key .inMemory("value") is already in use with another type.

              Existing: Shared<Int>(.inMemory("value"))
              Requested: Shared<String>

            The new reference is not shared and not saved. To fix, use one value type per key.
            """
          ])
        #expect(text.wrappedValue == "text")
        #expect(number == 1)
      }
    }
  }
}
