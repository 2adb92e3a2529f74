/// State that lives only until the user picks one of its actions: alerts and dialogs.
///
/// A presentation `ifLet` clears ephemeral state after any of its actions, and never tracks
/// effects for it.
public protocol EphemeralState {
  /// The type of the actions its buttons send.
  static var actionType: Any.Type { get }
}
