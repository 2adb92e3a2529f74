/// One step of a recorded session, already written as Swift source.
package enum RecordedEvent: Equatable, Sendable {
  /// An action sent: the `store.send(…)` call (`nil` when the action cannot be written, with
  /// the action abbreviated for the comment that says so), and the changes it made.
  case send(call: String?, action: String, changes: [StateChanges.Change])
  /// An action an effect fed back: the `store.receive(…)` call, and the changes it made.
  case receive(call: String, changes: [StateChanges.Change])
  /// Time passing on the session's clock.
  case advance(Duration)
  /// Something from outside the store happened: a statement the test runs at this point, such
  /// as the words a speech recognizer heard (`speech.hear("Hello")`).
  case input(String)
}
