import Foundation
import Synchronization

/// A file system that keeps files in memory: the default for file storage in tests and previews.
///
/// Each instance is empty when created and shares nothing with others. Paths are compared after
/// standardising the URL; directories are implied by the files under them, so every directory
/// exists and creating one does nothing. Symbolic links behave as on disk: reads and writes follow
/// them, while renaming over one, or removing one, replaces or removes the link itself.
///
/// ```swift
/// let fileSystem = InMemoryFileSystem()
/// try fileSystem.write(Data("[]".utf8), to: url)
/// withDependencies {
///   $0.defaultFileStorage = FileStorage(fileSystem: fileSystem, throttle: .zero)
/// } operation: { … }
/// ```
public final class InMemoryFileSystem: FileSystem {
  /// What a path holds.
  private enum Node {
    case file(Data, permissions: UInt16)
    case symbolicLink(destination: String)
  }

  private let nodes = Lock<[String: Node]>([:])

  /// Creates an empty file system.
  public init() {}

  /// The paths of the files and symbolic links, sorted.
  public var paths: [String] {
    nodes.withLock { $0.keys.sorted() }
  }

  /// Returns the bytes of the file, following symbolic links, or `nil` when there is no file.
  public func read(_ url: URL) throws -> Data? {
    let target = try resolvingSymbolicLinks(url)
    return nodes.withLock { nodes in
      guard case .file(let data, _)? = nodes[Self.path(target)] else { return nil }
      return data
    }
  }

  /// Stores the bytes as the file's contents, following symbolic links.
  ///
  /// The file gets `permissions` when given, else keeps its own, or gets `0o644` when new. As for
  /// a user other than root on disk, an existing file without the owner's write permission can't
  /// be written: that throws `Permission denied`.
  public func write(_ data: Data, to url: URL, permissions: UInt16?) throws {
    let target = Self.path(try resolvingSymbolicLinks(url))
    try nodes.withLock { nodes in
      var kept: UInt16 = 0o644
      if case .file(_, let existing)? = nodes[target] {
        guard existing & 0o200 != 0 else {
          throw FileSystemError(path: target, reason: "Permission denied")
        }
        kept = existing
      }
      nodes[target] = .file(data, permissions: permissions ?? kept)
    }
  }

  /// Moves the file or link to the destination, replacing any file or link there.
  public func rename(_ source: URL, to destination: URL) throws {
    try nodes.withLock { nodes in
      guard let node = nodes.removeValue(forKey: Self.path(source)) else {
        throw FileSystemError(path: Self.path(source), reason: "No such file or directory")
      }
      nodes[Self.path(destination)] = node
    }
  }

  /// Removes the file or link.
  public func remove(_ url: URL) throws {
    try nodes.withLock { nodes in
      guard nodes.removeValue(forKey: Self.path(url)) != nil else {
        throw FileSystemError(path: Self.path(url), reason: "No such file or directory")
      }
    }
  }

  /// Returns whether a file or link exists at the URL; directories always exist.
  public func exists(_ url: URL) -> Bool {
    url.hasDirectoryPath || nodes.withLock { $0[Self.path(url)] != nil }
  }

  /// Returns the file's or link's status, a directory's when files are under the URL, or `nil`.
  public func status(of url: URL) throws -> FileStatus? {
    let path = Self.path(url)
    return nodes.withLock { nodes in
      switch nodes[path] {
      case .file(let data, let permissions)?:
        return FileStatus(kind: .regularFile, permissions: permissions, size: data.count)
      case .symbolicLink(let destination)?:
        return FileStatus(kind: .symbolicLink(destination: destination), permissions: 0o777)
      case nil:
        let isDirectory = url.hasDirectoryPath || nodes.keys.contains { $0.hasPrefix(path + "/") }
        return isDirectory ? FileStatus(kind: .directory, permissions: 0o755) : nil
      }
    }
  }

  /// Does nothing: directories are implied.
  public func createDirectory(_ url: URL) throws {}

  /// Creates a symbolic link at `url` that points to `destination`, replacing anything there.
  ///
  /// - Parameters:
  ///   - url: Where the link goes.
  ///   - destination: The path it points to: absolute, or relative to the link's directory.
  public func createSymbolicLink(at url: URL, destination: String) {
    nodes.withLock { $0[Self.path(url)] = .symbolicLink(destination: destination) }
  }

  private static func path(_ url: URL) -> String {
    url.standardizedFileURL.path
  }
}
