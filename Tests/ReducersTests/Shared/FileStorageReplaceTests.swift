import Foundation
import Reducers
import Testing

extension SharedState {
  /// What replacing a file keeps: a symbolic link stays a link, and the file it points to gets the
  /// change; the file's permissions stay; a read-only file stays as it is.
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

  /// The advice for a read-only file.
  static let readOnlyAdvice = """
    It was left as it was, and your changes were not saved; they are kept in memory. To fix, \
    make the file writable; your changes are then saved with the next change.
    """

  /// The POSIX permissions of a file on disk, read with Foundation rather than the code under test.
  static func permissions(at url: URL) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
  }

  @Test(arguments: [0o600, 0o640, 0o664])
  func saveKeepsTheFilePermissionsOnDisk(permissions: Int) throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("count.json")
      try Data("1".utf8).write(to: url)
      try FileManager.default.setAttributes(
        [.posixPermissions: permissions], ofItemAtPath: url.path)
      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(issues.isEmpty)
      #expect(try SharedState.bytes(at: url) == Data("2".utf8))
      #expect(try Self.permissions(at: url) == permissions)
    }
  }

  @Test func saveKeepsTheFilePermissionsInMemory() throws {
    let fileSystem = InMemoryFileSystem()
    let url = URL(fileURLWithPath: "/private/count.json")
    try fileSystem.write(Data("1".utf8), to: url, permissions: 0o600)
    let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
    let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))

    count.withLock { $0 = 2 }

    #expect(try fileSystem.read(url) == Data("2".utf8))
    #expect(
      try fileSystem.status(of: url) == FileStatus(kind: .regularFile, permissions: 0o600, size: 1))
  }

  @Test func readOnlyFileIsNeverOverwrittenAndChangesStayInMemory() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("count.json")
      try Data("1".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      #expect(count.wrappedValue == 1)

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(
        issues.map(\.message) == [
          """
          Couldn't save changes to "\(url.path)": The file is read-only.

          \(Self.readOnlyAdvice)
          """
        ])
      #expect(storage.writeError(for: url)?.kind == .readOnly)
      #expect(count.wrappedValue == 2)
      #expect(try SharedState.bytes(at: url) == Data("1".utf8))
      #expect(try Self.permissions(at: url) == 0o444)
      #expect(try SharedState.contents(of: directory) == ["count.json"])

      // Made writable again, the next change saves what was kept in memory.
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
      count.withLock { $0 += 1 }
      #expect(try SharedState.bytes(at: url) == Data("3".utf8))
      #expect(storage.writeError(for: url) == nil)
    }
  }

  @Test func aFileInAReadOnlyFolderIsNeverReplacedEvenByRoot() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let folder = directory.appendingPathComponent("data")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      let url = folder.appendingPathComponent("count.json")
      try Data("1".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
      defer {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: folder.path)
      }
      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      #expect(count.wrappedValue == 1)

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(
        issues.map(\.message) == [
          """
          Couldn't save changes to "\(url.path)": The folder "\(folder.path)" is read-only.

          Nothing was written there, and your changes were not saved; they are kept in memory. \
          To fix, make the folder writable; your changes are then saved with the next change.
          """
        ])
      #expect(storage.writeError(for: url)?.kind == .readOnlyFolder)
      #expect(count.wrappedValue == 2)
      #expect(try SharedState.bytes(at: url) == Data("1".utf8))
      #expect(try SharedState.contents(of: folder) == ["count.json"])

      // Made writable again, the next change saves what was kept in memory.
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
      count.withLock { $0 += 1 }
      #expect(try SharedState.bytes(at: url) == Data("3".utf8))
      #expect(storage.writeError(for: url) == nil)
    }
  }

  @Test func aNewFileIsNotCreatedInAReadOnlyFolderEvenByRoot() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("new.json")
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: directory.path)
      defer {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: directory.path)
      }
      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))

      let issues = collectIssues { count.withLock { $0 = 2 } }

      #expect(issues.count == 1)
      #expect(storage.writeError(for: url)?.kind == .readOnlyFolder)
      #expect(try SharedState.contents(of: directory) == [])
    }
  }

  @Test func readOnlyFileIsNeverOverwrittenInMemory() throws {
    let fileSystem = InMemoryFileSystem()
    let url = URL(fileURLWithPath: "/data/count.json")
    try fileSystem.write(Data("1".utf8), to: url, permissions: 0o444)
    let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
    let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))

    let issues = collectIssues { count.withLock { $0 = 2 } }

    #expect(issues.map { $0.message.hasSuffix(Self.readOnlyAdvice) } == [true])
    #expect(count.wrappedValue == 2)
    #expect(try fileSystem.read(url) == Data("1".utf8))
    #expect(try fileSystem.status(of: url)?.permissions == 0o444)
  }
}
