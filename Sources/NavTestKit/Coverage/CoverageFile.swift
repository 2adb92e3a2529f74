import Foundation

/// `NAVTESTKIT_COVERAGE=FILE swift test`: the test run's coverage, written when the run ends.
///
/// The JSON goes to `FILE`, the table to read next to it (`FILE` with the extension `.txt`),
/// and, when an exploration ran, its map with what no test reached dashed (`.dot`, `.svg`);
/// the run prints one line with the totals and the table's path. A process that runs one exit
/// test records nothing of its own: its parent's run is the one that counts.
package enum CoverageFile {
  /// The file the environment names, if any.
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    guard let path = environment["NAVTESTKIT_COVERAGE"], !path.isEmpty,
      environment["SWT_EXIT_TEST_ID"] == nil
    else { return nil }
    return path
  }()

  /// The test run's recorder, made (and its writing at exit arranged) when first asked for.
  static let recorder: CoverageRecorder? = {
    guard path != nil else { return nil }
    atexit { CoverageFile.write() }
    return CoverageRecorder()
  }()

  /// The table's file: the JSON's with the extension `.txt`.
  package static func textPath(for path: String) -> String {
    sidePath(for: path, extension: "txt")
  }

  /// A file next to the JSON: its path with another extension, or with one more when the
  /// JSON's already is that one.
  package static func sidePath(for path: String, extension pathExtension: String) -> String {
    let url = URL(fileURLWithPath: path)
    let side = url.deletingPathExtension().appendingPathExtension(pathExtension).path
    return side == url.path ? url.path + "." + pathExtension : side
  }

  /// Writes the run's coverage, if anything was recorded, and prints the one line.
  static func write() {
    guard let path, let recorder, !recorder.isEmpty else { return }
    let coverage = recorder.coverage
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (coverage.json + "\n").write(to: url, atomically: true, encoding: .utf8)
      try (coverage.text + "\n").write(
        toFile: textPath(for: path), atomically: true, encoding: .utf8)
      if let picture = recorder.picture {
        try (picture.dot + "\n").write(
          toFile: sidePath(for: path, extension: "dot"), atomically: true, encoding: .utf8)
        try (picture.svg + "\n").write(
          toFile: sidePath(for: path, extension: "svg"), atomically: true, encoding: .utf8)
      }
      // Unbuffered, so the line is out before the process ends.
      FileHandle.standardOutput.write(Data("\(coverage.summary): \(textPath(for: path))\n".utf8))
    } catch {
      FileHandle.standardError.write(
        Data("Navigation coverage: can't write \(path): \(error.localizedDescription)\n".utf8))
    }
  }
}
