import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

/// A meeting recorded from a pushed detail lands in the app's list of sync-ups: the detail
/// hands the record screen the list's own sync-up, not a copy that equals it.
extension AppFeatureTests {
  /// A list of three whose middle one, the sync-up under test, lasts six seconds.
  func threeSyncUps() -> IdentifiedArrayOf<SyncUp> {
    var middle = SyncUp.sixSeconds
    middle.meetings = []
    return [.engineeringMock, middle, .productMock]
  }

  func recordingStore(
    detailOf syncUp: Shared<SyncUp>, speech: SpeechClient
  ) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp))]))
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.date.now = .meetingEnd
      $0.speechClient = speech
      $0.uuid = .incrementing
    }
  }

  @Test func aMeetingRecordedFromAPushedDetailIsSavedInTheList() async throws {
    @Shared(.syncUps) var syncUps = threeSyncUps()
    let before = syncUps
    let syncUp = try #require(Shared($syncUps[id: before[1].id]))
    let store = recordingStore(detailOf: syncUp, speech: .hearing([.completedProject]))

    // What the screens do is covered elsewhere; this follows the meeting into the list.
    store.exhaustivity = .off
    do {
      await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
      await store.receive(\.path[id: 0].detail.delegate.startMeeting)
      #expect(store.state.path.ids == [0, 1])
      await store.send(\.path[id: 1].record.onTask)
      await store.skipReceivedActions(strict: false)
    }
    await store.finish()
    #expect(store.state.path.ids == [0], "the record screen pops at the end of the meeting")
    // Read back from the list, not from the screen: a copy would have kept the meeting.
    #expect(
      syncUps[1].meetings == [
        Meeting(id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: "I completed the project")
      ])
    #expect(syncUps[0] == before[0])
    #expect(syncUps[2] == before[2])
  }

  @Test func aMeetingContinuedWithoutRecordingIsSavedInTheList() async throws {
    @Shared(.syncUps) var syncUps = threeSyncUps()
    let before = syncUps
    let syncUp = try #require(Shared($syncUps[id: before[1].id]))
    var speech = SpeechClient.hearing([])
    speech.authorizationStatus = { .denied }
    let store = recordingStore(detailOf: syncUp, speech: speech)

    // What the screens do is covered elsewhere; this follows the meeting into the list.
    store.exhaustivity = .off
    do {
      await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
      await store.send(\.path[id: 0].detail.destination.alert.continueWithoutRecording)
      await store.receive(\.path[id: 0].detail.delegate.startMeeting)
      #expect(store.state.path.ids == [0, 1])
      await store.send(\.path[id: 1].record.onTask)
      await store.skipReceivedActions(strict: false)
    }
    await store.finish()
    #expect(
      syncUps[1].meetings == [Meeting(id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: "")])
    #expect(syncUps[0] == before[0])
    #expect(syncUps[2] == before[2])
  }

  @Test func theRecordScreenThePathPushesSharesTheDetailsSyncUp() async throws {
    @Shared(.syncUps) var syncUps = threeSyncUps()
    let syncUp = try #require(Shared($syncUps[id: syncUps[1].id]))
    let store = recordingStore(detailOf: syncUp, speech: .hearing([]))
    store.exhaustivity = .off
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting)
    let record = try #require(store.state.path[id: 1]?.record)
    // A write through the pushed screen's reference shows in the list and on the detail.
    record.$syncUp.withLock { $0.title = "Renamed" }
    #expect(syncUps[1].title == "Renamed")
    #expect(store.state.path[id: 0]?.detail?.syncUp.title == "Renamed")
    await store.skipInFlightEffects(strict: false)
  }
}
