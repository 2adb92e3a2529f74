extension IdentifiedArray: RandomAccessCollection {
  /// The position of an element: its offset from the start, as for `Array`.
  ///
  /// Inserting, removing or moving elements changes offsets but not ids: to find an element again
  /// after such a mutation, keep its id rather than its offset.
  public typealias Index = Int

  /// The valid positions of the collection, `0..<count`.
  ///
  /// As for `Array`, the indices are a plain range of offsets.
  public typealias Indices = Range<Int>

  /// The offset of the first element, always `0`.
  ///
  /// When the array is empty, this equals ``endIndex``.
  @inlinable
  public var startIndex: Int { 0 }

  /// The offset one past the last element, equal to ``count``.
  ///
  /// It is not a valid argument to ``subscript(_:)``.
  @inlinable
  public var endIndex: Int { _elements.count }

  /// The number of elements.
  ///
  /// This takes constant time.
  @inlinable
  public var count: Int { _elements.count }

  /// Whether the array has no elements.
  ///
  /// This takes constant time.
  @inlinable
  public var isEmpty: Bool { _elements.isEmpty }

  /// Reads, replaces or mutates the element at an offset.
  ///
  /// The offset must be in `0..<count`; other offsets trap, as they do for `Array`.
  ///
  /// Replacing the element with one that has a different id is allowed when no other element has
  /// that id: the element takes the new id at the same offset. When another element already has
  /// the new id, the write is reported with ``reportIssue(_:fileID:filePath:line:column:)`` and
  /// dropped: an assignment leaves the array unchanged, and an in-place mutation, whose previous
  /// value no longer exists, removes the mutated element.
  ///
  /// - Parameter position: The offset of the element.
  /// - Returns: The element at that offset.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      let previousID = extractID(from: _elements[position])
      let newID = extractID(from: newValue)
      if newID != previousID, let holderOffset = _offsetByID[newID] {
        reportPositionWriteIgnored(position: position, newID: newID, holderOffset: holderOffset)
        return
      }
      _elements[position] = newValue
      if newID != previousID {
        _offsetByID[previousID] = nil
        _offsetByID[newID] = position
      }
    }
    _modify {
      let previousID = extractID(from: _elements[position])
      defer { reconcileID(at: position, previousID: previousID, mutatedThroughIDSubscript: false) }
      yield &_elements[position]
    }
  }

  /// Reports an assignment to `subscript(position:)` that would have duplicated an id.
  @usableFromInline
  func reportPositionWriteIgnored(position: Int, newID: ID, holderOffset: Int) {
    reportIssue(
      """
      IdentifiedArray: an element was assigned to 'subscript(position:)' with the id of another \
      element; the write was ignored.

        Offset:   \(position)
        New id:   \(newID), already used by the element at offset \(holderOffset)

        Ids in an identified array are unique; the element already holding an id is kept.
      """
    )
  }
}

extension IdentifiedArray {
  /// Exchanges the elements at two offsets.
  ///
  /// Both offsets must be in `0..<count`.
  ///
  /// - Parameters:
  ///   - i: The offset of the first element.
  ///   - j: The offset of the second element.
  @inlinable
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _elements.swapAt(i, j)
    _offsetByID[extractID(from: _elements[i])] = i
    _offsetByID[extractID(from: _elements[j])] = j
  }

  /// Sorts the elements in place with a comparison.
  ///
  /// The ids move with their elements. When the comparison throws, the elements are left in an
  /// unspecified order and every id still finds its element.
  ///
  /// - Parameter areInIncreasingOrder: Returns whether its first argument belongs before its
  ///   second.
  @inlinable
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    defer { rebuildOffsets() }
    try _elements.sort(by: areInIncreasingOrder)
  }

  /// Reverses the order of the elements in place.
  ///
  /// The ids move with their elements. This takes O(*n*).
  @inlinable
  public mutating func reverse() {
    _elements.reverse()
    reindex(from: 0)
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place in ascending order.
  ///
  /// This is `sort(by: <)`; the ids move with their elements.
  @inlinable
  public mutating func sort() {
    sort(by: <)
  }
}
