import Reducers
import Testing

/// A feature whose actions each return one kind of effect, to test the effect operators.
struct EffectLab: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case sendTwo
    case first, second
    case runOnce
    case concatenated
    case merged
    case step(String)
    case mapped
    case child(Int)
    case noop
  }

  let recorder: Recorder<String>
  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sendTwo:
      state.log.append("sendTwo")
      return .merge(.send(.first), .send(.second))
    case .first:
      state.log.append("first")
      return .none
    case .second:
      state.log.append("second")
      return .none
    case .runOnce:
      return .run { [recorder] send in
        recorder.record("run")
        await send(.step("ran"))
      }
    case .concatenated:
      return .concatenate(
        .run { [gate, recorder] send in
          recorder.record("a start")
          await gate.wait()
          recorder.record("a end")
          await send(.step("a"))
        },
        .send(.step("middle")),
        .run { [recorder] send in
          recorder.record("b")
          await send(.step("b"))
        }
      )
    case .merged:
      return .merge(
        .run { [gate, recorder] send in
          recorder.record("slow start")
          await gate.wait()
          await send(.step("slow"))
        },
        .run { [recorder] send in
          recorder.record("fast")
          await send(.step("fast"))
        }
      )
    case .step(let name):
      state.log.append(name)
      return .none
    case .mapped:
      return Effect<Int>.send(41).map { .child($0 + 1) }
    case .child(let value):
      state.log.append("child \(value)")
      return .none
    case .noop:
      return .merge(.none, .none).concatenate(with: .none)
    }
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct EffectTests {
  let recorder = Recorder<String>()
  let gate = Gate()

  func makeStore() -> DrivenStore<EffectLab.State, EffectLab.Action> {
    DrivenStore(initialState: .init(), reducer: EffectLab(recorder: recorder, gate: gate))
  }

  @Test func sendFeedsActionsBackInOrderWithinTheSameSend() {
    let store = makeStore()
    store.send(.sendTwo)
    #expect(store.state.log == ["sendTwo", "first", "second"])
    #expect(store.received == [.first, .second])
  }

  @Test func runSendsItsActionBack() {
    let store = makeStore()
    store.send(.runOnce)
    #expect(recorder.values == ["run"])
    #expect(store.state.log == ["ran"])
    #expect(store.inFlight == 0)
  }

  @Test func concatenateRunsEffectsOneAfterAnother() {
    let store = makeStore()
    store.send(.concatenated)
    #expect(recorder.values == ["a start"])
    #expect(store.state.log == [])
    gate.open()
    store.drain()
    #expect(recorder.values == ["a start", "a end", "b"])
    #expect(store.state.log == ["a", "middle", "b"])
    #expect(store.inFlight == 0)
  }

  @Test func mergeRunsEffectsConcurrently() {
    let store = makeStore()
    store.send(.merged)
    // The fast effect finished while the slow one still waits on the gate.
    #expect(Set(recorder.values) == ["slow start", "fast"])
    #expect(store.state.log == ["fast"])
    #expect(store.inFlight == 1)
    gate.open()
    store.drain()
    #expect(store.state.log == ["fast", "slow"])
    #expect(store.inFlight == 0)
  }

  @Test func mapTransformsEmittedActions() {
    let store = makeStore()
    store.send(.mapped)
    #expect(store.state.log == ["child 42"])
  }

  @Test func noneCombinationsStayNone() {
    let effect = Effect<Int>.merge(.none, .none).concatenate(with: .none)
    #expect(effect.isNone)
    #expect(Effect<Int>.concatenate([]).isNone)
    #expect(Effect<Int>.none.map { $0 + 1 }.isNone)
    #expect(Effect<Int>.none.cancellable(id: "x").isNone)
    let store = makeStore()
    let group = store.send(.noop)
    #expect(!group.startedAny)
  }

  @Test func mergeOfOneEffectIsThatEffect() {
    let single = Effect<Int>.merge(.none, .send(1), .none)
    guard case .send(1) = single.operation else {
      Issue.record("expected the lone .send(1), got \(single.operation)")
      return
    }
  }
}
