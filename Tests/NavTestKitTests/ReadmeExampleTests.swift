import Foundation
import Reducers
import Testing

// The usage example of README.md, verbatim between the markers, so it keeps compiling.
// README-EXAMPLE-BEGIN
struct Counter2: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action: Equatable, Sendable {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse("\(count) is a good number."))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
func counterDemo() async {
  let store = Store(initialState: Counter2.State()) { Counter2() }
  store.send(.incrementButtonTapped)
  await store.send(.factButtonTapped).finish()
  print(store.state.count, store.state.fact ?? "")  // 1 1 is a good number.
}
// README-EXAMPLE-END

@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct ReadmeExampleTests {
  @Test func exampleRunsAsDescribed() async {
    let store = Store(initialState: Counter2.State()) { Counter2() }
    store.send(.incrementButtonTapped)
    await store.send(.factButtonTapped).finish()
    #expect(store.state == .init(count: 1, fact: "1 is a good number."))
    await counterDemo()
  }

  @Test func readmeHoldsTheSameCode() throws {
    let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
    let source = try String(contentsOfFile: #filePath, encoding: .utf8)
    #expect(
      readme.contains(
        Self.example(in: source).replacingOccurrences(of: "Counter2", with: "Counter")))
  }

  static let root = String(#filePath.split(separator: "/Tests/")[0])

  static func example(in source: String) -> String {
    let begin = "// README-EXAMPLE-" + "BEGIN\n"
    let end = "// README-EXAMPLE-" + "END"
    guard let start = source.range(of: begin), let stop = source.range(of: end) else { return "?" }
    return String(source[start.upperBound..<stop.lowerBound])
  }
}
