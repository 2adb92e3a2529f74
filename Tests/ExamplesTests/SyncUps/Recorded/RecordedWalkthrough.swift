// A session of the terminal Sync-ups app, recorded with `sync-ups --record-test` as an
// exhaustive test of AppFeature: it passes while the app does what it did then.

import Foundation
import NavTestKit
import SyncUpFeatures
import SyncUpsTerminal
import Testing

@MainActor @Test func recordedWalkthrough() async {
  let clock = TestClock()
  let start = clock.now
  let startDate = Date(timeIntervalSince1970: 1740992400.0)
  let speech = TerminalSpeech()
  let store = TestStore(initialState: AppFeature.State()) {
    AppFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.date = DateGenerator {
      startDate.addingTimeInterval(start.duration(to: clock.now) / .seconds(1))
    }
    $0.uuid = .incrementing
    $0.speechClient = speech.client
    $0.openSettings = { speech.resetPermission() }
  }
  await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
    $0.syncUpsList.destination = .add(
      SyncUpForm.State(
        focus: .title,
        syncUp: SyncUp(
          id: SyncUp.ID(UUID(0)),
          attendees: [Attendee(id: Attendee.ID(UUID(1)), name: "")],
          duration: .seconds(300),
          meetings: [],
          theme: .bubblegum,
          title: ""
        )
      )
    )
  }
  await store.send(
    .syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Design"))))))
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.title = "Design"
    }
  }
  await store.send(
    .syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.duration, .seconds(60)))))))
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.duration = .seconds(60)
    }
  }
  await store.send(
    .syncUpsList(
      .destination(
        .presented(
          .add(
            .binding(.set(\.syncUp.attendees, [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")]))
          )
        )
      )
    )
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.attendees[0].name = "Blob"
    }
  }
  await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
    $0.syncUpsList.destination = nil
    $0.syncUpsList.$syncUps.withLock {
      $0 = [
        SyncUp(
          id: SyncUp.ID(UUID(0)),
          attendees: [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")],
          duration: .seconds(60),
          meetings: [],
          theme: .bubblegum,
          title: "Design"
        )
      ]
    }
  }
  await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
    $0.syncUpsList.destination = .add(
      SyncUpForm.State(
        focus: .title,
        syncUp: SyncUp(
          id: SyncUp.ID(UUID(2)),
          attendees: [Attendee(id: Attendee.ID(UUID(3)), name: "")],
          duration: .seconds(300),
          meetings: [],
          theme: .bubblegum,
          title: ""
        )
      )
    )
  }
  await store.send(
    .syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Engineering"))))))
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.title = "Engineering"
    }
  }
  await store.send(
    .syncUpsList(
      .destination(
        .presented(
          .add(
            .binding(
              .set(\.syncUp.attendees, [Attendee(id: Attendee.ID(UUID(3)), name: "Blob Jr")])
            )
          )
        )
      )
    )
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.attendees[0].name = "Blob Jr"
    }
  }
  await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
    $0.syncUpsList.destination = nil
    $0.syncUpsList.$syncUps.withLock {
      $0 = [
        SyncUp(
          id: SyncUp.ID(UUID(0)),
          attendees: [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")],
          duration: .seconds(60),
          meetings: [],
          theme: .bubblegum,
          title: "Design"
        ),
        SyncUp(
          id: SyncUp.ID(UUID(2)),
          attendees: [Attendee(id: Attendee.ID(UUID(3)), name: "Blob Jr")],
          duration: .seconds(300),
          meetings: [],
          theme: .bubblegum,
          title: "Engineering"
        ),
      ]
    }
  }
  await store.send(
    .path(
      .push(
        id: 0,
        state: .detail(
          SyncUpDetail.State(
            destination: nil,
            syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(2))])!
          )
        )
      )
    )
  ) {
    $0.path[id: 0] = .detail(
      SyncUpDetail.State(
        destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(2))])!
      )
    )
  }
  await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
    $0.path[id: 0]?.modify(\.detail) {
      $0.destination = .edit(
        SyncUpForm.State(
          focus: .title,
          syncUp: SyncUp(
            id: SyncUp.ID(UUID(2)),
            attendees: [Attendee(id: Attendee.ID(UUID(3)), name: "Blob Jr")],
            duration: .seconds(300),
            meetings: [],
            theme: .bubblegum,
            title: "Engineering"
          )
        )
      )
    }
  }
  await store.send(
    .path(
      .element(
        id: 0,
        action: .detail(
          .destination(.presented(.edit(.binding(.set(\.syncUp.title, "Engineering team")))))
        )
      )
    )
  ) {
    $0.path[id: 0]?.modify(\.detail) {
      $0.destination?.modify(\.edit) {
        $0.syncUp.title = "Engineering team"
      }
    }
  }
  await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
    $0.path[id: 0]?.modify(\.detail) {
      $0.destination = nil
    }
    $0.syncUpsList.$syncUps.withLock {
      $0[1].title = "Engineering team"
    }
  }
  await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
  await store.receive(
    \.path[id: 0].detail.delegate.startMeeting, store.state.path[id: 0]![case: \.detail]!.$syncUp
  ) {
    $0.path[id: 1] = .record(
      RecordMeeting.State(
        alert: nil,
        secondsElapsed: 0,
        speakerIndex: 0,
        syncUp: store.state.path[id: 0]![case: \.detail]!.$syncUp,
        transcript: ""
      )
    )
  }
  await store.send(.path(.element(id: 1, action: .record(.onTask))))
  #expect(speech.answer(allowed: true))
  store.runEffects()
  #expect(speech.hear("Search ships today."))
  await store.receive(
    \.path[id: 1].record.speechResult,
    SpeechRecognitionResult(
      bestTranscription: Transcription(formattedString: "Search ships today."), isFinal: false
    )
  ) {
    $0.path[id: 1]?.modify(\.record) {
      $0.transcript = "Search ships today."
    }
  }
  await clock.advance(by: .seconds(3))
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 1
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 2
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 3
    }
  }
  await store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped)))) {
    $0.path[id: 1]?.modify(\.record) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
  }
  await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmSave)))))) {
    $0.path[id: 1]?.modify(\.record) {
      $0.alert = nil
    }
    $0.syncUpsList.$syncUps.withLock {
      $0[1].meetings = [
        Meeting(
          id: Meeting.ID(UUID(4)),
          date: Date(timeIntervalSince1970: 1740992403.0),
          transcript: "Search ships today."
        )
      ]
    }
  }
  await store.receive(\.path.popFrom, 1) {
    $0.path.pop(from: 1)
  }
  await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
  await store.receive(
    \.path[id: 0].detail.delegate.startMeeting, store.state.path[id: 0]![case: \.detail]!.$syncUp
  ) {
    $0.path[id: 2] = .record(
      RecordMeeting.State(
        alert: nil,
        secondsElapsed: 0,
        speakerIndex: 0,
        syncUp: store.state.path[id: 0]![case: \.detail]!.$syncUp,
        transcript: ""
      )
    )
  }
  await store.send(.path(.element(id: 2, action: .record(.onTask))))
  #expect(speech.hear("Design reviews move to Thursday."))
  await store.receive(
    \.path[id: 2].record.speechResult,
    SpeechRecognitionResult(
      bestTranscription: Transcription(formattedString: "Design reviews move to Thursday."),
      isFinal: false
    )
  ) {
    $0.path[id: 2]?.modify(\.record) {
      $0.transcript = "Design reviews move to Thursday."
    }
  }
  await clock.advance(by: .seconds(2))
  await store.receive(\.path[id: 2].record.timerTick) {
    $0.path[id: 2]?.modify(\.record) {
      $0.secondsElapsed = 1
    }
  }
  await store.receive(\.path[id: 2].record.timerTick) {
    $0.path[id: 2]?.modify(\.record) {
      $0.secondsElapsed = 2
    }
  }
  await store.send(.path(.element(id: 2, action: .record(.endMeetingButtonTapped)))) {
    $0.path[id: 2]?.modify(\.record) {
      $0.alert = .endMeeting(isDiscardable: true)
    }
  }
  await store.send(.path(.element(id: 2, action: .record(.alert(.presented(.confirmSave)))))) {
    $0.path[id: 2]?.modify(\.record) {
      $0.alert = nil
    }
    $0.syncUpsList.$syncUps.withLock {
      $0[1].meetings = [
        Meeting(
          id: Meeting.ID(UUID(5)),
          date: Date(timeIntervalSince1970: 1740992405.0),
          transcript: "Design reviews move to Thursday."
        ),
        Meeting(
          id: Meeting.ID(UUID(4)),
          date: Date(timeIntervalSince1970: 1740992403.0),
          transcript: "Search ships today."
        ),
      ]
    }
  }
  await store.receive(\.path.popFrom, 2) {
    $0.path.pop(from: 2)
  }
  await store.send(.path(.popFrom(id: 0))) {
    $0.path.pop(from: 0)
  }
  await store.send(
    .path(
      .push(
        id: 3,
        state: .detail(
          SyncUpDetail.State(
            destination: nil,
            syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(0))])!
          )
        )
      )
    )
  ) {
    $0.path[id: 3] = .detail(
      SyncUpDetail.State(
        destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(0))])!
      )
    )
  }
  await store.send(.path(.element(id: 3, action: .detail(.deleteButtonTapped)))) {
    $0.path[id: 3]?.modify(\.detail) {
      $0.destination = .alert(.deleteSyncUp)
    }
  }
  await store.send(
    .path(.element(id: 3, action: .detail(.destination(.presented(.alert(.confirmDeletion))))))
  ) {
    $0.path[id: 3]?.modify(\.detail) {
      $0.destination = nil
    }
    $0.syncUpsList.$syncUps.withLock {
      $0 = [
        SyncUp(
          id: SyncUp.ID(UUID(2)),
          attendees: [Attendee(id: Attendee.ID(UUID(3)), name: "Blob Jr")],
          duration: .seconds(300),
          meetings: [
            Meeting(
              id: Meeting.ID(UUID(5)),
              date: Date(timeIntervalSince1970: 1740992405.0),
              transcript: "Design reviews move to Thursday."
            ),
            Meeting(
              id: Meeting.ID(UUID(4)),
              date: Date(timeIntervalSince1970: 1740992403.0),
              transcript: "Search ships today."
            ),
          ],
          theme: .bubblegum,
          title: "Engineering team"
        )
      ]
    }
  }
  await store.receive(\.path.popFrom, 3) {
    $0.path.pop(from: 3)
  }
}
