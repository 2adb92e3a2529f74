/// An array stored in fixed-size chunks that copies share until one of them changes a chunk.
///
/// The storage of ``IdentifiedArray``. Feature state is copied all the time — a `TestStore`
/// keeps the state before each step next to the state after it, an undo stack keeps old values —
/// and then one element changes. A plain array copies every element for that change; a chunked
/// array copies the list of chunks (one reference per 64 elements) and the one chunk that
/// changed. `==` skips chunks two values share without looking at their elements.
///
/// Every chunk but the last holds exactly ``chunkSize`` elements, so a position is found with a
/// shift and a mask, and two arrays of the same count are chunked the same way. Appending and
/// removing at the end touch the last chunk; inserting or removing elsewhere rebuilds the chunks
/// (linear, as an array's would be).
@usableFromInline
struct ChunkedArray<Element> {
  /// Elements per chunk: a power of two.
  @usableFromInline static var chunkSize: Int { 64 }
  @usableFromInline static var chunkShift: Int { 6 }

  /// One chunk's elements; shared by copies of the array until one of them writes to it.
  @usableFromInline
  final class Chunk {
    @usableFromInline var elements: [Element]

    @inlinable
    init(_ elements: [Element]) {
      self.elements = elements
    }
  }

  @usableFromInline var chunks: [Chunk]
  @usableFromInline var elementCount: Int

  @inlinable
  init() {
    chunks = []
    elementCount = 0
  }

  @inlinable
  init(_ elements: some Sequence<Element>) {
    self.init(array: Array(elements))
  }

  /// Chunks an array: one slice copy per chunk.
  @inlinable
  init(array: [Element]) {
    chunks = []
    chunks.reserveCapacity((array.count + Self.chunkSize - 1) >> Self.chunkShift)
    var start = 0
    while start < array.count {
      let end = Swift.min(start + Self.chunkSize, array.count)
      chunks.append(Chunk(Array(array[start..<end])))
      start = end
    }
    elementCount = array.count
  }

  /// The elements in one plain array, copied chunk by chunk.
  @inlinable
  var array: [Element] {
    var result: [Element] = []
    result.reserveCapacity(elementCount)
    for chunk in chunks { result.append(contentsOf: chunk.elements) }
    return result
  }

  /// Whether the element at `offset` and the one at `otherOffset` in `other` are the same stored
  /// element: one chunk both arrays share, at the same place in it. Equal without comparing.
  @inlinable
  func sharesElement(at offset: Int, with other: Self, at otherOffset: Int) -> Bool {
    offset & (Self.chunkSize - 1) == otherOffset & (Self.chunkSize - 1)
      && chunks[offset >> Self.chunkShift] === other.chunks[otherOffset >> Self.chunkShift]
  }

  /// Makes the chunk at `chunkIndex` referenced by this array only, copying it if it is shared.
  @inlinable
  mutating func makeChunkUnique(_ chunkIndex: Int) {
    if !isKnownUniquelyReferenced(&chunks[chunkIndex]) {
      chunks[chunkIndex] = Chunk(chunks[chunkIndex].elements)
    }
  }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { elementCount }
  @inlinable var count: Int { elementCount }
  @inlinable var isEmpty: Bool { elementCount == 0 }

  @inlinable
  subscript(position: Int) -> Element {
    get {
      precondition(position >= 0 && position < elementCount, "Index out of range")
      return chunks[position >> Self.chunkShift].elements[position & (Self.chunkSize - 1)]
    }
    _modify {
      precondition(position >= 0 && position < elementCount, "Index out of range")
      let chunkIndex = position >> Self.chunkShift
      makeChunkUnique(chunkIndex)
      yield &chunks[chunkIndex].elements[position & (Self.chunkSize - 1)]
    }
  }
}

extension ChunkedArray: RangeReplaceableCollection {
  @inlinable
  mutating func append(_ newElement: Element) {
    if let last = chunks.indices.last, chunks[last].elements.count < Self.chunkSize {
      makeChunkUnique(last)
      chunks[last].elements.append(newElement)
    } else {
      var elements: [Element] = []
      elements.reserveCapacity(Self.chunkSize)
      elements.append(newElement)
      chunks.append(Chunk(elements))
    }
    elementCount += 1
  }

  @inlinable
  @discardableResult
  mutating func removeLast() -> Element {
    precondition(elementCount > 0, "Can't remove last element from an empty collection")
    let last = chunks.count - 1
    makeChunkUnique(last)
    let element = chunks[last].elements.removeLast()
    if chunks[last].elements.isEmpty { chunks.removeLast() }
    elementCount -= 1
    return element
  }

  @inlinable
  mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    chunks.removeAll(keepingCapacity: keepCapacity)
    elementCount = 0
  }

  @inlinable
  mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<Element>
  ) {
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= elementCount, "Index out of range")
    if subrange.upperBound == elementCount {
      // At the end: drop the replaced tail, then append; only the last chunks change.
      while elementCount > subrange.lowerBound { removeLast() }
      for element in newElements { append(element) }
      return
    }
    var all = array
    all.replaceSubrange(subrange, with: newElements)
    self = Self(array: all)
  }
}

extension ChunkedArray {
  /// Moves the element at `position` out, so that the caller changes the only copy of it.
  ///
  /// Only the element's chunk is touched. Until ``putBack(_:at:)`` or ``closeGap(at:)`` puts
  /// things right, that chunk is one element short and nothing else may read the array.
  @inlinable
  mutating func take(at position: Int) -> Element {
    precondition(position >= 0 && position < elementCount, "Index out of range")
    let chunkIndex = position >> Self.chunkShift
    makeChunkUnique(chunkIndex)
    let last = chunks[chunkIndex].elements.count - 1
    chunks[chunkIndex].elements.swapAt(position & (Self.chunkSize - 1), last)
    return chunks[chunkIndex].elements.removeLast()
  }

  /// Puts an element back where ``take(at:)`` took one from.
  @inlinable
  mutating func putBack(_ element: Element, at position: Int) {
    let chunkIndex = position >> Self.chunkShift
    chunks[chunkIndex].elements.append(element)
    let last = chunks[chunkIndex].elements.count - 1
    chunks[chunkIndex].elements.swapAt(position & (Self.chunkSize - 1), last)
  }

  /// Removes the place ``take(at:)`` took an element from: the array is one element shorter.
  @inlinable
  mutating func closeGap(at position: Int) {
    let chunkIndex = position >> Self.chunkShift
    let offset = position & (Self.chunkSize - 1)
    // The chunk's last element was swapped into `offset`: move it back to the end.
    if offset < chunks[chunkIndex].elements.count {
      let displaced = chunks[chunkIndex].elements.remove(at: offset)
      chunks[chunkIndex].elements.append(displaced)
    }
    elementCount -= 1
    // Every chunk but the last must be full: chunk the elements from this chunk on again.
    var rest: [Element] = []
    rest.reserveCapacity(elementCount - (chunkIndex << Self.chunkShift))
    for chunk in chunks[chunkIndex...] { rest.append(contentsOf: chunk.elements) }
    chunks.removeSubrange(chunkIndex...)
    chunks.append(contentsOf: Self(array: rest).chunks)
  }
}

extension ChunkedArray: Equatable where Element: Equatable {
  /// Compares counts, then chunk by chunk, skipping chunks both arrays share.
  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.elementCount == rhs.elementCount else { return false }
    for index in lhs.chunks.indices where lhs.chunks[index] !== rhs.chunks[index] {
      guard lhs.chunks[index].elements == rhs.chunks[index].elements else { return false }
    }
    return true
  }
}

extension ChunkedArray: Hashable where Element: Hashable {
  @inlinable
  func hash(into hasher: inout Hasher) {
    hasher.combine(elementCount)
    for element in self { hasher.combine(element) }
  }
}

// Chunks are only written after `isKnownUniquelyReferenced` says no other array holds them, the
// same copy-on-write discipline `Array` follows, so sharing an array across tasks is as safe as
// sharing an `Array` of the same elements.
extension ChunkedArray: @unchecked Sendable where Element: Sendable {}
