import NavTestKit
import NavTestKitTools
import Reducers
import Testing

/// A session recorded and written as a test: the text is pinned, and the same text, pasted
/// below as a test of its own, compiles and passes.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SessionRecorderTests {
  static let kettleTest = #"""
    @MainActor @Test func recordedKettleSession() async {
      let clock = TestClock()
      let store = TestStore(initialState: Kettle.State()) {
        Kettle()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.switchOn) {
        $0.isOn = true
        $0.mode = .heating
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.tick) {
        $0.temperature = 50
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.tick) {
        $0.temperature = 80
      }
      await clock.advance(by: .seconds(1))
      await store.receive(\.tick) {
        $0.temperature = 110
      }
      await store.withExhaustivity(.off) {
        await store.receive(\.boiled) {
          $0.isOn = false
          $0.mode = .done
          $0.note = "Boiled at 110"
          // $0.lastCup changed, and is not asserted: its new value cannot be written as Swift source.
        }
      }
    }
    """#

  @Test func aSessionIsWrittenAsTheTestThatReplaysIt() async {
    let recorder = SessionRecorder(initialState: { Kettle.State() }, reducer: { Kettle() })
    await recorder.send(.switchOn)
    for _ in 0..<3 { await recorder.advance(by: .seconds(1)) }
    #expect(recorder.state.mode == .done)
    let test = recorder.test(
      named: "recordedKettleSession", initialState: "Kettle.State()", reducer: "Kettle()")
    recorder.end()
    #expect(test == Self.kettleTest)
  }

  @Test func anActionThatCannotBeWrittenEndsTheTestThere() async {
    let recorder = SessionRecorder(initialState: { Notebook.State() }, reducer: { Notebook() })
    await recorder.send(.change { $0.count = 1 })
    let test = recorder.test(
      named: "recordedNotebook", initialState: "Notebook.State()", reducer: "Notebook()")
    recorder.end()
    #expect(test.contains("  // The session went on with an action that cannot be written as Swift source: .change("))
    #expect(test.hasSuffix(". The test stops here.\n}"))
    #expect(!test.contains("store.send"))
  }

  // The pinned text above, pasted.
  @MainActor @Test func recordedKettleSession() async {
    let clock = TestClock()
    let store = TestStore(initialState: Kettle.State()) {
      Kettle()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.switchOn) {
      $0.isOn = true
      $0.mode = .heating
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.temperature = 50
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.temperature = 80
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.temperature = 110
    }
    await store.withExhaustivity(.off) {
      await store.receive(\.boiled) {
        $0.isOn = false
        $0.mode = .done
        $0.note = "Boiled at 110"
        // $0.lastCup changed, and is not asserted: its new value cannot be written as Swift source.
      }
    }
  }
}
