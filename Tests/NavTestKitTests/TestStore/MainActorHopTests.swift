import NavTestKit
import Reducers
import Testing

/// Effects that hand work to the main actor, and effects that run while the test sleeps on a
/// real clock: a step returns once what effects handed to the main actor has run, and the work
/// they have ready when the test comes back runs, in the order it became ready, before the
/// test's next action.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct MainActorHopTests {
  /// What a main-actor endpoint records: a socket's pings, a logger's lines.
  @MainActor final class MainActorLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
  }

  /// A WebSocket-style feature, as TCA's case study writes it: once connected, it pings every
  /// ten seconds through a `@MainActor` endpoint.
  struct Socket: Reducer {
    struct State: Equatable { var isConnected = false }
    enum Action: Equatable, Sendable, CasePathable {
      case connectButtonTapped
      case disconnectButtonTapped
      case connected
    }
    let ping: @MainActor @Sendable (_ id: Int) async -> Void
    @Dependency(\.continuousClock) var clock

    enum CancelID { case socket }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .connectButtonTapped:
        return .run { [ping, clock] send in
          // Connected once the main actor says so, as a delegate callback would.
          await ping(0)
          await send(.connected)
          var id = 1
          for await _ in clock.timer(interval: .seconds(10)) {
            await ping(id)
            id += 1
          }
        }
        .cancellable(id: CancelID.socket)
      case .connected:
        state.isConnected = true
        return .none
      case .disconnectButtonTapped:
        state.isConnected = false
        return .cancel(id: CancelID.socket)
      }
    }
  }

  @Test func anAdvanceReturnsOnceTheMainActorWorkItWokeHasRun() async {
    let clock = TestClock()
    let pings = MainActorLog()
    let store = TestStore(initialState: Socket.State()) {
      Socket(ping: { id in pings.append("ping \(id)") })
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.connectButtonTapped)
    #expect(pings.entries == ["ping 0"])
    await store.receive(\.connected) { $0.isConnected = true }
    await clock.advance(by: .seconds(10))
    #expect(pings.entries == ["ping 0", "ping 1"])
    await clock.advance(by: .seconds(9))
    #expect(pings.entries == ["ping 0", "ping 1"])
    await clock.advance(by: .seconds(21))
    #expect(pings.entries == ["ping 0", "ping 1", "ping 2", "ping 3", "ping 4"])
    await store.send(.disconnectButtonTapped) { $0.isConnected = false }
  }

  /// Effects that bounce through the main actor, and effects that run on a real clock while the
  /// test sleeps on one too.
  struct Race: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable, Sendable, CasePathable {
      case hop
      case race
      case finished(String)
      case stop
    }
    let log: MainActorLog

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .hop:
        return .run { [log] send in
          await log.append("hopped")
          await send(.finished("hop"))
          await log.append("hopped again")
        }
      case .race:
        return .merge(
          .run { send in
            try await Task.sleep(for: .milliseconds(60))
            await send(.finished("slow"))
          },
          .run { send in
            try await Task.sleep(for: .milliseconds(10))
            await send(.finished("fast"))
          }
        )
      case .finished(let name):
        state.log.append(name)
        return .none
      case .stop:
        state.log.append("stop")
        return .none
      }
    }
  }

  @Test func aSendReturnsOnceWhatItsEffectsHandedTheMainActorHasRun() async {
    let log = MainActorLog()
    let store = TestStore(initialState: Race.State()) { Race(log: log) }
    await store.send(.hop)
    // Both of the effect's calls to the main actor ran, and the action it sent in between.
    #expect(log.entries == ["hopped", "hopped again"])
    await store.receive(\.finished, "hop") { $0.log = ["hop"] }
  }

  @Test(arguments: 1...5)
  func whatEffectsHaveReadyWhenTheTestComesBackRunsInOrderBeforeItsNextAction(run: Int) async throws
  {
    let store = TestStore(initialState: Race.State()) { Race(log: MainActorLog()) }
    await store.send(.race)
    try await Task.sleep(for: .milliseconds(200))
    await store.receive(\.finished, "fast") { $0.log = ["fast"] }
    await store.receive(\.finished, "slow") { $0.log = ["fast", "slow"] }
    await store.send(.stop) { $0.log = ["fast", "slow", "stop"] }
  }
}
