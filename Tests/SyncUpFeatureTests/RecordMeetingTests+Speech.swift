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

/// What the recognizer is asked for and what it answers, before a meeting starts.
struct Authorization: Sendable, CustomTestStringConvertible {
  let status: SpeechClient.AuthorizationStatus
  /// What asking answers, when the user was never asked.
  let answer: SpeechClient.AuthorizationStatus?
  let records: Bool

  var testDescription: String { "\(status)" + (answer.map { " → \($0)" } ?? "") }

  static let all = [
    Authorization(status: .authorized, answer: nil, records: true),
    Authorization(status: .denied, answer: nil, records: false),
    Authorization(status: .restricted, answer: nil, records: false),
    Authorization(status: .notDetermined, answer: .authorized, records: true),
    Authorization(status: .notDetermined, answer: .denied, records: false),
    Authorization(status: .notDetermined, answer: .restricted, records: false),
  ]
}

extension RecordMeetingTests {
  @Test(arguments: Authorization.all)
  func onlyAnAuthorizedMeetingIsRecorded(authorization: Authorization) async {
    let started = LockIsolated(false)
    let asked = LockIsolated(false)
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .sixSeconds))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.speechClient = .hearing([.completedProject])
      $0.speechClient.authorizationStatus = { authorization.status }
      $0.speechClient.requestAuthorization = {
        asked.setValue(true)
        return authorization.answer ?? authorization.status
      }
      let hearing = $0.speechClient.startTask
      $0.speechClient.startTask = { request in
        started.setValue(true)
        return await hearing(request)
      }
    }

    let task = await store.send(.onTask)
    if authorization.records {
      await store.receive(\.speechResult, .completedProject) {
        $0.transcript = "I completed the project"
      }
    }
    // The timer runs either way.
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTick) { $0.secondsElapsed = 1 }
    #expect(started.value == authorization.records)
    #expect(asked.value == (authorization.status == .notDetermined))
    await task.cancel()
  }

  @Test func growingPartialResultsReplaceTheTranscript() async {
    let partial = SpeechRecognitionResult(
      bestTranscription: Transcription(formattedString: "I completed"), isFinal: false)
    let store = TestStore(initialState: RecordMeeting.State(syncUp: Shared(value: .sixSeconds))) {
      RecordMeeting()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.speechClient = .hearing([partial, .completedProject])
    }

    let task = await store.send(.onTask)
    await store.receive(\.speechResult, partial) { $0.transcript = "I completed" }
    // The recognizer's best transcription so far, not what it said before and then that.
    await store.receive(\.speechResult, .completedProject) {
      $0.transcript = "I completed the project"
    }
    await task.cancel()
  }

  @Test func savingFromTheAlertKeepsWhatWasHeard() async {
    let store = TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(value: .mock), transcript: "So far, so good")
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.date.now = .meetingEnd
      $0.uuid = .incrementing
    }

    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: "So far, so good"),
          at: 0)
      }
    }
    #expect(store.isDismissed)
  }

  @Test func savingAfterTheRecognizerFailedKeepsWhatWasHeardAndMarksTheFailure() async {
    let store = TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(value: .mock), transcript: "So far")
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.date.now = .meetingEnd
      $0.uuid = .incrementing
    }

    await store.send(.speechFailure) {
      $0.transcript = "So far ❌"
      $0.alert = .speechRecognizerFailed
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.endMeetingButtonTapped) { $0.alert = .endMeeting(isDiscardable: true) }
    await store.send(\.alert.confirmSave) {
      $0.alert = nil
      $0.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: "So far ❌"), at: 0)
      }
    }
  }

  @Test func theNaturalEndSavesWhatWasHeard() async {
    let store = TestStore(
      initialState: RecordMeeting.State(
        secondsElapsed: 5, speakerIndex: 2, syncUp: Shared(value: .sixSeconds),
        transcript: "Almost done")
    ) {
      RecordMeeting()
    } withDependencies: {
      $0.date.now = .meetingEnd
      $0.uuid = .incrementing
    }

    await store.send(.timerTick) {
      $0.secondsElapsed = 6
      $0.$syncUp.withLock {
        $0.meetings.insert(
          Meeting(id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: "Almost done"), at: 0)
      }
    }
    #expect(store.isDismissed)
  }
}
