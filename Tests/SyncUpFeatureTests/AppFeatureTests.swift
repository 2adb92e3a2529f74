import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

@MainActor
// Timers and dismissals: a regression that hangs fails in a minute.
@Suite(.scaledTimeLimit(minutes: 1))
struct AppFeatureTests {
  @Test func detailEdit() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }

    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
      }
    }

    var savedSyncUp = SyncUp.mock
    savedSyncUp.title = "Blob"
    await store.send(\.path[id: 0].detail.destination.edit.binding.syncUp, savedSyncUp) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.syncUp.title = "Blob" }
      }
    }

    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = nil
        $0.$syncUp.withLock { $0.title = "Blob" }
      }
    }
    .finish()

    // The list shows the edit: the detail's sync-up is an element of the list's.
    #expect(store.state.syncUpsList.syncUps.map(\.title) == ["Blob"])
    #expect(syncUps == [savedSyncUp])
  }

  @Test func delete() async throws {
    @Shared(.syncUps) var syncUps = [.mock]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }

    let sharedSyncUp = try #require(Shared($syncUps[id: SyncUp.mock.id]))

    await store.send(\.path.push, (id: 0, .detail(SyncUpDetail.State(syncUp: sharedSyncUp)))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }

    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteSyncUp) }
    }

    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }

    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  /// The reference test: on an `ImmediateClock` the whole meeting plays out within the send,
  /// each tick handled before the next, until the dismissal at its end cancels the timer.
  @Test func recording() async {
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
      $0.continuousClock = ImmediateClock()
      $0.speechClient = .hearing([.completedProject])
      $0.uuid = .incrementing
    }

    await store.withExhaustivity(.off) {
      await store.send(\.path[id: 1].record.onTask)
      await store.receive(\.path.popFrom, 1) {
        #expect($0.path.count == 1)
      }
    }
    await store.finish()

    store.assert {
      $0.path[id: 0]?.modify(\.detail) {
        $0.$syncUp.withLock {
          $0.meetings = [
            Meeting(
              id: Meeting.ID(UUID(0)), date: .meetingEnd, transcript: "I completed the project")
          ]
        }
      }
    }
  }
}
