import Foundation
import Reducers

extension Case where Value: CasePathable<SyncUpDetail.Destination.State> {
  /// The presented alert: `\.alert`.
  public var alert: Case<Root, AlertState<SyncUpDetail.Destination.Alert>> { at(SyncUpDetail.Destination.State.alert) { if case .alert(let v) = $0 { v } else { nil } } }
  /// The "Edit" sheet: `\.edit`.
  public var edit: Case<Root, SyncUpForm.State> { at(SyncUpDetail.Destination.State.edit) { if case .edit(let v) = $0 { v } else { nil } } }
}

extension Case where Value: CasePathable<SyncUpDetail.Destination.Action> {
  /// A button of the alert: `\.alert`.
  public var alert: Case<Root, SyncUpDetail.Destination.Alert> { at(SyncUpDetail.Destination.Action.alert) { if case .alert(let v) = $0 { v } else { nil } } }
  /// An action of the edit sheet: `\.edit`.
  public var edit: Case<Root, SyncUpForm.Action> { at(SyncUpDetail.Destination.Action.edit) { if case .edit(let v) = $0 { v } else { nil } } }
}

extension Case where Value: CasePathable<SyncUpDetail.Destination.Alert> {
  /// "Yes" on the delete alert: `\.confirmDeletion`.
  public var confirmDeletion: Case<Root, Void> { at(.confirmDeletion) { if case .confirmDeletion = $0 { () } else { nil } } }
  /// "Continue without recording": `\.continueWithoutRecording`.
  public var continueWithoutRecording: Case<Root, Void> { at(.continueWithoutRecording) { if case .continueWithoutRecording = $0 { () } else { nil } } }
  /// "Open settings": `\.openSettings`.
  public var openSettings: Case<Root, Void> { at(.openSettings) { if case .openSettings = $0 { () } else { nil } } }
}

extension Case where Value: CasePathable<SyncUpDetail.Action> {
  /// The edit sheet's "Cancel": `\.cancelEditButtonTapped`.
  public var cancelEditButtonTapped: Case<Root, Void> { at(.cancelEditButtonTapped) { if case .cancelEditButtonTapped = $0 { () } else { nil } } }
  /// What the screen asks its parent: `\.delegate`.
  public var delegate: Case<Root, SyncUpDetail.Action.Delegate> { at(SyncUpDetail.Action.delegate) { if case .delegate(let v) = $0 { v } else { nil } } }
  /// The "Delete" tap: `\.deleteButtonTapped`.
  public var deleteButtonTapped: Case<Root, Void> { at(.deleteButtonTapped) { if case .deleteButtonTapped = $0 { () } else { nil } } }
  /// The deletion of past meetings: `\.deleteMeetings`.
  public var deleteMeetings: Case<Root, IndexSet> { at(SyncUpDetail.Action.deleteMeetings) { if case .deleteMeetings(let v) = $0 { v } else { nil } } }
  /// An action of the presented alert or sheet: `\.destination`.
  public var destination: Case<Root, PresentationAction<SyncUpDetail.Destination.Action>> { at(SyncUpDetail.Action.destination) { if case .destination(let v) = $0 { v } else { nil } } }
  /// The edit sheet's "Done": `\.doneEditingButtonTapped`.
  public var doneEditingButtonTapped: Case<Root, Void> { at(.doneEditingButtonTapped) { if case .doneEditingButtonTapped = $0 { () } else { nil } } }
  /// The "Edit" tap: `\.editButtonTapped`.
  public var editButtonTapped: Case<Root, Void> { at(.editButtonTapped) { if case .editButtonTapped = $0 { () } else { nil } } }
  /// The "Start Meeting" tap: `\.startMeetingButtonTapped`.
  public var startMeetingButtonTapped: Case<Root, Void> { at(.startMeetingButtonTapped) { if case .startMeetingButtonTapped = $0 { () } else { nil } } }
}

extension Case where Value: CasePathable<SyncUpDetail.Action.Delegate> {
  /// The request to start a meeting: `\.startMeeting`.
  public var startMeeting: Case<Root, Shared<SyncUp>> { at(SyncUpDetail.Action.Delegate.startMeeting) { if case .startMeeting(let v) = $0 { v } else { nil } } }
}
