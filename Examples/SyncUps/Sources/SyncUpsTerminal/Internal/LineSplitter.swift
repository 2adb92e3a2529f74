/// A line of input: its text, or why it is not text.
typealias InputLine = Result<String, CommandError>

/// Cuts the bytes of a script or of standard input into lines of UTF-8 text.
///
/// A line ends at `"\n"`, and a `"\r"` right before it goes with it, so a script saved with
/// Windows line ends reads the same and every line break counts as one line. A line that is not
/// valid UTF-8 becomes an error naming its first invalid byte, rather than text with U+FFFD in
/// place of what was typed: the same for a script file, piped input and a terminal.
///
/// A UTF-8 byte-order mark at the very start of the input (as some editors save a file) is not
/// part of the first line.
struct LineSplitter {
  private var pending: [UInt8] = []
  /// Whether the first line is still to come: a byte-order mark at its start is dropped.
  private var isFirstLine = true

  /// The UTF-8 encoding of U+FEFF, the byte-order mark.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Takes the next bytes of the input and returns the lines they complete.
  mutating func lines(appending bytes: some Sequence<UInt8>) -> [InputLine] {
    var lines: [InputLine] = []
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        lines.append(takeLine())
      } else {
        pending.append(byte)
      }
    }
    return lines
  }

  /// Ends the input: returns its last line when no newline ended it.
  mutating func finish() -> [InputLine] {
    pending.isEmpty ? [] : [takeLine()]
  }

  /// The line the pending bytes make, without the first line's byte-order mark.
  private mutating func takeLine() -> InputLine {
    defer {
      pending.removeAll(keepingCapacity: true)
      isFirstLine = false
    }
    if isFirstLine, pending.starts(with: Self.byteOrderMark) {
      return Self.line(pending.dropFirst(Self.byteOrderMark.count))
    }
    return Self.line(pending[...])
  }

  /// Splits a whole input into lines, without a last empty line after a final newline.
  static func lines(of bytes: some Sequence<UInt8>) -> [InputLine] {
    var splitter = Self()
    return splitter.lines(appending: bytes) + splitter.finish()
  }

  /// Decodes a line without its `"\n"`, dropping a `"\r"` at its end.
  private static func line(_ bytes: ArraySlice<UInt8>) -> InputLine {
    var bytes = bytes
    if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
    var scalars = String.UnicodeScalarView()
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        offset += UTF8.width(scalar)
      case .emptyInput:
        return .success(String(scalars))
      case .error:
        // An ASCII byte is always valid, so the first invalid one has two hex digits.
        let byte = String(bytes[bytes.startIndex + offset], radix: 16, uppercase: true)
        return .failure(
          CommandError(
            "not UTF-8 text: byte \(offset + 1) of the line (0x\(byte)) is invalid; "
              + "save the input as UTF-8"))
      }
    }
  }
}
