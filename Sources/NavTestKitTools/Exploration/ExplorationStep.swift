/// One step the explorer takes on a screen: an action a person sends, or time passing.
public enum ExplorationStep<Action: Sendable>: Sendable {
  /// Sends an action, as a person tapping a button or typing in a field would.
  case send(Action)
  /// Advances the explorer's test clock, waking the effects waiting on it.
  case advance(Duration)
}
