/// An ordered collection of elements with unique ids and constant-time access by id.
///
/// `IdentifiedArray` is the collection feature state uses for lists of child features: it keeps
/// the order of an array and reads, replaces and mutates elements by id without a linear search.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "Milk")]
/// todos[id: 1]?.isComplete = true
/// ```
///
/// Elements are stored in chunks of 64 that copies of the array share until one of them writes
/// to a chunk, next to an `[ID: Int]` dictionary from each id to the offset of its element.
/// Reading by id is one dictionary lookup and one chunk read; mutating through
/// ``subscript(id:)`` changes the element where it is stored, and in a copy of the array copies
/// only the chunk it is in (feature state is copied often: a `TestStore` keeps the state before
/// each step next to the state after it). `==` compares element by element, skipping chunks both
/// arrays share.
///
/// ## Duplicate ids
///
/// The array never holds two elements with the same id. When an operation meets an id the array
/// already holds, the element already stored wins:
///
/// - Initializers, array literals and ``append(contentsOf:)`` keep the first element with each id
///   and drop later ones.
/// - ``append(_:)`` and ``insert(_:at:)`` leave the array unchanged and return
///   `(inserted: false, index:)` with the offset of the stored element.
/// - Decoding is stricter: a payload that repeats an id throws `DecodingError.dataCorrupted`,
///   because data read from outside the program should not be dropped silently.
/// - A write that gives an element the id of another element is dropped and reported with
///   ``reportIssue(_:fileID:filePath:line:column:)``; ``subscript(id:)`` and
///   ``subscript(_:)`` (by position) describe the details.
///
/// None of these trap. Only offsets out of range trap, as they do for `Array`.
public struct IdentifiedArray<ID: Hashable, Element> {
  /// The elements, in order.
  @usableFromInline var _elements: ChunkedArray<Element>
  /// The offset in `_elements` of the element with each id.
  @usableFromInline var _offsetByID: [ID: Int]
  /// Reads the id of an element.
  @usableFromInline let _idKeyPath: any KeyPath<Element, ID> & Sendable

  /// Creates an identified array from a sequence, reading ids with a key path.
  ///
  /// When the sequence holds several elements with the same id, the first is kept and the later
  /// ones are dropped.
  ///
  /// ```swift
  /// let rows = IdentifiedArray([row1, row2], id: \.name)
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The elements, in order.
  ///   - id: A key path to each element's id.
  @inlinable
  public init(_ elements: some Sequence<Element>, id: any KeyPath<Element, ID> & Sendable) {
    self._elements = ChunkedArray()
    self._offsetByID = [:]
    self._idKeyPath = id
    let expectedCount = elements.underestimatedCount
    _elements.reserveCapacity(expectedCount)
    _offsetByID.reserveCapacity(expectedCount)
    for element in elements {
      appendIfAbsent(element)
    }
  }

  /// Creates an empty identified array that reads ids with a key path.
  ///
  /// Use this initializer for elements that are not `Identifiable`, or to identify them by
  /// another property.
  ///
  /// - Parameter id: A key path to each element's id.
  @inlinable
  public init(id: any KeyPath<Element, ID> & Sendable) {
    self._elements = ChunkedArray()
    self._offsetByID = [:]
    self._idKeyPath = id
  }

  /// Creates an identified array from elements already known to have unique ids.
  @inlinable
  init(_uniqueElements elements: [Element], id: any KeyPath<Element, ID> & Sendable) {
    self._elements = ChunkedArray(elements)
    self._offsetByID = [:]
    self._idKeyPath = id
    rebuildOffsets()
  }

  /// The elements, in order, as a plain array.
  ///
  /// The identified array keeps its elements in chunks, so this builds a new array (linear in
  /// the count). To read or loop over the elements, use the identified array itself: it is a
  /// random-access collection.
  @inlinable
  public var elements: [Element] { _elements.array }

  /// Whether the element at `offset` is the very element stored at `otherOffset` in `other`
  /// (a copy of this array that did not change it), so the two are equal without comparing.
  package func sharesElement(at offset: Int, with other: Self, at otherOffset: Int) -> Bool {
    _elements.sharesElement(at: offset, with: other._elements, at: otherOffset)
  }

  /// The identities of the chunks holding the elements, in order: tests use them to tell
  /// whether a change copied storage.
  package var storageIdentity: [ObjectIdentifier] { _elements.chunks.map(ObjectIdentifier.init) }

  /// The ids of the elements, in order.
  ///
  /// This builds a new array, in O(*n*). To test whether an id is present or find its element,
  /// use ``contains(id:)``, ``index(id:)`` or ``subscript(id:)``, which take constant time.
  @inlinable
  public var ids: [ID] { _elements.map { $0[keyPath: _idKeyPath] } }

  /// Returns the offset of the element with an id, or `nil` when no element has it.
  ///
  /// This takes constant time.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: The offset of the element with that id, or `nil`.
  @inlinable
  public func index(id: ID) -> Int? {
    _offsetByID[id]
  }

  /// Returns whether an element with an id is present.
  ///
  /// This takes constant time.
  ///
  /// - Parameter id: The id to look for.
  /// - Returns: `true` when an element has that id.
  @inlinable
  public func contains(id: ID) -> Bool {
    _offsetByID[id] != nil
  }

  /// Reads the id of an element.
  @inlinable
  func extractID(from element: Element) -> ID {
    element[keyPath: _idKeyPath]
  }

  /// Appends an element unless its id is present; returns whether it did and the id's offset.
  @inlinable
  @discardableResult
  mutating func appendIfAbsent(_ element: Element) -> (inserted: Bool, index: Int) {
    let id = extractID(from: element)
    if let existingOffset = _offsetByID[id] {
      return (false, existingOffset)
    }
    let newOffset = _elements.count
    _elements.append(element)
    _offsetByID[id] = newOffset
    return (true, newOffset)
  }

  /// Records the offsets of the elements from `start` to the end.
  @inlinable
  mutating func reindex(from start: Int) {
    var offset = start
    while offset < _elements.count {
      _offsetByID[extractID(from: _elements[offset])] = offset
      offset += 1
    }
  }

  /// Records the offsets of all elements, forgetting ids that are no longer present.
  @inlinable
  mutating func rebuildOffsets() {
    _offsetByID.removeAll(keepingCapacity: true)
    reindex(from: 0)
  }
}

// Sendable conformance has to be declared in the type's own file.
extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

/// An identified array of `Identifiable` elements, identified by their `id`.
///
/// ```swift
/// var todos: IdentifiedArrayOf<Todo> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an empty identified array of `Identifiable` elements.
  ///
  /// Elements are identified by their `id` property.
  @inlinable
  public init() {
    self.init(id: \.id)
  }

  /// Creates an identified array of `Identifiable` elements from a sequence.
  ///
  /// When the sequence holds several elements with the same id, the first is kept and the later
  /// ones are dropped; the array never traps on duplicates.
  ///
  /// - Parameter elements: The elements, in order.
  @inlinable
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(elements, id: \.id)
  }
}
