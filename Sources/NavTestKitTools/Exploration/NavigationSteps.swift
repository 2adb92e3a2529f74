/// Which of the navigation steps a screen's state declares the explorer offers by itself,
/// beside the steps `actions:` lists.
///
/// ```swift
/// // A wizard whose sheet cannot be swiped away: only its buttons close it.
/// await explore(initialState: Wizard.State(), depth: 6, navigation: .buttons) { … }
/// ```
///
/// By default the explorer offers them all, on the screen on top: the dismissal of a presented
/// sheet, alert or dialog (a swipe, a tap outside); a pop of each element of a stack (the back
/// button, and a long press on it); each button of a presented alert or dialog. Leave out what
/// the app does not let a person do: a sheet with interactive dismissal turned off, a screen
/// that hides its back button.
public struct NavigationSteps: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Dismissing what is presented on top: `.destination(.dismiss)`.
  public static let dismissals = NavigationSteps(rawValue: 1 << 0)
  /// Popping each element of the stack on top, its own first: `.path(.popFrom(id:))`.
  public static let pops = NavigationSteps(rawValue: 1 << 1)
  /// Each button of the alert or dialog on top that sends an action.
  public static let buttons = NavigationSteps(rawValue: 1 << 2)
  /// Every navigation step a screen declares: the default.
  public static let all: NavigationSteps = [.dismissals, .pops, .buttons]
}
