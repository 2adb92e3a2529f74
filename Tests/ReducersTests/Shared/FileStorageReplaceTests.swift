import Foundation
import Reducers
import Testing

extension SharedState {
  /// What replacing a file keeps: a symbolic link stays a link, and the file it points to gets the
  /// change.
  @Suite struct FileStorageReplaceTests {
    @Test func saveWritesThroughASymbolicLinkInMemory() throws {
      let fileSystem = InMemoryFileSystem()
      let target = URL(fileURLWithPath: "/data/real.json")
      let link = URL(fileURLWithPath: "/config/items.json")
      try fileSystem.write(Data(#"[{"id":1,"title":"A"}]"#.utf8), to: target)
      fileSystem.createSymbolicLink(at: link, destination: "../data/real.json")
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      let items = Shared(
        wrappedValue: [], FileStorageKey<IdentifiedArrayOf<Item>>(url: link, storage: storage))
      #expect(items.wrappedValue == [Item(id: 1, title: "A")])

      let issues = collectIssues { items.withLock { $0.append(Item(id: 2, title: "B")) } }

      #expect(issues.isEmpty)
      #expect(
        try fileSystem.status(of: link)?.kind == .symbolicLink(destination: "../data/real.json"))
      let saved = try #require(try fileSystem.read(target))
      #expect(
        try JSONDecoder().decode(IdentifiedArrayOf<Item>.self, from: saved)
          == [Item(id: 1, title: "A"), Item(id: 2, title: "B")])
      #expect(fileSystem.paths == ["/config/items.json", "/data/real.json"])
    }

    @Test func saveWritesThroughASymbolicLinkOnDisk() throws {
      try withTemporaryDirectory { directory throws in
        let target = directory.appendingPathComponent("real.json")
        let link = directory.appendingPathComponent("items.json")
        try Data("1".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
          atPath: link.path, withDestinationPath: "real.json")
        let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: link, storage: storage))
        #expect(count.wrappedValue == 1)

        let issues = collectIssues { count.withLock { $0 = 2 } }

        #expect(issues.isEmpty)
        #expect(
          try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
        #expect(try bytes(at: target) == Data("2".utf8))
        #expect(try contents(of: directory) == ["items.json", "real.json"])
      }
    }

    @Test func saveThroughADanglingSymbolicLinkCreatesTheFileItPointsTo() throws {
      try withTemporaryDirectory { directory throws in
        let link = directory.appendingPathComponent("count.json")
        try FileManager.default.createSymbolicLink(
          atPath: link.path, withDestinationPath: directory.appendingPathComponent("new.json").path)
        let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: link, storage: storage))

        let issues = collectIssues { count.withLock { $0 = 5 } }

        #expect(issues.isEmpty)
        #expect(try bytes(at: directory.appendingPathComponent("new.json")) == Data("5".utf8))
        #expect(try LiveFileSystem().status(of: link)?.kind != .regularFile)
        #expect(try contents(of: directory) == ["count.json", "new.json"])
      }
    }

    @Test func symbolicLinkLoopIsReportedAndNothingIsWritten() throws {
      let fileSystem = InMemoryFileSystem()
      let url = URL(fileURLWithPath: "/loop/a.json")
      fileSystem.createSymbolicLink(at: url, destination: "b.json")
      fileSystem.createSymbolicLink(at: URL(fileURLWithPath: "/loop/b.json"), destination: "a.json")
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      var count = Shared(value: 0)
      let loadIssues = collectIssues {
        count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      }
      #expect(
        loadIssues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
          #"Couldn't load "/loop/a.json": Too many levels of symbolic links."#
        ])
      let saveIssues = collectIssues { count.withLock { $0 = 1 } }
      #expect(saveIssues.isEmpty)
      #expect(fileSystem.paths == ["/loop/a.json", "/loop/b.json"])
    }
  }
}

extension SharedState.FileStorageReplaceTests {
  typealias Item = SharedState.Item
}
