import Foundation

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// The platform decides.
  case automatic
  /// The title is hidden.
  case hidden
  /// The title is shown.
  case visible
}

/// A confirmation dialog (action sheet) as data: a title, an optional message, and buttons.
///
/// Like ``AlertState``, a parent's `ifLet` clears it after any of its buttons' actions, and
/// equality ignores the generated `id` and the title visibility.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// A generated identity, not part of equality.
  public let id: UUID
  /// Whether the title shows.
  public let titleVisibility: ConfirmationDialogStateTitleVisibility
  /// The dialog's title.
  public let title: TextState
  /// The dialog's message, if any.
  public let message: TextState?
  /// The dialog's buttons, in order.
  public let buttons: [ButtonState<Action>]

  /// Creates a confirmation dialog.
  ///
  /// - Parameters:
  ///   - titleVisibility: Whether the title shows.
  ///   - title: The title.
  ///   - actions: The buttons.
  ///   - message: The message.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.message = message?()
    self.buttons = actions()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Compares title, message and buttons, ignoring the id and the title visibility.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomStringConvertible {
  /// The dialog as terminal text: the title, the message, then the buttons with their roles.
  public var description: String {
    var lines = ["☰ \(title)"]
    if let message { lines.append("  \(message)") }
    lines.append("  " + buttons.map(\.description).joined(separator: "  "))
    return lines.joined(separator: "\n")
  }
}

extension ConfirmationDialogState: EphemeralState {
  /// The type of the dialog's button actions.
  public static var actionType: Any.Type { Action.self }
}

extension ConfirmationDialogState: CustomReflectable {
  /// Reflects what the alert shows and does, without its generated `id` (equality ignores it,
  /// and a dump or diff showing it would only show noise).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility, "title": title, "message": message as Any,
        "buttons": buttons,
      ], displayStyle: .struct)
  }
}
