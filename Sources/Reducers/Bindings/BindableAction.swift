/// An action type with a case for the changes a view makes to its feature's state.
///
/// Conform a feature's `Action` by adding the case; the protocol's requirements are met by it
/// and one computed property, which the case-path plugin writes in a target that applies it
/// (without the plugin, write it as below):
///
/// ```swift
/// enum Action: BindableAction, Sendable {
///   case addAttendeeButtonTapped
///   case binding(BindingAction<State>)
///
///   var binding: BindingAction<State>? {
///     if case .binding(let action) = self { action } else { nil }
///   }
/// }
/// ```
///
/// Then run ``BindingReducer`` first in the body, and `\.binding` is a case key path to the
/// binding actions, with `\.binding.field` (or `\.binding[\.field]`) reaching the value
/// written to one field (see ``BindingAction``).
public protocol BindableAction: Sendable {
  /// The state the binding actions write.
  associatedtype State

  /// Wraps a binding action: the `binding` case.
  ///
  /// - Parameter action: The binding action.
  /// - Returns: The feature's action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action, if this is one.
  var binding: BindingAction<State>? { get }
}

extension Case where Value: BindableAction {
  /// The binding actions: `\.binding`, and `\.binding.field` for one field.
  public var binding: Case<Root, BindingAction<Value.State>> {
    appendingCase({ Value.binding($0) }, { $0.binding }, name: "binding")
  }
}
