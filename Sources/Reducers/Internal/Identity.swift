/// The identity of a child state for navigation: its `Identifiable` id, when it has one.
///
/// A child whose identity changes (a different id, or a different enum case) is a different
/// child: the effects of the old one are cancelled. Ids of any type can be used, including ones
/// that are not `Sendable`, so the identity keeps the id's type and hash value rather than the
/// id itself: two different ids of one type collide with probability 2⁻⁶⁴.
enum Identity {
  static func of<Value>(_ value: Value) -> AnyHashableSendable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return id(of: identifiable)
  }

  private static func id<Value: Identifiable>(of value: Value) -> AnyHashableSendable {
    AnyHashableSendable(HashedID(type: ObjectIdentifier(Value.ID.self), hash: value.id.hashValue))
  }

  private struct HashedID: Hashable, Sendable {
    let type: ObjectIdentifier
    let hash: Int
  }
}
