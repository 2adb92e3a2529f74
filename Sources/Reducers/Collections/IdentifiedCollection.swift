/// A collection that reads and writes elements by id: what ``Shared`` needs to derive references
/// to elements.
///
/// Public only for technical reasons: it is the constraint of `Shared`'s `subscript(id:)` and
/// `elements`. ``IdentifiedArray`` conforms; other types need not.
public protocol _IdentifiedCollection<ID>: RandomAccessCollection where Index == Int {
  /// The type of the elements' ids.
  associatedtype ID: Hashable

  /// Reads, replaces, appends or removes the element with an id.
  subscript(id id: ID) -> Element? { get set }

  /// Returns the id of the element at an offset.
  func _id(at position: Int) -> ID
}

extension IdentifiedArray: _IdentifiedCollection {
  /// Returns the id of the element at an offset.
  ///
  /// - Parameter position: An offset in `0..<count`.
  /// - Returns: The id of the element there.
  public func _id(at position: Int) -> ID {
    extractID(from: self[position])
  }
}
