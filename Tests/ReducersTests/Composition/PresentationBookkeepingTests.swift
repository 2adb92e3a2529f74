import Reducers
import Synchronization
import Testing

/// A presentation `ifLet` reads the presented state after the parent ran only to cancel a
/// departed child's effects. With no effect in flight anywhere there is nothing to cancel: an
/// action for the parent alone does not touch the presented state, and a child action does not
/// read it again. With an effect in flight, the full bookkeeping runs and the child's effects
/// are cancelled when the parent dismisses it.
///
/// "Nothing in flight anywhere" cannot be arranged while other tests run in parallel, so those
/// cases run in a child process of their own (exit tests), which reports its failed expectations
/// back.
@Suite(.scaledTimeLimit(minutes: 1)) struct PresentationBookkeepingTests {
  /// Every access to the presented state through ``Screen/State/countedSheet``, in order.
  static let accesses = Lock<[String]>([])

  struct Sheet: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Sendable, CasePathable {
      case closeTapped, increment, startAndCloseTapped, startForever
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .closeTapped:
        return .none
      case .increment:
        state.count += 1
        return .none
      case .startAndCloseTapped, .startForever:
        return .run { _ in
          while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
        }
      }
    }
  }

  struct Screen: Reducer {
    struct State: Equatable {
      @Presents var sheet: Sheet.State?
      var taps = 0

      /// The presented state, logging each read and write made through it.
      var countedSheet: Presents<Sheet.State> {
        get {
          PresentationBookkeepingTests.accesses.withLock { $0.append("get") }
          return $sheet
        }
        set {
          PresentationBookkeepingTests.accesses.withLock { $0.append("set") }
          $sheet = newValue
        }
      }
    }

    enum Action: Sendable, CasePathable {
      case sheet(PresentationAction<Sheet.Action>)
      case tapped
      case closeTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tapped:
          state.taps += 1
        case .closeTapped:
          state.sheet = nil
        case .sheet(.presented(.closeTapped)), .sheet(.presented(.startAndCloseTapped)):
          // The parent dismisses the child while handling the child's own action.
          state.sheet = nil
        case .sheet:
          break
        }
        return .none
      }
      .ifLet(\.countedSheet, action: \.sheet) { Sheet() }
    }
  }

  /// The accesses logged while `body` ran.
  static func accesses(during body: () -> Void) -> [String] {
    accesses.withLock { $0 = [] }
    body()
    return accesses.withLock { $0 }
  }

  @Test func withNothingInFlightAParentActionLeavesThePresentedStateAlone() async {
    await #expect(processExitsWith: .success) {
      #expect(EffectRegistry.processWideEffectCount == 0, "an effect is in flight")
      var state = Screen.State(sheet: Sheet.State())
      let log = PresentationBookkeepingTests.accesses {
        _ = Screen().reduce(into: &state, action: .tapped)
      }
      #expect(log.isEmpty, "a parent action touched the presented state: \(log)")
      #expect(state.taps == 1)
      #expect(state.sheet == Sheet.State())
    }
  }

  @Test func withNothingInFlightAChildActionDoesNotReadThePresentedStateAgain() async {
    await #expect(processExitsWith: .success) {
      var state = Screen.State(sheet: Sheet.State())
      let log = PresentationBookkeepingTests.accesses {
        _ = Screen().reduce(into: &state, action: .sheet(.presented(.increment)))
      }
      #expect(log.last == "set", "the presented state was read after it was put back: \(log)")
      #expect(state.sheet?.count == 1)
      // A parent dismissing the child with nothing in flight: the state still goes away.
      _ = Screen().reduce(into: &state, action: .closeTapped)
      #expect(state.sheet == nil, "the sheet was not dismissed")
    }
  }

  @Test func withNothingInFlightDismissStillClearsThePresentedState() async {
    await #expect(processExitsWith: .success) {
      var state = Screen.State(sheet: Sheet.State())
      _ = Screen().reduce(into: &state, action: .sheet(.dismiss))
      #expect(state.sheet == nil, "dismiss left the sheet presented")
    }
  }

  @Test func theProcessWideCountFollowsEffectsExactly() async {
    await #expect(processExitsWith: .success) {
      #expect(EffectRegistry.processWideEffectCount == 0, "an effect is in flight")
      await MainActor.run {
        let store = Store(initialState: Screen.State(sheet: Sheet.State())) { Screen() }
        store.send(.sheet(.presented(.startForever)))
        #expect(EffectRegistry.processWideEffectCount == 1, "the effect was not counted")
        store.send(.closeTapped)
        #expect(EffectRegistry.processWideEffectCount == 0, "the cancelled effect still counts")
      }
    }
  }

  @Test func withNothingInFlightAChildActionThatStartsAnEffectWhileTheParentDismissesEndsIt() async
  {
    await #expect(processExitsWith: .success) {
      #expect(EffectRegistry.processWideEffectCount == 0, "an effect is in flight")
      await MainActor.run {
        let store = Store(initialState: Screen.State(sheet: Sheet.State())) { Screen() }
        store.send(.sheet(.presented(.startAndCloseTapped)))
        #expect(store.state.sheet == nil)
        #expect(
          EffectRegistry.processWideEffectCount == 0,
          "the effect the child started outlived the child its parent dismissed")
      }
    }
  }

  @Test @MainActor
  func theParentDismissingOnTheChildsActionEndsAnEffectTheChildStartedEarlier() async {
    let core = StoreCore(
      initialState: Screen.State(sheet: Sheet.State()),
      reducer: { Screen().reduce(into: &$0, action: $1) }
    )
    let store = Store(core: core)
    let task = store.send(.sheet(.presented(.startForever)))
    #expect(core.registry.running.count == 1)

    // The child's action starts nothing; the parent dismisses the child while handling it.
    store.send(.sheet(.presented(.closeTapped)))
    #expect(store.state.sheet == nil)
    #expect(core.registry.running.isEmpty, "the child's effect outlived the child")
    if !core.registry.running.isEmpty { await task.cancel() }
    await task.finish()
  }

  @Test @MainActor
  func aChildActionThatStartsAnEffectWhileTheParentDismissesLeavesNothingRunning() async {
    let core = StoreCore(
      initialState: Screen.State(sheet: Sheet.State()),
      reducer: { Screen().reduce(into: &$0, action: $1) }
    )
    let store = Store(core: core)
    let task = store.send(.sheet(.presented(.startAndCloseTapped)))
    #expect(store.state.sheet == nil)
    #expect(core.registry.running.isEmpty, "the child's new effect outlived the child")
    if !core.registry.running.isEmpty { await task.cancel() }
    await task.finish()
  }

  @Test @MainActor
  func withAnEffectInFlightDismissalByTheParentCancelsTheChildsEffects() async {
    let core = StoreCore(
      initialState: Screen.State(sheet: Sheet.State()),
      reducer: { Screen().reduce(into: &$0, action: $1) }
    )
    let store = Store(core: core)
    let task = store.send(.sheet(.presented(.startForever)))
    #expect(core.registry.running.count == 1)
    #expect(EffectRegistry.isAnyEffectInFlight)

    let log = Self.accesses { store.send(.tapped) }
    #expect(log.last == "get", "a parent action with an effect in flight skipped the bookkeeping")

    store.send(.closeTapped)
    #expect(core.registry.running.isEmpty, "the child's effect outlived the child")
    // Should the effect have outlived the child, end it here rather than wait on it forever.
    if !core.registry.running.isEmpty { await task.cancel() }
    await task.finish()
    #expect(store.state.sheet == nil)
  }
}
