import Foundation
import NavTestKit
import Reducers
import Testing

/// A suite that reaches every screen of the mailbox but misses one transition: dismissing the
/// discard alert. Its coverage, read when all its tests have run, names that transition with a
/// shortest path to it, from the exploration in the same suite.
@MainActor
// Run it whole: a filter that leaves out its test stores leaves their transitions missed.
@Suite(.navigationCoverage { coverage in NavigationCoverageTests.checkMailbox(coverage) })
struct AMailboxSuiteThatMissesOneTransition {
  @Test func mapEveryScreen() async {
    await explore(initialState: Mailbox.State(), depth: 4) {
      Mailbox()
    } actions: {
      Mailbox.buttons($0)
    }
  }

  @Test func composeAndSend() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    await store.send(.composeTapped) { $0.destination = .compose(Mailbox.Destination.Draft()) }
    await store.send(.destination(.presented(.compose(.sendTapped)))) { $0.destination = nil }
  }

  @Test func composeAndSwipeAway() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    await store.send(.composeTapped) { $0.destination = .compose(Mailbox.Destination.Draft()) }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func composeAndDiscard() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    await store.send(.composeTapped) { $0.destination = .compose(Mailbox.Destination.Draft()) }
    await store.send(.destination(.presented(.compose(.closeTapped)))) {
      $0.destination = .alert(.discard)
    }
    await store.send(.destination(.presented(.alert(.confirmDiscard)))) { $0.destination = nil }
  }
}

/// A hundred cases run in parallel, each showing a notice with its own number in the title:
/// one screen, which the coverage counts every one of them reaching.
@MainActor
@Suite struct AHundredParallelCases {
  @Test(
    .navigationCoverage { coverage in NavigationCoverageTests.checkHundred(coverage) },
    arguments: 0..<100)
  func eachReachesAScreenOfItsOwn(number: Int) async {
    let store = TestStore(initialState: Notice.State()) { Notice() }
    await store.send(.show(number)) { $0.alert = AlertState { TextState("Notice \(number)") } }
  }
}

@MainActor
@Suite struct NavigationCoverageTests {
  nonisolated static let mailboxReport = """
    Navigation coverage: 3 screens and 5 transitions reached by 3 tests; the explorer reached 3 \
    screens and 6 transitions, 1 missed

    Screens (3)                                   tests
      Mailbox                                         3
      Mailbox ▸ sheet compose                         3
      Mailbox ▸ alert(confirmDiscard)                 1

    Transitions (5)
      Mailbox  →  Mailbox ▸ sheet compose   [composeTapped]   3 tests
      Mailbox ▸ sheet compose  →  Mailbox   [destination.compose.sendTapped]   1 test
      Mailbox ▸ sheet compose  →  Mailbox ▸ alert(confirmDiscard)   [destination.compose.closeTapped]   1 test
      Mailbox ▸ sheet compose  →  Mailbox   [destination.dismiss]   1 test
      Mailbox ▸ alert(confirmDiscard)  →  Mailbox   [destination.alert.confirmDiscard]   1 test

    Missed (1): reached by the explorer, by no test
      transition Mailbox ▸ alert(confirmDiscard)  →  Mailbox   [destination.dismiss]
        A shortest path:
          1. send(.composeTapped)
          2. send(.destination(.presented(.compose(.closeTapped))))
          3. send(.destination(.dismiss))
    """

  nonisolated static func checkMailbox(_ coverage: NavigationCoverage) {
    #expect(coverage.missed.count == 1)
    let missed = coverage.missed.first
    #expect(missed?.from == "Mailbox ▸ alert(confirmDiscard)")
    #expect(missed?.screen == "Mailbox")
    #expect(missed?.step == "destination.dismiss")
    #expect(
      missed?.path == [
        "send(.composeTapped)", "send(.destination(.presented(.compose(.closeTapped))))",
        "send(.destination(.dismiss))",
      ])
    #expect(coverage.text == mailboxReport)
  }

  /// A hundred tests, each showing the notice alert with its own number in the title: one
  /// screen, which every test reached (a title carries data; the screen is the alert).
  nonisolated static func checkHundred(_ coverage: NavigationCoverage) {
    #expect(coverage.tests == 100)
    #expect(coverage.screens.map(\.name) == ["Notice", "Notice ▸ alert"])
    #expect(coverage.screens.allSatisfy { $0.tests == 100 })
    #expect(coverage.transitions.count == 1)
    #expect(coverage.transitions.allSatisfy { $0.step == "show" && $0.tests == 100 })
  }

  @Test func withoutAnExplorationTheReportListsWhatWasReached() async throws {
    let recorder = CoverageRecorder()
    await CoverageRecorder.$scoped.withValue(recorder) {
      let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
      await store.send(.composeTapped) { $0.destination = .compose(Mailbox.Destination.Draft()) }
      // A step that keeps the screen is no transition.
      await store.send(.composeTapped)
    }
    let coverage = recorder.coverage
    #expect(coverage.tests == 1)
    #expect(coverage.screens.map(\.name) == ["Mailbox", "Mailbox ▸ sheet compose"])
    #expect(coverage.transitions.map(\.step) == ["composeTapped"])
    #expect(coverage.missed.isEmpty)
    #expect(coverage.summary == "Navigation coverage: 2 screens and 1 transition reached by 1 test")
    #expect(coverage.text.hasSuffix("\nMissed: none"))
    let decoded = try JSONDecoder().decode(NavigationCoverage.self, from: Data(coverage.json.utf8))
    #expect(decoded == coverage)
  }

  @Test func aTestStoreRecordsNothingWhenCoverageIsNotAskedFor() async {
    // No trait here, and the test run's file is not asked for in this process unless the
    // environment says so.
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    #expect(
      (store.coverage != nil) == (ProcessInfo.processInfo.environment["NAVTESTKIT_COVERAGE"] != nil)
    )
  }

  @Test func theTableGoesNextToTheJSON() {
    #expect(CoverageFile.textPath(for: "/tmp/a/coverage.json") == "/tmp/a/coverage.txt")
    #expect(CoverageFile.textPath(for: "/tmp/a/coverage") == "/tmp/a/coverage.txt")
    #expect(CoverageFile.textPath(for: "/tmp/a/coverage.txt") == "/tmp/a/coverage.txt.txt")
  }
}
