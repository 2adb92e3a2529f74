extension StackState: RandomAccessCollection, RangeReplaceableCollection {
  /// The position of the bottom element.
  @inlinable
  public var startIndex: Int { _elements.startIndex }

  /// The position after the top element.
  @inlinable
  public var endIndex: Int { _elements.endIndex }

  /// The element at a position.
  @inlinable
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set { _elements[position] = newValue }
    _modify { yield &_elements[position] }
  }

  /// Replaces elements, drawing a new id for each inserted one.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    @Dependency(\.stackElementID) var generator
    let newIDs = newElements.map { _ in generator() }
    noteRemoved(_ids[subrange])
    _ids.replaceSubrange(subrange, with: newIDs)
    _elements.replaceSubrange(subrange, with: newElements)
  }

  /// Pushes an element on top of the stack, with a new id from the `stackElementID` dependency.
  ///
  /// - Parameter newElement: The element to push.
  @inlinable
  public mutating func append(_ newElement: Element) {
    @Dependency(\.stackElementID) var generator
    _ids.append(generator())
    _elements.append(newElement)
  }

  /// Pops the top element, if there is one.
  ///
  /// - Returns: The element popped, or `nil` when the stack is empty.
  @inlinable
  public mutating func popLast() -> Element? {
    guard let id = _ids.last else { return nil }
    noteRemoved(CollectionOfOne(id))
    _ids.removeLast()
    return _elements.removeLast()
  }

  /// Pops the top element, which must exist.
  ///
  /// - Returns: The element popped.
  @inlinable
  @discardableResult
  public mutating func removeLast() -> Element {
    guard let element = popLast() else {
      preconditionFailure("Can't remove last element from an empty collection")
    }
    return element
  }

  /// Removes every element, keeping the record of removed ids a `forEach` reads.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    noteRemoved(_ids)
    _ids.removeAll(keepingCapacity: keepCapacity)
    _elements.removeAll(keepingCapacity: keepCapacity)
  }

  /// Removes the elements that satisfy a predicate, keeping the record of removed ids.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var keptIDs: [StackElementID] = []
    var keptElements: [Element] = []
    for (id, element) in zip(_ids, _elements) {
      if try shouldBeRemoved(element) {
        noteRemoved(CollectionOfOne(id))
      } else {
        keptIDs.append(id)
        keptElements.append(element)
      }
    }
    _ids = keptIDs
    _elements = keptElements
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Compares ids and elements, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes ids and elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    hasher.combine(elements)
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes a plain array, drawing new ids.
  public init(from decoder: any Decoder) throws {
    self.init(try [Element](from: decoder))
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }
}

extension StackState: CustomReflectable {
  /// Reflects like a dictionary keyed by id: `#0: …`, `#1: …`.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(ids, elements).map { (label: $0.description as String?, value: $1 as Any) },
      displayStyle: .dictionary
    )
  }
}

extension StackState: CustomStringConvertible {
  /// The elements with their ids: `[#0: …, #1: …]`.
  public var description: String {
    "[" + zip(ids, elements).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
  }
}
