import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

@MainActor
@Suite(.dependencies { $0.uuid = .incrementing })
struct SyncUpsListTests {
  @Test func add() async {
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    var syncUp = SyncUp(
      id: SyncUp.ID(UUID(0)),
      attendees: [Attendee(id: Attendee.ID(UUID(1)))]
    )

    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Engineering"
    await store.send(\.destination.add.binding.syncUp, syncUp) {
      $0.destination?.add?.syncUp.title = "Engineering"
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock { $0 = [syncUp] }
    }
  }

  @Test func addAndConfirmValidatesAttendees() async throws {
    @Dependency(\.uuid) var uuid
    let id = SyncUp.ID(try #require(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")))
    let store = TestStore(
      initialState: SyncUpsList.State(
        destination: .add(
          SyncUpForm.State(
            syncUp: SyncUp(
              id: id,
              attendees: [
                Attendee(id: Attendee.ID(uuid()), name: ""),
                Attendee(id: Attendee.ID(uuid()), name: "    "),
              ],
              title: "Design"
            )
          )
        )
      )
    ) {
      SyncUpsList()
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: id, attendees: [Attendee(id: Attendee.ID(UUID(0)))], title: "Design")]
      }
    }
  }

  @Test func confirmKeepsNamedAttendeesInOrder() async {
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(
          syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])))
    }
    await store.send(\.destination.add.addAttendeeButtonTapped) {
      $0.destination?.add?.syncUp.attendees.append(Attendee(id: Attendee.ID(UUID(2))))
      $0.destination?.add?.focus = .attendee(Attendee.ID(UUID(2)))
    }
    await store.send(\.destination.add.addAttendeeButtonTapped) {
      $0.destination?.add?.syncUp.attendees.append(Attendee(id: Attendee.ID(UUID(3))))
      $0.destination?.add?.focus = .attendee(Attendee.ID(UUID(3)))
    }
    await store.send(\.destination.add.binding[\.syncUp.attendees[0].name], "Blob") {
      $0.destination?.add?.syncUp.attendees[0].name = "Blob"
    }
    await store.send(\.destination.add.binding[\.syncUp.attendees[2].name], "Blob Jr") {
      $0.destination?.add?.syncUp.attendees[2].name = "Blob Jr"
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: SyncUp.ID(UUID(0)),
            attendees: [
              Attendee(id: Attendee.ID(UUID(1)), name: "Blob"),
              Attendee(id: Attendee.ID(UUID(3)), name: "Blob Jr"),
            ]
          )
        ]
      }
    }
  }

  @Test func confirmWithEveryAttendeeRemovedAddsANewOne() async {
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    let emptySyncUp = SyncUp(id: SyncUp.ID(UUID(0)), title: "Solo")
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(
          syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])))
    }
    await store.send(\.destination.add.binding.syncUp, emptySyncUp) {
      $0.destination?.add?.syncUp = emptySyncUp
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [
          SyncUp(
            id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(2)))], title: "Solo")
        ]
      }
    }
  }

  @Test func dismissDiscardsTheNewSyncUp() async {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(
          syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])))
    }
    await store.send(\.destination.add.binding[\.syncUp.title], "Engineering") {
      $0.destination?.add?.syncUp.title = "Engineering"
    }

    await store.send(.dismissAddSyncUpButtonTapped) {
      $0.destination = nil
    }
    #expect(syncUps == [.mock])
  }

  @Test func confirmWithoutTheSheetDoesNothing() async {
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    await store.send(.confirmAddSyncUpButtonTapped)
  }

  @Test func listShowsTheNewSyncUpAfterConfirm() async {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    let newSyncUp = SyncUp(
      id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)), name: "Blob")],
      title: "Engineering")
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(
          syncUp: SyncUp(id: SyncUp.ID(UUID(0)), attendees: [Attendee(id: Attendee.ID(UUID(1)))])))
    }
    await store.send(\.destination.add.binding.syncUp, newSyncUp) {
      $0.destination?.add?.syncUp = newSyncUp
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock { $0.append(newSyncUp) }
    }
    #expect(store.state.syncUps.map(\.title) == ["Design", "Engineering"])
    #expect(syncUps == [.mock, newSyncUp])
  }

  @Test func deleteRemovesTheSyncUpsAtTheOffsets() async {
    @Shared(.syncUps) var syncUps = [.mock, .engineeringMock, .productMock]
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }

    await store.send(.deleteSyncUps(atOffsets: [0, 2])) {
      $0.$syncUps.withLock { $0 = [.engineeringMock] }
    }
    #expect(syncUps == [.engineeringMock])
  }
}

extension SyncUpsListTests {
  @Test func deletingPastTheLastSyncUpIsReportedAndDeletesNothing() async {
    @Shared(.syncUps) var syncUps = [.mock, .engineeringMock, .productMock]
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }

    await withKnownIssue {
      await store.send(.deleteSyncUps(atOffsets: [1, 3]))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        """
        Can't delete sync-ups at offset 3: there are only 3.

          Offsets: 1, 3

        Nothing was deleted.
        """)
    }
    #expect(syncUps == [.mock, .engineeringMock, .productMock])
  }

  @Test func deletingTheLastSyncUpByItsOffsetLeavesTheOthers() async {
    @Shared(.syncUps) var syncUps = [.mock, .engineeringMock, .productMock]
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }

    // `syncUps` is never read again: an optimised build ends its lifetime here, and the test's
    // storage keeps the seeded list for the store all the same.
    await store.send(.deleteSyncUps(atOffsets: [2])) {
      $0.$syncUps.withLock { $0 = [.mock, .engineeringMock] }
    }
  }
}
