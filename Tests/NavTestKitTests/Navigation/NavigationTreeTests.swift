import NavTestKit
import Reducers
import Testing

@MainActor
@Suite struct NavigationTreeTests {
  @Test func rootAlone() {
    #expect(NavigationTree(of: Screen.State()).description == "Screen")
  }

  @Test func sheetAndAlertAreNamed() {
    #expect(
      NavigationTree(of: Screen.State(destination: .timed(Timed.State()))).description
        == "Screen ▸ sheet timed")
    #expect(
      NavigationTree(of: Screen.State(destination: .alert(.confirmation))).description
        == #"Screen ▸ alert "Sure?""#)
  }

  @Test func nestedStackSheetAndAlert() {
    let state = withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      Navigator.State(
        path: StackState([
          .note("a", pinned: false),
          .timed(Timed.State(inner: Timed.State(inner: Timed.State()))),
        ]))
    }
    let tree = NavigationTree(of: state)
    #expect(tree.description == "Navigator ▸ #0 note ▸ #1 timed ▸ sheet Timed ▸ sheet Timed")
    #expect(
      tree.levels.map(\.kind) == [.root, .stack(0), .stack(1), .sheet, .sheet])
  }

  @Test func testStoreAssertsNavigation() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.showAlert) { $0.destination = .alert(.confirmation) }
    store.assertNavigation(#"Screen ▸ alert "Sure?""#)
    let line = #line + 2
    withKnownIssue {
      store.assertNavigation("Screen")
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text == """
          Navigation does not match expectation.

            Expected: Screen
            Actual:   Screen ▸ alert "Sure?"
          """
    }
  }

  @Test func failingAssertionShowsNavigationBeforeAndAfter() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    let line = #line + 2
    await withKnownIssue {
      await store.send(.showTimed)
    } matching: { issue in
      let text = text(of: issue)
      return issue.sourceLocation?.line == line
        && text.hasPrefix("State was not expected to change, but a change occurred.")
        && text.hasSuffix(
          """
          Navigation before:   Screen
          Navigation expected: Screen
          Navigation after:    Screen ▸ sheet timed
          """)
    }
  }
}
