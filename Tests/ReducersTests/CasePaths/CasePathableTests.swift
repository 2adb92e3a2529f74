import Reducers
import Testing

@dynamicMemberLookup
// case paths: written by hand (what these tests are about)
enum Screen: Equatable, CasePathable {
  case editor(Draft)
  case empty

  struct Draft: Equatable { var title: String }
}

extension Case where Value: CasePathable<Screen> {
  var editor: Case<Root, Screen.Draft> {
    at(Screen.editor) { if case .editor(let v) = $0 { v } else { nil } }
  }
  var empty: Case<Root, Void> { at(.empty) { if case .empty = $0 { () } else { nil } } }
}

@Suite struct CasePathableTests {
  @Test func dynamicMemberReadsThePayloadOfTheCurrentCase() {
    let screen = Screen.editor(.init(title: "Notes"))
    #expect(screen.editor == .init(title: "Notes"))
    #expect(screen.empty == nil)
    #expect(Screen.empty.editor == nil)
  }

  @Test func dynamicMemberWritesThroughOptionalChaining() {
    var screen: Screen? = .editor(.init(title: "Notes"))
    screen?.editor?.title = "Plans"
    #expect(screen == .editor(.init(title: "Plans")))
  }

  @Test func writingAnUnrelatedCaseIsReportedAndIgnored() {
    var screen = Screen.empty
    let issues = collectIssues {
      screen.editor = .init(title: "Nope")
    }
    #expect(screen == .empty)
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix(#"Can't modify unrelated case "editor""#) == true)
  }

  @Test func modifyChangesThePayloadInPlace() {
    var screen = Screen.editor(.init(title: "a"))
    screen.modify(\.editor) { $0.title += "b" }
    #expect(screen == .editor(.init(title: "ab")))
  }

  @Test func modifyOfTheWrongCaseIsReportedAtTheCaller() {
    var screen = Screen.empty
    let issues = collectIssues {
      screen.modify(\.editor) { $0.title = "x" }
    }
    #expect(screen == .empty)
    #expect(issues.map(\.site.line) == [#line - 3])
  }

  @Test func isTellsTheCase() {
    #expect(Screen.empty.is(\.empty))
    #expect(!Screen.empty.is(\.editor))
  }
}
