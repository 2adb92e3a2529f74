import Foundation
import Reducers

extension AppFeature {
  /// The steps a person can take on the screen on top of `state`: its buttons, its rows and its
  /// "back", as the terminal app offers them.
  ///
  /// What the navigation explorer walks the app with (`explore(actions:)` in NavTestKit): a
  /// row pushes its sync-up's screen with the id the store hands out next, an alert offers each
  /// of its buttons and its dismissal.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The actions, in the order the screen shows them.
  public static func screenActions(_ state: State) -> [Action] {
    guard let id = state.path.ids.last, let top = state.path.elements.last else {
      return listActions(state)
    }
    let back = AppFeature.Action.path(.popFrom(id: id))
    switch top {
    case .detail(let detail):
      func send(_ action: SyncUpDetail.Action) -> AppFeature.Action {
        .path(.element(id: id, action: .detail(action)))
      }
      switch detail.destination {
      case .alert(let alert):
        // Every button of the alert, and its dismissal.
        return alert.buttons.compactMap {
          $0.action.map { send(.destination(.presented(.alert($0)))) }
        }
          + [send(.destination(.dismiss))]
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
          + (pushMeeting.map { [$0] } ?? []) + [back]
      }
    case .meeting:
      return [back]
    case .record(let record):
      func send(_ action: RecordMeeting.Action) -> AppFeature.Action {
        .path(.element(id: id, action: .record(action)))
      }
      if let alert = record.alert {
        return alert.buttons.compactMap { $0.action.map { send(.alert(.presented($0))) } }
          + [send(.alert(.dismiss))]
      }
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
