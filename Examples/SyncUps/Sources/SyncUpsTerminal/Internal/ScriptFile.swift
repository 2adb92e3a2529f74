import Foundation

/// The file `--script` names, read whole, or the reason it can't be.
enum ScriptFile {
  /// Reads the bytes of a script.
  ///
  /// - Parameter path: The script's path, as given on the command line.
  /// - Returns: The file's bytes; ``LineSplitter`` checks that they are text, line by line.
  /// - Throws: A ``CommandError`` saying why: there is no such file, it is a directory, or it
  ///   may not be read.
  static func contents(atPath path: String) throws(CommandError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandError("there is no such file")
    }
    guard !isDirectory.boolValue else {
      throw CommandError("it is a directory, not a file of commands")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CommandError("permission denied: you may not read it")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandError(error.localizedDescription)
    }
  }
}
