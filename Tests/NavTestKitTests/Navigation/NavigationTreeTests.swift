import Foundation
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

  /// States that keep navigation deep inside, or behind a field of any type: the tree reads
  /// the parts that can hold navigation, found from the types' declared fields, and only them.
  struct Deep: Equatable {
    struct Middle: Equatable {
      var title = "x"
      var screen = Screen.State()
    }
    var rows: [Int] = [1, 2]
    var middle = Middle()
  }
  struct Boxed: Equatable {
    var title = "x"
    var boxed: any Sendable = Screen.State(destination: .alert(.confirmation))
    static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.title == rhs.title }
  }
  struct Paired {
    var pair = (count: 1, screen: Screen.State(destination: .alert(.confirmation)))
  }
  struct Plain: Equatable {
    var rows: IdentifiedArrayOf<Row> = []
    var names: [String: Int] = [:]
    var when = Date(timeIntervalSince1970: 0)
    var kind: Kind? = nil
    enum Kind: Equatable {
      case a
      case b(Screen.State)
    }
    struct Row: Equatable, Identifiable { var id: Int }
  }

  @Test func navigationIsFoundDeepInsideStructsTuplesAndFieldsOfAnyType() {
    var deep = Deep()
    deep.middle.screen.destination = .alert(.confirmation)
    #expect(NavigationTree(of: deep).description == #"NavigationTreeTests.Deep ▸ alert "Sure?""#)
    #expect(
      NavigationTree(of: Boxed()).description == #"NavigationTreeTests.Boxed ▸ alert "Sure?""#)
    #expect(NavigationTree(of: Boxed(boxed: 3)).description == "NavigationTreeTests.Boxed")
    #expect(
      NavigationTree(of: Paired()).description == #"NavigationTreeTests.Paired ▸ alert "Sure?""#)
  }

  @Test func typesThatCannotHoldNavigationAreNotReadAtAll() {
    #expect(NavigationTree.canHoldNavigation(Deep.self))
    #expect(NavigationTree.canHoldNavigation(Deep.Middle.self))
    #expect(NavigationTree.canHoldNavigation(Boxed.self))
    #expect(NavigationTree.canHoldNavigation(Paired.self))
    #expect(NavigationTree.canHoldNavigation(Screen.State.self))
    // Collections, dates and enums: the tree never looks inside them.
    #expect(!NavigationTree.canHoldNavigation(Plain.self))
    #expect(!NavigationTree.canHoldNavigation([Screen.State].self))
    #expect(!NavigationTree.canHoldNavigation(String.self))
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
