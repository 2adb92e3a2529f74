import Reducers

extension SyncUpDetail {
  /// What the detail screen presents: an alert, or the edit sheet.
  public enum Destination: CaseReducer, Sendable {
    /// An alert: delete confirmation, or speech recognition denied or restricted.
    case alert(AlertState<Alert>)
    /// The "Edit" sheet.
    case edit(SyncUpForm)

    /// The actions of the detail screen's alerts.
    public enum Alert: Equatable, Sendable, CasePathable {
      /// The user confirmed deleting the sync-up.
      case confirmDeletion
      /// The user chose to hold the meeting without recording it.
      case continueWithoutRecording
      /// The user chose to open settings to allow speech recognition.
      case openSettings
    }
  }
}

extension SyncUpDetail.Destination.State: Equatable {}
extension SyncUpDetail.Destination.Action: Equatable {}
