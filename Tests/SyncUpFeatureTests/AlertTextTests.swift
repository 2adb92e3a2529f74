import Reducers
import SyncUpFeatures
import Testing

/// Every alert of the app, word for word, with the action each button sends.
@Suite struct AlertTextTests {
  @Test func deleteSyncUp() {
    let alert = AlertState<SyncUpDetail.Destination.Alert>.deleteSyncUp
    #expect(
      alert.description == """
        ⚠ Delete?
          Are you sure you want to delete this meeting?
          [Yes] (destructive)  [Nevermind] (cancel)
        """)
    #expect(alert.buttons.map(\.action) == [.confirmDeletion, nil])
  }

  @Test func speechRecognitionDenied() {
    let alert = AlertState<SyncUpDetail.Destination.Alert>.speechRecognitionDenied
    #expect(
      alert.description == """
        ⚠ Speech recognition denied
          You previously denied speech recognition and so your meeting will not be recorded. \
        You can enable speech recognition in settings, or you can continue without recording.
          [Continue without recording]  [Open settings]  [Cancel] (cancel)
        """)
    #expect(alert.buttons.map(\.action) == [.continueWithoutRecording, .openSettings, nil])
  }

  @Test func speechRecognitionRestricted() {
    let alert = AlertState<SyncUpDetail.Destination.Alert>.speechRecognitionRestricted
    #expect(
      alert.description == """
        ⚠ Speech recognition restricted
          Your device does not support speech recognition and so your meeting will not be \
        recorded.
          [Continue without recording]  [Cancel] (cancel)
        """)
    #expect(alert.buttons.map(\.action) == [.continueWithoutRecording, nil])
  }

  @Test func endMeetingDiscardable() {
    let alert = AlertState<RecordMeeting.Action.Alert>.endMeeting(isDiscardable: true)
    #expect(
      alert.description == """
        ⚠ End meeting?
          You are ending the meeting early. What would you like to do?
          [Save and end]  [Discard] (destructive)  [Resume] (cancel)
        """)
    #expect(alert.buttons.map(\.action) == [.confirmSave, .confirmDiscard, nil])
  }

  @Test func endMeetingNotDiscardable() {
    let alert = AlertState<RecordMeeting.Action.Alert>.endMeeting(isDiscardable: false)
    #expect(
      alert.description == """
        ⚠ End meeting?
          You are ending the meeting early. What would you like to do?
          [Save and end]  [Resume] (cancel)
        """)
    #expect(alert.buttons.map(\.action) == [.confirmSave, nil])
  }

  @Test func speechRecognizerFailed() {
    let alert = AlertState<RecordMeeting.Action.Alert>.speechRecognizerFailed
    #expect(
      alert.description == """
        ⚠ Speech recognition failure
          The speech recognizer has failed for some reason and so your meeting will no longer \
        be recorded. What do you want to do?
          [Continue meeting] (cancel)  [Discard meeting] (destructive)
        """)
    #expect(alert.buttons.map(\.action) == [nil, .confirmDiscard])
  }
}
