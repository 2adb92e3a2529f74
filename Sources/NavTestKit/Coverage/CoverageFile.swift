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

  /// Writes the run's coverage, if anything was recorded, and prints the one line; a file that
  /// can't be written fails the run (exit status 1), so CI that asked for coverage never passes
  /// without it.
  static func write() {
    guard let path, let recorder else { return }
    finish(recorder, path: path)
  }

  /// Writes what `recorder` holds, if anything, to `path` as the run ends; on failure says why on
  /// standard error and ends the process with status 1.
  package static func finish(_ recorder: CoverageRecorder, path: String) {
    guard !recorder.isEmpty else { return }
    if let failure = write(recorder.coverage, picture: recorder.picture, to: path) {
      FileHandle.standardError.write(Data((failure + "\n").utf8))
      // Inside an exit handler: `exit` again is undefined, so end at once, output flushed.
      fflush(nil)
      _exit(1)
    }
  }

  /// Writes the coverage, and the map when there is one, beside `path`, and prints the one line.
  ///
  /// - Returns: What to tell the user when a file can't be written, or `nil` when all were.
  package static func write(
    _ coverage: NavigationCoverage, picture: (dot: String, svg: String)?, to path: String
  ) -> String? {
    var files = [(path, coverage.json), (textPath(for: path), coverage.text)]
    if let picture {
      files += [
        (sidePath(for: path, extension: "dot"), picture.dot),
        (sidePath(for: path, extension: "svg"), picture.svg),
      ]
    }
    let disk = LiveFileSystem()
    for (file, text) in files {
      do {
        try disk.writeAtomically(Data((text + "\n").utf8), to: URL(fileURLWithPath: file))
      } catch {
        return """
          Navigation coverage could not be written to \(StringLiteral.quoted(file)): \
          \(reason(for: error, at: file)).

          NAVTESTKIT_COVERAGE names the JSON file the run's coverage goes to, with its table (and \
          map) beside it. To fix, name a file in a folder this run can write, like \
          NAVTESTKIT_COVERAGE=.build/coverage/coverage.json.
          """
      }
    }
    // Unbuffered, so the line is out before the process ends.
    FileHandle.standardOutput.write(Data("\(coverage.summary): \(textPath(for: path))\n".utf8))
    return nil
  }

  /// Why a coverage file could not be written, as the system says it, or what is in its place.
  private static func reason(for error: any Error, at file: String) -> String {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
      return "a folder is at that path"
    }
    return (error as? FileSystemError)?.reason ?? error.localizedDescription
  }
}
