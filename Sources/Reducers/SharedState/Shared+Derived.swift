extension Shared {
  /// Returns a shared reference to a member of the value: `$syncUp.title`.
  ///
  /// The derived reference reads the member from the root's value and writes it back into the
  /// root, under the root's lock: `$syncUp.title.withLock { $0 = "Blob" }` changes the sync-up
  /// every alias of `$syncUp` sees, saves it, and notifies observers of the root.
  ///
  /// - Parameter keyPath: The path to the member.
  /// - Returns: A shared reference to the member.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: any WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// Creates a shared reference to the value of a shared optional, or `nil` if it is `nil` now.
  ///
  /// ```swift
  /// guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
  /// ```
  ///
  /// The reference remembers the last non-nil value it saw. While the base holds a value, reads
  /// and writes go through to it; when the base becomes `nil` (the element was removed), reads
  /// return the last value and writes change only that remembered copy, so a screen still showing
  /// the element keeps working. Writes go through again once the base holds a value.
  ///
  /// - Parameter optional: A shared optional.
  public init?(_ optional: Shared<Value?>) {
    guard let value = optional.reference.read(.current) else { return nil }
    self.init(reference: OptionalReference(base: optional.reference, initialValue: value))
  }
}

extension Shared where Value: _IdentifiedCollection, Value.ID: Sendable, Value.Element: Sendable {
  /// Returns a shared reference to the element with an id: `$syncUps[id: id]`.
  ///
  /// Reading gives `nil` while no element has the id. Writing a value replaces the element, or
  /// appends it when the id is absent; writing `nil` removes it. Unwrap it with ``init(_:)-(Shared<Value?>)`` to
  /// get a `Shared<Element>` for a child feature.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: A shared reference to the element, `nil` while it is absent.
  public subscript(id id: Value.ID) -> Shared<Value.Element?> {
    let keyPath: any WritableKeyPath<Value, Value.Element?> & Sendable = \Value.[id: id]
    return Shared<Value.Element?>(reference: KeyPathReference(base: reference, keyPath: keyPath))
  }

  /// Shared references to the elements, one per element, in order.
  ///
  /// Each reference follows its element by id, so it stays on the same element when others are
  /// inserted, moved or removed; if its own element is removed it keeps the last value (see
  /// ``init(_:)-(Shared<Value?>)``). This is how a list hands each row its own `Shared`:
  ///
  /// ```swift
  /// for syncUp in state.$syncUps.elements {
  ///   print(syncUp.wrappedValue.title)   // syncUp is a Shared<SyncUp>
  /// }
  /// ```
  public var elements: [Shared<Value.Element>] {
    let value = wrappedValue
    return value.indices.map { position in
      let byID = self[id: value._id(at: position)]
      return Shared<Value.Element>(
        reference: OptionalReference(base: byID.reference, initialValue: value[position])
      )
    }
  }
}
