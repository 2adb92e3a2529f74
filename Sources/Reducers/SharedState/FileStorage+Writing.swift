import Foundation
import Synchronization

/// What a file storage knows about one file.
struct FileState: Sendable {
  /// The latest bytes not written yet.
  var pending: Data?
  /// When the file was last written (or a write was attempted).
  var lastWrite: ContinuousClock.Instant?
  /// Whether a timer will write the pending bytes.
  var isScheduled = false
  /// Why the file couldn't be loaded; writes are refused while it is set and the file exists.
  var loadError: FileStorageError?
  /// Why the last write failed.
  var writeError: FileStorageError?
  /// The file's contents as the storage last read or wrote them, to notice changes by others.
  var contentsOnDisk = KnownContents.unknown
  /// Whether the temporary files a crashed save left beside the file were looked for.
  var leftoversChecked = false
}

/// What a file storage last saw in a file: how it notices that something else changed the file.
enum KnownContents: Equatable, Sendable {
  /// The storage hasn't read or written the file.
  case unknown
  /// The file was missing.
  case missing
  /// The file held these bytes.
  case bytes(Data)

  /// The contents `read(_:)` returned: the bytes, or `nil` for a missing file.
  init(_ data: Data?) {
    self = data.map(KnownContents.bytes) ?? .missing
  }
}

extension FileStorage {
  /// Whether any file has changes that are not written yet.
  public var hasPendingWrites: Bool {
    files.withLock { $0.values.contains { $0.pending != nil } }
  }

  /// Writes every pending change now, on the calling thread, and returns when they are on disk.
  ///
  /// Call it before a terminal application exits, and in tests that look at the files. Writes
  /// that fail are reported, as always; their changes stay pending.
  public func flush() {
    let urls = files.withLock { files in
      files.filter { $0.value.pending != nil }.map(\.key)
    }
    for url in urls.sorted(by: { $0.path < $1.path }) {
      writePending(url)
    }
  }

  /// Stores new bytes for the file: writes them now, or coalesces them into the next write.
  func save(_ data: Data, to url: URL) {
    enum Decision {
      case writeNow
      case schedule(Duration)
      case wait
    }
    let now = ContinuousClock.now
    let decision = files.withLock { files -> Decision in
      var state = files[url, default: FileState()]
      defer { files[url] = state }
      state.pending = data
      if state.isScheduled { return .wait }
      if let last = state.lastWrite, now - last < throttle {
        state.isScheduled = true
        return .schedule(throttle - (now - last))
      }
      return .writeNow
    }
    switch decision {
    case .writeNow:
      writePending(url)
    case .schedule(let delay):
      // The timer's thread has no reporter of its own: a failure goes where this save's would.
      let reporter = IssueReporting.current
      schedule(delay) { [weak self] in
        IssueReporting.$reporter.withValue(reporter) {
          self?.writePending(url, fromTimer: true)
        }
      }
    case .wait:
      break
    }
  }

  /// Writes the file's pending bytes, if any, atomically; reports a failure and keeps the bytes.
  func writePending(_ url: URL, fromTimer: Bool = false) {
    writing.withLock { _ in
      let taken = files.withLock { files -> (data: Data, refusing: Bool, known: KnownContents)? in
        if fromTimer { files[url]?.isScheduled = false }
        guard var state = files[url], let data = state.pending else { return nil }
        defer { files[url] = state }
        state.pending = nil
        state.lastWrite = .now
        return (data, state.loadError != nil, state.contentsOnDisk)
      }
      guard let (data, refusing, known) = taken else { return }
      // The file couldn't be loaded: while anything is at its path, never write over it.
      if refusing, fileSystem.exists(url) { return }
      if let failure = replace(url, with: data, expecting: known) {
        files.withLock { files in
          files[url]?.writeError = failure
          if files[url]?.pending == nil { files[url]?.pending = data }
        }
        reportIssue(failure.description)
      } else {
        files.withLock { files in
          files[url]?.writeError = nil
          files[url]?.loadError = nil
          files[url]?.contentsOnDisk = .bytes(data)
        }
      }
    }
  }

  /// Replaces the file with `data`, through symbolic links, unless that could lose something.
  ///
  /// A file that no longer holds what the storage last read or wrote was changed by something
  /// else, like another process: replacing it would lose that change, so it is refused. A file
  /// that is gone has nothing to lose, and is written.
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - data: The new contents.
  ///   - known: What the storage last read from or wrote to the file.
  /// - Returns: Why the file was not replaced, or `nil` when it was.
  private func replace(
    _ url: URL, with data: Data, expecting known: KnownContents
  ) -> FileStorageError? {
    var existing: FileStatus?
    do {
      let target = try fileSystem.resolvingSymbolicLinks(url)
      removeLeftovers(beside: target, of: url, once: true)
      // Mode bits, not access(2), as for the file below: the rename that replaces the file writes
      // the folder, which root may do whatever its mode bits say.
      let folder = target.deletingLastPathComponent()
      if let status = try fileSystem.status(of: folder), status.kind == .directory,
        status.permissions & 0o200 == 0
      {
        return FileStorageError(
          .readOnlyFolder, url: url, reason: "The folder \"\(folder.path)\" is read-only")
      }
      // From the look at the file to the rename, no other process's save may land in between:
      // one that did would be lost, unseen by the check below.
      return try fileSystem.withExclusiveLock(on: target) {
        try replaceLocked(target, of: url, with: data, expecting: known, existing: &existing)
      }
    } catch {
      let reason = (error as? FileSystemError)?.reason ?? "\(error)"
      return FileStorageError(.writeFailed(fileExisted: existing != nil), url: url, reason: reason)
    }
  }

  /// The part of ``replace(_:with:expecting:)`` done under the lock every process saving the
  /// file takes: the checks, the compare with what the storage last saw, and the atomic write.
  private func replaceLocked(
    _ target: URL, of url: URL, with data: Data, expecting known: KnownContents,
    existing: inout FileStatus?
  ) throws -> FileStorageError? {
    existing = try fileSystem.status(of: target)
    if let existing, let refusal = existing.kind.refusal {
      return FileStorageError(.notARegularFile, url: url, reason: refusal)
    }
    // Mode bits, not access(2): made read-only is a choice to respect even when running as root,
    // and replacing the file with a rename would otherwise succeed in a writable directory.
    if let existing, existing.permissions & 0o200 == 0 {
      return FileStorageError(.readOnly, url: url, reason: "The file is read-only")
    }
    if existing != nil, known != .unknown {
      let current: Data?
      do {
        current = try fileSystem.read(target)
      } catch {
        // Not a failed write: the check before it could not see the file.
        let reason = (error as? FileSystemError)?.reason ?? "\(error)"
        return FileStorageError(
          .writeFailed(fileExisted: true), url: url,
          reason: "The file could not be read to check that nothing else changed it (\(reason))")
      }
      if KnownContents(current) != known {
        return FileStorageError(
          .changedOnDisk, url: url,
          reason: "The file changed on disk since it was loaded or last saved")
      }
    }
    try fileSystem.writeAtomically(data, to: target)
    return nil
  }
}
