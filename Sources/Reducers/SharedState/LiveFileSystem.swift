import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system, through POSIX calls, so that every failure keeps its exact reason.
///
/// A missing file (`ENOENT`) reads as `nil`; anything else that stops a read, such as a directory
/// at the path, a path that runs through a regular file (`ENOTDIR`), or a named pipe, throws.
/// Writes are flushed to disk (`fsync`) before ``writeAtomically(_:to:)`` renames them into place,
/// and the directory is flushed after the rename.
public struct LiveFileSystem: FileSystem {
  /// How long ``withExclusiveLock(on:_:)`` waits for another process to release a file's lock.
  public let lockTimeout: Duration

  /// Creates the live file system.
  ///
  /// - Parameter lockTimeout: How long a save waits for another process that is saving the same
  ///   file; ten seconds unless given (a save takes milliseconds).
  public init(lockTimeout: Duration = .seconds(10)) {
    self.lockTimeout = lockTimeout
  }

  /// Returns the file's bytes, `nil` when there is no file, or throws the reason it can't be read.
  ///
  /// The file is opened without blocking and checked with `fstat(2)` before any read, so a named
  /// pipe or a device throws at once instead of waiting for a writer.
  public func read(_ url: URL) throws -> Data? {
    try POSIX.readFile(atPath: url.path)
  }

  /// Writes the bytes to the file, creating or truncating it, and flushes them to disk.
  ///
  /// A new file is created with `0o644` less the process's umask, or, when `permissions` are
  /// given, with `0o600`, changed to `permissions` with `fchmod(2)` before anything is written.
  public func write(_ data: Data, to url: URL, permissions: UInt16?) throws {
    try POSIX.writeFile(data, atPath: url.path, permissions: permissions)
  }

  /// Renames a file with `rename(2)`, which replaces the destination in one step.
  public func rename(_ source: URL, to destination: URL) throws {
    try POSIX.check(POSIX.renameFile(source.path, destination.path), path: destination.path)
  }

  /// Removes a file with `unlink(2)`.
  public func remove(_ url: URL) throws {
    try POSIX.check(POSIX.unlinkFile(url.path), path: url.path)
  }

  /// Returns whether anything exists at the path (`lstat(2)` succeeds).
  public func exists(_ url: URL) -> Bool {
    POSIX.exists(url.path)
  }

  /// Returns what is at the path with `lstat(2)`, and where a symbolic link points with
  /// `readlink(2)`; `nil` when nothing is there.
  public func status(of url: URL) throws -> FileStatus? {
    try POSIX.status(atPath: url.path)
  }

  /// The names of a directory's entries, `.` and `..` left out.
  public func contentsOfDirectory(_ url: URL) throws -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: url.path)
    } catch {
      throw FileSystemError(path: url.path, reason: error.localizedDescription)
    }
  }

  /// Holds an advisory lock (`flock(2)`) on the file's folder while `body` runs, so that the
  /// processes saving a file there do so one at a time.
  ///
  /// The lock is on the folder, not the file: a save replaces the file with a new one by a rename,
  /// so a lock on the file would be left on the file replaced, while the folder stays the same
  /// through every rename in it. Nothing is created for the lock (a missing folder is created, as
  /// a save would), and the kernel releases it when the process exits or dies, so a crash never
  /// leaves the file locked. Every save in the folder waits for the one going on, which takes
  /// milliseconds; a process that holds the lock for more than ``lockTimeout`` (one stopped in a
  /// debugger) makes this throw instead of waiting forever.
  public func withExclusiveLock<Result>(
    on url: URL, _ body: () throws -> Result
  ) throws -> Result {
    let directory = url.deletingLastPathComponent()
    if !exists(directory) {
      try createDirectory(directory)
    }
    let descriptor = try POSIX.lockDirectory(atPath: directory.path, timeout: lockTimeout)
    defer { _ = close(descriptor) }
    return try body()
  }

  /// Creates the directory and its missing parents with `mkdir(2)`, so a failure keeps the
  /// system's reason (`Permission denied`, `Not a directory`).
  public func createDirectory(_ url: URL) throws {
    try POSIX.makeDirectories(atPath: url.standardizedFileURL.path)
  }
}

/// Thin wrappers over the C calls, outside `LiveFileSystem` so its method names don't shadow them.
private enum POSIX {
  /// Renames, then flushes the directory (best effort) so that the rename itself is durable.
  static func renameFile(_ source: String, _ destination: String) -> Int32 {
    let result = rename(source, destination)
    guard result == 0 else { return result }
    let directory = open((destination as NSString).deletingLastPathComponent, O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      _ = fsync(directory)
      _ = close(directory)
    }
    return 0
  }

  /// Opens and locks the directory, waiting up to `timeout` for another holder; returns the
  /// descriptor, whose closing releases the lock.
  static func lockDirectory(atPath path: String, timeout: Duration) throws -> Int32 {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor < 0 {
      throw FileSystemError(
        path: path, reason: "The folder could not be opened to lock it (\(describe(errno)))")
    }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var pause = 1
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        _ = close(descriptor)
        throw FileSystemError(
          path: path, reason: "The folder could not be locked (\(describe(code)))")
      }
      guard ContinuousClock.now < deadline else {
        _ = close(descriptor)
        let milliseconds =
          timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        throw FileSystemError(
          path: path,
          reason: "Another process has been saving the file for more than \(milliseconds) ms "
            + "(it may be stopped or stuck)")
      }
      _ = usleep(useconds_t(pause * 1000))
      pause = min(pause * 2, 50)
    }
    return descriptor
  }

  /// Creates each missing directory along the path, parents first.
  static func makeDirectories(atPath path: String) throws {
    var prefix = ""
    for component in path.split(separator: "/") {
      prefix += "/" + component
      if exists(prefix) { continue }
      if mkdir(prefix, 0o755) != 0, errno != EEXIST {
        throw failure(path: prefix)
      }
    }
  }

  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  static func unlinkFile(_ path: String) -> Int32 {
    unlink(path)
  }

  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  static func status(atPath path: String) throws -> FileStatus? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      throw failure(path: path)
    }
    let kind = try kind(ofMode: status.st_mode) { try linkDestination(atPath: path) }
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return FileStatus(
      kind: kind, permissions: UInt16(status.st_mode & 0o7777),
      modificationDate: Date(
        timeIntervalSince1970: TimeInterval(modified.tv_sec) + TimeInterval(modified.tv_nsec) / 1e9),
      size: kind == .regularFile ? Int(status.st_size) : nil
    )
  }

  /// The kind of file a `stat` mode describes; `linkDestination` is asked only for a link.
  static func kind(
    ofMode mode: mode_t, linkDestination: () throws -> String
  ) rethrows -> FileStatus.Kind {
    switch mode & S_IFMT {
    case S_IFREG: .regularFile
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink(destination: try linkDestination())
    case S_IFIFO: .namedPipe
    case S_IFSOCK: .socket
    default: .device
    }
  }

  static func linkDestination(atPath path: String) throws -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBufferPointer { buffer -> Int in
        guard let start = buffer.baseAddress else { return 0 }
        return readlink(path, start, buffer.count)
      }
      if count < 0 { throw failure(path: path) }
      if count < buffer.count {
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      buffer = [CChar](repeating: 0, count: buffer.count * 2)
    }
  }

  static func check(_ result: Int32, path: String) throws {
    if result != 0 { throw failure(path: path) }
  }

  static func failure(path: String, code: Int32 = errno) -> FileSystemError {
    FileSystemError(path: path, reason: String(cString: strerror(code)))
  }

  static func readFile(atPath path: String) throws -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    if descriptor < 0 {
      if errno == ENOENT { return nil }
      throw failure(path: path)
    }
    defer { _ = close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) != 0 { throw failure(path: path) }
    if let refusal = kind(ofMode: status.st_mode, linkDestination: { "" }).refusal {
      throw FileSystemError(path: path, reason: refusal)
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress, bytes.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(path: path)
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  static func writeFile(_ data: Data, atPath path: String, permissions: UInt16?) throws {
    let descriptor = open(
      path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, permissions == nil ? 0o644 : 0o600)
    if descriptor < 0 { throw failure(path: path) }
    if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
      let code = errno
      _ = close(descriptor)
      throw failure(path: path, code: code)
    }
    var written = 0
    let result: Int32 = data.withUnsafeBytes { bytes in
      while written < bytes.count {
        let count = write(
          descriptor, bytes.baseAddress?.advanced(by: written), bytes.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += count
      }
      return fsync(descriptor) == 0 ? 0 : errno
    }
    let closed = close(descriptor) == 0 ? 0 : errno
    if result != 0 { throw failure(path: path, code: result) }
    if closed != 0 { throw failure(path: path, code: closed) }
  }
}
