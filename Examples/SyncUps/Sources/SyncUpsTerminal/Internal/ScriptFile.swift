import Foundation
import Reducers

/// The file `--script` names, read whole, or the reason it can't be.
enum ScriptFile {
  /// Reads the bytes of a script.
  ///
  /// Symbolic links are followed; anything but a regular file at the end is named for what it
  /// is (a directory, a named pipe, a device, a socket) and never opened, so a pipe with no
  /// writer cannot block the program.
  ///
  /// - Parameter path: The script's path, as given on the command line.
  /// - Returns: The file's bytes; ``LineSplitter`` checks that they are text, line by line.
  /// - Throws: A ``CommandError`` saying why: there is no such file, it is not a regular file,
  ///   or it may not be read.
  static func contents(atPath path: String) throws(CommandError) -> Data {
    let disk = LiveFileSystem()
    do {
      let target = try disk.resolvingSymbolicLinks(URL(fileURLWithPath: path))
      guard let status = try disk.status(of: target) else {
        throw CommandError("there is no such file")
      }
      if let what = Self.name(of: status.kind) {
        throw CommandError("it is \(what), not a file of commands")
      }
      guard FileManager.default.isReadableFile(atPath: target.path) else {
        throw CommandError("permission denied: you may not read it")
      }
      return try disk.read(target) ?? Data()
    } catch let error as CommandError {
      throw error
    } catch let error as FileSystemError {
      throw CommandError(error.reason)
    } catch {
      throw CommandError("\(error)")
    }
  }

  /// What a kind of file is, said in a sentence; `nil` for a regular file.
  private static func name(of kind: FileStatus.Kind) -> String? {
    switch kind {
    case .regularFile: nil
    case .directory: "a directory"
    case .namedPipe: "a named pipe (FIFO)"
    case .device: "a device"
    case .socket: "a socket"
    // Resolved already: only a chain of links too long ends at one, and reading throws then.
    case .symbolicLink: "a symbolic link"
    }
  }
}
