/// The elements of an array-like value, read one at a time.
///
/// The dump reads every element, but a diff of two long arrays with one change reads only the
/// changed element and its neighbours, so elements are not copied into an `[Any]` up front.
struct DumpList {
  /// How many elements there are.
  let count: Int
  /// The element at an offset.
  let element: (Int) -> Any

  /// Whether there are no elements.
  var isEmpty: Bool { count == 0 }

  /// A list of elements already read, from a mirror.
  init(_ elements: [Any]) {
    self.init(count: elements.count) { elements[$0] }
  }

  /// A list that reads its elements on demand.
  init(count: Int, element: @escaping (Int) -> Any) {
    self.count = count
    self.element = element
  }
}

/// An array-like value that hands the dump its elements, and the differ a typed comparison,
/// without reflection.
///
/// The elements must be the ones, in the order, that the value's mirror lists. Reflecting
/// 10,000 elements through `Mirror` costs several times more than reading them directly, and
/// comparing them through `Any` several times more than comparing them as their own type.
protocol DumpListElements {
  /// The elements, in order.
  var dumpList: DumpList { get }

  /// Compares the elements with those of another value of the same type, or returns `nil`.
  func comparison(with other: Any) -> ListComparison?
}

extension Array: DumpListElements {
  /// The elements, in order, as `Array`'s mirror lists them.
  var dumpList: DumpList {
    DumpList(count: count) { self[$0] }
  }

  /// Compares elements with `==` when they are `Equatable`, and matches them by id when they
  /// are `Identifiable`.
  func comparison(with other: Any) -> ListComparison? {
    guard let other = other as? Self else { return nil }
    return ListComparison(self, other, lhs: self, rhs: other)
  }
}

extension IdentifiedArray: DumpListElements {
  /// The elements, in order, as the identified array's mirror lists them.
  var dumpList: DumpList {
    DumpList(count: count) { self[$0] }
  }

  /// Compares elements with `==` when they are `Equatable`, and matches them by the array's ids.
  func comparison(with other: Any) -> ListComparison? {
    guard let other = other as? Self else { return nil }
    return ListComparison(self, other, lhs: self, rhs: other)
  }
}

extension Array: IdentifiedListElements where Element: Identifiable {
  /// The `Identifiable` ids of the elements at a range of offsets.
  func idKeys(at offsets: Range<Int>) -> [AnyHashable] {
    offsets.map { AnyHashable(self[$0].id) }
  }
}

extension IdentifiedArray: IdentifiedListElements {
  /// The ids of the elements at a range of offsets, read through the array's key path.
  ///
  /// Only the elements left after equal ones at both ends are set aside need ids, and reading
  /// an id through the key path costs more than comparing two rows, so this avoids `ids`.
  /// An `Identifiable` element's `id` is its id here when the array files the element under it;
  /// otherwise `filter`, which keeps order and identification, reads the ids it keeps.
  func idKeys(at offsets: Range<Int>) -> [AnyHashable] {
    var keys: [AnyHashable] = []
    keys.reserveCapacity(offsets.count)
    for offset in offsets {
      guard let id = Equality.rawID(of: self[offset]) as? ID, index(id: id) == offset else {
        break
      }
      keys.append(AnyHashable(id))
    }
    if keys.count == offsets.count { return keys }
    var offset = -1
    let kept = filter { _ in
      offset += 1
      return offsets.contains(offset)
    }
    return kept.ids.map { AnyHashable($0) }
  }
}

extension Array: EquatableListElements where Element: Equatable {
  /// Compares elements with `Element`'s `==`.
  func equality(with other: Any) -> ((Int, Int) -> Bool)? {
    guard let other = other as? Self else { return nil }
    return { self[$0] == other[$1] }
  }
}

extension IdentifiedArray: EquatableListElements where Element: Equatable {
  /// Compares elements with `Element`'s `==`.
  func equality(with other: Any) -> ((Int, Int) -> Bool)? {
    guard let other = other as? Self else { return nil }
    // The arrays of a failed step are usually copies of each other that share most elements.
    return { self.sharesElement(at: $0, with: other, at: $1) || self[$0] == other[$1] }
  }
}
