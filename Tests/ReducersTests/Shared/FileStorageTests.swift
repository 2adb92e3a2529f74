import Foundation
import Reducers
import Testing

extension SharedState {
  @Suite struct FileStorageTests {
    @Test func roundTripOnTheRealFileSystem() throws {
      try withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("items.json")
        let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        try withDependencies {
          $0.defaultFileStorage = storage
        } operation: { () throws in
          do {
            @Shared(.fileStorage(url)) var items: IdentifiedArrayOf<Item> = []
            #expect(items == [])
            #expect($items.loadError == nil)
            // Reading the default writes nothing.
            #expect(try contents(of: directory) == [])
            $items.withLock { $0.append(Item(id: 1, title: "A")) }
            $items[id: 1].withLock { $0?.title = "Ay" }
          }
          #expect(
            String(decoding: try bytes(at: url), as: UTF8.self)
              == "[\n  {\n    \"id\" : 1,\n    \"title\" : \"Ay\"\n  }\n]")
          #expect(try contents(of: directory) == ["items.json"])
          // The first reference is gone: a new one loads the file.
          @Shared(.fileStorage(url)) var reloaded: IdentifiedArrayOf<Item> = []
          #expect(reloaded == [Item(id: 1, title: "Ay")])
        }
        // Another storage (another process, say) reads the same file.
        let other = Shared(
          wrappedValue: [],
          FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: FileStorage()))
        #expect(other.wrappedValue == [Item(id: 1, title: "Ay")])
      }
    }

    @Test func missingDirectoriesAreCreated() throws {
      try withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("a/b/count.json")
        let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
        count.withLock { $0 = 3 }
        #expect(String(decoding: try bytes(at: url), as: UTF8.self) == "3")
      }
    }

    @Test func burstOfWritesIsCoalescedIntoOneWrite() throws {
      let fileSystem = CountingFileSystem(base: InMemoryFileSystem())
      let scheduler = ManualScheduler()
      let storage = FileStorage(
        fileSystem: fileSystem, throttle: .seconds(1), schedule: scheduler.schedule)
      let url = URL(fileURLWithPath: "/coalesce/count.json")
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      func file() throws -> String? {
        try fileSystem.read(url).map { String(decoding: $0, as: UTF8.self) }
      }

      // The first change is written at once.
      count.withLock { $0 = 1 }
      #expect(fileSystem.count("write") == 1)
      #expect(try file() == "1")

      // A burst within the throttle interval waits for one timer.
      for value in 2...100 { count.withLock { $0 = value } }
      #expect(fileSystem.count("write") == 1)
      #expect(scheduler.delays.count == 1)
      #expect(storage.hasPendingWrites)
      #expect(try file() == "1")

      scheduler.fire()
      #expect(fileSystem.count("write") == 2)
      #expect(fileSystem.count("rename") == 2)
      #expect(try file() == "100")
      #expect(!storage.hasPendingWrites)

      // Another burst, flushed by hand before its timer fires: one write, and none from the timer.
      for value in 101...150 { count.withLock { $0 = value } }
      #expect(fileSystem.count("write") == 2)
      storage.flush()
      #expect(fileSystem.count("write") == 3)
      #expect(try file() == "150")
      scheduler.fire()
      #expect(fileSystem.count("write") == 3)
    }

    @Test func aBurstAfterATimersWriteGetsATimerOfItsOwn() throws {
      let fileSystem = CountingFileSystem(base: InMemoryFileSystem())
      let scheduler = ManualScheduler()
      let storage = FileStorage(
        fileSystem: fileSystem, throttle: .seconds(1), schedule: scheduler.schedule)
      let url = URL(fileURLWithPath: "/timers/count.json")
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      count.withLock { $0 = 1 }
      for value in 2...10 { count.withLock { $0 = value } }
      scheduler.fire()
      #expect(try fileSystem.read(url) == Data("10".utf8))

      // The timer's write ended its schedule: the next burst, inside the throttle again, waits
      // for a timer of its own, which writes it; nothing waits for a flush.
      for value in 11...20 { count.withLock { $0 = value } }
      #expect(scheduler.delays.count == 1)
      scheduler.fire()
      #expect(try fileSystem.read(url) == Data("20".utf8))
      #expect(!storage.hasPendingWrites)
    }

    @Test func defaultFileStorageIsInMemoryUnderTest() throws {
      try DependencyValues.withValues(.isolated()) { () throws in
        let url = URL(fileURLWithPath: "/not/on/disk/count.json")
        @Shared(.fileStorage(url)) var count = 0
        $count.withLock { $0 = 9 }
        @Dependency(\.defaultFileStorage) var storage
        #expect(storage.fileSystem is InMemoryFileSystem)
        #expect(try storage.fileSystem.read(url) == Data("9".utf8))
        #expect(!FileManager.default.fileExists(atPath: url.path))
      }
    }
  }
}
