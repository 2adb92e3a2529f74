/// A path from a root enum to the payload of one of its cases: a way to embed and extract.
///
/// `Case` is what makes key paths to enum cases possible without macros. A feature marks its
/// enum ``CasePathable`` and declares one line per case in an extension; every call site can
/// then name the case with a key path:
///
/// ```swift
/// enum Action: CasePathable {
///   case counter(Counter.Action)
///   case resetTapped
/// }
///
/// extension Case where Value: CasePathable<Action> {
///   var counter: Case<Root, Counter.Action> { at(Action.counter) { if case .counter(let a) = $0 { a } else { nil } } }
///   var resetTapped: Case<Root, Void> { at(.resetTapped) { if case .resetTapped = $0 { () } else { nil } } }
/// }
///
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// await store.send(\.resetTapped)
/// ```
///
/// Because every extension property starts from `self`, key paths chain through nested enums
/// (`\.child.delegate.saved`) and through wrappers such as ``PresentationAction``
/// (`\.destination.edit` is `.destination(.presented(.edit(…)))`), with plain pattern matching
/// and no reflection.
@dynamicMemberLookup
public struct Case<Root, Value>: Sendable, CustomStringConvertible {
  /// The path's closures and name, in one object, so that copying a case path costs little.
  @usableFromInline let storage: CaseStorage<Root, Value>

  /// Wraps a payload in its case, all the way out to the root.
  @inlinable
  public var embed: @Sendable (Value) -> Root { storage.embed }
  /// Returns the payload when the root is in this case, or `nil`.
  ///
  /// Held here as well as in `storage`: a reducer calls it for every action, and a closure
  /// called out of an object has its context retained and released around the call (one
  /// atomic pair per operator per action); called from this value, which the reducer holds,
  /// it costs nothing more than the call.
  public let extract: @Sendable (Root) -> Value?
  /// The case names from the root, like `"child.delegate.saved"`; empty for the identity path.
  ///
  /// Not `name`: `\.binding.name` is a form's field, and a member of `Case` with that name
  /// would be found first.
  @inlinable
  package var pathName: String { storage.name }
  /// Whether this is ``identity``: `Root` and `Value` are then one type, and a step appended to
  /// it works on the root directly instead of calling through `embed` and `extract`.
  @inlinable
  var isIdentity: Bool { storage.isIdentity }

  /// Creates a case path from an embedding and an extraction.
  ///
  /// - Parameters:
  ///   - embed: Wraps a payload into the root.
  ///   - extract: Returns the payload if the root is in the case, otherwise `nil`.
  ///   - name: The case names from the root, used in messages.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    name: String = ""
  ) {
    storage = CaseStorage(embed: embed, extract: extract, name: name, isIdentity: false)
    self.extract = extract
  }

  /// Creates ``identity``: the one path whose `isIdentity` is set.
  @inlinable
  init(
    identityEmbed embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    storage = CaseStorage(embed: embed, extract: extract, name: "", isIdentity: true)
    self.extract = extract
  }

  /// Wraps storage a cache kept.
  @inlinable
  init(storage: CaseStorage<Root, Value>) {
    self.storage = storage
    self.extract = storage.extract
  }

  /// Creates the case path a case key path names.
  ///
  /// ```swift
  /// let saved = Case<Parent.Action, String>(\.child.delegate.saved)
  /// saved.extract(.child(.delegate(.saved("Draft"))))  // "Draft"
  /// ```
  ///
  /// The path is built the first time a key path object is seen and reused after that, so
  /// reducer bodies, built again by every store (and by every `reduce(into:action:)` called
  /// outside one), do not rebuild their case paths.
  ///
  /// - Parameter keyPath: A key path such as `\.child.delegate.saved`.
  @inlinable
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = CasePathCache.path(for: keyPath)
  }

  /// The path as a case key path reads, like `\.child.delegate.saved`.
  public var description: String {
    pathName.hasPrefix("[") ? "\\\(pathName)" : "\\.\(pathName)"
  }

  /// Extends this path by another case path whose root is this path's value.
  ///
  /// - Parameter next: A case path starting at `Value`.
  /// - Returns: The combined path from `Root` to the next path's value.
  public func appending<Child>(_ next: Case<Value, Child>) -> Case<Root, Child> {
    appendingCase(next.embed, next.extract, name: next.pathName)
  }

  /// Extends this path by one step; the building block of every case property.
  // Always inlined into the case property, for the reason given in `at(_:_:name:)`.
  @inlinable @inline(__always)
  package func appendingCase<Child>(
    _ embed: @escaping @Sendable (Child) -> Value,
    _ extract: @escaping @Sendable (Value) -> Child?,
    name: String
  ) -> Case<Root, Child> {
    let embedValue = self.embed
    let extractValue = self.extract
    return Case<Root, Child>(
      embed: { embedValue(embed($0)) },
      extract: { root in
        guard let value = extractValue(root) else { return nil }
        return extract(value)
      },
      name: appendingName(name)
    )
  }

  /// This path's name followed by the name of one more step.
  @inlinable
  package func appendingName(_ name: String) -> String {
    pathName.isEmpty ? name : name.hasPrefix("[") ? pathName + name : "\(pathName).\(name)"
  }
}

extension Case where Value: CasePathable {
  /// Extends this path by one case of `Value`'s cases: the one line a feature writes per case.
  ///
  /// - Parameters:
  ///   - embed: The case constructor, like `Action.counter`.
  ///   - extract: A pattern match returning the payload, like
  ///     `{ if case .counter(let a) = $0 { a } else { nil } }`.
  ///   - name: The case's name for messages; the declaring property's name by default.
  /// - Returns: A case path from the same root to the payload of that case.
  @inlinable @inline(__always)
  public func at<Child>(
    _ embed: @escaping @Sendable (Child) -> Value.Cases,
    _ extract: @escaping @Sendable (Value.Cases) -> Child?,
    name: String = #function
  ) -> Case<Root, Child> {
    // One closure per direction per step: extraction runs for every action at every scoping
    // operator, and each closure call through a key path's (unspecialised) getter costs.
    //
    // Always inlined into the case property that calls it. As a function of its own, the
    // closures below were specialised taking the root in registers: a forwarder loaded it from
    // memory and each step stored it back to call the step before it. Inlined, they keep the
    // general convention, the root's address passes through every step untouched and the
    // forwarder is a jump (callgrind, 3-deep extraction: 150 instructions before, 107 after;
    // nav-bench casepath.extract 18 ns before, 10 ns after).
    if isIdentity {
      // The first step from an enum that is its own `Cases`: the feature's closures already
      // take the root and return it, so they serve as they are, without a closure around them.
      // The casts check the types and succeed only when they are the same.
      if let embed = embed as? @Sendable (Child) -> Root,
        let extract = extract as? @Sendable (Root) -> Child?
      {
        return Case<Root, Child>(embed: embed, extract: extract, name: name)
      }
      // `Root` is `Value` (see `isIdentity`), so the bit casts below convert a type to itself.
      return Case<Root, Child>(
        embed: { unsafeBitCast(Value.embedCase(embed($0)), to: Root.self) },
        extract: { root in
          guard let cases = unsafeBitCast(root, to: Value.self).extractCase() else { return nil }
          return extract(cases)
        },
        name: name
      )
    }
    let embedValue = self.embed
    let extractValue = self.extract
    return Case<Root, Child>(
      embed: { embedValue(Value.embedCase(embed($0))) },
      extract: { root in
        guard let value = extractValue(root), let cases = value.extractCase() else { return nil }
        return extract(cases)
      },
      name: appendingName(name)
    )
  }

  /// Extends this path by a case without a payload, like `.resetTapped`.
  ///
  /// - Parameters:
  ///   - value: The case itself.
  ///   - extract: A pattern match returning `()` when the value is that case, like
  ///     `{ if case .resetTapped = $0 { () } else { nil } }`.
  ///   - name: The case's name for messages; the declaring property's name by default.
  /// - Returns: A case path from the same root to `Void`.
  @inlinable @inline(__always)
  public func at(
    _ value: Value.Cases,
    _ extract: @escaping @Sendable (Value.Cases) -> Void?,
    name: String = #function
  ) -> Case<Root, Void> where Value.Cases: Sendable {
    at({ _ in value }, extract, name: name)
  }
}

extension Case where Root == Value {
  /// The path from a value to itself: embedding and extraction both return their input.
  @inlinable
  public static var identity: Self {
    Self(identityEmbed: { $0 }, extract: { $0 })
  }
}

/// A key path naming an enum case, written `\.counter` or `\.child.delegate.saved`.
///
/// Its root is the identity `Case` of `Root`, and each component is an extension property of
/// `Case` that a feature declares with one line per case (see ``Case``).
public typealias CaseKeyPath<Root, Value> = KeyPath<Case<Root, Root>, Case<Root, Value>>
