extension IdentifiedArray {
  /// Reads, replaces, adds, removes or mutates the element with an id.
  ///
  /// Reading takes constant time. Writing follows these rules:
  ///
  /// - Assigning `nil` removes the element with that id, if there is one.
  /// - Assigning an element with that id replaces the stored element in place, or appends the
  ///   element when the id is absent.
  /// - Assigning an element whose own id differs from `id` is a mistake: it is reported with
  ///   ``reportIssue(_:fileID:filePath:line:column:)`` and the array is left unchanged.
  ///
  /// Mutating through the subscript, as in `todos[id: 1]?.title = "Milk"`, changes the stored
  /// element in place without copying the array's storage or the element. When such a mutation
  /// changes the element's id, the mistake is reported; because the element's previous value no
  /// longer exists, the element is kept at its offset under its new id, or removed if another
  /// element already has the new id.
  ///
  /// - Parameter id: The id of the element.
  /// - Returns: The element with that id, or `nil` when no element has it.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get {
      guard let offset = _offsetByID[id] else { return nil }
      return _elements[offset]
    }
    set {
      guard let newValue else {
        remove(id: id)
        return
      }
      let newID = extractID(from: newValue)
      guard newID == id else {
        reportIDSubscriptWriteIgnored(subscriptID: id, elementID: newID)
        return
      }
      if let offset = _offsetByID[id] {
        _elements[offset] = newValue
      } else {
        appendIfAbsent(newValue)
      }
    }
    _modify {
      if let offset = _offsetByID[id] {
        // Move the element out of storage so that the caller mutates the only copy; only the
        // chunk holding it is touched (and copied, if another array shares it).
        var element: Element? = _elements.take(at: offset)
        defer { restoreTakenElement(element, takenFrom: offset, id: id) }
        yield &element
      } else {
        var element: Element? = nil
        defer {
          if let element {
            self[id: id] = element
          }
        }
        yield &element
      }
    }
  }

  /// Puts back an element taken out by `subscript(id:)`'s `_modify`, or closes its gap.
  @inlinable
  mutating func restoreTakenElement(_ element: Element?, takenFrom offset: Int, id: ID) {
    guard let element else {
      _elements.closeGap(at: offset)
      _offsetByID[id] = nil
      reindex(from: offset)
      return
    }
    _elements.putBack(element, at: offset)
    reconcileID(at: offset, previousID: id, mutatedThroughIDSubscript: true)
  }

  /// Brings the offsets up to date after the element at `offset` was mutated in place.
  ///
  /// When the mutation changed the element's id to one no other element has, the element stays
  /// under its new id. When another element has it, the mutated element is removed.
  @inlinable
  mutating func reconcileID(at offset: Int, previousID: ID, mutatedThroughIDSubscript: Bool) {
    let currentID = extractID(from: _elements[offset])
    guard currentID != previousID else { return }
    if _offsetByID[currentID] != nil {
      reportMutationCollision(
        previousID: previousID, currentID: currentID,
        throughIDSubscript: mutatedThroughIDSubscript
      )
      _elements.remove(at: offset)
      _offsetByID[previousID] = nil
      reindex(from: offset)
      return
    }
    if mutatedThroughIDSubscript {
      reportIDSubscriptMutationChangedID(previousID: previousID, currentID: currentID)
    }
    _offsetByID[previousID] = nil
    _offsetByID[currentID] = offset
  }

  /// Reports an assignment to `subscript(id:)` of an element with another id.
  @usableFromInline
  func reportIDSubscriptWriteIgnored(subscriptID: ID, elementID: ID) {
    reportIssue(
      """
      IdentifiedArray: an element was assigned to 'subscript(id:)' under another id; the write \
      was ignored.

        Subscript id: \(subscriptID)
        Element id:   \(elementID)

        An element stored under an id must have that id. To replace an element with a \
      differently identified one, remove it and insert the new one.
      """
    )
  }

  /// Reports a mutation through `subscript(id:)` that changed the element's id to an unused one.
  @usableFromInline
  func reportIDSubscriptMutationChangedID(previousID: ID, currentID: ID) {
    reportIssue(
      """
      IdentifiedArray: a mutation through 'subscript(id:)' changed the element's id; the element \
      was kept at its offset under the new id.

        Subscript id: \(previousID)
        New id:       \(currentID)

        Ids identify elements and should not change. To replace an element with a differently \
      identified one, remove it and insert the new one.
      """
    )
  }

  /// Reports an in-place mutation that gave an element the id of another element.
  @usableFromInline
  func reportMutationCollision(
    previousID: ID, currentID: ID, throughIDSubscript: Bool
  ) {
    let accessor = throughIDSubscript ? "subscript(id:)" : "subscript(position:)"
    reportIssue(
      """
      IdentifiedArray: a mutation through '\(accessor)' gave an element the id of another \
      element; the mutated element was removed.

        Previous id: \(previousID)
        New id:      \(currentID), already used by another element

        Ids in an identified array are unique; the element already holding an id is kept.
      """
    )
  }
}
