import Foundation
import Reducers
import Testing

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SharedState.Item>>.Default {
  /// The key under test: a file with a baked-in default, written the way SyncUps writes its own.
  fileprivate static var items: Self {
    Self[
      .fileStorage(URL(fileURLWithPath: "/shared/items.json")),
      default: [.init(id: 0, title: "Zero")]]
  }
}

extension SharedState {
  @Suite struct SharedKeyDefaultTests {
    @Test func defaultIsUsedWhenStorageHoldsNoValue() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.items) var items
        #expect(items == [Item(id: 0, title: "Zero")])
        #expect(
          $items.description
            == #"Shared<IdentifiedArray<Int, Item>>(.fileStorage("/shared/items.json"))"#)
      }
    }

    @Test func initialValueWinsOverTheDefault() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.items) var items = [.init(id: 1, title: "One")]
        #expect(items == [Item(id: 1, title: "One")])
      }
    }

    @Test func stateDeclarationWithInitialValue() {
      DependencyValues.withValues(.isolated()) {
        let first = Holder()
        #expect(first.items == [Item(id: 1, title: "One")])
        first.$items.withLock { $0[id: 1]?.title = "Uno" }
        #expect(Holder().items == [Item(id: 1, title: "Uno")])
      }
    }

    @Test func defaultKeyAndPlainKeyAreOneReference() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.items) var items
        @Shared(.fileStorage(URL(fileURLWithPath: "/shared/items.json")))
        var plain: IdentifiedArrayOf<Item> = []
        #expect(plain == [Item(id: 0, title: "Zero")])
        $plain.withLock { $0.append(Item(id: 2, title: "Two")) }
        #expect(items.ids == [0, 2])
      }
    }

    @Test func storedValueWinsOverTheDefault() throws {
      try DependencyValues.withValues(.isolated()) {
        @Dependency(\.defaultFileStorage) var storage
        try storage.fileSystem.write(
          Data(#"[{"id":5,"title":"Five"}]"#.utf8), to: URL(fileURLWithPath: "/shared/items.json"))
        @Shared(.items) var items
        #expect(items == [Item(id: 5, title: "Five")])
      }
    }
  }
}

/// A feature state declaring the key with an initial value, as `SyncUpsList.State` does.
private struct Holder {
  @Shared(.items) var items = [.init(id: 1, title: "One")]
}
