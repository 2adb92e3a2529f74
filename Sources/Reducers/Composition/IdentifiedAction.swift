/// An action for one element of a collection, identified by the element's id.
///
/// Parents embed it in their actions (`case rows(IdentifiedActionOf<Row>)`) and reach a row's
/// action with a case key path subscript: `\.rows[id: 3].deleteTapped`.
///
/// It is `Sendable` when its id and action are, as a conformance rather than a requirement on
/// its parameters, so a recursive feature (`indirect case rows(IdentifiedActionOf<Nested>)` in
/// `Nested.Action`) compiles as in TCA: a requirement would ask whether `Nested.Action` is
/// `Sendable` while that is being decided, a circular reference.
public enum IdentifiedAction<ID: Hashable, Action> {
  /// An action sent to the element with the given id.
  case element(id: ID, action: Action)

  /// The id of the element the action is for.
  public var id: ID {
    switch self {
    case .element(let id, _): id
    }
  }

  /// The element's action.
  public var action: Action {
    switch self {
    case .element(_, let action): action
    }
  }
}

extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}
extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}

/// The identified action of a feature whose state is `Identifiable`: `IdentifiedActionOf<Row>`.
///
/// ## A feature that holds rows of itself
///
/// In a recursive feature, `indirect case rows(IdentifiedActionOf<Nested>)` inside
/// `Nested.Action` fails to compile with "circular reference" unless the action says it is
/// `Sendable`: naming `Nested` here asks whether it is a ``Reducer``, whose `Action` must be
/// `Sendable`, while `Nested.Action` is still being read. Write the one word:
///
/// ```swift
/// enum Action: Sendable {
///   indirect case rows(IdentifiedActionOf<Nested>)
/// }
/// ```
///
/// or spell the type without naming the reducer, `IdentifiedAction<State.ID, Action>`, which
/// needs nothing more.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension Case {
  /// The action of the element with the given id: `\.rows[id: 3].deleteTapped`.
  public subscript<ID: Hashable & Sendable, ElementAction: Sendable>(
    id id: ID
  ) -> Case<Root, ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    appendingCase(
      { .element(id: id, action: $0) },
      { action in
        guard case .element(id, let elementAction) = action else { return nil }
        return elementAction
      },
      name: "[id: \(id)]"
    )
  }
}
