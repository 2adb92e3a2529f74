/// One thing that happened in a recorded session.
package enum RecordedEvent<Action> {
  /// An action sent, and the changes it made.
  case send(Action, [StateChanges.Change])
  /// An action an effect fed back, and the changes it made.
  case receive(Action, [StateChanges.Change])
  /// Time passing on the session's clock.
  case advance(Duration)
}
