import NavTestKit
import NavTestKitTools
import Reducers
import Testing

/// A session recorded and written as a test: the text is pinned, and the same text, pasted
/// below as a test of its own, compiles and passes.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct SessionRecorderTests {
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
      await store.receive(\.boiled) {
        $0.isOn = false
        $0.mode = .done
        $0.note = "Boiled at 110"
        $0.lastCup = Kettle.Cup(degrees: 110)
      }
    }
    """#

  // A plain struct (`Kettle.Cup`) is written as a call of its memberwise initializer.
  @Test func aSessionIsWrittenAsTheTestThatReplaysIt() async {
    let recorder = SessionRecorder(initialState: Kettle.State()) { Kettle() }
    await recorder.send(.switchOn)
    for _ in 0..<3 { await recorder.advance(by: .seconds(1)) }
    #expect(recorder.state.mode == .done)
    let test = recorder.test(
      named: "recordedKettleSession", initialState: "Kettle.State()", reducer: "Kettle()")
    recorder.end()
    #expect(test == Self.kettleTest)
  }

  @Test func anActionThatCannotBeWrittenEndsTheTestThere() async {
    let recorder = SessionRecorder(initialState: Notebook.State()) { Notebook() }
    await recorder.send(.change { $0.count = 1 })
    let test = recorder.test(
      named: "recordedNotebook", initialState: "Notebook.State()", reducer: "Notebook()")
    recorder.end()
    #expect(
      test.contains(
        "  // The session went on with an action that cannot be written as Swift source: .change("))
    #expect(test.hasSuffix(". The test stops here.\n}"))
    #expect(!test.contains("store.send"))
  }

  static let intercomTest = #"""
    @MainActor @Test func recordedDoorSession() async {
      let clock = TestClock()
      let intercom = RunEffectsTests.Intercom()
      let store = TestStore(initialState: RunEffectsTests.Door.State()) {
        RunEffectsTests.Door(intercom: intercom)
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.ring)
      #expect(intercom.letIn())
      store.runEffects()
      #expect(intercom.say("Parcel for you"))
      await store.receive(\.heard, "Parcel for you") {
        $0.heard = ["Parcel for you"]
      }
      // Effects still ran when the session ended.
      await store.skipInFlightEffects()
    }
    """#

  @Test func whatHappensOutsideTheStoreIsAStatementAtItsPlace() async {
    let intercom = RunEffectsTests.Intercom()
    let recorder = SessionRecorder(initialState: RunEffectsTests.Door.State()) {
      RunEffectsTests.Door(intercom: intercom)
    }
    await recorder.send(.ring)
    recorder.input("#expect(intercom.letIn())") { #expect(intercom.letIn()) }
    recorder.input(#"#expect(intercom.say("Parcel for you"))"#) {
      #expect(intercom.say("Parcel for you"))
    }
    #expect(recorder.state.heard == ["Parcel for you"])
    let test = recorder.test(
      named: "recordedDoorSession", initialState: "RunEffectsTests.Door.State()",
      reducer: "RunEffectsTests.Door(intercom: intercom)",
      setup: ["let intercom = RunEffectsTests.Intercom()"])
    recorder.end()
    #expect(test == Self.intercomTest)
  }

  static let mugTest = #"""
    @MainActor @Test func recordedMugSession() async {
      let clock = TestClock()
      let store = TestStore(initialState: Mug.State()) {
        Mug()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.withExhaustivity(.off) {
        await store.send(.filled) { _ in
          // $0.cup changed, and is not asserted: its new value cannot be written as Swift source.
        }
      }
      await store.withExhaustivity(.off) {
        await store.send(.shelved) {
          $0.$shelf.withLock { _ in
            // $0.cup changed, and is not asserted: its new value cannot be written as Swift source.
          }
        }
      }
    }
    """#

  @Test func aStepWhoseOnlyChangeCannotBeWrittenIsAClosureThatCompiles() async {
    let recorder = SessionRecorder(initialState: Mug.State(), structs: .declaredOnly) { Mug() }
    await recorder.send(.filled)
    await recorder.send(.shelved)
    let test = recorder.test(
      named: "recordedMugSession", initialState: "Mug.State()", reducer: "Mug()")
    recorder.end()
    #expect(test == Self.mugTest)
  }

  // The pinned texts above, pasted.
  @MainActor @Test func recordedMugSession() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mug.State()) {
      Mug()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.withExhaustivity(.off) {
      await store.send(.filled) { _ in
        // $0.cup changed, and is not asserted: its new value cannot be written as Swift source.
      }
    }
    await store.withExhaustivity(.off) {
      await store.send(.shelved) {
        $0.$shelf.withLock { _ in
          // $0.cup changed, and is not asserted: its new value cannot be written as Swift source.
        }
      }
    }
  }

  @MainActor @Test func recordedDoorSession() async {
    let clock = TestClock()
    let intercom = RunEffectsTests.Intercom()
    let store = TestStore(initialState: RunEffectsTests.Door.State()) {
      RunEffectsTests.Door(intercom: intercom)
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.ring)
    #expect(intercom.letIn())
    store.runEffects()
    #expect(intercom.say("Parcel for you"))
    await store.receive(\.heard, "Parcel for you") {
      $0.heard = ["Parcel for you"]
    }
    // Effects still ran when the session ended.
    await store.skipInFlightEffects()
  }

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
    await store.receive(\.boiled) {
      $0.isOn = false
      $0.mode = .done
      $0.note = "Boiled at 110"
      $0.lastCup = Kettle.Cup(degrees: 110)
    }
  }
}
