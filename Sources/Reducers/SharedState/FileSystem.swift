import Foundation

/// The file operations file storage needs: the seam between shared state and the disk.
///
/// ``LiveFileSystem`` talks to the real file system; ``InMemoryFileSystem`` keeps files in a
/// dictionary, for tests and previews. Tests can wrap either to count operations or to inject
/// failures: ``FileStorage`` performs every write through ``writeAtomically(_:to:)``, which is
/// built from the primitive operations below unless a file system provides its own.
public protocol FileSystem: Sendable {
  /// Returns the contents of a file, or `nil` when no file exists at the URL; follows symbolic
  /// links.
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: The file's bytes, or `nil` for a missing file.
  /// - Throws: ``FileSystemError`` when something is at the URL but cannot be read: a directory,
  ///   a path through a regular file, a permission problem.
  func read(_ url: URL) throws -> Data?

  /// Writes bytes to a file, replacing it; not atomic, so a failure may leave a partial file.
  ///
  /// Like `open(2)`, it writes through a symbolic link at the URL to the file it points to.
  ///
  /// - Parameters:
  ///   - data: The bytes to write.
  ///   - url: The file's URL.
  ///   - permissions: The POSIX permission bits the file gets, like `0o600`, set before the bytes
  ///     are written so they are never readable more widely; `nil` keeps an existing file's and
  ///     gives a new file the system's default.
  /// - Throws: ``FileSystemError`` when the file cannot be written.
  func write(_ data: Data, to url: URL, permissions: UInt16?) throws

  /// Moves a file to a new URL in one step, replacing any file there.
  ///
  /// Like `rename(2)`, it replaces a symbolic link at the destination, not the file it points to.
  ///
  /// - Parameters:
  ///   - source: The file to move.
  ///   - destination: Where to move it.
  /// - Throws: ``FileSystemError`` when the file cannot be moved.
  func rename(_ source: URL, to destination: URL) throws

  /// Removes a file.
  ///
  /// - Parameter url: The file's URL.
  /// - Throws: ``FileSystemError`` when the file cannot be removed.
  func remove(_ url: URL) throws

  /// Returns whether anything (a file, a directory, a symbolic link) exists at a URL.
  ///
  /// - Parameter url: The URL to check.
  /// - Returns: `true` when something is there.
  func exists(_ url: URL) -> Bool

  /// Returns what is at a URL, without following a symbolic link there, or `nil` when nothing is.
  ///
  /// - Parameter url: The URL to look at.
  /// - Returns: The kind and permissions of what is there (of a symbolic link itself, not of the
  ///   file it points to), or `nil` when nothing is.
  /// - Throws: ``FileSystemError`` when the URL can't be looked at, such as a path through a
  ///   regular file.
  func status(of url: URL) throws -> FileStatus?

  /// Creates a directory and any missing parents.
  ///
  /// - Parameter url: The directory's URL.
  /// - Throws: ``FileSystemError`` when the directory cannot be created.
  func createDirectory(_ url: URL) throws

  /// Replaces a file's contents so that readers see either the old bytes or the new, never a mix.
  ///
  /// When the URL is a symbolic link, the file it points to is replaced and the link is kept. The
  /// replacement keeps the file's permissions.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - url: The file's URL.
  /// - Throws: ``FileSystemError`` when the write fails; the old file is then intact.
  func writeAtomically(_ data: Data, to url: URL) throws

  /// Returns the names of a directory's entries, `.` and `..` left out.
  ///
  /// File storage uses it to find the temporary files a crashed save left beside a file. The
  /// default lists nothing: a file system that cannot list directories keeps its leftovers.
  ///
  /// - Parameter url: The directory's URL.
  /// - Returns: The entries' names, in no particular order.
  /// - Throws: ``FileSystemError`` when the directory cannot be read.
  func contentsOfDirectory(_ url: URL) throws -> [String]

  /// Runs `body` while holding the lock that every process saving the file at `url` takes: the
  /// check that nothing else changed the file and the replacement that follows are one step.
  ///
  /// File storage compares a file with what it last read or wrote there before it replaces the
  /// file; another process's save landing between the two would be lost without a word. Holding
  /// this lock from the compare to the rename makes the two atomic for every process that takes
  /// it. The default runs `body` at once: a file system no other process can reach needs no lock.
  ///
  /// - Parameters:
  ///   - url: The data file, symbolic links already resolved.
  ///   - body: The work to do while the lock is held.
  /// - Returns: What `body` returns.
  /// - Throws: ``FileSystemError`` when the lock can't be taken; what `body` throws.
  func withExclusiveLock<Result>(on url: URL, _ body: () throws -> Result) throws -> Result
}

extension FileSystem {
  /// Lists nothing: a file system that cannot list directories keeps its leftovers.
  ///
  /// - Parameter url: The directory's URL.
  /// - Returns: No names.
  public func contentsOfDirectory(_ url: URL) throws -> [String] {
    []
  }

  /// Runs `body` at once: a file system that no other process can reach needs no lock.
  ///
  /// - Parameters:
  ///   - url: The data file.
  ///   - body: The work to do.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  public func withExclusiveLock<Result>(
    on url: URL, _ body: () throws -> Result
  ) throws -> Result {
    try body()
  }

  /// Writes bytes to a file, replacing it, with an existing file's permissions or the default.
  ///
  /// - Parameters:
  ///   - data: The bytes to write.
  ///   - url: The file's URL.
  /// - Throws: ``FileSystemError`` when the file cannot be written.
  public func write(_ data: Data, to url: URL) throws {
    try write(data, to: url, permissions: nil)
  }

  /// Writes the bytes to a temporary sibling file, then renames it over the file.
  ///
  /// A symbolic link at the URL is followed first (see ``resolvingSymbolicLinks(_:)``), so the
  /// file it points to is replaced and the link stays a link. The temporary file is named
  /// `.<name>.<UUID>.tmp` in that file's directory, so the rename never crosses file systems.
  /// The temporary file gets the permissions of the file it replaces, so a private (`0o600`) file
  /// stays private; a new file gets the system's default. Missing parent directories are created
  /// first. If writing or renaming fails, the temporary file is removed and the original file is
  /// untouched.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - url: The file's URL.
  /// - Throws: The error of the step that failed.
  public func writeAtomically(_ data: Data, to url: URL) throws {
    let target = try resolvingSymbolicLinks(url)
    let directory = target.deletingLastPathComponent()
    if !exists(directory) {
      try createDirectory(directory)
    }
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp"
    )
    let permissions = try status(of: target)?.permissions
    do {
      try write(data, to: temporary, permissions: permissions)
      try rename(temporary, to: target)
    } catch {
      try? remove(temporary)
      throw error
    }
  }

  /// Returns the URL a chain of symbolic links at `url` ends at, or `url` when it isn't a link.
  ///
  /// Only the last path component is followed: a link to a missing file resolves to that file, and
  /// links among the parent directories are left to the system. A relative link is taken from the
  /// link's own directory.
  ///
  /// - Parameter url: The URL to resolve.
  /// - Returns: The URL of the first thing in the chain that isn't a symbolic link, or is missing.
  /// - Throws: ``FileSystemError`` when a status can't be read, or after 32 links, as a loop.
  public func resolvingSymbolicLinks(_ url: URL) throws -> URL {
    var current = url
    for _ in 0..<32 {
      guard case .symbolicLink(let destination)? = try status(of: current).map(\.kind) else {
        return current
      }
      current =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination)
        : current.deletingLastPathComponent().appendingPathComponent(destination)
    }
    throw FileSystemError(path: url.path, reason: "Too many levels of symbolic links")
  }
}

/// A file operation that failed: the path, and the reason as the system states it.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path the operation was working on.
  public let path: String
  /// Why it failed, like `Not a directory`.
  public let reason: String

  /// Creates an error for a path.
  ///
  /// - Parameters:
  ///   - path: The path the operation was working on.
  ///   - reason: Why it failed.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The reason and the path: `Not a directory: "/tmp/file/sync-ups.json"`.
  public var description: String {
    "\(reason): \(String(reflecting: path))"
  }
}
