import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

/// The navigation the app's state declares and no button of its own takes: closing a sheet with
/// a swipe, going back one screen or to the list from a meeting, and the last speaker's "End
/// meeting?". The explorer offers these by itself; navigation coverage found them reached by no
/// test.
extension AppFeatureTests {
  @Test func swipingAwayTheAddSheetAddsNothing() async {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let form = SyncUpForm.State(
      syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))]))

    await store.send(\.syncUpsList.addSyncUpButtonTapped) {
      $0.syncUpsList.destination = .add(form)
    }
    await store.send(.syncUpsList(.destination(.dismiss))) {
      $0.syncUpsList.destination = nil
    }
    #expect(syncUps == [.mock])
  }

  @Test func swipingAwayTheEditSheetKeepsTheSyncUp() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))]))
    ) {
      AppFeature()
    }

    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.detail?.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    var edited = SyncUp.mock
    edited.title = "Blob"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, edited) {
      $0.path[id: 0]?.detail?.destination?.edit?.syncUp.title = "Blob"
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.dismiss))))) {
      $0.path[id: 0]?.detail?.destination = nil
    }
    // The edit is thrown away with the sheet.
    #expect(syncUps == [.mock])
  }

  /// The app recording a meeting of the design sync-up, its timer started, speech denied.
  private func runningMeeting(_ clock: TestClock<Duration>) async -> TestStoreOf<AppFeature> {
    let syncUp = Shared(value: SyncUp.mock)
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(SyncUpDetail.State(syncUp: syncUp)),
          .record(RecordMeeting.State(syncUp: syncUp)),
        ])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .denied }
    }
    await store.send(\.path[id: 1].record.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.record?.secondsElapsed = 1
    }
    return store
  }

  /// Back from a running meeting: the record screen goes, and its timer with it (a tick
  /// after it would fail the test as an action not received, a timer still running as an
  /// effect that outlived the test).
  @Test func backFromARunningMeetingStopsItsTimer() async {
    let clock = TestClock()
    let store = await runningMeeting(clock)

    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    await clock.advance(by: .seconds(5))
    #expect(store.state.path.ids == [0])
  }

  @Test func backToTheListFromARunningMeetingStopsItsTimer() async {
    let clock = TestClock()
    let store = await runningMeeting(clock)

    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    await clock.advance(by: .seconds(5))
    #expect(store.state.path.isEmpty)
  }

  @Test func backToTheListFromAPastMeeting() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let meeting = SyncUp.mock.meetings[0]
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(SyncUpDetail.State(syncUp: sharedSyncUp)), .meeting(meeting, syncUp: .mock),
        ]))
    ) {
      AppFeature()
    }

    await store.send(.path(.popFrom(id: 0))) {
      $0.path.pop(from: 0)
    }
    #expect(store.state.path.isEmpty)
  }

  /// The app at the last speaker of the design sync-up's meeting, "End meeting?" up.
  private func lastSpeakerAsking() async -> (TestStoreOf<AppFeature>, Shared<SyncUp>) {
    let syncUp = Shared(value: SyncUp.mock)
    var record = RecordMeeting.State(syncUp: syncUp)
    record.speakerIndex = SyncUp.mock.attendees.count - 1
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp)), .record(record)]))
    ) {
      AppFeature()
    } withDependencies: {
      $0.date.now = .meetingEnd
      $0.uuid = .incrementing
    }
    await store.send(\.path[id: 1].record.nextButtonTapped) {
      $0.path[id: 1]?.record?.alert = .endMeeting(isDiscardable: false)
    }
    return (store, syncUp)
  }

  @Test func savingAtTheLastSpeakerPopsTheRecordScreen() async {
    let (store, syncUp) = await lastSpeakerAsking()

    await store.send(\.path[id: 1].record.alert.confirmSave) {
      $0.path[id: 1]?.record?.alert = nil
      $0.path[id: 1]?.record?.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: ""), at: 0)
      }
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    #expect(syncUp.wrappedValue.meetings.count == SyncUp.mock.meetings.count + 1)
  }

  @Test func dismissingTheLastSpeakersAlertGoesBackToTheMeeting() async {
    let (store, syncUp) = await lastSpeakerAsking()

    await store.send(.path(.element(id: 1, action: .record(.alert(.dismiss))))) {
      $0.path[id: 1]?.record?.alert = nil
    }
    #expect(store.state.path.ids == [0, 1])
    #expect(syncUp.wrappedValue.meetings == SyncUp.mock.meetings)
  }
}
