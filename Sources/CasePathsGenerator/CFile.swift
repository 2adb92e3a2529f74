#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole files read and written with the C library.
enum CFile {
  /// The file's text, decoded as UTF-8 (invalid bytes replaced), or `nil` when it cannot be
  /// read.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += buffer[..<count]
      if count < buffer.count { break }
    }
    guard ferror(file) == 0 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the text to the file, replacing it; whether every byte was written.
  static func write(_ text: String, to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    return fclose(file) == 0 && written == bytes.count
  }
}
