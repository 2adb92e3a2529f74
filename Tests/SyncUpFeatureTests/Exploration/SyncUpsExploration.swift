import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures

/// What a person can do on each screen of the Sync-ups app, for the explorer: the buttons,
/// rows and "back" of the screen on top, as the terminal app offers them.
enum SyncUpsExploration {
  /// How far one "time passes" step moves the clock: three steps end a one-minute meeting of
  /// six attendees in turns of ten seconds, so a meeting can also end on its own.
  static let timeStep = Duration.seconds(30)

  /// The app with the design sync-up in the list (six attendees, one minute, one past meeting),
  /// seeded in the shared storage of the run that builds it.
  static func initialState() -> AppFeature.State {
    let state = AppFeature.State()
    state.syncUpsList.$syncUps.withLock { $0 = [.mock] }
    return state
  }

  /// The dependencies of every run: ids and dates that do not depend on the machine, and a
  /// speech recogniser that is allowed and hears nothing.
  static func prepare(_ dependencies: inout DependencyValues) {
    dependencies.uuid = .incrementing
    dependencies.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    dependencies.speechClient = SpeechClient(
      authorizationStatus: { .authorized }, requestAuthorization: { .authorized })
    dependencies.openSettings = {}
  }

  /// The steps a person can take on the screen on top.
  static func actions(_ state: AppFeature.State) -> [AppFeature.Action] {
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
        return alert.buttons.compactMap { $0.action.map { send(.destination(.presented(.alert($0)))) } }
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
        return [send(.editButtonTapped), send(.deleteButtonTapped), send(.startMeetingButtonTapped)]
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
      // The screen starts its timer when it appears; then the buttons.
      return (record.secondsElapsed == 0 ? [send(.onTask)] : [])
        + [send(.nextButtonTapped), send(.endMeetingButtonTapped)]
    }
  }

  private static func listActions(_ state: AppFeature.State) -> [AppFeature.Action] {
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
  private static func nextID(_ state: AppFeature.State) -> StackElementID {
    StackElementID(generation: (state.path.ids.last?.generation ?? -1) + 1)
  }
}
