import Foundation

extension IdentifiedArray {
  /// Appends an element unless an element with its id is present.
  ///
  /// When the id is present, the array is left unchanged: the stored element is not replaced.
  /// Use ``subscript(id:)`` to replace it.
  ///
  /// - Parameter element: The element to append.
  /// - Returns: Whether the element was appended, and the offset of the element with its id.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    appendIfAbsent(element)
  }

  /// Appends the elements of a sequence whose ids are not present yet.
  ///
  /// An element whose id is already present, in the array or earlier in the sequence, is dropped.
  ///
  /// - Parameter newElements: The elements to append, in order.
  @inlinable
  public mutating func append(contentsOf newElements: some Sequence<Element>) {
    for element in newElements {
      appendIfAbsent(element)
    }
  }

  /// Inserts an element at an offset unless an element with its id is present.
  ///
  /// The offset must be in `0...count`; other offsets trap, as they do for `Array`. When the id is
  /// present, the array is left unchanged.
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - index: The offset to insert the element at.
  /// - Returns: Whether the element was inserted, and the offset of the element with its id.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    precondition(index >= 0 && index <= _elements.count, "IdentifiedArray index out of range")
    let id = extractID(from: element)
    if let existingOffset = _offsetByID[id] {
      return (false, existingOffset)
    }
    _elements.insert(element, at: index)
    reindex(from: index)
    return (true, index)
  }

  /// Removes the element with an id, if there is one.
  ///
  /// - Parameter id: The id of the element to remove.
  /// - Returns: The removed element, or `nil` when no element has the id.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _offsetByID[id] else { return nil }
    return remove(at: offset)
  }

  /// Removes the element at an offset.
  ///
  /// The offset must be in `0..<count`; other offsets trap, as they do for `Array`.
  ///
  /// - Parameter index: The offset of the element to remove.
  /// - Returns: The removed element.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let removed = _elements.remove(at: index)
    _offsetByID[extractID(from: removed)] = nil
    reindex(from: index)
    return removed
  }

  /// Removes the first element.
  ///
  /// The array must not be empty; an empty one traps, as `Array` does.
  ///
  /// - Returns: The removed element.
  @inlinable
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!_elements.isEmpty, "Can't remove the first element of an empty IdentifiedArray")
    return remove(at: 0)
  }

  /// Removes the last element.
  ///
  /// The array must not be empty; an empty one traps, as `Array` does.
  ///
  /// - Returns: The removed element.
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!_elements.isEmpty, "Can't remove the last element of an empty IdentifiedArray")
    return remove(at: _elements.count - 1)
  }

  /// Removes the elements at a set of offsets.
  ///
  /// Every offset must be in `0..<count`; other offsets trap, as they do for `Array`.
  ///
  /// - Parameter offsets: The offsets of the elements to remove.
  @inlinable
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard let firstOffset = offsets.first, let lastOffset = offsets.last else { return }
    precondition(
      firstOffset >= 0 && lastOffset < _elements.count, "IdentifiedArray index out of range"
    )
    for offset in offsets {
      _offsetByID[extractID(from: _elements[offset])] = nil
    }
    for range in offsets.rangeView.reversed() {
      _elements.removeSubrange(range)
    }
    reindex(from: firstOffset)
  }

  /// Removes the elements that satisfy a predicate.
  ///
  /// When the predicate throws, the array is left unchanged.
  ///
  /// - Parameter shouldBeRemoved: Returns whether an element should be removed.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let kept = try _elements.filter { try !shouldBeRemoved($0) }
    guard kept.count != _elements.count else { return }
    _elements = ChunkedArray(kept)
    rebuildOffsets()
  }

  /// Removes all elements.
  ///
  /// Afterwards no id finds an element, and the array identifies new elements as before.
  ///
  /// - Parameter keepCapacity: Whether to keep the storage allocated for reuse.
  @inlinable
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    _elements.removeAll(keepingCapacity: keepCapacity)
    _offsetByID.removeAll(keepingCapacity: keepCapacity)
  }

  /// Moves the elements at a set of offsets to before the element at another offset.
  ///
  /// This has the semantics of SwiftUI's `move(fromOffsets:toOffset:)`: `destination` is an
  /// offset in the array before the move, the moved elements keep their relative order, and they
  /// end up in front of the element that was at `destination`, or at the end when `destination`
  /// is `count`.
  ///
  /// ```swift
  /// // [a, b, c, d] becomes [b, a, c, d].
  /// array.move(fromOffsets: [0], toOffset: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move, each in `0..<count`.
  ///   - destination: The offset to move the elements in front of, in `0...count`.
  @inlinable
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    precondition(
      destination >= 0 && destination <= _elements.count, "IdentifiedArray index out of range"
    )
    guard let firstOffset = source.first, let lastOffset = source.last else { return }
    precondition(
      firstOffset >= 0 && lastOffset < _elements.count, "IdentifiedArray index out of range"
    )
    var before: [Element] = []
    var moved: [Element] = []
    var after: [Element] = []
    moved.reserveCapacity(source.count)
    for (offset, element) in _elements.enumerated() {
      if source.contains(offset) {
        moved.append(element)
      } else if offset < destination {
        before.append(element)
      } else {
        after.append(element)
      }
    }
    _elements = ChunkedArray(before + moved + after)
    reindex(from: Swift.min(firstOffset, destination))
  }

  /// Returns an identified array of the elements that satisfy a predicate, in order.
  ///
  /// The result identifies its elements the same way as this array.
  ///
  /// - Parameter isIncluded: Returns whether an element belongs in the result.
  /// - Returns: The elements for which `isIncluded` returned `true`.
  @inlinable
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    Self(_uniqueElements: try _elements.filter(isIncluded), id: _idKeyPath)
  }
}
