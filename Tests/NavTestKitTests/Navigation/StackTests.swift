import NavTestKit
import Reducers
import Testing

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct StackTests {
  let clock = TestClock()

  func makeStore(_ state: @autoclosure () -> Navigator.State = .init()) -> TestStoreOf<Navigator> {
    TestStore(initialState: state()) {
      Navigator()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func pushesGetIdsInCreationOrder() async {
    let store = makeStore()
    await store.send(.pushTimed) { $0.path.append(.timed(Timed.State())) }
    await store.send(.pushNote("hi")) { $0.path[id: 1] = .note("hi", pinned: false) }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test func pushActionInsertsWithTheGivenId() async {
    let store = makeStore()
    await store.send(\.path.push, (id: 0, .timed(Timed.State()))) {
      $0.path[id: 0] = .timed(Timed.State())
    }
    await store.send(\.path[id: 0].timed.timerTick) {
      $0.path[id: 0]?.timed?.ticks = 1
    }
  }

  @Test func popFromTheMiddlePopsEverythingAbove() async {
    let store = makeStore(
      Navigator.State(
        path: StackState([.timed(.init()), .note("a", pinned: true), .timed(.init())])))
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func elementDismissesItselfByPopping() async {
    let store = makeStore(Navigator.State(path: StackState([.timed(.init()), .timed(.init())])))
    await store.send(\.path[id: 1].timed.closeButtonTapped)
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
  }

  @Test func poppingCancelsTheElementsEffects() async {
    let store = makeStore(Navigator.State(path: StackState([.timed(.init())])))
    await store.send(\.path[id: 0].timed.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timed.timerTick) { $0.path[id: 0]?.timed?.ticks = 1 }
    await store.send(.popToRoot) { $0.path = StackState() }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func replacingTheWholeStackCancelsTheEffectsOfElementsItNoLongerHolds() async {
    let store = makeStore(Navigator.State(path: StackState([.timed(.init())])))
    await store.send(\.path[id: 0].timed.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].timed.timerTick) { $0.path[id: 0]?.timed?.ticks = 1 }
    await store.send(.replaceWithNote("fresh")) {
      $0.path = StackState()
      $0.path[id: 1] = .note("fresh", pinned: false)
    }
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func plainDataElementsNeedNoReducer() async {
    let store = makeStore()
    await store.send(.pushNote("remember")) {
      $0.path.append(.note("remember", pinned: false))
    }
    #expect(store.state.path[id: 0]?.note?.0 == "remember")
  }

  @Test func actionForAMissingElementIsReported() async {
    let store = makeStore(Navigator.State(path: StackState([.timed(.init())])))
    let line = #line + 2
    await withKnownIssue {
      await store.send(\.path[id: 7].timed.timerTick)
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix(#"A "forEach" at "NavTestKitTests/NavigationFixtures.swift:"#)
        && text.contains("received an action for a missing element.")
        && text.contains("ID:\n    #7\n") && text.contains("Path IDs:\n    [#0]")
    }
  }

  @Test func missingElementReportListsAtMostTenIDs() async {
    let path = StackState((0..<12).map { _ in Navigator.Path.State.timed(.init()) })
    let store = makeStore(Navigator.State(path: path))
    let line = #line + 2
    await withKnownIssue {
      await store.send(\.path[id: 99].timed.timerTick)
    } matching: { issue in
      issue.sourceLocation?.line == line
        && text(of: issue).contains(
          "Path IDs:\n    [#0, #1, #2, #3, #4, #5, #6, #7, #8, #9, … and 2 more]\n")
    }
  }

  @Test func popFromAMissingElementIsReported() async {
    let store = makeStore(Navigator.State(path: StackState([.timed(.init())])))
    let line = #line + 2
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 999)))
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.contains(#"received a "popFrom" action for a missing element."#)
        && text.contains("ID:\n    #999") && text.contains("Path IDs:\n    [#0]")
    }
  }

  @Test func duplicatePushIsReportedAndIgnored() async {
    let store = makeStore(Navigator.State(path: StackState([.timed(.init())])))
    let line = #line + 2
    await withKnownIssue {
      await store.send(.path(.push(id: 0, state: .note("dup", pinned: false))))
    } matching: {
      issue(#"received a "push" action for an element it already contains."#, line: line)($0)
    }
    #expect(store.state.path.count == 1)
  }

  @Test func pushWithAnUnexpectedIdIsReportedAndStillPushed() async {
    let store = makeStore()
    let line = #line + 2
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: .note("x", pinned: false)))) {
        $0.path[id: 5] = .note("x", pinned: false)
      }
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.contains(#"received a "push" action with an unexpected generational ID."#)
        && text.contains("Received ID:\n    #5") && text.contains("Expected ID:\n    #0")
    }
    #expect(store.state.path.ids == [5])
    // The generator moved past the pushed id: the next element is #6.
    await store.send(.pushTimed) { $0.path.append(.timed(Timed.State())) }
    #expect(store.state.path.ids == [5, 6])
  }

  @Test func assertionAppendsWithTheIdTheReducerDrew() async {
    let store = makeStore()
    await store.send(.pushTimed) { $0.path.append(.timed(Timed.State())) }
    await store.send(.pushTimed) { $0.path.append(.timed(Timed.State())) }
    #expect(store.state.path.ids == [0, 1])
  }
}

@Suite struct StackRemovedIDsTests {
  /// A way to change a stack of `#0 #1 #2 #3`.
  enum Change: String, CaseIterable, Sendable {
    case append, popLast, removeLast, removeFirst, removeAtOne, popFromOne, popToOne, subscriptNil
    case replaceMiddle, removeAll, filterOdd

    /// The ids this change removes from `#0 #1 #2 #3`.
    var removed: [StackElementID] {
      switch self {
      case .append: []
      case .popLast, .removeLast: [3]
      case .removeFirst: [0]
      case .removeAtOne, .subscriptNil: [1]
      case .popFromOne: [1, 2, 3]
      case .popToOne: [2, 3]
      case .replaceMiddle: [1, 2]
      case .removeAll: [0, 1, 2, 3]
      case .filterOdd: [1, 3]
      }
    }

    func apply(to stack: inout StackState<Int>) {
      switch self {
      case .append: stack.append(4)
      case .popLast: _ = stack.popLast()
      case .removeLast: stack.removeLast()
      case .removeFirst: stack.removeFirst()
      case .removeAtOne: stack.remove(at: 1)
      case .popFromOne: stack.pop(from: 1)
      case .popToOne: stack.pop(to: 1)
      case .subscriptNil: stack[id: 1] = nil
      case .replaceMiddle: stack.replaceSubrange(1..<3, with: [9])
      case .removeAll: stack.removeAll()
      case .filterOdd: stack.removeAll { $0 % 2 == 1 }
      }
    }
  }

  @Test(arguments: Change.allCases)
  func removalsAreRecordedOnceAForEachAsksForThem(change: Change) {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var stack = StackState([0, 1, 2, 3])
      let mark = stack.beginRecordingRemovals()
      change.apply(to: &stack)
      #expect(stack.takeRemovedIDs(since: mark) == change.removed, "\(change)")
      #expect(stack.takeRemovedIDs(since: mark) == [], "taking the record clears it")
    }
  }

  @Test func aNewStackIsNotTheOneTheMarkWasTakenOn() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var stack = StackState([0, 1, 2])
      let mark = stack.beginRecordingRemovals()
      var copy = stack
      copy.removeLast()
      stack = copy
      #expect(stack.takeRemovedIDs(since: mark) == [2], "a changed copy continues the record")
      let next = stack.beginRecordingRemovals()
      stack = StackState([7])
      #expect(stack.takeRemovedIDs(since: next) == nil, "a new stack cannot tell")
    }
  }

  @Test func aStackNoForEachLooksAtKeepsNoRecord() {
    withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      var stack = StackState([0, 1, 2])
      for _ in 0..<3 { _ = stack.popLast() }
      #expect(stack._removedIDs.isEmpty)
    }
  }
}
