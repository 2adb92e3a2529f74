/// The identity of a child state for navigation: its `Identifiable` id, when it has one.
///
/// A child whose identity changes (a different id, or a different enum case) is a different
/// child: the effects of the old one are cancelled. Ids of any type can be used, including ones
/// that are not `Sendable`, so the identity keeps the id's type and hash value rather than the
/// id itself: two different ids of one type collide with probability 2⁻⁶⁴.
///
/// Which conformances matter is a property of the type, looked up once per type (``Traits``):
/// a conformance check at run time costs tens of nanoseconds, and these run for every action at
/// every level of navigation.
@usableFromInline
enum Identity {
  /// What navigation needs to know about a state type.
  @usableFromInline
  struct Traits: Sendable {
    /// `Identifiable`: the id is part of the identity.
    @usableFromInline let isIdentifiable: Bool
    /// A `CasePathable` enum (a destination): the case is part of the identity.
    @usableFromInline let isCaseEnum: Bool
    /// An alert or dialog itself.
    @usableFromInline let isEphemeral: Bool

    /// Whether a value of the type can be an alert or dialog: itself, or as an enum's case.
    @inlinable var mayBeEphemeral: Bool { isEphemeral || isCaseEnum }
  }

  /// Known traits, by type (types live for the whole process).
  private static let traitsTable = IdentityTable<Traits>(slotCount: 256)

  /// The traits of a type, computed the first time it is asked for.
  @usableFromInline
  static func traits(of type: Any.Type) -> Traits {
    let key = ObjectIdentifier(type)
    if let known = traitsTable.value(for: key) { return known }
    let traits = Traits(
      isIdentifiable: type is any Identifiable.Type,
      isCaseEnum: type is any CasePathable.Type,
      isEphemeral: type is any EphemeralState.Type
    )
    traitsTable.store(traits, for: key, holding: nil)
    return traits
  }

  /// The `Identifiable` identity of a value, if its type has one.
  @inlinable
  static func of<Value>(_ value: Value) -> AnyHashableSendable? {
    of(value, traits: traits(of: Value.self))
  }

  @inlinable
  static func of<Value>(_ value: Value, traits: Traits) -> AnyHashableSendable? {
    guard traits.isIdentifiable else { return nil }
    return ofAny(value)
  }

  /// The identity of a value of a type only known at run time (an enum case's payload).
  @usableFromInline
  static func ofAny(_ value: Any) -> AnyHashableSendable? {
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
  @inlinable
  static func presented<Value>(_ value: Value, traits: Traits) -> AnyHashableSendable? {
    guard traits.isCaseEnum else { return of(value, traits: traits) }
    return enumCase(of: value)
  }

  /// The case name and payload id of an enum value, read by reflection.
  @usableFromInline
  static func enumCase(of value: Any) -> AnyHashableSendable? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return ofAny(value) }
    guard let payload = mirror.children.first else {
      return AnyHashableSendable(CaseTag(name: String(describing: value), id: nil))
    }
    return AnyHashableSendable(CaseTag(name: payload.label ?? "", id: ofAny(payload.value)))
  }

  /// The payload of the current case of an enum value, if it has one.
  @usableFromInline
  static func payload(of value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    return mirror.children.first?.value
  }

  /// Whether `state` is an alert or dialog (itself, or as its enum case's payload) and `action`
  /// is one of its buttons' actions (itself, or as its enum case's payload).
  @usableFromInline
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
  ///
  /// Only an `EphemeralState` or a `CasePathable` enum (a destination) can be one.
  @inlinable
  static func isEphemeral<Value>(_ state: Value, traits: Traits) -> Bool {
    if traits.isEphemeral { return true }
    guard traits.isCaseEnum else { return false }
    return payload(of: state) is any EphemeralState
  }

  private struct CaseTag: Hashable, Sendable {
    let name: String
    let id: AnyHashableSendable?
  }
}
