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
  /// carries nothing, so dropping it is not a loss. List positions are not compared: a `Set`
  /// or a dictionary with non-string keys encodes its elements in an order that changes from
  /// one run to the next, so a field counts as kept when it appears under the same names in any
  /// element of the re-encoded list (a field this program does not know is missing from every
  /// element anyway).
  ///
  /// - Parameters:
  ///   - original: The file's bytes.
  ///   - reencoded: The decoded value, encoded again.
  /// - Returns: For each lost field, the path of its first occurrence, in document order
  ///   (object fields by name); empty when nothing is lost or either side is not JSON.
  static func paths(in original: Data, missingFrom reencoded: Data) -> [String] {
    guard
      let before = try? JSONSerialization.jsonObject(with: original, options: [.fragmentsAllowed]),
      let after = try? JSONSerialization.jsonObject(with: reencoded, options: [.fragmentsAllowed])
    else { return [] }
    var kept: [String: String] = [:]
    collectFields(after, path: "", shape: "", into: &kept)
    var found: [String: String] = [:]
    var order: [String] = []
    collectFields(before, path: "", shape: "", into: &found, order: &order)
    return order.filter { kept[$0] == nil }.compactMap { found[$0] }
  }

  /// Records every non-null field of `value` by its shape (the path with list positions left
  /// out, like `[].attendees[].name`) and the path of its first occurrence.
  private static func collectFields(
    _ value: Any, path: String, shape: String, into fields: inout [String: String]
  ) {
    var order: [String] = []
    collectFields(value, path: path, shape: shape, into: &fields, order: &order)
  }

  private static func collectFields(
    _ value: Any, path: String, shape: String, into fields: inout [String: String],
    order: inout [String]
  ) {
    switch value {
    case let object as [String: Any]:
      for (name, member) in object.sorted(by: { $0.key < $1.key }) where !(member is NSNull) {
        let fieldPath = path.isEmpty ? name : "\(path).\(name)"
        let fieldShape = shape.isEmpty ? name : "\(shape).\(name)"
        if fields[fieldShape] == nil {
          fields[fieldShape] = fieldPath
          order.append(fieldShape)
        }
        collectFields(member, path: fieldPath, shape: fieldShape, into: &fields, order: &order)
      }
    case let list as [Any]:
      for (index, element) in list.enumerated() {
        collectFields(
          element, path: "\(path)[\(index)]", shape: "\(shape)[]", into: &fields, order: &order)
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
