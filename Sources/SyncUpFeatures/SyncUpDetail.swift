import Foundation
import Reducers

/// A sync-up's screen: its settings, attendees and past meetings, with edit, delete and start.
///
/// The sync-up is shared with the list, so edits made here are saved and seen there at once.
/// "Start Meeting" checks speech recognition first: when it was denied or is restricted, an
/// alert offers to go on without recording; otherwise the parent is told to start the meeting.
public struct SyncUpDetail: Reducer, Sendable {
  /// The sync-up shown, and what the screen presents over it.
  public struct State: Equatable, Sendable {
    /// The presented alert or edit sheet, if any.
    @Presents public var destination: Destination.State?
    /// The sync-up, shared with the list it came from.
    @Shared public var syncUp: SyncUp

    /// Creates the screen for a shared sync-up.
    ///
    /// - Parameters:
    ///   - destination: The presented alert or sheet.
    ///   - syncUp: The sync-up, usually an element of `$syncUps`.
    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  /// What the user does on the screen, and what it tells its parent.
  public enum Action: Sendable, CasePathable {
    /// The user tapped "Cancel" on the edit sheet.
    case cancelEditButtonTapped
    /// What the screen asks its parent to do.
    case delegate(Delegate)
    /// The user tapped "Delete".
    case deleteButtonTapped
    /// The user deleted past meetings.
    case deleteMeetings(atOffsets: IndexSet)
    /// An action of the presented alert or sheet.
    case destination(PresentationAction<Destination.Action>)
    /// The user tapped "Done" on the edit sheet.
    case doneEditingButtonTapped
    /// The user tapped "Edit".
    case editButtonTapped
    /// The user tapped "Start Meeting".
    case startMeetingButtonTapped

    /// What the screen asks its parent to do.
    public enum Delegate: Sendable, CasePathable {
      /// Start recording a meeting of the sync-up.
      case startMeeting(Shared<SyncUp>)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.speechClient.authorizationStatus) var authorizationStatus

  /// Creates the screen's reducer.
  public init() {}

  /// Edits, deletes and starts the sync-up, and answers the alerts.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case .deleteMeetings(let indices):
        state.$syncUp.withLock { _ = $0.meetings.remove(atOffsets: indices, naming: "meetings") }
        return .none

      case .destination(.presented(.alert(let alertAction))):
        return answer(alertAction, state: &state)

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard let editedSyncUp = state.destination?.edit?.syncUp else { return .none }
        state.$syncUp.withLock { $0 = editedSyncUp }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        switch authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting(state.$syncUp)))
        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
          return .none
        case .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }

  /// Does what the user picked in an alert; the alert itself goes away on its own.
  private func answer(_ action: Destination.Alert, state: inout State) -> Effect<Action> {
    switch action {
    case .confirmDeletion:
      @Shared(.syncUps) var syncUps
      $syncUps.withLock { $0.remove(id: state.syncUp.id) }
      return .run { _ in await dismiss() }

    case .continueWithoutRecording:
      return .send(.delegate(.startMeeting(state.$syncUp)))

    case .openSettings:
      return .run { _ in await openSettings() }
    }
  }
}
