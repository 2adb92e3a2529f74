import Foundation
import Reducers
import Synchronization
import Testing

extension SharedState {
  /// Two writers of one file: a storage never saves over a change it didn't make, and says so.
  @Suite struct FileStorageConflictTests {
    /// The message for a file that changed on disk since the storage last read or wrote it.
    static func conflict(_ url: URL) -> String {
      """
      Couldn't save changes to "\(url.path)": The file changed on disk since it was loaded or \
      last saved.

      Your changes were not saved, to avoid overwriting the file's new contents; they are kept in \
      memory. To keep the file's new contents, relaunch (your changes are then lost); to keep your \
      changes, move the file away, and they are saved with the next change.
      """
    }

    /// An in-memory file system whose reads fail once the first one (the load) is done.
    final class UnreadableAfterLoading: FileSystem {
      let base = InMemoryFileSystem()
      private let reads = Lock(0)

      func read(_ url: URL) throws -> Data? {
        let earlier = reads.withLock { count in
          defer { count += 1 }
          return count
        }
        guard earlier == 0 else {
          throw FileSystemError(path: url.path, reason: "Permission denied")
        }
        return try base.read(url)
      }
      func write(_ data: Data, to url: URL, permissions: UInt16?) throws {
        try base.write(data, to: url, permissions: permissions)
      }
      func rename(_ source: URL, to destination: URL) throws {
        try base.rename(source, to: destination)
      }
      func remove(_ url: URL) throws { try base.remove(url) }
      func exists(_ url: URL) -> Bool { base.exists(url) }
      func status(of url: URL) throws -> FileStatus? { try base.status(of: url) }
      func createDirectory(_ url: URL) throws { try base.createDirectory(url) }
    }

    @Test func aFileThatCannotBeReadForTheCheckIsNotWrittenAndSaysWhy() throws {
      let fileSystem = UnreadableAfterLoading()
      let url = URL(fileURLWithPath: "/data/count.json")
      try fileSystem.base.write(Data("1".utf8), to: url)
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      #expect(count.wrappedValue == 1)

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(
        issues.first?.message.hasPrefix(
          """
          Couldn't save changes to "\(url.path)": The file could not be read to check that nothing \
          else changed it (Permission denied).
          """) == true, "\(issues.map(\.message))")
      #expect(try fileSystem.base.read(url) == Data("1".utf8))
      #expect(count.wrappedValue == 2)
    }

    @Test func changeOnDiskAfterLoadingIsNeverOverwritten() throws {
      let fileSystem = InMemoryFileSystem()
      let url = URL(fileURLWithPath: "/data/count.json")
      try fileSystem.write(Data("1".utf8), to: url)
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      #expect(count.wrappedValue == 1)
      // Another process saves the file.
      try fileSystem.write(Data("7".utf8), to: url)

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(issues.map(\.message) == [Self.conflict(url)])
      #expect(storage.writeError(for: url)?.kind == .changedOnDisk)
      #expect(try fileSystem.read(url) == Data("7".utf8))
      #expect(count.wrappedValue == 2)
      #expect(storage.hasPendingWrites)

      // Still changed: the next change is refused too.
      let again = collectIssues { count.withLock { $0 = 3 } }
      #expect(again.map(\.message) == [Self.conflict(url)])
      #expect(try fileSystem.read(url) == Data("7".utf8))

      // Moved away, the next change saves what was kept in memory.
      try fileSystem.rename(url, to: URL(fileURLWithPath: "/data/count-theirs.json"))
      let saved = collectIssues { count.withLock { $0 += 1 } }
      #expect(saved.isEmpty)
      #expect(try fileSystem.read(url) == Data("4".utf8))
      #expect(storage.writeError(for: url) == nil)
    }

    @Test func changeOnDiskAfterSavingIsNeverOverwritten() throws {
      let fileSystem = InMemoryFileSystem()
      let url = URL(fileURLWithPath: "/data/count.json")
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      count.withLock { $0 = 1 }
      #expect(try fileSystem.read(url) == Data("1".utf8))
      try fileSystem.write(Data("7".utf8), to: url)

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(issues.map(\.message) == [Self.conflict(url)])
      #expect(try fileSystem.read(url) == Data("7".utf8))
    }

    @Test func fileCreatedAfterItWasFoundMissingIsNeverOverwritten() throws {
      let fileSystem = InMemoryFileSystem()
      let url = URL(fileURLWithPath: "/data/count.json")
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      try fileSystem.write(Data("7".utf8), to: url)

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(issues.map(\.message) == [Self.conflict(url)])
      #expect(try fileSystem.read(url) == Data("7".utf8))
    }

    @Test func fileRemovedOnDiskIsWrittenAgain() throws {
      let fileSystem = InMemoryFileSystem()
      let url = URL(fileURLWithPath: "/data/count.json")
      try fileSystem.write(Data("1".utf8), to: url)
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      try fileSystem.remove(url)

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(issues.isEmpty)
      #expect(try fileSystem.read(url) == Data("2".utf8))
    }

    @Test func twoProcessesOnOneFileOnDiskTheSecondSaveIsRefused() throws {
      try withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("items.json")
        try Data(#"[{"id":1,"title":"A"}]"#.utf8).write(to: url)
        // Two storages stand for two processes.
        let first = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let second = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let ours = Shared(
          wrappedValue: [], FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: first))
        let theirs = Shared(
          wrappedValue: [], FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: second))

        let theirIssues = collectIssues { theirs.withLock { $0.append(Item(id: 2, title: "B")) } }
        let ourIssues = collectIssues { ours.withLock { $0.append(Item(id: 3, title: "C")) } }

        #expect(theirIssues.isEmpty)
        #expect(ourIssues.map(\.message) == [Self.conflict(url)])
        let onDisk = try JSONDecoder().decode(
          IdentifiedArrayOf<Item>.self, from: bytes(at: url))
        #expect(onDisk.ids == [1, 2])
        #expect(ours.wrappedValue.ids == [1, 3])
        #expect(try contents(of: directory) == ["items.json"])
      }
    }
  }
}

extension SharedState.FileStorageConflictTests {
  typealias Item = SharedState.Item
}
