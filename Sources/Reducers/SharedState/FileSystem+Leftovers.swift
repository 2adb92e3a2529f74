import Foundation

extension FileSystem {
  /// Removes the temporary files ``writeAtomically(_:to:)`` left beside `target` when a process
  /// died in the middle of a save, and returns the ones it could not remove.
  ///
  /// Only files of its own naming, `.<name>.<UUID>.tmp` for this file's name, that are regular
  /// files last modified more than `age` before `now`: a younger one may belong to a save that
  /// is still going on, in this process or another. Nothing else in the directory is touched.
  ///
  /// - Parameters:
  ///   - target: The data file, symbolic links already resolved.
  ///   - age: How long a temporary file must have been left alone to count as left over.
  ///   - now: The time to measure its age from.
  /// - Returns: Each leftover that could not be removed, and why.
  package func removeLeftovers(
    of target: URL, olderThan age: TimeInterval, now: Date = Date()
  ) -> [(url: URL, reason: String)] {
    let directory = target.deletingLastPathComponent()
    guard let names = try? contentsOfDirectory(directory) else { return [] }
    var failures: [(url: URL, reason: String)] = []
    for name in names where Self.isTemporaryFile(name, of: target.lastPathComponent) {
      let url = directory.appendingPathComponent(name)
      guard let status = try? status(of: url), status.kind == .regularFile,
        let modified = status.modificationDate, now.timeIntervalSince(modified) > age
      else { continue }
      do {
        try remove(url)
      } catch {
        failures.append((url, (error as? FileSystemError)?.reason ?? "\(error)"))
      }
    }
    return failures
  }

  /// Whether `name` is a temporary file ``writeAtomically(_:to:)`` makes for a file named
  /// `file`: `.<file>.<UUID>.tmp`.
  package static func isTemporaryFile(_ name: String, of file: String) -> Bool {
    let prefix = ".\(file)."
    let suffix = ".tmp"
    guard name.hasPrefix(prefix), name.hasSuffix(suffix),
      name.count > prefix.count + suffix.count
    else { return false }
    let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
    return UUID(uuidString: String(middle)) != nil
  }
}
