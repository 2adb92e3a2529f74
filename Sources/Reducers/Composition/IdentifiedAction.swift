/// An action for one element of a collection, identified by the element's id.
///
/// Parents embed it in their actions (`case rows(IdentifiedActionOf<Row>)`) and reach a row's
/// action with a case key path subscript: `\.rows[id: 3].deleteTapped`.
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
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

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}

/// The identified action of a feature whose state is `Identifiable`: `IdentifiedActionOf<Row>`.
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
