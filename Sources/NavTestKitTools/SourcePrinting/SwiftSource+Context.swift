import Reducers

extension SwiftSource {
  /// What the printer knows besides the value it writes: values the feature names (an alert as
  /// `.deleteSyncUp`), and the places in the state where shared references live, so a `Shared`
  /// inside a value is written as the place it aliases rather than as a copy.
  package struct Context {
    /// Values written by name instead of by their parts.
    package var names: [SourceName] = []
    /// The expression the places of shared references start from: `$0` in an assertion,
    /// `store.state` in an action.
    package var root = "$0"
    /// The shared references of the state, by where they are.
    package var sharedPlaces: [SharedPlace] = []
    /// How a plain struct is written: by its memberwise initializer, or not at all (inexact).
    package var structs = StructWriting.declaredOnly

    /// No names and no shared places.
    package init() {}

    /// A context with names.
    package init(names: [SourceName], structs: StructWriting = .declaredOnly) {
      self.names = names
      self.structs = structs
    }

    /// The same names, with the shared references of `state`, reached from `root`.
    package func sharing(_ state: Any, from root: String) -> Context {
      var context = self
      context.root = root
      context.sharedPlaces = SharedPlace.all(in: state)
      return context
    }

    /// The name of a value equal to `value`, if the feature gave one.
    func name(of value: Any) -> String? {
      names.first { $0.matches(value) }?.source
    }

    /// The source of a shared reference: the place in the state it aliases, or the element of
    /// a shared identified array there (`Shared(store.state.syncUpsList.$syncUps[id: …])!`).
    func source(of shared: any AnyShared, writer: Writer, isExact: inout Bool, depth: Int)
      -> String?
    {
      let value = shared.sharedValue
      let aliases = sharedPlaces.filter { $0.shared.sharedReferenceID == shared.sharedReferenceID }
      if let same = aliases.first(where: {
        type(of: $0.shared.sharedValue) == type(of: value)
          && equalValues($0.shared.sharedValue, value)
      }) {
        return root + same.path
      }
      guard let (idValue, _) = identity(of: value) else { return nil }
      for place in aliases {
        guard Self.collection(place.shared.sharedValue, containsEqualTo: value) else { continue }
        let idSource = writer.write(idValue, isExact: &isExact, depth: depth + 1)
        return "Shared(\(root)\(place.path)[id: \(idSource)])!"
      }
      return nil
    }

    /// Whether `collection` is an identified array holding an element equal to `element`, under
    /// its id.
    static func collection(_ collection: Any, containsEqualTo element: Any) -> Bool {
      let elements = Mirror(reflecting: collection)
      guard elements.displayStyle == .collection, collection is any _IdentifiedCollection,
        let id = identity(of: element)?.hashable
      else { return false }
      return elements.children.contains { candidate in
        identity(of: candidate.value)?.hashable == id && equalValues(candidate.value, element)
      }
    }
  }

  /// A shared reference in a state, and the path that reaches it: `.syncUpsList.$syncUps`,
  /// `.path[id: 0]![case: \.detail]!.$syncUp`.
  package struct SharedPlace {
    /// The path, from the state.
    package let path: String
    /// The reference.
    package let shared: any AnyShared

    /// Every shared reference in `state` that a path can reach, outermost first.
    static func all(in state: Any) -> [SharedPlace] {
      SharedReference.all(in: state).compactMap { reference in
        reference.path.map { SharedPlace(path: $0, shared: reference.shared) }
      }
    }
  }
}

/// The id of an identifiable value, as itself and as a hashable key.
private func identity(of value: Any) -> (value: Any, hashable: AnyHashable)? {
  func id(_ element: some Identifiable) -> (value: Any, hashable: AnyHashable) {
    (element.id, AnyHashable(element.id))
  }
  guard let identifiable = value as? any Identifiable else { return nil }
  return id(identifiable)
}

/// Whether two values are equal: by `==` when they are equatable values of one type, otherwise
/// by their reflected contents.
func equalValues(_ lhs: Any, _ rhs: Any) -> Bool {
  func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }
  if let lhs = lhs as? any Equatable { return equal(lhs, rhs) }
  return StateFingerprint.of(lhs) == StateFingerprint.of(rhs)
}
