import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

extension AppFeatureTests {
  @Test func startMeetingPushesTheRecordScreen() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))]))
    ) {
      AppFeature()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .authorized }
    }

    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting, sharedSyncUp) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }
  }

  @Test func continueWithoutRecordingPushesTheRecordScreen() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))]))
    ) {
      AppFeature()
    } withDependencies: {
      $0.speechClient.authorizationStatus = { .denied }
    }

    await store.send(\.path[id: 0].detail.startMeetingButtonTapped) {
      $0.path[id: 0]?.detail?.destination = .alert(.speechRecognitionDenied)
    }
    await store.send(\.path[id: 0].detail.destination.alert.continueWithoutRecording) {
      $0.path[id: 0]?.detail?.destination = nil
    }
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: sharedSyncUp))
    }
  }

  @Test func meetingPushedFromTheDetail() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let meeting = SyncUp.mock.meetings[0]
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))]))
    ) {
      AppFeature()
    }

    await store.send(\.path.push, (id: 1, .meeting(meeting, syncUp: .mock))) {
      $0.path[id: 1] = .meeting(meeting, syncUp: .mock)
    }
    #expect(store.state.path[id: 1]?.meeting?.0 == meeting)
    #expect(store.state.path[id: 1]?.meeting?.syncUp == .mock)

    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func listShowsTheNewSyncUpAfterConfirm() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let form = SyncUpForm.State(
      syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))]))
    var syncUp = form.syncUp
    syncUp.title = "Engineering"
    syncUp.attendees[0].name = "Blob"

    await store.send(\.syncUpsList.addSyncUpButtonTapped) {
      $0.syncUpsList.destination = .add(form)
    }
    await store.send(\.syncUpsList.destination.add.binding.syncUp, syncUp) {
      $0.syncUpsList.destination?.add?.syncUp = syncUp
    }
    await store.send(\.syncUpsList.confirmAddSyncUpButtonTapped) {
      $0.syncUpsList.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [syncUp] }
    }
    #expect(store.state.syncUpsList.syncUps.map(\.title) == ["Engineering"])
  }

  @Test func recordScreenPoppedAtTheNaturalEnd() async {
    let clock = TestClock()
    let syncUp = Shared(value: SyncUp.sixSeconds)
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
      $0.date.now = .meetingEnd
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .denied }
      $0.uuid = .incrementing
    }

    await store.send(\.path[id: 1].record.onTask)
    await store.withExhaustivity(.off) {
      await clock.advance(by: .seconds(5))
      await store.skipReceivedActions()
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.record?.secondsElapsed = 6
      $0.path[id: 1]?.record?.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: ""), at: 0)
      }
    }
    await store.receive(\.path.popFrom, 1) {
      $0.path.pop(from: 1)
    }
    await store.finish()
  }

  @Test func poppingTheMiddleScreenKeepsTheBottomOne() async throws {
    @Shared(.syncUps) var syncUps = [.engineeringMock, .mock, .productMock]
    let bottom = try #require(Shared($syncUps[id: SyncUp.engineeringMock.id]))
    let middle = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let meeting = SyncUp.mock.meetings[0]
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(SyncUpDetail.State(syncUp: bottom)),
          .detail(SyncUpDetail.State(syncUp: middle)),
          .meeting(meeting, syncUp: .mock),
        ]))
    ) {
      AppFeature()
    }

    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
    #expect(store.state.path[id: 0]?.detail?.syncUp == .engineeringMock)
    #expect(syncUps == [.engineeringMock, .mock, .productMock])
  }
}
