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
@Suite(.scaledTimeLimit(minutes: 1)) struct CancellationTests {
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
      enum Action: Sendable {
        case start
        case said(String)
      }
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
    #expect(store.core.hasMail)
    store.core.registry.cancelAll()
    store.drain()
    #expect(store.state == [])
    #expect(store.inFlight == 0)
  }
}

/// A feature whose effects are combined before or after they are made cancellable, to see
/// that combining and mapping keep cancellation.
struct Combiner: Reducer {
  enum Action: Equatable, Sendable {
    case cancel(String)
    case concatenated
    case concatenatedUnderOneID
    case finished(String)
    case mapped
    case merged
    case mergedUnderOneID
    case nothingCancellingInFlight(String)
    case nothingUnderID(String)
    case start(String)
  }

  let gate: Gate

  /// Waits on the gate, then says `name` finished.
  func waiting(_ name: String) -> Effect<Action> {
    .run { [gate] send in
      await gate.wait()
      await send(.finished(name))
    }
  }

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .cancel(let id):
      return .cancel(id: id)
    case .concatenated:
      return .concatenate(waiting("first").cancellable(id: "first"), waiting("second"))
    case .concatenatedUnderOneID:
      return .concatenate(waiting("first"), waiting("second")).cancellable(id: "both")
    case .finished(let name):
      state.append(name)
      return .none
    case .mapped:
      let inner = Effect<String>.run { [gate] send in
        await gate.wait()
        await send("mapped")
      }
      return inner.cancellable(id: "mapped").map(Action.finished)
    case .merged:
      return .merge(waiting("a").cancellable(id: "a"), waiting("b").cancellable(id: "b"))
    case .mergedUnderOneID:
      return .merge(waiting("a"), waiting("b")).cancellable(id: "both")
    case .nothingCancellingInFlight(let id):
      return Effect.none.cancellable(id: id, cancelInFlight: true)
    case .nothingUnderID(let id):
      return Effect.none.cancellable(id: id)
    case .start(let id):
      return waiting(id).cancellable(id: id)
    }
  }
}

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct CombinedCancellationTests {
  let gate = Gate()

  func makeStore() -> DrivenStore<[String], Combiner.Action> {
    DrivenStore(initialState: [], reducer: Combiner(gate: gate))
  }

  /// Opens the gate and lets every effect left finish: what finished, in order.
  func finishEverything(in store: DrivenStore<[String], Combiner.Action>) -> [String] {
    gate.open()
    store.drain()
    return store.state
  }

  @Test func nothingMadeCancellableWithCancelInFlightCancelsWhatRunsUnderTheId() {
    let store = makeStore()
    store.send(.start("search"))
    store.send(.start("other"))
    store.send(.nothingCancellingInFlight("search"))
    #expect(store.inFlight == 1)
    #expect(finishEverything(in: store) == ["other"])
  }

  @Test func nothingMadeCancellableWithoutCancelInFlightCancelsNothing() {
    let store = makeStore()
    store.send(.start("search"))
    store.send(.nothingUnderID("search"))
    #expect(store.inFlight == 1)
    #expect(finishEverything(in: store) == ["search"])
  }

  @Test func mergeKeepsTheCancelIdOfEachEffect() {
    let store = makeStore()
    store.send(.merged)
    store.send(.cancel("a"))
    #expect(finishEverything(in: store) == ["b"])
  }

  @Test func aMergeMadeCancellableIsCancelledWhole() {
    let store = makeStore()
    store.send(.mergedUnderOneID)
    store.send(.cancel("both"))
    #expect(store.inFlight == 0)
    #expect(finishEverything(in: store) == [])
  }

  @Test func concatenateKeepsTheCancelIdOfEachEffectAndGoesOnToTheNext() {
    let store = makeStore()
    store.send(.concatenated)
    store.send(.cancel("first"))
    #expect(finishEverything(in: store) == ["second"])
  }

  @Test func aConcatenationMadeCancellableIsCancelledWhole() {
    let store = makeStore()
    store.send(.concatenatedUnderOneID)
    store.send(.cancel("both"))
    #expect(store.inFlight == 0)
    #expect(finishEverything(in: store) == [])
  }

  @Test func mapKeepsTheCancelId() {
    let store = makeStore()
    store.send(.mapped)
    #expect(store.inFlight == 1)
    store.send(.cancel("mapped"))
    #expect(store.inFlight == 0)
    #expect(finishEverything(in: store) == [])
  }

  @Test func aMappedEffectThatIsNotCancelledStillRuns() {
    let store = makeStore()
    store.send(.mapped)
    #expect(finishEverything(in: store) == ["mapped"])
  }
}
