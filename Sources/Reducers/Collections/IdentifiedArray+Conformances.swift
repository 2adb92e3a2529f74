extension IdentifiedArray: Equatable where Element: Equatable {
  /// Returns whether two identified arrays hold equal elements in the same order.
  ///
  /// This compares the element arrays, like `Array`'s `==`; the ids follow from the elements.
  ///
  /// - Parameters:
  ///   - lhs: An identified array.
  ///   - rhs: Another identified array.
  /// - Returns: `true` when both arrays have the same count and equal elements at each offset.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order.
  ///
  /// Arrays that are equal under `==` hash equally, as an `Array` of the same elements would.
  ///
  /// - Parameter hasher: The hasher to feed the elements to.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  /// Creates an identified array of `Identifiable` elements from an array literal.
  ///
  /// When the literal holds several elements with the same id, the first is kept and the later
  /// ones are dropped.
  ///
  /// ```swift
  /// let todos: IdentifiedArrayOf<Todo> = [milk, eggs]
  /// ```
  ///
  /// - Parameter elements: The elements, in order.
  @inlinable
  public init(arrayLiteral elements: Element...) {
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, in order.
  ///
  /// The ids are not encoded separately; decoding reads them from the elements.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: _elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes an identified array from a plain array of elements.
  ///
  /// Unlike the initializers, decoding does not drop duplicates: a payload in which two elements
  /// have the same id throws `DecodingError.dataCorrupted` whose coding path ends at the repeat
  /// and whose description names the offset of the element it repeats.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    if let count = container.count {
      _elements.reserveCapacity(count)
      _offsetByID.reserveCapacity(count)
    }
    while !container.isAtEnd {
      let offset = container.currentIndex
      let element = try container.decode(Element.self)
      let (inserted, existingOffset) = appendIfAbsent(element)
      guard inserted else {
        // The path names the repeat itself: the container's index has already moved past it.
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath + [OffsetCodingKey(offset)],
            debugDescription: """
              Duplicate id \(element.id) (also the id of the element at offset \(existingOffset))
              """
          )
        )
      }
    }
  }
}

/// A position in an array, as a coding key: where a decoding error points.
private struct OffsetCodingKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ offset: Int) { intValue = offset }
  init?(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, written like an array: `[Todo(id: 1), Todo(id: 2)]`.
  ///
  /// This is the `description` of ``elements``, so printing an identified array looks like
  /// printing an `Array`.
  public var description: String { _elements.array.description }
}

extension IdentifiedArray: CustomDebugStringConvertible {
  /// The elements, written like an array: `[Todo(id: 1), Todo(id: 2)]`.
  ///
  /// This is the `debugDescription` of ``elements``, as `debugPrint` and string interpolation in
  /// test failures show it.
  public var debugDescription: String { _elements.array.debugDescription }
}

extension IdentifiedArray: CustomReflectable {
  /// A mirror that shows the elements as a collection, as `Array`'s mirror does.
  ///
  /// `dump` and other reflection-based tools list the elements, not the internal storage.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
