import Reducers

/// A shared reference inside a state, with where it is: the one walk that both the snapshot of
/// shared values (``StateChanges/snapshot(of:)``) and the places a `Shared` is written as
/// (``SwiftSource/SharedPlace``) read.
struct SharedReference {
  /// Where the reference is in the state, as ``StateChanges`` keys places: `._syncUps`,
  /// `.path[id: 0].detail._syncUp`. Every reference has one, even where no source can reach it.
  let key: String
  /// The source that reaches the reference from the state (`.syncUpsList.$syncUps`,
  /// `.path[id: 0]![case: \.detail]!.$syncUp`), or `nil` where none can: inside an array's
  /// element, an enum that is not `CasePathable`, or a property wrapper other than `@Shared`
  /// and `@Presents`.
  let path: String?
  /// The reference.
  let shared: any AnyShared

  /// Every shared reference in `state`, outermost first.
  static func all(in state: Any) -> [SharedReference] {
    var references: [SharedReference] = []
    walk(state, key: "", path: "", into: &references, depth: 0)
    return references
  }

  private static func walk(
    _ value: Any, key: String, path: String?, into references: inout [SharedReference],
    depth: Int
  ) {
    guard depth < 32, SwiftSource.literal(value) == nil else { return }
    if let shared = value as? any AnyShared {
      visit(shared, key: key, place: nil, valuePath: nil, into: &references, depth: depth)
      return
    }
    if let stack = value as? any _StackNode {
      for (id, element) in stack._entries {
        let step = "[id: \(id.generation)]"
        walk(
          element, key: key + step, path: path.map { $0 + step + "!" }, into: &references,
          depth: depth + 1)
      }
      return
    }
    if let presentation = value as? any _PresentationNode {
      if let presented = presentation._presented {
        walk(
          presented, key: key + "?", path: path.map { $0 + "!" }, into: &references,
          depth: depth + 1)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first {
        walk(
          wrapped.value, key: key + "?", path: path.map { $0 + "!" }, into: &references,
          depth: depth + 1)
      }
    case .enum:
      guard let payload = mirror.children.first, let name = payload.label else { return }
      let writable =
        value is any CasePathable
        && Mirror(reflecting: payload.value).displayStyle != .tuple
      walk(
        payload.value, key: key + "." + name,
        path: writable ? path.map { $0 + "[case: \\.\(name)]!" } : nil, into: &references,
        depth: depth + 1)
    case .collection:
      for (index, child) in mirror.children.enumerated() {
        walk(child.value, key: key + "[\(index)]", path: nil, into: &references, depth: depth + 1)
      }
    case .struct:
      for child in mirror.children {
        guard let label = child.label else { continue }
        walkProperty(
          child.value, label: label, key: key, path: path, into: &references, depth: depth + 1)
      }
    default:
      return
    }
  }

  /// A struct's stored property: `_name` is a property wrapper's storage, which source reaches
  /// as `$name` (a `Shared`) or `name` (a `Presents`).
  private static func walkProperty(
    _ value: Any, label: String, key: String, path: String?,
    into references: inout [SharedReference], depth: Int
  ) {
    guard label.hasPrefix("_"), label.count > 1 else {
      walk(
        value, key: key + "." + label, path: path.map { $0 + "." + label }, into: &references,
        depth: depth)
      return
    }
    let name = String(label.dropFirst())
    if let shared = value as? any AnyShared {
      visit(
        shared, key: key + "." + label, place: path.map { $0 + ".$" + name },
        valuePath: path.map { $0 + "." + name }, into: &references, depth: depth)
    } else {
      let reachable = value is any _PresentationNode
      walk(
        value, key: key + "." + label, path: reachable ? path.map { $0 + "." + name } : nil,
        into: &references, depth: depth)
    }
  }

  /// Keeps a reference, then walks the value it holds.
  private static func visit(
    _ shared: any AnyShared, key: String, place: String?, valuePath: String?,
    into references: inout [SharedReference], depth: Int
  ) {
    references.append(SharedReference(key: key, path: place, shared: shared))
    walk(
      shared.sharedValue, key: key + ".shared", path: valuePath, into: &references,
      depth: depth + 1)
  }
}
