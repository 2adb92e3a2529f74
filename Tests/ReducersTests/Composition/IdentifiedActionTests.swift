import Reducers
import Testing

/// `\.rows[id:]` matches only the row it names and builds actions for that row.
@Suite struct IdentifiedActionTests {
  @Test(arguments: [
    (Route.rows(.element(id: 3, action: .saved("x"))), "x" as String?),
    (.rows(.element(id: 4, action: .saved("x"))), nil),
    (.rows(.element(id: 3, action: .dismissed)), nil),
    (.path(.element(id: 3, action: .saved("x"))), nil),
  ])
  func aRowPathMatchesOnlyItsOwnIdAndCase(action: Route, payload: String?) {
    #expect(Case<Route, String>(\.rows[id: 3].saved).extract(action) == payload)
  }

  @Test func aRowPathExtractsTheActionOfItsRowOnly() {
    let row = Case<Route, ChildAction>(\.rows[id: 3])
    #expect(row.extract(.rows(.element(id: 3, action: .dismissed))) == .dismissed)
    #expect(row.extract(.rows(.element(id: 4, action: .dismissed))) == nil)
    #expect(row.description == #"\.rows[id: 3]"#)
  }

  @Test(arguments: [3, 4, 30])
  func aRowPathBuildsAnActionForItsOwnId(id: Int) {
    #expect(
      Case<Route, Void>(\.rows[id: id].dismissed).embed(())
        == .rows(.element(id: id, action: .dismissed)))
  }

  @Test func idAndActionReadTheElement() {
    let action = IdentifiedAction<Int, ChildAction>.element(id: 8, action: .saved("z"))
    #expect(action.id == 8)
    #expect(action.action == .saved("z"))
  }
}
