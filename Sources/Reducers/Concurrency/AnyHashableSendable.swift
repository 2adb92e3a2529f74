/// A type-erased hashable, sendable value: `AnyHashable` that is `Sendable`, as TCA re-exports
/// it. The runtime keeps cancel ids and navigation identities in it.
///
/// ```swift
/// let ids: Set<AnyHashableSendable> = [AnyHashableSendable(1), AnyHashableSendable("one")]
/// ```
///
/// The value lives in a class instance, so an `AnyHashableSendable` is one reference: copying it
/// (and the navigation steps and cancel ids holding it) is a retain, not a copy through an
/// existential container.
public struct AnyHashableSendable: Hashable, Sendable {
  @usableFromInline let box: Box

  /// The wrapped value.
  public var base: any Hashable & Sendable { box.base }

  /// Wraps a value; an `AnyHashableSendable` is not wrapped again.
  ///
  /// - Parameter base: The value.
  @inlinable
  public init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      box = Box(base)
    }
  }

  /// Whether two wrapped values are equal: of one type, and equal as it says.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the wrapped value.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  /// The out-of-line storage of the value.
  @usableFromInline
  final class Box: Sendable {
    let base: any Hashable & Sendable

    @usableFromInline
    init(_ base: any Hashable & Sendable) {
      self.base = base
    }
  }
}
