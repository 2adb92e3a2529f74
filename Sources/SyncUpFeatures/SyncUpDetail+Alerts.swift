import Reducers

extension AlertState where Action == SyncUpDetail.Destination.Alert {
  /// "Delete?": confirms deleting the sync-up.
  public static var deleteSyncUp: Self {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure you want to delete this meeting?")
    }
  }

  /// "Speech recognition denied": offers to go on unrecorded, or to open settings.
  public static var speechRecognitionDenied: Self {
    AlertState {
      TextState("Speech recognition denied")
    } actions: {
      ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
      ButtonState(action: .openSettings) { TextState("Open settings") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(
        """
        You previously denied speech recognition and so your meeting will not be recorded. You \
        can enable speech recognition in settings, or you can continue without recording.
        """
      )
    }
  }

  /// "Speech recognition restricted": offers to go on unrecorded.
  public static var speechRecognitionRestricted: Self {
    AlertState {
      TextState("Speech recognition restricted")
    } actions: {
      ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(
        """
        Your device does not support speech recognition and so your meeting will not be \
        recorded.
        """
      )
    }
  }
}
