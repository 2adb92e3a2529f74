import Foundation

/// The file operations file storage needs: the seam between shared state and the disk.
///
/// ``LiveFileSystem`` talks to the real file system; ``InMemoryFileSystem`` keeps files in a
/// dictionary, for tests and previews. Tests can wrap either to count operations or to inject
/// failures: ``FileStorage`` performs every write through ``writeAtomically(_:to:)``, which is
/// built from the primitive operations below unless a file system provides its own.
public protocol FileSystem: Sendable {
  /// Returns the contents of a file, or `nil` when no file exists at the URL.
  ///
  /// - Parameter url: The file's URL.
  /// - Returns: The file's bytes, or `nil` for a missing file.
  /// - Throws: ``FileSystemError`` when something is at the URL but cannot be read: a directory,
  ///   a path through a regular file, a permission problem.
  func read(_ url: URL) throws -> Data?

  /// Writes bytes to a file, replacing it; not atomic, so a failure may leave a partial file.
  ///
  /// - Parameters:
  ///   - data: The bytes to write.
  ///   - url: The file's URL.
  /// - Throws: ``FileSystemError`` when the file cannot be written.
  func write(_ data: Data, to url: URL) throws

  /// Moves a file to a new URL in one step, replacing any file there.
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

  /// Returns whether anything (a file or a directory) exists at a URL.
  ///
  /// - Parameter url: The URL to check.
  /// - Returns: `true` when something is there.
  func exists(_ url: URL) -> Bool

  /// Creates a directory and any missing parents.
  ///
  /// - Parameter url: The directory's URL.
  /// - Throws: ``FileSystemError`` when the directory cannot be created.
  func createDirectory(_ url: URL) throws

  /// Replaces a file's contents so that readers see either the old bytes or the new, never a mix.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - url: The file's URL.
  /// - Throws: ``FileSystemError`` when the write fails; the old file is then intact.
  func writeAtomically(_ data: Data, to url: URL) throws
}

extension FileSystem {
  /// Writes the bytes to a temporary sibling file, then renames it over the file.
  ///
  /// The temporary file is named `.<name>.<UUID>.tmp` in the file's directory, so the rename never
  /// crosses file systems. Missing parent directories are created first. If writing or renaming
  /// fails, the temporary file is removed and the original file is untouched.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - url: The file's URL.
  /// - Throws: The error of the step that failed.
  public func writeAtomically(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    if !exists(directory) {
      try createDirectory(directory)
    }
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
    )
    do {
      try write(data, to: temporary)
      try rename(temporary, to: url)
    } catch {
      try? remove(temporary)
      throw error
    }
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
