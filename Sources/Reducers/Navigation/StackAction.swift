/// An action of a navigation stack: an element's action, a pop, or a push.
///
/// A parent embeds it for its stack: `case path(StackActionOf<Path>)`. Case key paths reach an
/// element's actions by id, `\.path[id: 0].detail.editButtonTapped`, and the stack's own
/// actions as `\.path.popFrom` and `\.path.push`.
public enum StackAction<State, Action> {
  /// An action of the element with the given id.
  indirect case element(id: StackElementID, action: Action)
  /// Pops the element with the given id and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes an element with the given id.
  case push(id: StackElementID, state: State)
}

/// The stack action of a feature `R`: `StackActionOf<Path>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// What case paths need to know about ``StackAction``; not for users to conform to.
public protocol _StackActionProtocol: SendableMetatype {
  /// The state of an element.
  associatedtype _ElementState
  /// The action of an element.
  associatedtype _ElementAction
  /// Wraps an element action.
  static func _element(id: StackElementID, action: _ElementAction) -> Self
  /// Wraps a pop.
  static func _popFrom(id: StackElementID) -> Self
  /// Wraps a push.
  static func _push(id: StackElementID, state: _ElementState) -> Self
  /// The element action and its id, if this is one.
  var _elementAction: (id: StackElementID, action: _ElementAction)? { get }
  /// The popped id, if this is a pop.
  var _poppedID: StackElementID? { get }
  /// The pushed id and state, if this is a push.
  var _pushed: (id: StackElementID, state: _ElementState)? { get }
}

extension StackAction: _StackActionProtocol {
  /// Wraps an element action.
  public static func _element(id: StackElementID, action: Action) -> Self {
    .element(id: id, action: action)
  }

  /// Wraps a pop.
  public static func _popFrom(id: StackElementID) -> Self { .popFrom(id: id) }

  /// Wraps a push.
  public static func _push(id: StackElementID, state: State) -> Self {
    .push(id: id, state: state)
  }

  /// The element action and its id, if this is one.
  public var _elementAction: (id: StackElementID, action: Action)? {
    if case .element(let id, let action) = self { return (id, action) }
    return nil
  }

  /// The popped id, if this is a pop.
  public var _poppedID: StackElementID? {
    if case .popFrom(let id) = self { return id }
    return nil
  }

  /// The pushed id and state, if this is a push.
  public var _pushed: (id: StackElementID, state: State)? {
    if case .push(let id, let state) = self { return (id, state) }
    return nil
  }
}

extension Case where Value: _StackActionProtocol {
  /// The action of the element with the given id: `\.path[id: 0].detail.editButtonTapped`.
  public subscript(id id: StackElementID) -> Case<Root, Value._ElementAction> {
    appendingCase(
      { Value._element(id: id, action: $0) },
      { $0._elementAction.flatMap { $0.id == id ? $0.action : nil } },
      name: "[id: \(id)]"
    )
  }

  /// Any element's action with its id: `\.path.element`.
  public var element: Case<Root, (id: StackElementID, action: Value._ElementAction)> {
    appendingCase(
      { Value._element(id: $0.id, action: $0.action) }, { $0._elementAction }, name: "element")
  }

  /// A pop: `\.path.popFrom`.
  public var popFrom: Case<Root, StackElementID> {
    appendingCase({ Value._popFrom(id: $0) }, { $0._poppedID }, name: "popFrom")
  }

  /// A push: `\.path.push`, sent as `store.send(\.path.push, (id: 0, state))`.
  public var push: Case<Root, (id: StackElementID, state: Value._ElementState)> {
    appendingCase({ Value._push(id: $0.id, state: $0.state) }, { $0._pushed }, name: "push")
  }
}
