import Foundation
import Reducers

/// The list of sync-ups: the app's root screen, where sync-ups are added and deleted.
///
/// "+" presents a ``SyncUpForm`` in a sheet; "Add" saves the new sync-up to the persisted
/// `@Shared(.syncUps)` list, without blank attendees.
public struct SyncUpsList: Reducer, Sendable {
  /// What the list presents: the new sync-up sheet.
  public enum Destination: CaseReducer, Sendable {
    /// The "New sync-up" sheet.
    case add(SyncUpForm)
  }

  /// The sync-ups, and the sheet presented over them.
  public struct State: Equatable, Sendable {
    /// The presented sheet, if any.
    @Presents public var destination: Destination.State?
    /// Every sync-up, persisted.
    @Shared(.syncUps) public var syncUps

    /// Creates the list, reading the sync-ups from shared storage.
    ///
    /// - Parameter destination: The presented sheet.
    public init(destination: Destination.State? = nil) {
      self.destination = destination
    }
  }

  /// What the user does on the list.
  public enum Action: Equatable, Sendable, CasePathable {
    /// The user tapped "+".
    case addSyncUpButtonTapped
    /// The user tapped "Add" on the "New sync-up" sheet.
    case confirmAddSyncUpButtonTapped
    /// The user deleted sync-ups.
    case deleteSyncUps(atOffsets: IndexSet)
    /// An action of the presented sheet.
    case destination(PresentationAction<Destination.Action>)
    /// The user tapped "Dismiss" on the "New sync-up" sheet.
    case dismissAddSyncUpButtonTapped
  }

  @Dependency(\.uuid) var uuid

  /// Creates the list's reducer.
  public init() {}

  /// Presents the form, saves or discards the new sync-up, and deletes sync-ups.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid()))))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard let form = state.destination?.add else { return .none }
        var syncUp = form.syncUp
        syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if syncUp.attendees.isEmpty {
          syncUp.attendees.append(
            form.syncUp.attendees.first ?? Attendee(id: Attendee.ID(uuid())))
        }
        state.$syncUps.withLock { $0.append(syncUp) }
        state.destination = nil
        return .none

      case .deleteSyncUps(let indices):
        state.$syncUps.withLock { _ = $0.remove(atOffsets: indices, naming: "sync-ups") }
        return .none

      case .destination:
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.destination = nil
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpsList.Destination.State: Equatable {}
extension SyncUpsList.Destination.Action: Equatable {}
