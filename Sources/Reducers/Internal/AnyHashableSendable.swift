/// A type-erased hashable, sendable value: cancel ids and navigation identities.
///
/// The value lives in a class instance, so an `AnyHashableSendable` is one reference: copying it
/// (and the navigation steps and cancel ids holding it) is a retain, not a copy through an
/// existential container.
@usableFromInline
package struct AnyHashableSendable: Hashable, Sendable {
  @usableFromInline let box: Box

  /// The wrapped value.
  @usableFromInline var base: any Hashable & Sendable { box.base }

  @usableFromInline
  package init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      box = Box(base)
    }
  }

  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  /// The out-of-line storage of the value.
  @usableFromInline
  final class Box: Sendable {
    let base: any Hashable & Sendable

    init(_ base: any Hashable & Sendable) {
      self.base = base
    }
  }
}
