import Foundation

/// A file that file storage couldn't load or save: which file, what went wrong, and why.
///
/// Its ``description`` is the message reported with
/// ``reportIssue(_:fileID:filePath:line:column:)``, worded for the person using the application: a
/// headline naming the file and the reason, then what became of the file and of the changes, and
/// how to fix it:
///
/// ```
/// Couldn't load "/home/blob/sync-ups.json": The file is not valid JSON: Unexpected end of file.
///
/// The file was left untouched; your changes are kept in memory and not saved while it is there.
/// To fix, repair the file and relaunch, or remove it.
/// ```
public struct FileStorageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What file storage was doing when it failed.
  public enum Operation: String, Sendable, Equatable {
    /// Reading and decoding the file.
    case load
    /// Encoding and writing the file.
    case save
  }

  /// What went wrong, which decides what the message says became of the file and the changes.
  public enum Kind: Sendable, Equatable {
    /// The file couldn't be read or decoded; it is never overwritten while it is there.
    case unreadable
    /// Encoding or writing failed; the file, if there was one (`fileExisted`), is unchanged.
    case writeFailed(fileExisted: Bool)
    /// Something other than a regular file, like a directory or a named pipe, is at the path
    /// now; it is never replaced.
    case notARegularFile
    /// The file is read-only (its owner may not write it); it is never replaced while it is.
    case readOnly
    /// The folder the file is in is read-only (its owner may not write it), so the file cannot be
    /// replaced or created there; refused by its mode bits as a read-only file is, even for root.
    case readOnlyFolder
    /// The file changed on disk since the storage last read or wrote it, as when another process
    /// saved it; it is not replaced, so those changes are not lost.
    case changedOnDisk
  }

  /// What went wrong.
  public let kind: Kind
  /// The file.
  public let url: URL
  /// Why, like `The given data was not valid JSON.` or `Is a directory`.
  public let reason: String

  /// Creates an error for a file.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - url: The file.
  ///   - reason: Why.
  public init(_ kind: Kind, url: URL, reason: String) {
    self.kind = kind
    self.url = url
    self.reason = reason
  }

  /// What failed: loading for ``Kind/unreadable``, saving otherwise.
  public var operation: Operation {
    kind == .unreadable ? .load : .save
  }

  /// The full message: a headline naming the file and the reason, then what happened and the fix.
  public var description: String {
    let path = String(reflecting: url.path)
    let reason = reason.hasSuffix(".") ? reason : "\(reason)."
    switch kind {
    case .unreadable:
      return """
        Couldn't load \(path): \(reason)

        The file was left untouched; your changes are kept in memory and not saved while it is \
        there. To fix, repair the file and relaunch, or remove it.
        """
    case .writeFailed(let fileExisted):
      let file = fileExisted ? "The file was left as it was" : "Nothing was written"
      return """
        Couldn't save changes to \(path): \(reason)

        \(file); your changes are not saved yet. They are kept in memory, and saving them is \
        tried again with the next change.
        """
    case .notARegularFile:
      return """
        Couldn't save changes to \(path): \(reason)

        It was left untouched, and your changes were not saved; they are kept in memory. To fix, \
        move it away; your changes are then saved with the next change.
        """
    case .readOnly:
      return """
        Couldn't save changes to \(path): \(reason)

        It was left as it was, and your changes were not saved; they are kept in memory. To fix, \
        make the file writable; your changes are then saved with the next change.
        """
    case .readOnlyFolder:
      return """
        Couldn't save changes to \(path): \(reason)

        Nothing was written there, and your changes were not saved; they are kept in memory. To \
        fix, make the folder writable; your changes are then saved with the next change.
        """
    case .changedOnDisk:
      return """
        Couldn't save changes to \(path): \(reason)

        Your changes were not saved, to avoid overwriting the file's new contents; they are kept \
        in memory. To keep the file's new contents, relaunch (your changes are then lost); to keep \
        your changes, move the file away, and they are saved with the next change.
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
    case .typeMismatch(let type, let context):
      guard let expected = JSONKind(expecting: type),
        let found = JSONKind.ofValue(at: context.codingPath, in: data)
      else { return located(context.debugDescription, context.codingPath) }
      return located("Expected \(expected) but found \(found)", context.codingPath)
    case .valueNotFound(let type, let context):
      let expected = JSONKind(expecting: type).map(\.description) ?? "a value"
      return located("Expected \(expected) but found null", context.codingPath)
    @unknown default:
      return "\(error)"
    }
  }

  /// What a JSON value is, in words: what a decoding error expected, and what the file holds.
  ///
  /// `JSONDecoder` names the Swift type it wanted (`Array<Any>`, `Dictionary<String, Any>`) and
  /// the platform's word for what it found; a person editing the file thinks in JSON.
  enum JSONKind: CustomStringConvertible {
    case list, object, text, number, boolean, null

    /// The kind a decoder asking for `type` wanted, if it is one of JSON's.
    init?(expecting type: Any.Type) {
      switch ObjectIdentifier(type) {
      case ObjectIdentifier([Any].self): self = .list
      case ObjectIdentifier([String: Any].self): self = .object
      case ObjectIdentifier(String.self): self = .text
      case ObjectIdentifier(Bool.self): self = .boolean
      default:
        guard type is any Numeric.Type else { return nil }
        self = .number
      }
    }

    /// The kind of the value at `codingPath` in the JSON `data`, if the path leads to one.
    static func ofValue(at codingPath: [any CodingKey], in data: Data) -> JSONKind? {
      guard var value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      else { return nil }
      for key in codingPath {
        if let index = key.intValue {
          guard let list = value as? [Any], list.indices.contains(index) else { return nil }
          value = list[index]
        } else {
          guard let object = value as? [String: Any], let member = object[key.stringValue]
          else { return nil }
          value = member
        }
      }
      switch value {
      case is [Any]: return .list
      case is [String: Any]: return .object
      case is String: return .text
      case is NSNull: return .null
      case let number as NSNumber:
        // Foundation parses `true` and `false` as NSNumber too, typed as a C boolean.
        return String(cString: number.objCType) == "c" ? .boolean : .number
      default: return nil
      }
    }

    var description: String {
      switch self {
      case .list: "a list"
      case .object: "an object"
      case .text: "text"
      case .number: "a number"
      case .boolean: "true or false"
      case .null: "null"
      }
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
