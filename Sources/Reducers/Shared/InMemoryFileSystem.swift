import Foundation
import Synchronization

/// A file system that keeps files in memory: the default for file storage in tests and previews.
///
/// Each instance is empty when created and shares nothing with others. Paths are compared after
/// standardising the URL; directories are implied by the files under them, so every directory
/// exists and creating one does nothing.
///
/// ```swift
/// let fileSystem = InMemoryFileSystem()
/// try fileSystem.write(Data("[]".utf8), to: url)
/// withDependencies {
///   $0.defaultFileStorage = FileStorage(fileSystem: fileSystem, throttle: .zero)
/// } operation: { … }
/// ```
public final class InMemoryFileSystem: FileSystem {
  private let files = Mutex<[String: Data]>([:])

  /// Creates an empty file system.
  public init() {}

  /// The paths of the files, sorted.
  public var paths: [String] {
    files.withLock { $0.keys.sorted() }
  }

  /// Returns the file's bytes, or `nil` when there is no file.
  public func read(_ url: URL) throws -> Data? {
    files.withLock { $0[Self.path(url)] }
  }

  /// Stores the bytes as the file's contents.
  public func write(_ data: Data, to url: URL) throws {
    files.withLock { $0[Self.path(url)] = data }
  }

  /// Moves the file's bytes to the destination, replacing any file there.
  public func rename(_ source: URL, to destination: URL) throws {
    try files.withLock { files in
      guard let data = files.removeValue(forKey: Self.path(source)) else {
        throw FileSystemError(path: Self.path(source), reason: "No such file or directory")
      }
      files[Self.path(destination)] = data
    }
  }

  /// Removes the file.
  public func remove(_ url: URL) throws {
    try files.withLock { files in
      guard files.removeValue(forKey: Self.path(url)) != nil else {
        throw FileSystemError(path: Self.path(url), reason: "No such file or directory")
      }
    }
  }

  /// Returns whether a file exists at the URL; directories always exist.
  public func exists(_ url: URL) -> Bool {
    url.hasDirectoryPath || files.withLock { $0[Self.path(url)] != nil }
  }

  /// Does nothing: directories are implied.
  public func createDirectory(_ url: URL) throws {}

  private static func path(_ url: URL) -> String {
    url.standardizedFileURL.path
  }
}
