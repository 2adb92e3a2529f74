import Foundation

/// An alert as data: a title, an optional message, and buttons that send actions.
///
/// Present it like any other child state; a parent's `ifLet` clears it after any of its
/// buttons' actions. Equality ignores the generated `id`, so tests can build the expected alert
/// independently.
///
/// ```swift
/// AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
///   ButtonState(role: .cancel) { TextState("Nevermind") }
/// } message: {
///   TextState("Are you sure you want to delete this meeting?")
/// }
/// ```
public struct AlertState<Action>: Identifiable {
  /// A generated identity, not part of equality.
  public let id: UUID
  /// The alert's title.
  public let title: TextState
  /// The alert's message, if any.
  public let message: TextState?
  /// The alert's buttons, in order.
  public let buttons: [ButtonState<Action>]

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - actions: The buttons; none means a single dismiss button.
  ///   - message: The message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.message = message?()
    self.buttons = actions()
  }

  /// Transforms the actions of the alert's buttons.
  ///
  /// - Parameter transform: Maps each action.
  /// - Returns: The same alert sending the transformed actions.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }

  private init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Compares title, message and buttons, ignoring the generated id.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons, ignoring the generated id.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomStringConvertible {
  /// The alert as terminal text: the title, the message, then the buttons with their roles.
  public var description: String {
    var lines = ["⚠ \(title)"]
    if let message { lines.append("  \(message)") }
    let buttons = buttons.isEmpty ? "[OK]" : buttons.map(\.description).joined(separator: "  ")
    lines.append("  \(buttons)")
    return lines.joined(separator: "\n")
  }
}

extension AlertState: EphemeralState {
  /// The type of the alert's button actions.
  public static var actionType: Any.Type { Action.self }
}

extension AlertState: CustomReflectable {
  /// Reflects what the alert shows and does, without its generated `id` (equality ignores it,
  /// and a dump or diff showing it would only show noise).
  public var customMirror: Mirror {
    Mirror(
      self, children: ["title": title, "message": message as Any, "buttons": buttons],
      displayStyle: .struct)
  }
}
