import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where `.fileStorage` shared keys keep their JSON files: a file system, with coalesced atomic
/// writes and a policy that never loses data.
///
/// An application uses ``live``, the real file system (the live value of
/// ``DependencyValues/defaultFileStorage``); tests and previews get ``inMemory()``, a fresh
/// in-memory file system per dependency cache, so each test store starts with no files.
///
/// ## Writing
///
/// Every write replaces the file atomically: the JSON goes to a temporary sibling file that is then
/// renamed over the file, so the file always holds either the previous or the new value. A process
/// killed during a save leaves its temporary file (`.NAME.<UUID>.tmp`) behind; the storage removes
/// such files when it next loads the file or first saves it, once they are more than five minutes
/// old (younger ones may belong to a save still going on), and touches nothing else. When the
/// path is a symbolic link, the file it points to (resolved at each write) is replaced, and the
/// link stays a link; the new file keeps the old one's permissions. A file its owner may not write
/// (like `0o444`) is read-only: changes to it are reported and kept in memory, never saved over it.
/// Writes are throttled per file: the first change is written at once; changes within ``throttle``
/// of the last write are coalesced into one write at the end of that interval, with the latest
/// value. Call ``flush()`` to write pending changes now, for instance before a terminal app exits.
///
/// ## Two processes on one file
///
/// The storage reads a file once, when the first reference to it is created; changes that other
/// processes make to the file afterwards are not picked up, but they are not overwritten either:
/// before each write the storage compares the file with what it last read or wrote there, and when
/// they differ it refuses the write and reports the conflict, naming the file
/// (``FileStorageError/Kind/changedOnDisk``); the changes stay in memory. A file removed meanwhile
/// is written again. The compare and the rename that replaces the file are one step for every
/// process: each save holds the lock of ``FileSystem/withExclusiveLock(on:_:)`` (on disk, a
/// `flock(2)` on the file's folder, which the kernel releases if the process dies) from the look
/// at the file to the rename. So when two processes save one file, the first save wins and the
/// second is refused and reported, never lost without a word. A failure is reported where the
/// change was made, also when a timer writes it later.
///
/// ## Never losing data
///
/// A missing file means "no value yet": the reference starts from its default. A file that exists
/// but cannot be read or decoded (corrupt or truncated JSON, another schema, a directory or a named
/// pipe in its place, which is refused without being opened, a file larger than
/// ``maximumFileSize``, 64 MiB unless given, which is refused before it is read) is reported with
/// ``reportIssue(_:fileID:filePath:line:column:)``, naming the file, and is **never overwritten**:
/// the reference serves its default value, changes stay in memory, and no write touches the path
/// while something is there. Remove the file and the next change is written; repair it and the next
/// launch loads it. ``loadError(for:)`` (and `Shared.loadError`) tells an application about it, so
/// it can show the problem and exit non-zero. A write that fails is reported too; the file, if any,
/// stays intact and the value is written again with the next change or flush.
public final class FileStorage: Sendable {
  /// The file system the storage reads and writes.
  public let fileSystem: any FileSystem
  /// The shortest time between two writes of one file; changes in between are coalesced.
  public let throttle: Duration
  /// The largest file the storage reads, in bytes: a larger one is refused as unreadable before
  /// a byte of it is read (and so never overwritten), rather than read whole and decoded.
  public let maximumFileSize: Int
  /// The live references of this storage's keys.
  public let registry: SharedRegistry
  /// The largest file a storage reads unless told otherwise: 64 MiB.
  public static let defaultMaximumFileSize = 64 << 20
  /// Runs work after a delay: the timer that writes coalesced changes.
  let schedule: @Sendable (Duration, @escaping @Sendable () -> Void) -> Void
  /// What the storage knows about each file, by standardised URL.
  let files = Lock<[URL: FileState]>([:])
  /// Held while writing, so that writes of one storage never interleave.
  let writing = Lock(())

  /// Creates a storage over a file system.
  ///
  /// - Parameters:
  ///   - fileSystem: The file system to read and write; the real one unless given.
  ///   - throttle: The shortest time between two writes of one file; `.zero` writes every change
  ///     at once.
  ///   - schedule: Runs work after a delay; a Dispatch timer unless given. Tests pass a closure
  ///     that never runs the work, and call ``flush()``.
  ///   - maximumFileSize: The largest file to read, in bytes; 64 MiB unless given.
  public convenience init(
    fileSystem: any FileSystem = LiveFileSystem(),
    throttle: Duration = .seconds(1),
    schedule: (@Sendable (Duration, @escaping @Sendable () -> Void) -> Void)? = nil,
    maximumFileSize: Int = defaultMaximumFileSize
  ) {
    self.init(
      fileSystem: fileSystem, throttle: throttle, schedule: schedule,
      maximumFileSize: maximumFileSize, registry: SharedRegistry())
  }

  private init(
    fileSystem: any FileSystem,
    throttle: Duration,
    schedule: (@Sendable (Duration, @escaping @Sendable () -> Void) -> Void)?,
    maximumFileSize: Int,
    registry: SharedRegistry
  ) {
    self.fileSystem = fileSystem
    self.throttle = throttle
    self.maximumFileSize = maximumFileSize
    self.registry = registry
    self.schedule = schedule ?? Self.dispatchAfter
  }

  /// The storage of the real file system, shared by the whole process.
  ///
  /// It writes pending changes when the process exits normally (through `exit` or by returning
  /// from the entry point), so a coalesced burst is not lost at exit. A process that is killed or
  /// crashes loses at most the changes of the last ``throttle`` interval; call ``flush()`` at
  /// moments that matter.
  public static let live: FileStorage = {
    let storage = FileStorage()
    atexit { FileStorage.live.flush() }
    return storage
  }()

  /// Returns a storage over a new, empty in-memory file system that writes every change at once:
  /// a test's or a preview's.
  ///
  /// Its references live as long as it does, so what a test seeds stays for the store it makes
  /// next, even after the seeding variable's last use (see ``SharedRegistry``).
  public static func inMemory() -> FileStorage {
    FileStorage(
      fileSystem: InMemoryFileSystem(), throttle: .zero, schedule: nil,
      maximumFileSize: defaultMaximumFileSize, registry: SharedRegistry(keepingReferences: true))
  }

  /// Returns why the file at `url` could not be loaded, while its writes are refused.
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: The load error, or `nil` when the file loaded or was missing.
  public func loadError(for url: URL) -> FileStorageError? {
    files.withLock { $0[url.standardizedFileURL]?.loadError }
  }

  /// Returns why the last write of the file at `url` failed, until a write succeeds.
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: The write error, or `nil` when the last write succeeded.
  public func writeError(for url: URL) -> FileStorageError? {
    files.withLock { $0[url.standardizedFileURL]?.writeError }
  }

  /// Reads the file at `url`: its bytes, `nil` when it is missing, or the reason it can't be read.
  ///
  /// Symbolic links are followed; anything but a regular file at the end, such as a named pipe
  /// that would block the read forever, is refused without being opened.
  func read(_ url: URL) -> Result<Data?, FileStorageError> {
    do {
      let target = try fileSystem.resolvingSymbolicLinks(url)
      removeLeftovers(beside: target, of: url, once: false)
      guard let status = try fileSystem.status(of: target) else {
        files.withLock { $0[url, default: FileState()].contentsOnDisk = .missing }
        return .success(nil)
      }
      if let refusal = status.kind.refusal {
        return .failure(FileStorageError(.unreadable, url: url, reason: refusal))
      }
      if let size = status.size, size > maximumFileSize {
        return .failure(
          FileStorageError(
            .unreadable, url: url,
            reason:
              "The file is \(Self.byteCount(size)), more than the \(Self.byteCount(maximumFileSize)) "
              + "file storage reads (FileStorage.maximumFileSize)"))
      }
      let data = try fileSystem.read(target)
      files.withLock { $0[url, default: FileState()].contentsOnDisk = KnownContents(data) }
      return .success(data)
    } catch let error as FileSystemError {
      return .failure(FileStorageError(.unreadable, url: url, reason: error.reason))
    } catch {
      return .failure(FileStorageError(.unreadable, url: url, reason: "\(error)"))
    }
  }

  /// A size as a person reads it: `512 bytes`, `64 MiB`, `2.0 GiB`.
  package static func byteCount(_ bytes: Int) -> String {
    let units = ["KiB", "MiB", "GiB", "TiB"]
    guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let rounded = (value * 10).rounded() / 10
    let text = rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    return "\(text) \(units[unit])"
  }

  /// How long a temporary file beside a data file must have been left alone before it counts as
  /// left over by a save that died: saves take milliseconds, and another process may be saving
  /// the same file right now.
  static let leftoverAge: TimeInterval = 5 * 60

  /// Removes the temporary files a crashed save left beside the file at `url` (see
  /// `FileSystem.removeLeftovers(of:olderThan:now:)`); says nothing unless one cannot be removed.
  /// When `once`, only if this storage did not look for them yet.
  func removeLeftovers(beside target: URL, of url: URL, once: Bool) {
    let skip = files.withLock { files in
      defer { files[url, default: FileState()].leftoversChecked = true }
      return once && files[url]?.leftoversChecked == true
    }
    guard !skip else { return }
    for failure in fileSystem.removeLeftovers(of: target, olderThan: Self.leftoverAge) {
      reportIssue(
        """
        Could not remove a temporary file an interrupted save left beside "\(url.path)".

          File: \(failure.url.path)
          Reason: \(failure.reason)

        To fix, remove it by hand; the data file itself is unaffected.
        """)
    }
  }

  /// Records that the file at `url` loaded (or is missing), so writes to it are allowed.
  func loadSucceeded(_ url: URL) {
    files.withLock { $0[url]?.loadError = nil }
  }

  /// Records that the file at `url` couldn't be loaded, refuses writes to it and reports why.
  func loadFailed(_ error: FileStorageError) {
    let isNew = files.withLock { files in
      defer { files[error.url, default: FileState()].loadError = error }
      return files[error.url]?.loadError != error
    }
    if isNew {
      reportIssue(error.description)
    }
  }

  private static func dispatchAfter(_ delay: Duration, _ work: @escaping @Sendable () -> Void) {
    let (seconds, attoseconds) = delay.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    DispatchQueue.global(qos: .utility)
      .asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds)), execute: work)
  }
}
