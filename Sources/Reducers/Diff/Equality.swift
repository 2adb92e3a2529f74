/// How the differ decides that two values are unchanged, and which collection elements are the
/// same element, without generic constraints.
///
/// The differ only sees `Any`. It opens existentials: two values of one `Equatable` type compare
/// with their own `==`, which for feature state is a fast, allocation-free walk; anything else
/// compares by what it prints. Collections are compared through typed arrays instead (see
/// `ListComparison`), so lining up two arrays of 10,000 rows costs one typed `==` per row.
enum Equality {
  /// Compares two values with `==` when they are of one `Equatable` type; `nil` otherwise.
  static func equatable(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(toAny: rhs)
  }

  /// Whether two values are unchanged: by `==` where possible, else by their dumps.
  static func values(_ lhs: Any, _ rhs: Any) -> Bool {
    equatable(lhs, rhs) ?? (customDump(lhs) == customDump(rhs))
  }

  /// The `Identifiable` id of a value, or `nil`.
  static func id(_ value: Any) -> AnyHashable? {
    guard let value = value as? any Identifiable else { return nil }
    return identifier(of: value)
  }

  /// The `Identifiable` id of a value, unwrapped, or `nil`.
  static func rawID(of value: Any) -> Any? {
    guard let value = value as? any Identifiable else { return nil }
    return rawIdentifier(of: value)
  }

  /// The id of an `Identifiable` value, opened from its existential.
  private static func identifier(of value: some Identifiable) -> AnyHashable {
    AnyHashable(value.id)
  }

  /// The id of an `Identifiable` value, opened from its existential.
  private static func rawIdentifier(of value: some Identifiable) -> Any {
    value.id
  }

  /// The value itself as a hash key, if it is `Hashable`.
  static func hashable(_ value: Any) -> AnyHashable? {
    (value as? any Hashable).map { AnyHashable($0) }
  }
}

extension Equatable {
  /// Compares with a value of unknown type: `nil` unless it is of this type.
  fileprivate func isEqual(toAny other: Any) -> Bool? {
    guard let other = other as? Self else { return nil }
    return self == other
  }
}

/// How the elements of two lists compare: which are equal, and which are the same element.
///
/// The differ sees lists only as `Any`. Arrays and identified arrays know their element type,
/// so their comparison comes from conditional conformances (`EquatableListElements`,
/// `IdentifiedListElements`) and compares elements with their own `==`, with no cast per
/// element. Other collections compare element by element through `Equality`.
struct ListComparison {
  /// Reads the ids of the elements at two ranges of offsets, expected then actual.
  typealias IDs = (Range<Int>, Range<Int>) -> (expected: [AnyHashable], actual: [AnyHashable])

  /// Whether the element at an expected offset equals the element at an actual offset.
  let equal: (Int, Int) -> Bool
  /// Reads element ids, or `nil` when the elements carry none and match by equality.
  let ids: IDs?

  /// Compares two lists of one type through the conformances they have.
  ///
  /// - Parameters:
  ///   - lhsList: The expected list, for `EquatableListElements` and `IdentifiedListElements`.
  ///   - rhsList: The actual list, of the same type.
  ///   - lhs: The expected elements, compared by dump when they are not `Equatable`.
  ///   - rhs: The actual elements.
  init<List, Elements: RandomAccessCollection<Element>, Element>(
    _ lhsList: List, _ rhsList: List, lhs: Elements, rhs: Elements
  ) where Elements.Index == Int {
    self.equal =
      (lhsList as? any EquatableListElements)?.equality(with: rhsList)
      ?? { Equality.values(lhs[$0], rhs[$1]) }
    if let lhsIDs = lhsList as? any IdentifiedListElements,
      let rhsIDs = rhsList as? any IdentifiedListElements
    {
      self.ids = { (lhsIDs.idKeys(at: $0), rhsIDs.idKeys(at: $1)) }
    } else {
      self.ids = nil
    }
  }

  /// Compares two reflected lists through `Any`; matches by id if every element has one.
  init(reflecting lhs: DumpList, _ rhs: DumpList) {
    self.equal = { Equality.values(lhs.element($0), rhs.element($1)) }
    let identified =
      (0..<lhs.count).allSatisfy { Equality.id(lhs.element($0)) != nil }
      && (0..<rhs.count).allSatisfy { Equality.id(rhs.element($0)) != nil }
    guard identified else {
      self.ids = nil
      return
    }
    self.ids = { lhsOffsets, rhsOffsets in
      (
        lhsOffsets.compactMap { Equality.id(lhs.element($0)) },
        rhsOffsets.compactMap { Equality.id(rhs.element($0)) }
      )
    }
  }
}

/// A list whose elements compare with their own `==`.
protocol EquatableListElements {
  /// Compares elements of this list with those of another of the same type, or returns `nil`.
  ///
  /// - Returns: Whether the element at an offset of this list equals the element at an offset
  ///   of `other`.
  func equality(with other: Any) -> ((Int, Int) -> Bool)?
}

/// A list whose elements have ids, so the differ can tell a changed element from another one.
protocol IdentifiedListElements {
  /// The ids of the elements at a range of offsets, in order.
  func idKeys(at offsets: Range<Int>) -> [AnyHashable]
}
