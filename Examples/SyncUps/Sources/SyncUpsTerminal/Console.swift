import Foundation

/// Where the program writes: its output, and its error messages.
///
/// ```swift
/// let console = Console(write: { print($0, terminator: "") }, writeError: { _ in })
/// ```
public struct Console: Sendable {
  /// Writes text to the output as it is; the text carries its own newlines.
  public var write: @Sendable (String) -> Void
  /// Writes text to the error stream as it is.
  public var writeError: @Sendable (String) -> Void

  /// Creates a console from its two streams.
  ///
  /// - Parameters:
  ///   - write: Writes to the output.
  ///   - writeError: Writes to the error stream.
  public init(
    write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void
  ) {
    self.write = write
    self.writeError = writeError
  }

  /// The process's standard output and standard error, unbuffered.
  public static let standard = Console(
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) }
  )

  /// Writes a line to the output.
  func line(_ text: String) {
    write(text + "\n")
  }

  /// Writes a line to the error stream.
  func errorLine(_ text: String) {
    writeError(text + "\n")
  }
}
