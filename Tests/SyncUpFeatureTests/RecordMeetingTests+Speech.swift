import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

extension RecordMeetingTests {
  @Test func continueAfterSpeechRecognitionFailure() async {
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .sixSeconds))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.date.now = .meetingEnd
      $0.speechClient = .hearing([.completedProject], thenFailing: true)
      $0.uuid = .incrementing
    }

    await store.send(.onTask)

    await store.receive(\.speechResult, .completedProject) {
      $0.transcript = "I completed the project"
    }
    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I completed the project ❌"
    }

    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }

    await clock.advance(by: .seconds(6))

    store.exhaustivity = .off(showSkippedAssertions: true)
    for _ in 1...6 {
      await store.receive(\.timerTick)
    }
    store.assert {
      $0.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(
            id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: "I completed the project ❌"),
          at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test func discardAfterSpeechRecognitionFailure() async {
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .mock))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.speechClient = .hearing([], thenFailing: true)
    }

    await store.send(.onTask)

    await store.receive(\.speechFailure) {
      $0.alert = .speechRecognizerFailed
    }

    await store.send(\.alert.confirmDiscard) {
      $0.alert = nil
    }
    #expect(store.isDismissed)
  }

  @Test func speechNotDeterminedAsksForPermission() async {
    let asked = LockIsolated(false)
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .sixSeconds))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.speechClient = .hearing([.completedProject])
      $0.speechClient.authorizationStatus = { .notDetermined }
      $0.speechClient.requestAuthorization = {
        asked.setValue(true)
        return .authorized
      }
    }

    let task = await store.send(.onTask)
    await store.receive(\.speechResult, .completedProject) {
      $0.transcript = "I completed the project"
    }
    #expect(asked.value)
    await task.cancel()
  }

  @Test func speechPermissionRefusedRunsTheMeetingUnrecorded() async {
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .sixSeconds))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.speechClient.authorizationStatus = { .notDetermined }
      $0.speechClient.requestAuthorization = { .denied }
    }

    let task = await store.send(.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 1
    }
    await task.cancel()
  }
}
