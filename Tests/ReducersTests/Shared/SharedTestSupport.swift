import Foundation
import Reducers
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shared-state suites: `swift test --filter SharedState`.
@Suite enum SharedState {
  /// A small codable element for identified arrays and files.
  struct Item: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var title: String
  }

  /// A feature state that holds shared values, compared the way a test store compares states.
  struct State: Equatable {
    @Shared var count: Int
    @Shared var item: Item
    var note = ""
  }

  /// Runs `body` with a new directory under the system's temporary directory, then removes it.
  static func withTemporaryDirectory<R>(_ body: (URL) throws -> R) throws -> R {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SharedStateTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
  }

  /// The names in a directory, sorted: shows that no temporary file was left behind.
  static func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    /// Creates a named pipe (FIFO) with `mkfifo(3)`: reading it blocks until a writer opens it.
    static func makeNamedPipe(at url: URL) throws {
      guard mkfifo(url.path, 0o644) == 0 else {
        throw FileSystemError(path: url.path, reason: String(cString: strerror(errno)))
      }
    }
  #endif

  /// The bytes of a file on disk, read with Foundation rather than the code under test.
  static func bytes(at url: URL) throws -> Data {
    try Data(contentsOf: url)
  }
}

/// A file system that counts the operations it forwards to another.
final class CountingFileSystem: FileSystem {
  let base: any FileSystem
  private let counts = Lock<[String: Int]>([:])

  init(base: any FileSystem) { self.base = base }

  /// How many times an operation ran.
  func count(_ operation: String) -> Int { counts.withLock { $0[operation, default: 0] } }

  private func bump(_ operation: String) { counts.withLock { $0[operation, default: 0] += 1 } }

  func read(_ url: URL) throws -> Data? {
    bump("read")
    return try base.read(url)
  }
  func write(_ data: Data, to url: URL, permissions: UInt16?) throws {
    bump("write")
    try base.write(data, to: url, permissions: permissions)
  }
  func rename(_ source: URL, to destination: URL) throws {
    bump("rename")
    try base.rename(source, to: destination)
  }
  func remove(_ url: URL) throws { try base.remove(url) }
  func exists(_ url: URL) -> Bool { base.exists(url) }
  func status(of url: URL) throws -> FileStatus? { try base.status(of: url) }
  func createDirectory(_ url: URL) throws { try base.createDirectory(url) }
}

/// The live file system, except that while `isFailing`, every write stops half way through and
/// fails, as a full disk would.
final class HalfWritingFileSystem: FileSystem {
  let live = LiveFileSystem()
  let isFailing = Lock(true)

  func read(_ url: URL) throws -> Data? { try live.read(url) }
  func write(_ data: Data, to url: URL, permissions: UInt16?) throws {
    guard isFailing.withLock({ $0 }) else {
      return try live.write(data, to: url, permissions: permissions)
    }
    try live.write(data.prefix(data.count / 2), to: url, permissions: permissions)
    throw FileSystemError(path: url.path, reason: "No space left on device")
  }
  func rename(_ source: URL, to destination: URL) throws {
    try live.rename(source, to: destination)
  }
  func remove(_ url: URL) throws { try live.remove(url) }
  func exists(_ url: URL) -> Bool { live.exists(url) }
  func status(of url: URL) throws -> FileStatus? { try live.status(of: url) }
  func createDirectory(_ url: URL) throws { try live.createDirectory(url) }
}

/// A timer that runs scheduled work only when the test says so.
final class ManualScheduler: Sendable {
  private let jobs = Lock<[(delay: Duration, work: @Sendable () -> Void)]>([])

  /// The delays of the work waiting to run.
  var delays: [Duration] { jobs.withLock { $0.map(\.delay) } }

  /// Queues work; the `schedule` argument of `FileStorage`.
  func schedule(_ delay: Duration, _ work: @escaping @Sendable () -> Void) {
    jobs.withLock { $0.append((delay, work)) }
  }

  /// Runs the queued work, as if every timer fired.
  func fire() {
    let due = jobs.withLock { jobs in
      defer { jobs = [] }
      return jobs
    }
    for job in due { job.work() }
  }
}
