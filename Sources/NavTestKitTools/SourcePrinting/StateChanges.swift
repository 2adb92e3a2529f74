import Reducers

/// The assignments that turn one state into another, as the Swift source of a `TestStore`
/// assertion: `$0.count = 1`, `$0.rows[2].title = "Milk"`, `$0.path[id: 1] = .detail(…)`.
///
/// The printer walks both states side by side and writes the smallest change it can: a field
/// of a struct, an element of an array or a stack that kept its place, the payload of an enum
/// that kept its case (`$0.destination?.modify(\.edit) { … }`), a shared value inside its lock
/// (`$0.$syncUp.withLock { … }`), a push onto a stack or a pop from it. What it cannot write as
/// source it says in a comment, and marks the change inexact: a test built from it asserts that
/// step non-exhaustively instead of failing to compile.
package enum StateChanges {
  /// One change: a line (or a block) of Swift, or a comment where the change cannot be written.
  package struct Change: Equatable, Sendable {
    /// The source, without a trailing newline; a block's lines are indented two spaces.
    package let text: String
    /// Whether the source, run on the state before, makes the state after.
    package let isExact: Bool

    /// Whether the source is code rather than a comment naming a change it could not write: a
    /// closure of comments alone uses no `$0`, so its argument must be named (`_ in`).
    package var isStatement: Bool {
      !text.hasPrefix("//")
    }
  }

  /// The changes that turn `before` into `after`, on the state named `root` (`$0` in an
  /// assertion's closure).
  ///
  /// - Parameters:
  ///   - before: The state before.
  ///   - after: The state after.
  ///   - root: What the state is called in the source.
  ///   - sharedBefore: What the shared values of `before` held then (``snapshot(of:)``, taken
  ///     at the time): they are references, so read later they hold what `after` holds.
  ///   - context: How new values are written: the names the feature gives them, and the places
  ///     of shared references they may alias.
  package static func changes(
    from before: Any, to after: Any, root: String = "$0", sharedBefore: Snapshot = Snapshot(),
    context: SwiftSource.Context = SwiftSource.Context()
  ) -> [Change] {
    var walker = Walker(
      sharedBefore: sharedBefore, context: context, rootPlaces: SharedRootPlaces(in: after))
    walker.compare(before, after, at: root, key: "", depth: 0)
    return walker.changes
  }

  /// What the shared values inside a state hold now, each by where it is in the state (two
  /// references derived from one shared array are two places).
  package struct Snapshot: Sendable {
    fileprivate var values: [String: any Sendable] = [:]

    /// No shared values.
    package init() {}

    /// Whether a shared value is kept at a place or inside it.
    fileprivate func holds(under key: String) -> Bool {
      values.keys.contains { $0.hasPrefix(key) }
    }
  }

  /// The shared values inside `state`, as they are now.
  package static func snapshot(of state: Any) -> Snapshot {
    var snapshot = Snapshot()
    for reference in SharedReference.all(in: state) {
      snapshot.values[reference.key] = reference.shared.sharedValue
    }
    return snapshot
  }

  /// Walks two values side by side, collecting changes.
  private struct Walker {
    let sharedBefore: Snapshot
    let context: SwiftSource.Context
    let rootPlaces: SharedRootPlaces
    var changes: [Change] = []

    /// What a shared value of the state before held then, at its place.
    func held(_ shared: any AnyShared, at key: String) -> Any {
      sharedBefore.values[key] ?? shared.sharedValue
    }

    /// Compares two values at a place: `path` is how the source names it, `key` where it is in
    /// the state (the same in every closure a change is written in).
    mutating func compare(_ before: Any, _ after: Any, at path: String, key: String, depth: Int) {
      // Values read now are the same: nothing changed, unless a shared value inside held
      // something else before.
      if StateFingerprint.of(before) == StateFingerprint.of(after),
        !sharedBefore.holds(under: key)
      {
        return
      }
      guard depth < 32, SwiftSource.literal(after) == nil else {
        if StateFingerprint.of(before) == StateFingerprint.of(after) { return }
        return assign(after, to: path)
      }
      if let before = before as? any AnyShared, let after = after as? any AnyShared {
        if rootPlaces.covers(after) { return }
        return block(
          "\(path).withLock", held(before, at: key), after.sharedValue, key: key + ".shared",
          depth: depth)
      }
      if let before = before as? any _StackNode, let after = after as? any _StackNode {
        return compareStacks(before._entries, after._entries, at: path, key: key, depth: depth)
      }
      let beforeMirror = Mirror(reflecting: before)
      let afterMirror = Mirror(reflecting: after)
      switch (beforeMirror.displayStyle, afterMirror.displayStyle) {
      case (.optional, .optional):
        guard let old = beforeMirror.children.first, let new = afterMirror.children.first else {
          return assign(after, to: path)
        }
        compare(old.value, new.value, at: path + "?", key: key + "?", depth: depth + 1)
      case (.enum, .enum):
        compareCases(before, beforeMirror, after, afterMirror, at: path, key: key, depth: depth)
      case (.collection, .collection):
        let old = beforeMirror.children.map(\.value)
        let new = afterMirror.children.map(\.value)
        guard old.count == new.count, sameIdentities(old, new) else {
          return assign(after, to: path)
        }
        for (index, (old, new)) in zip(old, new).enumerated() {
          compare(old, new, at: "\(path)[\(index)]", key: "\(key)[\(index)]", depth: depth + 1)
        }
      case (.struct, .struct) where type(of: before) == type(of: after):
        compareFields(beforeMirror, afterMirror, at: path, key: key, depth: depth)
      default:
        if StateFingerprint.of(before) != StateFingerprint.of(after) { assign(after, to: path) }
      }
    }

    /// The stored properties of a struct, by name; a property wrapper's storage (`_name`) by
    /// what it wraps: a presentation by its value, a shared value inside its lock.
    mutating func compareFields(
      _ before: Mirror, _ after: Mirror, at path: String, key: String, depth: Int
    ) {
      for (old, new) in zip(before.children, after.children) {
        guard let label = old.label else { continue }
        let fieldKey = key + "." + label
        guard label.hasPrefix("_") else {
          compare(old.value, new.value, at: "\(path).\(label)", key: fieldKey, depth: depth + 1)
          continue
        }
        let name = String(label.dropFirst())
        if let old = old.value as? any _PresentationNode,
          let new = new.value as? any _PresentationNode
        {
          compare(
            old._presented as Any, new._presented as Any, at: "\(path).\(name)", key: fieldKey,
            depth: depth + 1)
        } else if let old = old.value as? any AnyShared, let new = new.value as? any AnyShared {
          if rootPlaces.covers(new) { continue }
          block(
            "\(path).$\(name).withLock", held(old, at: fieldKey), new.sharedValue,
            key: fieldKey + ".shared", depth: depth)
        } else if StateFingerprint.of(old.value) != StateFingerprint.of(new.value) {
          unwritable("\(path).\(name)", because: "it is behind a property wrapper")
        }
      }
    }

    /// An enum that kept its case changes in its payload, through its case path; one that
    /// changed case is assigned.
    mutating func compareCases(
      _ before: Any, _ beforeMirror: Mirror, _ after: Any, _ afterMirror: Mirror, at path: String,
      key: String, depth: Int
    ) {
      guard let old = beforeMirror.children.first, let new = afterMirror.children.first,
        let name = old.label, name == new.label, after is any CasePathable,
        Mirror(reflecting: old.value).displayStyle != .tuple
      else { return assign(after, to: path) }
      block(
        "\(path).modify(\\.\(name))", old.value, new.value, key: key + "." + name, depth: depth)
    }

    /// A stack that kept its elements changes in them, by id; elements pushed are assigned by
    /// id, elements popped from the top are popped.
    mutating func compareStacks(
      _ before: [(StackElementID, Any)], _ after: [(StackElementID, Any)], at path: String,
      key: String, depth: Int
    ) {
      let kept = zip(before, after).prefix { $0.0 == $1.0 }.count
      guard kept == min(before.count, after.count) else {
        return unwritable(path, because: "its elements changed places")
      }
      for index in 0..<kept {
        let id = before[index].0
        compare(
          before[index].1, after[index].1, at: "\(path)[id: \(id.generation)]?",
          key: "\(key)[id: \(id.generation)]", depth: depth + 1)
      }
      if after.count < before.count {
        append("\(path).pop(from: \(before[kept].0.generation))", isExact: true)
      }
      for (id, element) in after.dropFirst(kept) {
        assign(element, to: "\(path)[id: \(id.generation)]")
      }
    }

    /// A change inside a closure the value is lent to (`withLock`, `modify`): the changes of
    /// its payload, on `$0`, indented.
    mutating func block(_ opening: String, _ before: Any, _ after: Any, key: String, depth: Int) {
      var inner = Walker(sharedBefore: sharedBefore, context: context, rootPlaces: rootPlaces)
      inner.compare(before, after, at: "$0", key: key, depth: depth + 1)
      guard !inner.changes.isEmpty else { return }
      let body = inner.changes.map { change in
        change.text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { "  " + $0 }.joined(separator: "\n")
      }
      // Comments alone do not use `$0`, and Swift wants the closure's argument named then.
      let argument = inner.changes.contains(where: \.isStatement) ? "" : " _ in"
      append(
        "\(opening) {\(argument)\n\(body.joined(separator: "\n"))\n}",
        isExact: inner.changes.allSatisfy(\.isExact))
    }

    /// The whole value assigned, if it can be written as source.
    mutating func assign(_ value: Any, to path: String) {
      // A whole value goes to the optional itself, not through its chain.
      let target = path.hasSuffix("?") ? String(path.dropLast()) : path
      let expression = SwiftSource.expression(value, context: context)
      guard expression.isExact else {
        return unwritable(target, because: "its new value cannot be written as Swift source")
      }
      append("\(target) = \(expression.text)", isExact: true)
    }

    mutating func unwritable(_ path: String, because reason: String) {
      append("// \(path) changed, and is not asserted: \(reason).", isExact: false)
    }

    mutating func append(_ text: String, isExact: Bool) {
      changes.append(Change(text: text, isExact: isExact))
    }

    /// Whether two lists hold the same elements in the same places: for identifiable
    /// elements, the same ids; otherwise only the counts need agree.
    func sameIdentities(_ before: [Any], _ after: [Any]) -> Bool {
      func id(_ element: some Identifiable) -> AnyHashable { AnyHashable(element.id) }
      return zip(before, after).allSatisfy { old, new in
        guard let old = old as? any Identifiable, let new = new as? any Identifiable else {
          return true
        }
        return id(old) == id(new)
      }
    }
  }

  /// The roots of the shared values that a state holds itself (`@Shared(.syncUps) var
  /// syncUps`), not only through derived references: a change is written once, through the
  /// root, rather than again through each screen's alias of an element.
  private struct SharedRootPlaces {
    private var roots: [ObjectIdentifier: Any] = [:]

    init(in state: Any) {
      for place in SwiftSource.SharedPlace.all(in: state) where place.shared.isSharedRoot {
        roots[place.shared.sharedReferenceID] = place.shared.sharedValue
      }
    }

    /// Whether the root's own place shows every change of a derived reference: the root is in
    /// the state and, for an element of an identified array, the element is still in it (an
    /// element removed lives on in the references that held it, and changes only there).
    func covers(_ shared: any AnyShared) -> Bool {
      guard !shared.isSharedRoot, let root = roots[shared.sharedReferenceID] else { return false }
      guard let element = shared.sharedValue as? any Identifiable else { return true }
      return SwiftSource.Context.collection(root, containsEqualTo: element)
    }
  }
}
