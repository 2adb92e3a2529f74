import Foundation
import Reducers

extension AppFeature {
  /// The steps a person can take on the screen on top of `state` with its own buttons and
  /// rows.
  ///
  /// What the navigation explorer walks the app with (`explore(actions:)` in NavTestKit): a
  /// row pushes its sync-up's screen with the id the store hands out next. The navigation the
  /// state declares — "back" (a pop), closing a sheet, the buttons of an alert — the explorer
  /// offers by itself, so it is not listed here.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The actions, in the order the screen shows them.
  public static func screenActions(_ state: State) -> [Action] {
    guard let id = state.path.ids.last, let top = state.path.elements.last else {
      return listActions(state)
    }
    switch top {
    case .detail(let detail):
      func send(_ action: SyncUpDetail.Action) -> AppFeature.Action {
        .path(.element(id: id, action: .detail(action)))
      }
      switch detail.destination {
      case .alert:
        // Its buttons and its dismissal are the explorer's own.
        return []
      case .edit(let form):
        return [
          send(.doneEditingButtonTapped), send(.cancelEditButtonTapped),
          send(.destination(.presented(.edit(.addAttendeeButtonTapped)))),
        ]
          + (form.syncUp.attendees.isEmpty
            ? [] : [send(.destination(.presented(.edit(.deleteAttendees(atOffsets: [0])))))])
      case nil:
        let pushMeeting = detail.syncUp.meetings.first.map { meeting in
          AppFeature.Action.path(
            .push(id: nextID(state), state: .meeting(meeting, syncUp: detail.syncUp)))
        }
        return [
          send(.editButtonTapped), send(.deleteButtonTapped), send(.startMeetingButtonTapped),
        ]
          + (pushMeeting.map { [$0] } ?? [])
      }
    case .meeting:
      return []
    case .record(let record):
      func send(_ action: RecordMeeting.Action) -> AppFeature.Action {
        .path(.element(id: id, action: .record(action)))
      }
      if record.alert != nil { return [] }
      // Its timer starts by itself as it appears (`screenAppearing(_:)`), not by a button.
      return [send(.nextButtonTapped), send(.endMeetingButtonTapped)]
    }
  }

  /// What the screen on top of `state` sends by itself when it appears: the meeting screen's
  /// `onTask`, which starts its timer and its speech recognition.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The actions, in the order the screen sends them.
  public static func screenAppearing(_ state: State) -> [Action] {
    // The meeting screen itself, not an alert that came on top of it.
    guard let id = state.path.ids.last, case .record(let record) = state.path.elements.last,
      record.alert == nil
    else { return [] }
    return [.path(.element(id: id, action: .record(.onTask)))]
  }

  private static func listActions(_ state: State) -> [Action] {
    let list = state.syncUpsList
    if list.destination != nil {
      return [
        .syncUpsList(.confirmAddSyncUpButtonTapped), .syncUpsList(.dismissAddSyncUpButtonTapped),
      ]
    }
    let rows = list.syncUps.compactMap { syncUp -> AppFeature.Action? in
      guard let shared = Shared(list.$syncUps[id: syncUp.id]) else { return nil }
      return .path(.push(id: nextID(state), state: .detail(SyncUpDetail.State(syncUp: shared))))
    }
    return [.syncUpsList(.addSyncUpButtonTapped)] + rows
      + (list.syncUps.isEmpty ? [] : [.syncUpsList(.deleteSyncUps(atOffsets: [0]))])
  }

  /// The id a push takes: one past the top element's, as a store hands them out.
  private static func nextID(_ state: State) -> StackElementID {
    StackElementID(generation: (state.path.ids.last?.generation ?? -1) + 1)
  }
}
