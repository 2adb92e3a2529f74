import NavTestKit
import Reducers
import Testing

/// `runEffects()`: the work a test resumed from outside the store runs before the test goes on.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct RunEffectsTests {
  /// An intercom: the effect waits to be let in, then opens a line that hears what is said on
  /// it. Words said while no line is open are lost, as with a real microphone.
  final class Intercom: Sendable {
    private struct State {
      var waiting: CheckedContinuation<Void, Never>?
      var line: AsyncStream<String>.Continuation?
    }
    private let state = Lock(State())

    func waitToBeLetIn() async {
      await withCheckedContinuation { continuation in
        state.withLock { $0.waiting = continuation }
      }
    }

    func openLine() -> AsyncStream<String> {
      let (stream, continuation) = AsyncStream<String>.makeStream()
      state.withLock { $0.line = continuation }
      return stream
    }

    /// Lets the waiting effect in; `false` when none waits.
    func letIn() -> Bool {
      let waiting = state.withLock { state in
        defer { state.waiting = nil }
        return state.waiting
      }
      waiting?.resume()
      return waiting != nil
    }

    /// Says words on the open line; `false` when none is open.
    func say(_ words: String) -> Bool {
      guard let line = state.withLock({ $0.line }) else { return false }
      line.yield(words)
      return true
    }
  }

  struct Door: Reducer {
    struct State: Equatable { var heard: [String] = [] }
    enum Action: Equatable, Sendable, CasePathable {
      case ring
      case heard(String)
    }
    let intercom: Intercom

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .ring:
        return .run { [intercom] send in
          await intercom.waitToBeLetIn()
          for await words in intercom.openLine() {
            await send(.heard(words))
          }
        }
      case .heard(let words):
        state.heard.append(words)
        return .none
      }
    }
  }

  @Test func workResumedFromOutsideRunsBeforeTheTestGoesOn() async {
    let intercom = Intercom()
    let store = TestStore(initialState: Door.State()) { Door(intercom: intercom) }
    await store.send(.ring)
    #expect(intercom.letIn())
    // The effect was let in but has not run: no line is open yet.
    store.runEffects()
    #expect(intercom.say("Parcel for you"))
    #expect(intercom.say("Sign here"))
    await store.receive(.heard("Parcel for you")) { $0.heard = ["Parcel for you"] }
    await store.receive(.heard("Sign here")) { $0.heard = ["Parcel for you", "Sign here"] }
    await store.skipInFlightEffects()
  }

  @Test func withNothingResumedItChangesNothing() async {
    let store = TestStore(initialState: Door.State()) { Door(intercom: Intercom()) }
    store.runEffects()
    await store.send(.heard("Hello")) { $0.heard = ["Hello"] }
    store.runEffects()
    #expect(store.state.heard == ["Hello"])
  }
}
