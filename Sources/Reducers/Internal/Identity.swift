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

extension Identity {
  /// The identity of presented state: its enum case (for `CasePathable` enums) and the
  /// `Identifiable` id of the state or of the case's payload.
  static func presented<Value>(_ value: Value) -> AnyHashableSendable? {
    guard value is any CasePathable else { return of(value) }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return of(value) }
    guard let payload = mirror.children.first else {
      return AnyHashableSendable(CaseTag(name: String(describing: value), id: nil))
    }
    return AnyHashableSendable(CaseTag(name: payload.label ?? "", id: of(payload.value)))
  }

  /// The payload of the current case of an enum value, if it has one.
  static func payload(of value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    return mirror.children.first?.value
  }

  /// Whether `state` is an alert or dialog (itself, or as its enum case's payload) and `action`
  /// is one of its buttons' actions (itself, or as its enum case's payload).
  static func isEphemeral(_ state: Any, answeredBy action: Any) -> Bool {
    if let ephemeral = state as? any EphemeralState {
      return type(of: ephemeral).actionType == type(of: action)
        || payload(of: action).map { type(of: $0) == type(of: ephemeral).actionType } == true
    }
    guard let inner = payload(of: state) as? any EphemeralState,
      let actionPayload = payload(of: action)
    else { return false }
    return type(of: actionPayload) == type(of: inner).actionType
  }

  /// Whether `state` is an alert or dialog, itself or as its enum case's payload.
  static func isEphemeral(_ state: Any) -> Bool {
    state is any EphemeralState || payload(of: state) is any EphemeralState
  }

  private struct CaseTag: Hashable, Sendable {
    let name: String
    let id: AnyHashableSendable?
  }
}
