// A session of the terminal Sync-ups app, recorded with `sync-ups --record-test` as an
// exhaustive test of AppFeature: it passes while the app does what it did then.

import Foundation
import NavTestKit
import SyncUpFeatures
import SyncUpsTerminal
import Testing

@MainActor @Test func recordedFromData() async {
  let clock = TestClock()
  let start = clock.now
  let startDate = Date(timeIntervalSince1970: 1740992400.0)
  let speech = TerminalSpeech()
  @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = [
    SyncUp(
      id: SyncUp.ID(UUID(100)),
      attendees: [
        Attendee(id: Attendee.ID(UUID(101)), name: "Blob"),
        Attendee(id: Attendee.ID(UUID(102)), name: "Blob Jr"),
      ],
      duration: .seconds(120),
      meetings: [
        Meeting(
          id: Meeting.ID(UUID(103)),
          date: Date(timeIntervalSince1970: 1740387720.0),
          transcript: "We shipped the release."
        )
      ],
      theme: .periwinkle,
      title: "Engineering"
    ),
    SyncUp(
      id: SyncUp.ID(UUID(110)),
      attendees: [Attendee(id: Attendee.ID(UUID(111)), name: "Blob Sr")],
      duration: .seconds(300),
      meetings: [],
      theme: .orange,
      title: "Design"
    ),
  ]
  let store = TestStore(initialState: AppFeature.State()) {
    AppFeature()
  } withDependencies: {
    $0.continuousClock = clock
    $0.date = DateGenerator {
      startDate.addingTimeInterval(start.duration(to: clock.now) / .seconds(1))
    }
    $0.uuid = .incrementing(from: 112)
    $0.speechClient = speech.client
    $0.openSettings = { speech.resetPermission() }
  }
  #expect(store.state.syncUpsList.syncUps == syncUps)
  await store.send(.syncUpsList(.addSyncUpButtonTapped)) {
    $0.syncUpsList.destination = .add(
      SyncUpForm.State(
        focus: .title,
        syncUp: SyncUp(
          id: SyncUp.ID(UUID(112)),
          attendees: [Attendee(id: Attendee.ID(UUID(113)), name: "")],
          duration: .seconds(300),
          meetings: [],
          theme: .bubblegum,
          title: ""
        )
      )
    )
  }
  await store.send(
    .syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Retro"))))))
  ) {
    $0.syncUpsList.destination?.modify(\.add) {
      $0.syncUp.title = "Retro"
    }
  }
  await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped)) {
    $0.syncUpsList.destination = nil
    $0.syncUpsList.$syncUps.withLock {
      $0 = [
        SyncUp(
          id: SyncUp.ID(UUID(100)),
          attendees: [
            Attendee(id: Attendee.ID(UUID(101)), name: "Blob"),
            Attendee(id: Attendee.ID(UUID(102)), name: "Blob Jr"),
          ],
          duration: .seconds(120),
          meetings: [
            Meeting(
              id: Meeting.ID(UUID(103)),
              date: Date(timeIntervalSince1970: 1740387720.0),
              transcript: "We shipped the release."
            )
          ],
          theme: .periwinkle,
          title: "Engineering"
        ),
        SyncUp(
          id: SyncUp.ID(UUID(110)),
          attendees: [Attendee(id: Attendee.ID(UUID(111)), name: "Blob Sr")],
          duration: .seconds(300),
          meetings: [],
          theme: .orange,
          title: "Design"
        ),
        SyncUp(
          id: SyncUp.ID(UUID(112)),
          attendees: [Attendee(id: Attendee.ID(UUID(113)), name: "")],
          duration: .seconds(300),
          meetings: [],
          theme: .bubblegum,
          title: "Retro"
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
            syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(100))])!
          )
        )
      )
    )
  ) {
    $0.path[id: 0] = .detail(
      SyncUpDetail.State(
        destination: nil,
        syncUp: Shared(store.state.syncUpsList.$syncUps[id: SyncUp.ID(UUID(100))])!
      )
    )
  }
  await store.send(.path(.element(id: 0, action: .detail(.deleteMeetings(atOffsets: [0]))))) {
    $0.syncUpsList.$syncUps.withLock {
      $0[0].meetings = []
    }
  }
  await store.send(.path(.popFrom(id: 0))) {
    $0.path.pop(from: 0)
  }
}
