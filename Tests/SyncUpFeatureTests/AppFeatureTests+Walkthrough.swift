import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

extension AppFeatureTests {
  /// A session through every screen, the way the terminal app drives it: by case key paths.
  @Test func walkthrough() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
      $0.uuid = .incrementing
    }

    // Start a new sync-up, empty its attendees, then think better of it.
    await store.send(\.syncUpsList.addSyncUpButtonTapped) {
      $0.syncUpsList.destination = .add(
        SyncUpForm.State(
          syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])))
    }
    await store.send(\.syncUpsList.destination.add.binding[\.syncUp.title], "Engineering") {
      $0.syncUpsList.destination?.add?.syncUp.title = "Engineering"
    }
    await store.send(\.syncUpsList.destination.add.deleteAttendees, [0]) {
      $0.syncUpsList.destination?.add?.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(2)))]
      $0.syncUpsList.destination?.add?.focus = .attendee(Attendee.ID(UUID(2)))
    }
    await store.send(\.syncUpsList.dismissAddSyncUpButtonTapped) {
      $0.syncUpsList.destination = nil
    }

    // Open the sync-up, edit and cancel, and delete its past meeting.
    let syncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: syncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.detail?.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    #expect(store.state.path[id: 0]?.detail?.destination?.alert == nil)
    await store.send(\.path[id: 0].detail.cancelEditButtonTapped) {
      $0.path[id: 0]?.detail?.destination = nil
    }
    await store.send(\.path[id: 0].detail.deleteMeetings, [0]) {
      $0.path[id: 0]?.detail?.$syncUp.withLock { $0.meetings = [] }
    }
    #expect(store.state.syncUpsList.syncUps[0].meetings == [])

    // Start a meeting, pass the turn once, end early and discard it.
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 1].record.nextButtonTapped) {
      $0.path[id: 1]?.record?.speakerIndex = 1
      $0.path[id: 1]?.record?.secondsElapsed = 10
    }
    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1]?.record?.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(\.path[id: 1].record.alert.confirmDiscard) {
      $0.path[id: 1]?.record?.alert = nil
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }

    // Go back to the list and delete the sync-up there.
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await store.send(\.syncUpsList.deleteSyncUps, [0]) {
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    #expect(syncUps == [])
  }
}
