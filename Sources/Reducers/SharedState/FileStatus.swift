import Foundation

/// What is at a path, as `lstat(2)` sees it: what kind of file, and its permissions.
///
/// File storage looks before it reads or writes: it reads and replaces only regular files, keeps
/// a file's permissions when it replaces it, and writes through symbolic links.
public struct FileStatus: Sendable, Equatable {
  /// What kind of file is at a path.
  public enum Kind: Sendable, Equatable {
    /// A regular file: the only kind file storage reads or replaces.
    case regularFile
    /// A directory.
    case directory
    /// A symbolic link, with the path it points to as stored in the link (maybe relative).
    case symbolicLink(destination: String)
    /// A named pipe (FIFO): reading it waits for a writer, maybe forever.
    case namedPipe
    /// A Unix-domain socket.
    case socket
    /// A character or block device.
    case device
  }

  /// What kind of file it is.
  public var kind: Kind
  /// The POSIX permission bits, like `0o644`.
  public var permissions: UInt16
  /// When the file's contents last changed, when the file system knows.
  public var modificationDate: Date?
  /// A regular file's size in bytes, when the file system knows.
  public var size: Int?

  /// Creates a status.
  ///
  /// - Parameters:
  ///   - kind: What kind of file it is.
  ///   - permissions: The POSIX permission bits, like `0o644`.
  ///   - modificationDate: When the file's contents last changed, if known.
  ///   - size: A regular file's size in bytes, if known.
  public init(kind: Kind, permissions: UInt16, modificationDate: Date? = nil, size: Int? = nil) {
    self.kind = kind
    self.permissions = permissions
    self.modificationDate = modificationDate
    self.size = size
  }
}

extension FileStatus.Kind {
  /// Why file storage won't read or replace a file of this kind, or `nil` for a regular file.
  ///
  /// A directory gives the system's own wording, `Is a directory`.
  var refusal: String? {
    switch self {
    case .regularFile: nil
    case .directory: "Is a directory"
    case .symbolicLink: "Is a symbolic link, not a regular file"
    case .namedPipe: "Is a named pipe (FIFO), not a regular file"
    case .socket: "Is a socket, not a regular file"
    case .device: "Is a device, not a regular file"
    }
  }
}
