import Foundation
import Reducers

extension Case where Value: CasePathable<SyncUpsList.Destination.State> {
  /// The "New sync-up" sheet: `\.add`.
  public var add: Case<Root, SyncUpForm.State> { at(SyncUpsList.Destination.State.add) { if case .add(let v) = $0 { v } else { nil } } }
}

extension Case where Value: CasePathable<SyncUpsList.Destination.Action> {
  /// An action of the "New sync-up" sheet: `\.add`.
  public var add: Case<Root, SyncUpForm.Action> { at(SyncUpsList.Destination.Action.add) { if case .add(let v) = $0 { v } else { nil } } }
}

extension Case where Value: CasePathable<SyncUpsList.Action> {
  /// The "+" tap: `\.addSyncUpButtonTapped`.
  public var addSyncUpButtonTapped: Case<Root, Void> { at(.addSyncUpButtonTapped) { if case .addSyncUpButtonTapped = $0 { () } else { nil } } }
  /// The "Add" tap: `\.confirmAddSyncUpButtonTapped`.
  public var confirmAddSyncUpButtonTapped: Case<Root, Void> { at(.confirmAddSyncUpButtonTapped) { if case .confirmAddSyncUpButtonTapped = $0 { () } else { nil } } }
  /// The deletion of sync-ups: `\.deleteSyncUps`.
  public var deleteSyncUps: Case<Root, IndexSet> { at(SyncUpsList.Action.deleteSyncUps) { if case .deleteSyncUps(let v) = $0 { v } else { nil } } }
  /// An action of the presented sheet: `\.destination`.
  public var destination: Case<Root, PresentationAction<SyncUpsList.Destination.Action>> { at(SyncUpsList.Action.destination) { if case .destination(let v) = $0 { v } else { nil } } }
  /// The "Dismiss" tap: `\.dismissAddSyncUpButtonTapped`.
  public var dismissAddSyncUpButtonTapped: Case<Root, Void> { at(.dismissAddSyncUpButtonTapped) { if case .dismissAddSyncUpButtonTapped = $0 { () } else { nil } } }
}
