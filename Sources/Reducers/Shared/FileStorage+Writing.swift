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
      schedule(delay) { [weak self] in self?.writePending(url, fromTimer: true) }
    case .wait:
      break
    }
  }

  /// Writes the file's pending bytes, if any, atomically; reports a failure and keeps the bytes.
  func writePending(_ url: URL, fromTimer: Bool = false) {
    writing.withLock { _ in
      let taken = files.withLock { files -> (data: Data, refusing: Bool)? in
        if fromTimer { files[url]?.isScheduled = false }
        guard let data = files[url]?.pending else { return nil }
        files[url]?.pending = nil
        files[url]?.lastWrite = .now
        return (data, files[url]?.loadError != nil)
      }
      guard let (data, refusing) = taken else { return }
      // The file couldn't be loaded: while anything is at its path, never write over it.
      if refusing, fileSystem.exists(url) { return }
      if let failure = replace(url, with: data) {
        files.withLock { files in
          files[url]?.writeError = failure
          if files[url]?.pending == nil { files[url]?.pending = data }
        }
        reportIssue(failure.description)
      } else {
        files.withLock { files in
          files[url]?.writeError = nil
          files[url]?.loadError = nil
        }
      }
    }
  }

  /// Replaces the file with `data`, through symbolic links, unless that could lose something.
  ///
  /// - Returns: Why the file was not replaced, or `nil` when it was.
  private func replace(_ url: URL, with data: Data) -> FileStorageError? {
    var existing: FileStatus?
    do {
      let target = try fileSystem.resolvingSymbolicLinks(url)
      existing = try fileSystem.status(of: target)
      if let existing, let refusal = existing.kind.refusal {
        return FileStorageError(.notARegularFile, url: url, reason: refusal)
      }
      // Mode bits, not access(2): made read-only is a choice to respect even when running as root,
      // and replacing the file with a rename would otherwise succeed in a writable directory.
      if let existing, existing.permissions & 0o200 == 0 {
        return FileStorageError(.readOnly, url: url, reason: "The file is read-only")
      }
      try fileSystem.writeAtomically(data, to: target)
      return nil
    } catch {
      let reason = (error as? FileSystemError)?.reason ?? "\(error)"
      return FileStorageError(.writeFailed(fileExisted: existing != nil), url: url, reason: reason)
    }
  }
}
