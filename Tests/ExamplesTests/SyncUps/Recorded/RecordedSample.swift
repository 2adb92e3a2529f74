// A session of the terminal Sync-ups app, recorded with `sync-ups --record-test` as an
// exhaustive test of AppFeature: it passes while the app does what it did then.

import Foundation
import NavTestKit
import SyncUpFeatures
import SyncUpsTerminal
import Testing

@MainActor @Test func recordedSample() async {
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
    .syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Engineering"))))))
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.title = "Engineering"
    }
  }
  await store.send(
    .syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.duration, .seconds(120)))))))
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.duration = .seconds(120)
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
  await store.send(.syncUpsList(.destination(.presented(.add(.addAttendeeButtonTapped))))) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.focus = .attendee(Attendee.ID(UUID(2)))
      $0.syncUp.attendees = [
        Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
        Attendee(id: Attendee.ID(UUID(2)), name: ""),
      ]
    }
  }
  await store.send(
    .syncUpsList(
      .destination(
        .presented(
          .add(
            .binding(
              .set(
                \.syncUp.attendees,
                [
                  Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
                  Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr"),
                ]
              )
            )
          )
        )
      )
    )
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.attendees[1].name = "Blob Jr"
    }
  }
  await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
    $0.syncUpsList.destination = nil
    $0.syncUpsList.$syncUps.withLock {
      $0 = [
        SyncUp(
          id: SyncUp.ID(UUID(0)),
          attendees: [
            Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
            Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr"),
          ],
          duration: .seconds(120),
          meetings: [],
          theme: .bubblegum,
          title: "Engineering"
        )
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
            syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(0))])!
          )
        )
      )
    )
  ) {
    $0.path[id: 0] = .detail(
      SyncUpDetail.State(
        destination: nil, syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(0))])!
      )
    )
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
  #expect(speech.hear("I finished the release notes."))
  await store.receive(
    \.path[id: 1].record.speechResult,
    SpeechRecognitionResult(
      bestTranscription: Transcription(formattedString: "I finished the release notes."),
      isFinal: false
    )
  ) {
    $0.path[id: 1]?.modify(\.record) {
      $0.transcript = "I finished the release notes."
    }
  }
  await clock.advance(by: .seconds(60))
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
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 4
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 5
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 6
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 7
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 8
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 9
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 10
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 11
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 12
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 13
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 14
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 15
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 16
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 17
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 18
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 19
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 20
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 21
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 22
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 23
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 24
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 25
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 26
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 27
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 28
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 29
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 30
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 31
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 32
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 33
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 34
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 35
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 36
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 37
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 38
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 39
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 40
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 41
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 42
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 43
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 44
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 45
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 46
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 47
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 48
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 49
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 50
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 51
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 52
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 53
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 54
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 55
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 56
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 57
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 58
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 59
    }
  }
  await store.receive(\.path[id: 1].record.timerTick) {
    $0.path[id: 1]?.modify(\.record) {
      $0.secondsElapsed = 60
      $0.speakerIndex = 1
    }
  }
  #expect(speech.hear("I start on search today."))
  await store.receive(
    \.path[id: 1].record.speechResult,
    SpeechRecognitionResult(
      bestTranscription: Transcription(
        formattedString: "I finished the release notes. I start on search today."
      ),
      isFinal: false
    )
  ) {
    $0.path[id: 1]?.modify(\.record) {
      $0.transcript = "I finished the release notes. I start on search today."
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
      $0[0].meetings = [
        Meeting(
          id: Meeting.ID(UUID(3)),
          date: Date(timeIntervalSince1970: 1740992460.0),
          transcript: "I finished the release notes. I start on search today."
        )
      ]
    }
  }
  await store.receive(\.path.popFrom, 1) {
    $0.path.pop(from: 1)
  }
  await store.send(
    .path(
      .push(
        id: 2,
        state: .meeting(
          Meeting(
            id: Meeting.ID(UUID(3)),
            date: Date(timeIntervalSince1970: 1740992460.0),
            transcript: "I finished the release notes. I start on search today."
          ),
          syncUp: SyncUp(
            id: SyncUp.ID(UUID(0)),
            attendees: [
              Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
              Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr"),
            ],
            duration: .seconds(120),
            meetings: [
              Meeting(
                id: Meeting.ID(UUID(3)),
                date: Date(timeIntervalSince1970: 1740992460.0),
                transcript: "I finished the release notes. I start on search today."
              )
            ],
            theme: .bubblegum,
            title: "Engineering"
          )
        )
      )
    )
  ) {
    $0.path[id: 2] = .meeting(
      Meeting(
        id: Meeting.ID(UUID(3)),
        date: Date(timeIntervalSince1970: 1740992460.0),
        transcript: "I finished the release notes. I start on search today."
      ),
      syncUp: SyncUp(
        id: SyncUp.ID(UUID(0)),
        attendees: [
          Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
          Attendee(id: Attendee.ID(UUID(2)), name: "Blob Jr"),
        ],
        duration: .seconds(120),
        meetings: [
          Meeting(
            id: Meeting.ID(UUID(3)),
            date: Date(timeIntervalSince1970: 1740992460.0),
            transcript: "I finished the release notes. I start on search today."
          )
        ],
        theme: .bubblegum,
        title: "Engineering"
      )
    )
  }
}
