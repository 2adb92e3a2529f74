/// An action whose view's actions are one case of it, `case view(View)`: what TCA's
/// `@ViewAction(for:)` views send through.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case delegate(Delegate)
///
///   enum View: BindableAction {
///     case binding(BindingAction<State>)
///     case saveButtonTapped
///   }
/// }
/// ```
///
/// The case satisfies the requirement; a test sends `.view(.saveButtonTapped)`, and the body runs
/// `BindingReducer(action: \.view)` for the view's bindings.
public protocol ViewAction<ViewAction>: Sendable {
  /// The view's actions.
  associatedtype ViewAction: Sendable

  /// The action that holds a view action: the `view` case.
  static func view(_ action: ViewAction) -> Self
}
