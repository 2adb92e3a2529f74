import NavTestKit
import NavTestKitTools
import Reducers
import Testing

/// Actions written as the case key paths a `TestStore` test receives them by. Each path printed
/// is pasted into a step below: it compiles and names the action.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct CaseKeyPathSourceTests {
  let clock = TestClock()

  func path(_ action: Any) -> String? { SwiftSource.caseKeyPath(of: action)?.path }
  func value(_ action: Any) -> String? { SwiftSource.caseKeyPath(of: action)?.value?.text }

  @Test func aPresentedChildsActionStepsThroughPresented() async {
    #expect(
      path(Screen.Action.destination(.presented(.timed(.timerTick))))
        == #"\.destination.timed.timerTick"#)
    #expect(path(Screen.Action.destination(.dismiss)) == #"\.destination.dismiss"#)
    #expect(value(Screen.Action.destination(.dismiss)) == nil)

    let store = TestStore(initialState: Screen.State(destination: .timed(Timed.State()))) {
      Screen()
    }
    await store.send(\.destination.timed.timerTick) { $0.destination?.timed?.ticks = 1 }
    await store.send(\.destination.timed.closeButtonTapped)
    await store.receive(\.destination.dismiss) {
      $0.log = ["dismissing with a destination"]
      $0.destination = nil
    }
  }

  @Test func aStackElementsActionIsNamedByItsId() async {
    let action = Navigator.Action.path(.element(id: 1, action: .timed(.closeButtonTapped)))
    #expect(path(action) == #"\.path[id: 1].timed.closeButtonTapped"#)
    // A case with one labelled value carries the value itself.
    #expect(path(Navigator.Action.path(.popFrom(id: 1))) == #"\.path.popFrom"#)
    #expect(value(Navigator.Action.path(.popFrom(id: 1))) == "1")

    let store = TestStore(
      initialState: Navigator.State(path: StackState([.timed(.init()), .timed(.init())]))
    ) {
      Navigator()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(\.path[id: 1].timed.closeButtonTapped)
    await store.receive(\.path.popFrom, 1) {
      $0.path[id: 1] = nil
    }
  }

  @Test func aPayloadThatIsNotAnActionIsTheValue() {
    #expect(path(Navigator.Action.pushNote("hi")) == #"\.pushNote"#)
    #expect(value(Navigator.Action.pushNote("hi")) == #""hi""#)
    let push = Navigator.Action.path(.push(id: 2, state: .note("a", pinned: true)))
    #expect(path(push) == #"\.path.push"#)
    #expect(value(push) == #"(id: 2, state: .note("a", pinned: true))"#)
    #expect(SwiftSource.caseKeyPath(of: 3) == nil)
  }
}
