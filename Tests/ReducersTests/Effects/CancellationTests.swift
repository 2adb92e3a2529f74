import Reducers
import Testing

/// A feature with long-living effects waiting on gates, to observe cancellation.
struct Waiter: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case start(String, inFlight: Bool)
    case startUncancellable(String)
    case cancel(String)
    case finished(String)
    case sendAfterCancel
  }

  let gate: Gate
  let recorder: Recorder<String>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let id, let inFlight):
      return .run { [gate] send in
        await gate.wait()
        await send(.finished(id))
      }
      .cancellable(id: id, cancelInFlight: inFlight)
    case .startUncancellable(let name):
      return .run { [gate] send in
        await gate.wait()
        await send(.finished(name))
      }
    case .cancel(let id):
      return .cancel(id: id)
    case .finished(let id):
      state.log.append(id)
      return .none
    case .sendAfterCancel:
      return .run { [recorder] send in
        withUnsafeCurrentTask { $0?.cancel() }
        recorder.record("cancelled itself")
        await send(.finished("after cancel"))
      }
    }
  }
}

@MainActor
@Suite struct CancellationTests {
  let gate = Gate()
  let recorder = Recorder<String>()

  func makeStore() -> DrivenStore<Waiter.State, Waiter.Action> {
    DrivenStore(initialState: .init(), reducer: Waiter(gate: gate, recorder: recorder))
  }

  @Test func cancelStopsEffectsRegisteredUnderTheId() {
    let store = makeStore()
    store.send(.start("a", inFlight: false))
    store.send(.start("b", inFlight: false))
    #expect(store.inFlight == 2)
    store.send(.cancel("a"))
    #expect(store.inFlight == 1)
    gate.open()
    store.drain()
    #expect(store.state.log == ["b"])
  }

  @Test func severalEffectsUnderOneIdAreAllCancelled() {
    let store = makeStore()
    store.send(.start("a", inFlight: false))
    store.send(.start("a", inFlight: false))
    #expect(store.inFlight == 2)
    store.send(.cancel("a"))
    #expect(store.inFlight == 0)
  }

  @Test func cancelInFlightReplacesTheRunningEffect() {
    let store = makeStore()
    store.send(.start("search", inFlight: true))
    store.send(.start("search", inFlight: true))
    #expect(store.inFlight == 1)
    gate.open()
    store.drain()
    #expect(store.state.log == ["search"])
  }

  @Test func withoutCancelInFlightBothRun() {
    let store = makeStore()
    store.send(.start("search", inFlight: false))
    store.send(.start("search", inFlight: false))
    gate.open()
    store.drain()
    #expect(store.state.log == ["search", "search"])
  }

  @Test func cancellingTwiceOrAnUnknownIdIsHarmless() {
    let store = makeStore()
    store.send(.start("a", inFlight: false))
    store.send(.cancel("a"))
    store.send(.cancel("a"))
    store.send(.cancel("never used"))
    #expect(store.inFlight == 0)
    #expect(store.state.log == [])
  }

  @Test func idsOfDifferentTypesNeverMatch() {
    struct Other: Reducer {
      enum Action: Sendable { case start, cancelString }
      let gate: Gate
      func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start: .run { [gate] _ in await gate.wait() }.cancellable(id: 1)
        case .cancelString: .cancel(id: "1")
        }
      }
    }
    let store = DrivenStore(initialState: 0, reducer: Other(gate: gate))
    store.send(.start)
    store.send(.cancelString)
    #expect(store.inFlight == 1)
  }

  @Test func sendDropsActionsOnceItsEffectIsCancelled() {
    let store = makeStore()
    store.send(.sendAfterCancel)
    #expect(recorder.values == ["cancelled itself"])
    #expect(store.state.log == [])
    #expect(store.inFlight == 0)
  }

  @Test func actionsPostedBeforeCancellationAreDroppedToo() {
    struct Chatty: Reducer {
      enum Action: Sendable { case start, said(String) }
      let gate: Gate
      func reduce(into state: inout [String], action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { [gate] send in
            await send(.said("hello"))
            await gate.wait()
          }
        case .said(let text):
          state.append(text)
          return .none
        }
      }
    }
    let store = DrivenStore(initialState: [], reducer: Chatty(gate: gate))
    _ = store.core.send(.start, source: .sent, site: nil)
    store.executor.runUntilIdle()
    // The effect posted `.said("hello")` and waits; the store has not processed the action yet.
    #expect(!store.core.mailbox.isEmpty)
    store.core.registry.cancelAll()
    store.drain()
    #expect(store.state == [])
    #expect(store.inFlight == 0)
  }
}
