import Foundation

/// A file that file storage couldn't load or save: which file, what failed, and why.
///
/// Its ``description`` is the message reported with ``reportIssue(_:fileID:filePath:line:column:)``:
///
/// ```
/// Couldn't load shared value from "/home/blob/sync-ups.json": The given data was not valid JSON.
///
/// The file was left untouched; changes are kept in memory and not written while it is there. To
/// fix, repair the file and relaunch, or remove it.
/// ```
public struct FileStorageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What file storage was doing when it failed.
  public enum Operation: String, Sendable, Equatable {
    /// Reading and decoding the file.
    case load
    /// Encoding and writing the file.
    case save
  }

  /// What failed.
  public let operation: Operation
  /// The file.
  public let url: URL
  /// Why, like `The given data was not valid JSON.` or `Is a directory`.
  public let reason: String

  /// Creates an error for a file.
  ///
  /// - Parameters:
  ///   - operation: What failed.
  ///   - url: The file.
  ///   - reason: Why.
  public init(operation: Operation, url: URL, reason: String) {
    self.operation = operation
    self.url = url
    self.reason = reason
  }

  /// The full message: a headline naming the file and the reason, then what happens and the fix.
  public var description: String {
    let path = String(reflecting: url.path)
    let reason = reason.hasSuffix(".") ? reason : "\(reason)."
    switch operation {
    case .load:
      return """
        Couldn't load shared value from \(path): \(reason)

        The file was left untouched; changes are kept in memory and not written while it is \
        there. To fix, repair the file and relaunch, or remove it.
        """
    case .save:
      return """
        Couldn't save shared value to \(path): \(reason)

        The previous file was left intact; the value is kept in memory and written with the next \
        change, or by "FileStorage.flush()".
        """
    }
  }

  /// Summarises why `data` couldn't be decoded, in one line: what was wrong, and where.
  ///
  /// - Parameters:
  ///   - error: The error `JSONDecoder` threw.
  ///   - data: The bytes it was decoding.
  /// - Returns: A summary like `No value for key "title" at "[1]".` or
  ///   `The file is not valid JSON: Unexpected end of file during JSON parse.`
  static func summary(ofDecodingError error: any Error, data: Data) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      if data.isEmpty { return "The file is empty." }
      return "The file is not valid JSON: \(syntaxError(in: data) ?? context.debugDescription)"
    case .dataCorrupted(let context):
      return located(context.debugDescription, context.codingPath)
    case .keyNotFound(let key, let context):
      return located("No value for key \(String(reflecting: key.stringValue))", context.codingPath)
    case .typeMismatch(_, let context):
      return located(context.debugDescription, context.codingPath)
    case .valueNotFound(let type, let context):
      return located("Expected to decode \(type) but found null instead", context.codingPath)
    @unknown default:
      return "\(error)"
    }
  }

  /// The parser's description of a syntax error, like `Invalid value around character 2.`
  private static func syntaxError(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      return (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    }
  }

  /// The sentence, with the JSON path it applies to when there is one, ending in a period.
  private static func located(_ sentence: String, _ codingPath: [any CodingKey]) -> String {
    var summary = sentence
    if summary.hasSuffix(".") { summary.removeLast() }
    if !codingPath.isEmpty {
      summary += " at \(String(reflecting: path(codingPath)))"
    }
    return summary + "."
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }
}
