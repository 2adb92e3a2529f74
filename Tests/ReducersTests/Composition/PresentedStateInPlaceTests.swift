import Reducers
import Synchronization
import Testing

/// A presented child is changed where it lives: the presentation `ifLet` never holds a second
/// reference to the child's state while the child's reducer runs, so copy-on-write storage in
/// the child (arrays, identified arrays) is not copied on every action.
@Suite(.serialized) struct PresentedStateInPlaceTests {
  /// Copy-on-write storage that counts the copies it had to make.
  struct Tracked: Equatable, Sendable {
    final class Storage: Sendable {
      let values: [Int]
      init(_ values: [Int]) { self.values = values }
    }
    static let copies = Lock(0)
    private var storage = Storage([])
    var values: [Int] { storage.values }

    mutating func append(_ value: Int) {
      if !isKnownUniquelyReferenced(&storage) { Self.copies.withLock { $0 += 1 } }
      storage = Storage(storage.values + [value])
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.values == rhs.values }
  }

  struct Sheet: Reducer {
    struct State: Equatable { var tracked = Tracked() }
    enum Action: Sendable, CasePathable { case append(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .append(let value):
        state.tracked.append(value)
        return .none
      }
    }
  }

  struct Screen: Reducer {
    struct State: Equatable { @Presents var sheet: Sheet.State? }
    enum Action: Sendable, CasePathable { case sheet(PresentationAction<Sheet.Action>) }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    }
  }

  @Test func childStorageIsChangedInPlace() {
    var state = Screen.State(sheet: Sheet.State())
    let copiesBefore = Tracked.copies.withLock { $0 }
    for value in 1...10 {
      _ = Screen().reduce(into: &state, action: .sheet(.presented(.append(value))))
    }
    #expect(state.sheet?.tracked.values == Array(1...10))
    #expect(Tracked.copies.withLock { $0 } == copiesBefore, "the child's storage was copied")
  }

  @Test func aSnapshotTakenBeforeAnActionKeepsItsValue() {
    var state = Screen.State(sheet: Sheet.State())
    _ = Screen().reduce(into: &state, action: .sheet(.presented(.append(1))))
    let snapshot = state
    _ = Screen().reduce(into: &state, action: .sheet(.presented(.append(2))))
    #expect(snapshot.sheet?.tracked.values == [1])
    #expect(state.sheet?.tracked.values == [1, 2])
  }
}
