import Reducers

extension SyncUpDetail {
  /// What the detail screen presents: an alert, or the edit sheet.
  public struct Destination: Reducer, Sendable {
    /// The presented alert or sheet.
    @dynamicMemberLookup
    public enum State: Equatable, Sendable, CasePathable {
      /// An alert: delete confirmation, or speech recognition denied or restricted.
      case alert(AlertState<Alert>)
      /// The "Edit" sheet.
      case edit(SyncUpForm.State)
    }

    /// An action of the presented alert or sheet.
    public enum Action: Equatable, Sendable, CasePathable {
      /// A button of the alert.
      case alert(Alert)
      /// An action of the edit sheet.
      case edit(SyncUpForm.Action)
    }

    /// The actions of the detail screen's alerts.
    public enum Alert: Equatable, Sendable, CasePathable {
      /// The user confirmed deleting the sync-up.
      case confirmDeletion
      /// The user chose to hold the meeting without recording it.
      case continueWithoutRecording
      /// The user chose to open settings to allow speech recognition.
      case openSettings
    }

    /// Creates the destination's reducer.
    public init() {}

    /// Runs the form while the edit sheet is up; alerts need no reducer.
    public var body: some ReducerOf<Self> {
      Scope(state: \.edit, action: \.edit) { SyncUpForm() }
    }
  }
}
