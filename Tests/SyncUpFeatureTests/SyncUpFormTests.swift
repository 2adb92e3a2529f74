import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

@MainActor
@Suite struct SyncUpFormTests {
  @Test func addAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(), title: "Engineering"))
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    store.assert {
      $0.syncUp.attendees = [Attendee(id: Attendee.ID(UUID(0)))]
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(Attendee.ID(UUID(1)))
      $0.syncUp.attendees = [
        Attendee(id: Attendee.ID(UUID(0))),
        Attendee(id: Attendee.ID(UUID(1))),
      ]
    }
  }

  @Test func focusAfterRemovingAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(
          id: SyncUp.ID(),
          attendees: [
            Attendee(id: Attendee.ID(), name: "a0"),
            Attendee(id: Attendee.ID(), name: "a1"),
            Attendee(id: Attendee.ID(), name: "a2"),
            Attendee(id: Attendee.ID(), name: "a3"),
          ],
          title: "Engineering"
        )
      )
    ) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee($0.syncUp.attendees[1].id)
      $0.syncUp.attendees = [
        $0.syncUp.attendees[1],
        $0.syncUp.attendees[2],
        $0.syncUp.attendees[3],
      ]
    }

    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee($0.syncUp.attendees[2].id)
      $0.syncUp.attendees = [
        $0.syncUp.attendees[0],
        $0.syncUp.attendees[2],
      ]
    }

    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee($0.syncUp.attendees[0].id)
      $0.syncUp.attendees = [
        $0.syncUp.attendees[0]
      ]
    }

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(Attendee.ID(UUID(0)))
      $0.syncUp.attendees = [
        Attendee(id: Attendee.ID(UUID(0)))
      ]
    }
  }

  @Test func deletingNothingKeepsAttendeesAndFocus() async {
    let attendee = Attendee(id: Attendee.ID(), name: "Blob")
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(), attendees: [attendee]))
    ) {
      SyncUpForm()
    }

    await store.send(.deleteAttendees(atOffsets: []))
  }

  @Test func formForASyncUpWithAttendeesKeepsThem() {
    let state = SyncUpForm.State(syncUp: .mock)
    #expect(state.syncUp == .mock)
    #expect(state.focus == .title)
  }

  @Test func bindingsEditTheFieldsAndTheFocus() async {
    let attendee = Attendee(id: Attendee.ID(), name: "")
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(), attendees: [attendee]))
    ) {
      SyncUpForm()
    }

    await store.send(\.binding[\.syncUp.title], "Engineering") {
      $0.syncUp.title = "Engineering"
    }
    await store.send(\.binding[\.syncUp.duration], .seconds(60 * 15)) {
      $0.syncUp.duration = .seconds(60 * 15)
    }
    await store.send(\.binding[\.syncUp.theme], .navy) {
      $0.syncUp.theme = .navy
    }
    await store.send(\.binding.focus, .attendee(attendee.id)) {
      $0.focus = .attendee(attendee.id)
    }
    await store.send(
      .binding(.set(\.syncUp.attendees[id: attendee.id], Attendee(id: attendee.id, name: "Blob")))
    ) {
      $0.syncUp.attendees[0].name = "Blob"
    }
    await store.send(\.binding.focus, nil) {
      $0.focus = nil
    }
  }
}

extension SyncUpFormTests {
  @Test func deletingAnAttendeePastTheLastIsReportedAndKeepsEveryoneAndTheFocus() async {
    let attendees = [
      Attendee(id: Attendee.ID(UUID(1)), name: "a0"),
      Attendee(id: Attendee.ID(UUID(2)), name: "a1"),
    ]
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(
          id: SyncUp.ID(UUID(0)), attendees: IdentifiedArray(uniqueElements: attendees)))
    ) {
      SyncUpForm()
    }

    await withKnownIssue {
      await store.send(.deleteAttendees(atOffsets: [2]))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Can't delete attendees at offset 2: there are only 2.")
    }
    #expect(store.state.syncUp.attendees.elements == attendees)
  }
}
