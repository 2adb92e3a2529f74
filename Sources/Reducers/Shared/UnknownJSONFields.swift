import Foundation

/// Finds the fields of a JSON file that the decoded value does not keep.
///
/// A file written by a newer version of an application, or edited by hand, may hold fields
/// this version's types do not decode. They are not errors to decode, but saving the value
/// writes the file without them, so file storage refuses to load such a file rather than
/// silently drop them at the first change (see ``FileStorageKey/load()``).
enum UnknownJSONFields {
  /// The paths, like `[0].color`, of the fields in `original` that `reencoded` lacks.
  ///
  /// Only object fields are compared, by name: values may be written differently (a number's
  /// formatting, a date's encoding) without losing anything. A field whose value is `null`
  /// carries nothing, so dropping it is not a loss. Elements of a list are compared by
  /// position; elements the re-encoded list lacks are listed as lost too.
  ///
  /// - Parameters:
  ///   - original: The file's bytes.
  ///   - reencoded: The decoded value, encoded again.
  /// - Returns: The lost paths in document order (object fields by name), empty when nothing is
  ///   lost or either side is not JSON.
  static func paths(in original: Data, missingFrom reencoded: Data) -> [String] {
    guard
      let before = try? JSONSerialization.jsonObject(with: original, options: [.fragmentsAllowed]),
      let after = try? JSONSerialization.jsonObject(with: reencoded, options: [.fragmentsAllowed])
    else { return [] }
    var lost: [String] = []
    collect(before, after, path: "", into: &lost)
    return lost
  }

  private static func collect(_ before: Any, _ after: Any, path: String, into lost: inout [String]) {
    switch (before, after) {
    case (let before as [String: Any], let after as [String: Any]):
      for name in before.keys.sorted() {
        let value = before[name]!
        let fieldPath = path.isEmpty ? name : "\(path).\(name)"
        if let kept = after[name] {
          collect(value, kept, path: fieldPath, into: &lost)
        } else if !(value is NSNull) {
          lost.append(fieldPath)
        }
      }
    case (let before as [Any], let after as [Any]):
      for (index, element) in before.enumerated() {
        let elementPath = "\(path)[\(index)]"
        if after.indices.contains(index) {
          collect(element, after[index], path: elementPath, into: &lost)
        } else if !(element is NSNull) {
          lost.append(elementPath)
        }
      }
    default:
      break
    }
  }

  /// A sentence saying which fields would be lost, naming the first three.
  static func summary(of paths: [String]) -> String {
    let named = paths.prefix(3).map { String(reflecting: $0) }.joined(separator: ", ")
    let more = paths.count > 3 ? " and \(paths.count - 3) more" : ""
    let noun = paths.count == 1 ? "a field" : "fields"
    return """
      The file has \(noun) this program does not know, which saving would drop: \(named)\(more). \
      It may come from a newer version.
      """
  }
}
