import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

/// The alerts of the app's screens, through the whole app: each of their ways out. Navigation
/// coverage found these transitions reached by the explorer and by no test of the app.
extension AppFeatureTests {
  @Test func dismissingTheDeleteAlertKeepsTheSyncUp() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([.detail(SyncUpDetail.State(syncUp: sharedSyncUp))]))
    ) {
      AppFeature()
    }

    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.detail?.destination = .alert(.deleteSyncUp)
    }
    await store.send(.path(.element(id: 0, action: .detail(.destination(.dismiss))))) {
      $0.path[id: 0]?.detail?.destination = nil
    }
    #expect(syncUps == [.mock])
  }

  /// The app with the design sync-up's detail and its meeting pushed, at `record`.
  private func meetingStore(
    _ syncUp: Shared<SyncUp>, record: RecordMeeting.State? = nil
  ) -> TestStoreOf<AppFeature> {
    TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(SyncUpDetail.State(syncUp: syncUp)),
          .record(record ?? RecordMeeting.State(syncUp: syncUp)),
        ])
      )
    ) {
      AppFeature()
    } withDependencies: {
      $0.date.now = .meetingEnd
      $0.uuid = .incrementing
    }
  }

  @Test func endingAMeetingAndSavingItPopsTheRecordScreen() async {
    let syncUp = Shared(value: SyncUp.mock)
    let store = meetingStore(syncUp)

    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1]?.record?.alert = .endMeeting(isDiscardable: true)
    }
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

  @Test func dismissingTheEndMeetingAlertGoesBackToTheMeeting() async {
    let syncUp = Shared(value: SyncUp.mock)
    let store = meetingStore(syncUp)

    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1]?.record?.alert = .endMeeting(isDiscardable: true)
    }
    await store.send(.path(.element(id: 1, action: .record(.alert(.dismiss))))) {
      $0.path[id: 1]?.record?.alert = nil
    }
    #expect(store.state.path.ids == [0, 1])
  }

  /// "Next" on the last speaker asks to end the meeting, with no way to discard it.
  @Test func nextOnTheLastSpeakerAsksToEndTheMeeting() async {
    let syncUp = Shared(value: SyncUp.mock)
    let lastSpeaker = SyncUp.mock.attendees.count - 1
    var record = RecordMeeting.State(syncUp: syncUp)
    record.speakerIndex = lastSpeaker
    let store = meetingStore(syncUp, record: record)

    await store.send(\.path[id: 1].record.nextButtonTapped) {
      $0.path[id: 1]?.record?.alert = .endMeeting(isDiscardable: false)
    }
    #expect(store.state.path[id: 1]?.record?.speakerIndex == lastSpeaker)
  }
}
