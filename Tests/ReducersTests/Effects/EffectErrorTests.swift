import Reducers
import Testing

struct Failing: Reducer {
  struct State: Equatable { var caught: [String] = [] }
  enum Action: Sendable {
    case throwUnhandled, throwCaught
    case caught(String)
    case throwCancellation
  }
  struct Boom: Error, CustomStringConvertible { var description: String { "Boom!" } }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .throwUnhandled:
      return .run { _ in throw Boom() }
    case .throwCaught:
      return .run { _ in
        throw Boom()
      } catch: { error, send in
        await send(.caught("\(error)"))
      }
    case .caught(let text):
      state.caught.append(text)
      return .none
    case .throwCancellation:
      return .run { _ in throw CancellationError() }
    }
  }
}

@MainActor
@Suite struct EffectErrorTests {
  @Test func unhandledErrorIsReportedAtTheRunCallSite() {
    let store = DrivenStore(initialState: Failing.State(), reducer: Failing())
    let issues = collectIssues {
      store.send(.throwUnhandled)
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(
      message.hasPrefix(
        #"An "Effect.run" returned from "ReducersTests/EffectErrorTests.swift:16" threw an unhandled error."#
      ))
    #expect(message.contains("Boom"))
    #expect(message.contains(#"via the "catch" parameter on "Effect.run""#))
    #expect(issues.first?.site.line == 16)
  }

  @Test func caughtErrorGoesToTheHandler() {
    let store = DrivenStore(initialState: Failing.State(), reducer: Failing())
    let issues = collectIssues {
      store.send(.throwCaught)
    }
    #expect(issues.isEmpty)
    #expect(store.state.caught == ["Boom!"])
  }

  @Test func cancellationErrorIsSwallowed() {
    let store = DrivenStore(initialState: Failing.State(), reducer: Failing())
    let issues = collectIssues {
      store.send(.throwCancellation)
    }
    #expect(issues.isEmpty)
    #expect(store.inFlight == 0)
  }
}
