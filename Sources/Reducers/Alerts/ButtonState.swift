import Foundation

/// The role of a button in an alert or dialog.
public enum ButtonStateRole: Hashable, Sendable {
  /// Dismisses without acting, like "Cancel".
  case cancel
  /// Destroys something, like "Delete".
  case destructive
}

/// A button of an alert or dialog, as data: its label, its role, and the action it sends.
///
/// A button without an action only dismisses. Equality ignores the generated `id`, so two
/// buttons built the same way are equal.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
/// ButtonState(role: .cancel) { TextState("Nevermind") }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// A generated identity, not part of equality.
  public let id: UUID
  /// The action sent when the button is tapped; `nil` for buttons that only dismiss.
  public let action: Action?
  /// The button's label.
  public let label: TextState
  /// The button's role, if any.
  public let role: ButtonStateRole?

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - role: The button's role.
  ///   - action: The action to send when tapped; `nil` to only dismiss.
  ///   - label: The button's label.
  public init(
    role: ButtonStateRole? = nil,
    action: Action? = nil,
    label: () -> TextState
  ) {
    self.id = UUID()
    self.action = action
    self.label = label()
    self.role = role
  }

  /// Transforms the button's action.
  ///
  /// - Parameter transform: Maps the action.
  /// - Returns: The same button sending the transformed action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: action.map(transform)) { label }
  }

  /// Performs the button's action, if it has one.
  ///
  /// - Parameter perform: Receives the action, or `nil` for a button that only dismisses.
  public func withAction(_ perform: (Action?) -> Void) {
    perform(action)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Compares label, role and action, ignoring the generated id.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.label == rhs.label && lhs.role == rhs.role && lhs.action == rhs.action
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes label, role and action, ignoring the generated id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(role)
    hasher.combine(action)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomStringConvertible {
  /// The label in brackets, followed by the role: `[Yes] (destructive)`.
  public var description: String {
    "[\(label)]" + (role.map { " (\($0))" } ?? "")
  }
}

/// Builds the buttons of an alert or dialog from a list, with `if`, `else` and `for`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  /// Joins the buttons of a block.
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  /// Accepts one button.
  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  /// The buttons of an `if` without `else`.
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  /// The `if` branch.
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The `else` branch.
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  /// The buttons of a `for` loop.
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}

extension ButtonState: CustomReflectable {
  /// Reflects what the alert shows and does, without its generated `id` (equality ignores it,
  /// and a dump or diff showing it would only show noise).
  public var customMirror: Mirror {
    Mirror(
      self, children: ["action": action as Any, "label": label, "role": role as Any],
      displayStyle: .struct)
  }
}
