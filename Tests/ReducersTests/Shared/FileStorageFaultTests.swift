import Foundation
import Reducers
import Synchronization
import Testing

extension SharedState {
  /// Files that can't be loaded or saved, on a real temporary directory: each is reported with a
  /// message naming the file, and the bytes on disk are never changed.
  @Suite struct FileStorageFaultTests {
    /// The advice every load failure ends with.
    static let loadAdvice = """
      The file was left untouched; your changes are kept in memory and not saved while it is \
      there. To fix, repair the file and relaunch, or remove it.
      """

    /// A file's original contents, and the reason its load failure gives.
    struct BadFile: Sendable, CustomTestStringConvertible {
      let name: String
      let contents: String
      let reason: String
      var testDescription: String { name }
    }

    static let badFiles = [
      BadFile(
        name: "corrupt", contents: "{ not json",
        reason: "The file is not valid JSON: Invalid value around character 2."),
      BadFile(
        name: "truncated", contents: #"[{"id":1,"title":"A"},{"id":2,"ti"#,
        reason: "The file is not valid JSON: Unexpected end of file during JSON parse."),
      BadFile(name: "empty", contents: "", reason: "The file is empty."),
      BadFile(
        name: "wrong schema: object for array", contents: #"{"id":1,"title":"A"}"#,
        reason: "Expected a list but found an object."),
      BadFile(
        name: "wrong schema: missing key", contents: #"[{"id":1,"title":"A"},{"id":2}]"#,
        reason: #"No value for key "title" at "[1]"."#),
      BadFile(
        name: "wrong schema: type of a field", contents: #"[{"id":"1","title":"A"}]"#,
        reason: #"Expected a number but found text at "[0].id"."#),
      BadFile(
        name: "wrong schema: null element", contents: "[null]",
        reason: #"Expected an object but found null at "[0]"."#),
      BadFile(
        name: "a field this program does not know",
        contents: #"[{"id":1,"title":"A","color":"red"}]"#,
        reason:
          #"The file has a field this program does not know, which saving would drop: "[0].color". It may come from a newer version."#
      ),
      BadFile(
        name: "many fields this program does not know",
        contents:
          #"[{"id":1,"title":"A","color":"red","tags":[],"due":2},{"id":2,"title":"B","color":"blue","size":3}]"#,
        reason:
          #"The file has fields this program does not know, which saving would drop: "[0].color", "[0].due", "[0].tags" and 1 more. It may come from a newer version."#
      ),
      BadFile(
        name: "wrong schema: boolean for text", contents: #"[{"id":1,"title":true}]"#,
        reason: #"Expected text but found true or false at "[0].title"."#),
    ]

    @Test(arguments: badFiles) func undecodableFileIsReportedAndNeverOverwritten(file: BadFile)
      throws
    {
      try withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("items.json")
        let original = Data(file.contents.utf8)
        try original.write(to: url)
        let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let key = FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: storage)
        var items = Shared(value: IdentifiedArrayOf<Item>())
        let issues = collectIssues {
          items = Shared(wrappedValue: [Item(id: 0, title: "Default")], key)
        }
        #expect(issues.count == 1)
        let message = try #require(issues.first?.message)
        #expect(
          message == """
            Couldn't load "\(url.path)": \(file.reason)

            \(Self.loadAdvice)
            """)
        // The default is served, and the error is there for the application to show.
        #expect(items.wrappedValue == [Item(id: 0, title: "Default")])
        let error = try #require(items.loadError as? FileStorageError)
        #expect(error == storage.loadError(for: url))
        #expect(error.operation == .load)
        #expect(error.url == url)
        #expect(error.description == message)
        // Changes stay in memory; the file keeps its exact bytes.
        let writeIssues = collectIssues {
          items.withLock { $0.append(Item(id: 9, title: "New")) }
          storage.flush()
        }
        #expect(writeIssues.isEmpty)
        #expect(items.wrappedValue.ids == [0, 9])
        #expect(try bytes(at: url) == original)
        #expect(try contents(of: directory) == ["items.json"])
      }
    }
  }
}

extension SharedState.FileStorageFaultTests {
  typealias Item = SharedState.Item

  /// A set encodes its elements in an order that changes with every decoding, so a field only
  /// some elements have is at other positions after a round trip; it is still a known field.
  @Test func aSetWhoseElementsMoveOnARoundTripLoads() throws {
    struct Tag: Codable, Hashable, Sendable {
      var name: String
      var note: String?
    }
    let tags = Set((0..<40).map { Tag(name: "tag \($0)", note: $0 % 3 == 0 ? "note \($0)" : nil) })
    let fileSystem = InMemoryFileSystem()
    let url = URL(fileURLWithPath: "/data/tags.json")
    let writer = FileStorage(fileSystem: fileSystem, throttle: .zero)
    let written = Shared(wrappedValue: [], FileStorageKey<Set<Tag>>(url: url, storage: writer))
    written.withLock { $0 = tags }
    writer.flush()

    let reader = FileStorage(fileSystem: fileSystem, throttle: .zero)
    var loaded = Shared(value: Set<Tag>())
    let issues = collectIssues {
      loaded = Shared(wrappedValue: [], FileStorageKey<Set<Tag>>(url: url, storage: reader))
    }
    #expect(issues.map(\.message) == [])
    #expect(loaded.wrappedValue == tags)
    #expect(loaded.loadError == nil)
  }

  @Test func aNullFieldThisProgramDoesNotKnowLosesNothingAndLoads() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("items.json")
      try Data(#"[{"id":1,"title":"A","note":null}]"#.utf8).write(to: url)
      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let key = FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: storage)
      var items = Shared(value: IdentifiedArrayOf<Item>())
      let issues = collectIssues {
        items = Shared(wrappedValue: [], key)
      }
      #expect(issues.isEmpty)
      #expect(items.wrappedValue == [Item(id: 1, title: "A")])
      #expect(items.loadError == nil)
    }
  }

  @Test func pathThroughARegularFileIsReportedAndTheFileIsKept() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let notes = directory.appendingPathComponent("notes.txt")
      let original = Data("keep me\n".utf8)
      try original.write(to: notes)
      let url = notes.appendingPathComponent("items.json")
      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let key = FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: storage)
      var items = Shared(value: IdentifiedArrayOf<Item>())
      let loadIssues = collectIssues { items = Shared(wrappedValue: [], key) }
      #expect(
        loadIssues.map(\.message) == [
          """
          Couldn't load "\(url.path)": Not a directory.

          \(Self.loadAdvice)
          """
        ])
      #expect(items.wrappedValue == [])
      #expect((items.loadError as? FileStorageError)?.reason == "Not a directory")
      let saveIssues = collectIssues {
        items.withLock { $0.append(Item(id: 1, title: "A")) }
      }
      // There was no file, so the message doesn't speak of one.
      #expect(
        saveIssues.map(\.message) == [
          """
          Couldn't save changes to "\(url.path)": Not a directory.

          Nothing was written; your changes are not saved yet. They are kept in memory, and saving \
          them is tried again with the next change.
          """
        ])
      #expect(items.wrappedValue.ids == [1])
      #expect(try SharedState.bytes(at: notes) == original)
      #expect(try SharedState.contents(of: directory) == ["notes.txt"])
    }
  }

  /// Loads the file at `url` into a fresh storage, changes the value and flushes: the value is
  /// the default plus the change, in memory; returns the messages reported on the way.
  static func issuesLoadingAndChanging(_ url: URL) -> [String] {
    let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
    let key = FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: storage)
    return collectIssues {
      let items = Shared(wrappedValue: [Item(id: 0, title: "Default")], key)
      #expect(items.wrappedValue.ids == [0])
      items.withLock { $0.append(Item(id: 1, title: "A")) }
      storage.flush()
      #expect(items.wrappedValue.ids == [0, 1])
    }.map(\.message)
  }

  @Test func directoryInPlaceOfTheFileIsReportedAndLeftAlone() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("items.json")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      let inner = url.appendingPathComponent("inner.txt")
      try Data("inner".utf8).write(to: inner)
      let issues = Self.issuesLoadingAndChanging(url)
      #expect(
        issues == [
          """
          Couldn't load "\(url.path)": Is a directory.

          \(Self.loadAdvice)
          """
        ])
      #expect(try SharedState.contents(of: url) == ["inner.txt"])
      #expect(try SharedState.bytes(at: inner) == Data("inner".utf8))
      #expect(try SharedState.contents(of: directory) == ["items.json"])
    }
  }

  @Test func writeThatFailsHalfWayLeavesThePreviousFileIntact() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("items.json")
      let original = Data(#"[{"id":1,"title":"A"}]"#.utf8)
      try original.write(to: url)
      let fileSystem = HalfWritingFileSystem()
      let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
      let items = Shared(
        wrappedValue: [], FileStorageKey<IdentifiedArrayOf<Item>>(url: url, storage: storage))
      #expect(items.wrappedValue == [Item(id: 1, title: "A")])
      let issues = collectIssues {
        items.withLock { $0.append(Item(id: 2, title: "B")) }
      }
      let expected = FileStorageError(
        .writeFailed(fileExisted: true), url: url, reason: "No space left on device")
      #expect(
        issues.map(\.message) == [
          """
          Couldn't save changes to "\(url.path)": No space left on device.

          The file was left as it was; your changes are not saved yet. They are kept in memory, \
          and saving them is tried again with the next change.
          """
        ])
      #expect(expected.description == issues.first?.message)
      #expect(storage.writeError(for: url) == expected)
      #expect(try SharedState.bytes(at: url) == original)
      #expect(try SharedState.contents(of: directory) == ["items.json"])
      #expect(items.wrappedValue.ids == [1, 2])
      #expect(storage.hasPendingWrites)

      // The disk recovers: the kept value is written by the next flush.
      fileSystem.isFailing.withLock { $0 = false }
      let flushIssues = collectIssues { storage.flush() }
      #expect(flushIssues.isEmpty)
      #expect(storage.writeError(for: url) == nil)
      let saved = try JSONDecoder().decode(
        IdentifiedArrayOf<Item>.self, from: SharedState.bytes(at: url))
      #expect(saved == [Item(id: 1, title: "A"), Item(id: 2, title: "B")])
      #expect(try SharedState.contents(of: directory) == ["items.json"])
    }
  }

  @Test func removingTheBadFileLetsTheNextChangeBeWritten() throws {
    try SharedState.withTemporaryDirectory { directory throws in
      let url = directory.appendingPathComponent("count.json")
      try Data("not a number".utf8).write(to: url)
      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let key = FileStorageKey<Int>(url: url, storage: storage)
      var count = Shared(value: 0)
      let issues = collectIssues {
        count = Shared(wrappedValue: 0, key)
        count.withLock { $0 = 1 }
      }
      #expect(issues.count == 1)
      #expect(try SharedState.bytes(at: url) == Data("not a number".utf8))
      try FileManager.default.removeItem(at: url)
      count.withLock { $0 += 1 }
      #expect(try SharedState.bytes(at: url) == Data("2".utf8))
      #expect(count.loadError == nil)
    }
  }

  @Test func loadFailureIsReportedOncePerStorage() throws {
    let fileSystem = InMemoryFileSystem()
    let url = URL(fileURLWithPath: "/bad/count.json")
    try fileSystem.write(Data("{".utf8), to: url)
    let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
    let issues = collectIssues {
      for _ in 1...3 {
        let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
        #expect(count.wrappedValue == 0)
      }
    }
    #expect(issues.count == 1)
    #expect(try fileSystem.read(url) == Data("{".utf8))
  }
}

extension SharedState.FileStorageFaultTests {
  @Test func directoryThatAppearsAfterLoadingIsNeverReplaced() throws {
    let fileSystem = InMemoryFileSystem()
    let url = URL(fileURLWithPath: "/data/count.json")
    let inner = url.appendingPathComponent("inner.txt")
    let storage = FileStorage(fileSystem: fileSystem, throttle: .zero)
    let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
    try fileSystem.write(Data("inner".utf8), to: inner)

    let issues = collectIssues { count.withLock { $0 = 1 } }

    #expect(
      issues.map(\.message) == [
        """
        Couldn't save changes to "\(url.path)": Is a directory.

        It was left untouched, and your changes were not saved; they are kept in memory. To fix, \
        move it away; your changes are then saved with the next change.
        """
      ])
    #expect(storage.writeError(for: url)?.kind == .notARegularFile)
    #expect(count.wrappedValue == 1)
    #expect(fileSystem.paths == [inner.path])
    #expect(try fileSystem.read(inner) == Data("inner".utf8))

    // Moved away, the next change is saved with everything kept in memory.
    try fileSystem.remove(inner)
    count.withLock { $0 += 1 }
    #expect(try fileSystem.read(url) == Data("2".utf8))
    #expect(storage.writeError(for: url) == nil)
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    @Test func namedPipeIsRefusedWithoutWaitingForAWriter() throws {
      try SharedState.withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("items.json")
        try SharedState.makeNamedPipe(at: url)
        let issues = Self.issuesLoadingAndChanging(url)
        #expect(
          issues == [
            """
            Couldn't load "\(url.path)": Is a named pipe (FIFO), not a regular file.

            \(Self.loadAdvice)
            """
          ])
        #expect(try LiveFileSystem().status(of: url)?.kind == .namedPipe)
        #expect(try SharedState.contents(of: directory) == ["items.json"])
      }
    }

    @Test func namedPipeThatAppearsAfterLoadingIsNeverReplaced() throws {
      try SharedState.withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("count.json")
        let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
        try SharedState.makeNamedPipe(at: url)

        let issues = collectIssues { count.withLock { $0 = 1 } }

        #expect(
          issues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
            #"Couldn't save changes to "\#(url.path)": Is a named pipe (FIFO), not a regular file."#
          ])
        #expect(try LiveFileSystem().status(of: url)?.kind == .namedPipe)
        #expect(try SharedState.contents(of: directory) == ["count.json"])
      }
    }

    @Test func liveReadOfANamedPipeThrowsAtOnce() throws {
      try SharedState.withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("pipe")
        try SharedState.makeNamedPipe(at: url)
        let refusal = "Is a named pipe (FIFO), not a regular file"
        #expect(throws: FileSystemError(path: url.path, reason: refusal)) {
          try LiveFileSystem().read(url)
        }
      }
    }
  #endif
}
