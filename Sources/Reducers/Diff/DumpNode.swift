/// One level of a value, classified the way dumps and diffs print it.
///
/// A node reflects only its own value: children stay `Any` until the printer or the differ
/// needs them, so a diff that finds a collection element unchanged never reflects inside it.
struct DumpNode {
  /// A stored property, tuple element or enum payload value, with its label if it has one.
  struct Child {
    /// The label printed before the value, or `nil` for unlabelled tuple and payload elements.
    var label: String?
    /// The value.
    var value: Any
  }

  /// What an aggregate prints before its parenthesised children.
  enum Head: Equatable {
    /// A struct, or a value whose custom mirror has no display style: `Parent.State(`.
    case structure(String)
    /// A class instance, with its identity for the `#1` markers.
    case object(String, ObjectIdentifier)
    /// A tuple: `(`.
    case tuple
    /// An enum case: its type and case name, printed `Type.case(` or `.case(`.
    case enumCase(type: String, name: String)
  }

  /// A struct, class, tuple or enum case and its children.
  struct Aggregate {
    /// What prints before the children.
    var head: Head
    /// The children, in order.
    var children: [Child]
  }

  /// How a value prints.
  enum Kind {
    /// Text printed as it is, on one line: numbers, Booleans, dates, custom leaves.
    case leaf(String)
    /// A string, printed quoted on one line or, if it has line breaks, as a `"""` block.
    case string(String)
    /// An empty optional: `nil`.
    case none
    /// A struct, class, tuple or enum case.
    case aggregate(Aggregate)
    /// An array-like collection: `[` and `[0]: element` lines.
    case list(DumpList)
    /// A set, printed sorted.
    case set([Any])
    /// Key–value pairs; `unordered` ones (`Dictionary`) print sorted by key.
    case dictionary([(key: Any, value: Any)], unordered: Bool)
  }

  /// How the value prints.
  let kind: Kind

  /// Classifies a value, unwrapping optionals and honouring custom mirrors.
  ///
  /// ``CustomDumpStringConvertible`` and the leaf types in `DumpNode+Leaves.swift` win over
  /// reflection; everything else goes by its mirror's display style.
  init(_ value: Any, actualShared: Bool = false) {
    self.kind = Self.kind(of: value, actualShared: actualShared)
  }

  /// The kind of a value; see ``init(_:)``.
  private static func kind(of value: Any, actualShared: Bool = false) -> Kind {
    if let shared = value as? any AnyShared {
      let value = actualShared ? shared.sharedActualValue : shared.sharedValue
      return kind(of: SharedDisplay(value: value))
    }
    if let display = value as? SharedDisplay {
      let child = Child(label: nil, value: display.value)
      return .aggregate(Aggregate(head: .structure("Shared"), children: [child]))
    }
    if let kind = leafKind(of: value) { return kind }
    if type(of: value) == AnyHashable.self, let hashable = value as? AnyHashable {
      return kind(of: hashable.base)
    }
    if let list = value as? any DumpListElements { return .list(list.dumpList) }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional?:
      return mirror.children.first.map { kind(of: $0.value) } ?? .none
    case .enum?:
      return enumKind(value, mirror)
    case .tuple?:
      return .aggregate(Aggregate(head: .tuple, children: elements(of: mirror)))
    case .collection?:
      return .list(DumpList(mirror.children.map(\.value)))
    case .set?:
      return .set(mirror.children.map(\.value))
    case .dictionary?:
      let entries = mirror.children.map(entry)
      return .dictionary(entries, unordered: value is any UnorderedDumpDictionary)
    case .class? where type(of: value) is AnyClass:
      let head = Head.object(TypeName.of(mirror.subjectType), ObjectIdentifier(value as AnyObject))
      return .aggregate(Aggregate(head: head, children: properties(of: mirror)))
    default:
      if mirror.displayStyle == nil, mirror.children.isEmpty {
        return .leaf(String(describing: value))
      }
      let head = Head.structure(TypeName.of(mirror.subjectType))
      return .aggregate(Aggregate(head: head, children: properties(of: mirror)))
    }
  }

  /// An enum case: the case name from the mirror's single child, or from the value's text.
  private static func enumKind(_ value: Any, _ mirror: Mirror) -> Kind {
    let type = TypeName.of(mirror.subjectType)
    guard mirror.children.count == 1, let payload = mirror.children.first,
      let name = payload.label
    else {
      guard let name = caseName(of: value) else { return .leaf(String(describing: value)) }
      let head = Head.enumCase(type: type, name: name)
      return .aggregate(Aggregate(head: head, children: properties(of: mirror)))
    }
    let payloadMirror = Mirror(reflecting: payload.value)
    let children =
      payloadMirror.displayStyle == .tuple
      ? elements(of: payloadMirror) : [Child(label: nil, value: payload.value)]
    return .aggregate(Aggregate(head: .enumCase(type: type, name: name), children: children))
  }

  /// The name of a case without a payload, read from the text the standard library prints.
  ///
  /// `String(describing:)` prints the bare case name unless the type customises `description`;
  /// `String(reflecting:)` prints `Module.Type.case` unless it customises `debugDescription`.
  /// With both customised there is no name to read, and the value prints as a leaf.
  private static func caseName(of value: Any) -> String? {
    if !(value is any CustomStringConvertible) { return String(describing: value) }
    if !(value is any CustomDebugStringConvertible) {
      let reflected = String(reflecting: value)
      return reflected.split(separator: ".").last.map(String.init)
    }
    return nil
  }

  /// Stored properties, superclass ones first, without macro-generated `_$` members.
  private static func properties(of mirror: Mirror) -> [Child] {
    let inherited = mirror.superclassMirror.map(properties(of:)) ?? []
    return inherited
      + mirror.children.compactMap { child in
        if child.label?.hasPrefix("_$") == true { return nil }
        return Child(label: child.label, value: child.value)
      }
  }

  /// Tuple elements; the positional labels `.0`, `.1` are dropped.
  private static func elements(of mirror: Mirror) -> [Child] {
    mirror.children.map { child in
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      return Child(label: label, value: child.value)
    }
  }

  /// A dictionary mirror's child as a pair: a `(key:value:)` tuple, or a child labelled by key.
  private static func entry(_ child: Mirror.Child) -> (key: Any, value: Any) {
    let pair = Mirror(reflecting: child.value)
    if pair.displayStyle == .tuple, pair.children.count == 2,
      let key = pair.children.first, let value = pair.children.dropFirst().first
    {
      return (key.value, value.value)
    }
    return (DumpLabel(text: child.label ?? "_"), child.value)
  }
}

/// A dictionary whose order carries no meaning, so its dump sorts the keys.
///
/// Other `.dictionary` mirrors, such as a navigation stack's, keep their order.
protocol UnorderedDumpDictionary {}

extension Dictionary: UnorderedDumpDictionary {}

/// A dictionary key that is only a label from a custom mirror, printed as is.
struct DumpLabel: CustomDumpStringConvertible, Hashable {
  /// The label.
  var text: String
  /// The label as it prints.
  var customDumpDescription: String { text }
}
