import Reducers

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// "End meeting?": save, discard (when `isDiscardable`), or resume.
  ///
  /// - Parameter isDiscardable: Whether the meeting can be thrown away; not once every attendee
  ///   has spoken.
  /// - Returns: The alert.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) { TextState("Save and end") }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      }
      ButtonState(role: .cancel) { TextState("Resume") }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  /// "Speech recognition failure": continue unrecorded, or discard the meeting.
  public static var speechRecognizerFailed: Self {
    AlertState {
      TextState("Speech recognition failure")
    } actions: {
      ButtonState(role: .cancel) { TextState("Continue meeting") }
      ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard meeting") }
    } message: {
      TextState(
        """
        The speech recognizer has failed for some reason and so your meeting will no longer be \
        recorded. What do you want to do?
        """
      )
    }
  }
}
