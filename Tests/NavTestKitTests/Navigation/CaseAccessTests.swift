import NavTestKit
import Testing

/// Reading and writing one case of presented and stacked state, as TCA's tests do, and writes to
/// a case the value is not in, which are reported instead of dropped.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct CaseAccessTests {
  @Test func presentedCaseReadsAndWritesThroughPresents() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.showOtherTimed) { $0.destination = .timed(Timed.State(ticks: 100)) }
    #expect(store.state.$destination[case: \.timed]?.ticks == 100)
    #expect(store.state.$destination[case: \.alert] == nil)
    await store.send(.destination(.presented(.timed(.timerTick)))) {
      $0.$destination[case: \.timed]?.ticks = 101
    }
    await store.send(.destination(.dismiss)) {
      $0.$destination[case: \.timed] = nil
      $0.log = ["dismissing with a destination"]
    }
  }

  @Test func writingACaseThatIsNotPresentedIsReported() async {
    var state = Screen.State()
    state.destination = .alert(.confirmation)
    let line = #line + 2
    withKnownIssue {
      state.$destination[case: \.timed]?.ticks = 1
    } matching: {
      issue(#"Can't modify unrelated case "timed": the value is in another case."#, line: line)($0)
        && text(of: $0).contains("Screen.Destination.State.alert(")
    }
    #expect(state.destination == .alert(.confirmation))

    var empty = Screen.State()
    let emptyLine = #line + 2
    withKnownIssue {
      empty.$destination[case: \.timed] = Timed.State()
    } matching: {
      issue(#"Can't modify case "timed": nothing is presented."#, line: emptyLine)($0)
    }
    #expect(empty.destination == nil)
  }

  @Test func stackElementCaseReadsAndWrites() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator() }
    await store.send(.pushNote("first")) { $0.path.append(.note("first", pinned: false)) }
    await store.send(.pushTimed) { $0.path.append(.timed(Timed.State())) }
    #expect(store.state.path[id: 1, case: \.timed] == Timed.State())
    #expect(store.state.path[id: 0, case: \.timed] == nil)
    #expect(store.state.path[id: 0, case: \.note]?.0 == "first")
    await store.send(.path(.element(id: 1, action: .timed(.timerTick)))) {
      $0.path[id: 1, case: \.timed]?.ticks = 1
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path[id: 1, case: \.timed] = nil }
  }

  @Test func writingAStackElementInAnotherCaseIsReported() {
    var path = StackState<Navigator.Path.State>([.note("a", pinned: false), .timed(Timed.State())])
    let line = #line + 2
    withKnownIssue {
      path[id: path.ids[0], case: \.timed]?.ticks = 1
    } matching: {
      issue(#"Can't modify unrelated case "timed": the value is in another case."#, line: line)($0)
    }
    let missingLine = #line + 2
    withKnownIssue {
      path[id: 99, case: \.timed]?.ticks = 1
    } matching: {
      let isExpected = issue(
        ##"Can't modify case "timed" of the element at missing ID "#99"."##, line: missingLine)
      return isExpected($0)
    }
    #expect(path.elements == [.note("a", pinned: false), .timed(Timed.State())])
  }

  @Test func aChainedWriteToAnotherCaseIsReported() {
    var state = Screen.State()
    state.destination = .alert(.confirmation)
    withKnownIssue {
      state.destination?.timed?.ticks = 1
    } matching: {
      text(of: $0).hasPrefix(
        #"Can't modify unrelated case "timed": the value is in another case."#)
    }
    #expect(state.destination == .alert(.confirmation))
  }

  @Test func aChainedWriteToAStackElementInAnotherCaseIsReported() {
    var path = StackState<Navigator.Path.State>([.timed(Timed.State()), .note("b", pinned: true)])
    let noteID = path.ids[1]
    withKnownIssue {
      path[id: noteID]?.timed?.ticks = 1
    } matching: {
      text(of: $0).hasPrefix(#"Can't modify unrelated case "timed""#)
        && text(of: $0).contains("Navigator.Path.State.note(")
    }
    // The same chain on the element that is in the case writes, and reports nothing.
    path[id: path.ids[0]]?.timed?.ticks = 7
    #expect(path.elements == [.timed(Timed.State(ticks: 7)), .note("b", pinned: true)])
  }

  @Test func aChainedWriteInsideATestStoreAssertionFailsTheTest() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.showAlert) { $0.destination = .alert(.confirmation) }
    await withKnownIssue {
      await store.send(.destination(.presented(.alert(.confirm)))) {
        $0.destination?.timed?.ticks = 1
        $0.destination = nil
        $0.log = ["confirmed"]
      }
    } matching: {
      text(of: $0).hasPrefix(#"Can't modify unrelated case "timed""#)
    }
  }
}
