import Foundation
import Reducers
import Testing

extension SharedState {
  /// The tracker used the way a test store will: the reducer runs inside `track`, the test's
  /// closure and the `expected == actual` check inside `assert`.
  @Suite struct SharedChangeTrackerTests {
    let tracker = SharedChangeTracker()
    let before = State(count: Shared(value: 0), item: Shared(value: Item(id: 1, title: "A")))

    /// Runs the "reducer" while tracking, then the assertion closure on a copy of the previous
    /// state; returns whether expected equals actual, as a test store decides.
    func step(
      reducer: (State) -> Void,
      assertion: (inout State) -> Void
    ) -> Bool {
      let actual = before
      tracker.track { reducer(actual) }
      var expected = before
      return tracker.assert {
        assertion(&expected)
        return expected == actual
      }
    }

    @Test func recordsTheValueBeforeTheFirstMutationOfTheStep() throws {
      tracker.track {
        before.$count.withLock { $0 = 1 }
        before.$count.withLock { $0 = 2 }
      }
      #expect(tracker.hasChanges)
      let change = try #require(tracker.changes.first)
      #expect(tracker.changes.count == 1)
      #expect(change.oldValue as? Int == 0)
      #expect(change.newValue as? Int == 2)
      #expect(change.description == "Shared<Int>(value: 2): 0 → 2")
      #expect(change.referenceID == before.$count.sharedReferenceID)
      #expect(!change.isAsserted)
    }

    @Test func writesOutsideTrackingAreNotRecorded() {
      before.$count.withLock { $0 = 5 }
      #expect(!tracker.hasChanges)
      #expect(tracker.changes.isEmpty)
    }

    @Test func assertingReadsTheSnapshotAndWritesOnlyTheSnapshot() {
      tracker.track { before.$count.withLock { $0 = 1 } }
      tracker.assert {
        #expect(before.count == 0)
        before.$count.withLock { $0 += 10 }
        #expect(before.count == 10)
        #expect(before.$count.sharedValue as? Int == 10)
      }
      #expect(before.count == 1)
      #expect(tracker.changes.map { $0.oldValue as? Int } == [10])
    }

    @Test func unreplicatedSharedChangeDoesNotMatch() {
      let matches = step { state in
        state.$count.withLock { $0 += 1 }
      } assertion: { _ in
      }
      #expect(!matches)
      // Outside the assertion both sides read the live value.
      #expect(before == before)
    }

    @Test func replicatedSharedChangeMatchesAndIsMarkedAsserted() {
      let matches = step { state in
        state.$count.withLock { $0 += 1 }
      } assertion: { expected in
        expected.$count.withLock { $0 = 1 }
      }
      #expect(matches)
      #expect(tracker.changes.map(\.isAsserted) == [true])
    }

    @Test func wrongReplicationDoesNotMatch() {
      let matches = step { state in
        state.$count.withLock { $0 += 1 }
      } assertion: { expected in
        expected.$count.withLock { $0 = 2 }
      }
      #expect(!matches)
    }

    @Test func changeReplicatedThroughADerivedReferenceMatches() throws {
      let items = Shared(value: [Item(id: 1, title: "A")] as IdentifiedArrayOf<Item>)
      let item = try #require(Shared(items[id: 1]))
      let actual = State(count: Shared(value: 0), item: item)
      tracker.track { items.withLock { $0[id: 1]?.title = "Blob" } }
      let expected = actual
      let unreplicated = tracker.assert { expected == actual }
      #expect(!unreplicated)
      let replicated = tracker.assert {
        expected.$item.title.withLock { $0 = "Blob" }
        return expected == actual
      }
      #expect(replicated)
      #expect(items.wrappedValue[id: 1]?.title == "Blob")
    }

    @Test func mutatingAnUnchangedReferenceInTheAssertionDoesNotMatch() {
      let matches = step { _ in
      } assertion: { expected in
        expected.$count.withLock { $0 = 3 }
      }
      #expect(!matches)
      #expect(!tracker.hasChanges)
      #expect(before.count == 0)
    }

    @Test func resetForgetsSnapshots() {
      tracker.track { before.$count.withLock { $0 = 4 } }
      tracker.reset()
      #expect(!tracker.hasChanges)
      let reads = tracker.assert { before.count }
      #expect(reads == 4)
    }

    @Test func effectsStartedWhileTrackingAreTracked() async {
      let count = before.$count
      await tracker.track {
        await Task { count.withLock { $0 = 7 } }.value
      }
      #expect(tracker.changes.map { $0.oldValue as? Int } == [0])
      #expect(tracker.changes.map { $0.newValue as? Int } == [7])
    }

    @Test func changesAreListedInTheOrderOfTheirFirstChange() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.inMemory("b")) var b = "b"
        @Shared(.inMemory("a")) var a = "a"
        tracker.track {
          $b.withLock { $0 = "B" }
          $a.withLock { $0 = "A" }
          $b.withLock { $0 = "BB" }
        }
        #expect(
          tracker.changes.map(\.description) == [
            #"Shared<String>(.inMemory("b")): b → BB"#,
            #"Shared<String>(.inMemory("a")): a → A"#,
          ])
      }
    }

    @Test func aReferenceTheAssertionWroteFirstKeepsItsPlaceWhenItChangesLater() {
      DependencyValues.withValues(.isolated()) {
        @Shared(.inMemory("a")) var a = "a"
        @Shared(.inMemory("b")) var b = "b"
        @Shared(.inMemory("c")) var c = "c"
        tracker.track { $a.withLock { $0 = "A" } }
        // The assertion writes b, unchanged so far: its place is taken now, before c's.
        tracker.assert { $b.withLock { $0 = "b" } }
        tracker.track {
          $c.withLock { $0 = "C" }
          $b.withLock { $0 = "B" }
        }
        #expect(
          tracker.changes.map(\.description) == [
            #"Shared<String>(.inMemory("a")): a → A"#,
            #"Shared<String>(.inMemory("b")): b → B"#,
            #"Shared<String>(.inMemory("c")): c → C"#,
          ])
      }
    }
  }
}
