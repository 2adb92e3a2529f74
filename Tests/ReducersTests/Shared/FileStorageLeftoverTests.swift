import Foundation
import Reducers
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SharedState {
  /// A save killed halfway leaves its temporary file beside the data file; the next load or save
  /// removes it once it is old enough that no live save can be using it, and nothing else.
  @Suite struct FileStorageLeftoverTests {
    /// A temporary file named as a save names it, last modified `age` seconds ago.
    func leftover(
      _ name: String, in directory: URL, age: TimeInterval, bytes: Int = 1_000
    ) throws -> URL {
      let url = directory.appendingPathComponent(name)
      try Data(repeating: 0x7B, count: bytes).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
      return url
    }

    @Test func loadingRemovesOnlyOldLeftoversOfItsOwnFile() throws {
      try withTemporaryDirectory { directory throws in
        let file = directory.appendingPathComponent("sync-ups.json")
        try Data("1".utf8).write(to: file)
        let old = ".sync-ups.json.\(UUID().uuidString).tmp"
        let recent = ".sync-ups.json.\(UUID().uuidString).tmp"
        let otherFiles = ".other.json.\(UUID().uuidString).tmp"
        _ = try leftover(old, in: directory, age: 600)
        _ = try leftover(recent, in: directory, age: 10)
        _ = try leftover(otherFiles, in: directory, age: 600)
        _ = try leftover(".sync-ups.json.not-a-uuid.tmp", in: directory, age: 600)
        _ = try leftover("sync-ups.json.\(UUID().uuidString).tmp", in: directory, age: 600)
        try FileManager.default.createDirectory(
          at: directory.appendingPathComponent(".sync-ups.json.\(UUID().uuidString).tmp"),
          withIntermediateDirectories: false)

        let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
        let issues = collectIssues {
          let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: file, storage: storage))
          #expect(count.wrappedValue == 1)
        }

        #expect(issues.isEmpty)
        let left = try contents(of: directory)
        #expect(!left.contains(old))
        #expect(left.contains(recent), "a save in progress elsewhere may still use it")
        #expect(left.contains(otherFiles))
        #expect(left.contains(".sync-ups.json.not-a-uuid.tmp"))
        #expect(left.count == 6)
        #expect(try bytes(at: file) == Data("1".utf8))
      }
    }

    @Test func aLeftoverOfAWriterKilledMidSaveIsRemovedAtTheNextLoad() async throws {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("leftover-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("big.json")
      try Data("[]".utf8).write(to: file)

      // A real writer, killed by SIGKILL between writing its temporary file and renaming it. The
      // child process finds the directory in its environment, inherited when it starts.
      setenv("NAVTESTKIT_LEFTOVER_TEST_DIRECTORY", directory.path, 1)
      await #expect(processExitsWith: .signal(SIGKILL)) {
        guard let path = ProcessInfo.processInfo.environment["NAVTESTKIT_LEFTOVER_TEST_DIRECTORY"]
        else { exit(1) }
        let temporary = URL(fileURLWithPath: path)
          .appendingPathComponent(".big.json.\(UUID().uuidString).tmp")
        try? LiveFileSystem().write(Data(repeating: 0x20, count: 5_000_000), to: temporary)
        kill(getpid(), SIGKILL)
      }
      let left = try contents(of: directory).filter { $0.hasSuffix(".tmp") }
      #expect(left.count == 1, "the killed writer left its temporary file: \(left)")
      // Five minutes later, as far as the file's clock says.
      for name in left {
        try FileManager.default.setAttributes(
          [.modificationDate: Date().addingTimeInterval(-301)],
          ofItemAtPath: directory.appendingPathComponent(name).path)
      }

      let storage = FileStorage(fileSystem: LiveFileSystem(), throttle: .zero)
      let value = Shared(wrappedValue: [Int](), FileStorageKey<[Int]>(url: file, storage: storage))
      #expect(value.wrappedValue == [])
      #expect(try contents(of: directory) == ["big.json"])
    }

    /// The disk, except that removing fails: how a leftover that cannot be removed looks, also
    /// to root, whom a read-only directory does not stop.
    struct RefusingRemoval: FileSystem {
      let disk = LiveFileSystem()
      func read(_ url: URL) throws -> Data? { try disk.read(url) }
      func write(_ data: Data, to url: URL, permissions: UInt16?) throws {
        try disk.write(data, to: url, permissions: permissions)
      }
      func rename(_ source: URL, to destination: URL) throws {
        try disk.rename(source, to: destination)
      }
      func remove(_ url: URL) throws {
        throw FileSystemError(path: url.path, reason: "Operation not permitted")
      }
      func exists(_ url: URL) -> Bool { disk.exists(url) }
      func status(of url: URL) throws -> FileStatus? { try disk.status(of: url) }
      func createDirectory(_ url: URL) throws { try disk.createDirectory(url) }
      func contentsOfDirectory(_ url: URL) throws -> [String] {
        try disk.contentsOfDirectory(url)
      }
    }

    @Test func aLeftoverThatCannotBeRemovedIsReportedOnceAndTheFileStillLoads() throws {
      try withTemporaryDirectory { directory throws in
        let file = directory.appendingPathComponent("count.json")
        try Data("3".utf8).write(to: file)
        let old = try leftover(".count.json.\(UUID().uuidString).tmp", in: directory, age: 600)
        let storage = FileStorage(fileSystem: RefusingRemoval(), throttle: .zero)
        let issues = collectIssues {
          let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: file, storage: storage))
          #expect(count.wrappedValue == 3)
        }
        #expect(
          issues.map(\.message) == [
            """
            Could not remove a temporary file an interrupted save left beside "\(file.path)".

              File: \(old.path)
              Reason: Operation not permitted

            To fix, remove it by hand; the data file itself is unaffected.
            """
          ])
        #expect(FileManager.default.fileExists(atPath: old.path))
      }
    }

    @Test(arguments: [
      (".a.json.00000000-0000-0000-0000-000000000000.tmp", true),
      (".a.json.tmp", false), (".a.json..tmp", false),
      ("a.json.00000000-0000-0000-0000-000000000000.tmp", false),
      (".a.json.00000000-0000-0000-0000-000000000000.tmp.bak", false),
      (".ab.json.00000000-0000-0000-0000-000000000000.tmp", false),
    ])
    func onlyTheSavesOwnNamingCounts(name: String, matches: Bool) {
      #expect(LiveFileSystem.isTemporaryFile(name, of: "a.json") == matches)
    }
  }
}
