/// A type-erased hashable, sendable value: cancel ids and navigation identities.
struct AnyHashableSendable: Hashable, Sendable {
  let base: any Hashable & Sendable

  init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }
}
