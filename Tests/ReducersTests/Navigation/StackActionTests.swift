import Reducers
import Testing

/// The case paths into a stack's actions match only the element, pop or push they name, and
/// build actions for the id they carry.
@Suite struct StackActionTests {
  /// Actions of every stack case, for ids 0 and 1.
  static let actions: [Route] = [
    .path(.element(id: 0, action: .dismissed)), .path(.element(id: 1, action: .dismissed)),
    .path(.element(id: 0, action: .saved("x"))), .path(.popFrom(id: 0)), .path(.popFrom(id: 1)),
    .path(.push(id: 0, state: "s")), .path(.push(id: 1, state: "s")),
    .rows(.element(id: 0, action: .dismissed)),
  ]

  @Test(arguments: [StackElementID(0), 1, 5])
  func anElementPathMatchesOnlyItsOwnId(id: StackElementID) {
    let dismissed = Case<Route, Void>(\.path[id: id].dismissed)
    for action in Self.actions {
      let matches = action == .path(.element(id: id, action: .dismissed))
      #expect(
        (dismissed.extract(action) != nil) == matches, "\\.path[id: \(id)].dismissed and \(action)")
    }
  }

  @Test(arguments: [StackElementID(0), 1, 5])
  func anElementPathBuildsAnActionForItsOwnId(id: StackElementID) {
    #expect(
      Case<Route, Void>(\.path[id: id].dismissed).embed(())
        == .path(.element(id: id, action: .dismissed)))
    #expect(
      Case<Route, String>(\.path[id: id].saved).embed("a")
        == .path(.element(id: id, action: .saved("a"))))
  }

  @Test func anElementPathExtractsTheElementsActionOfItsId() {
    let element = Case<Route, ChildAction>(\.path[id: 1])
    #expect(element.extract(.path(.element(id: 1, action: .saved("x")))) == .saved("x"))
    #expect(element.extract(.path(.element(id: 0, action: .saved("x")))) == nil)
    #expect(element.extract(.path(.popFrom(id: 1))) == nil)
    #expect(element.description == #"\.path[id: #1]"#)
  }

  @Test func elementMatchesAnyIdAndGivesItBack() {
    let element = Case<Route, (id: StackElementID, action: ChildAction)>(\.path.element)
    #expect(element.extract(.path(.element(id: 7, action: .dismissed)))?.id == 7)
    #expect(element.extract(.path(.element(id: 7, action: .dismissed)))?.action == .dismissed)
    #expect(element.extract(.path(.popFrom(id: 7))) == nil)
    #expect(element.extract(.path(.push(id: 7, state: "s"))) == nil)
    #expect(
      element.embed((id: 3, action: .dismissed)) == .path(.element(id: 3, action: .dismissed)))
  }

  @Test func popFromMatchesOnlyPopsAndGivesTheirId() {
    let popFrom = Case<Route, StackElementID>(\.path.popFrom)
    #expect(popFrom.extract(.path(.popFrom(id: 4))) == 4)
    #expect(popFrom.extract(.path(.element(id: 4, action: .dismissed))) == nil)
    #expect(popFrom.extract(.path(.push(id: 4, state: "s"))) == nil)
    #expect(popFrom.embed(4) == .path(.popFrom(id: 4)))
  }

  @Test func pushMatchesOnlyPushesAndGivesTheirIdAndState() {
    let push = Case<Route, (id: StackElementID, state: String)>(\.path.push)
    #expect(push.extract(.path(.push(id: 2, state: "s")))?.id == 2)
    #expect(push.extract(.path(.push(id: 2, state: "s")))?.state == "s")
    #expect(push.extract(.path(.popFrom(id: 2))) == nil)
    #expect(push.extract(.path(.element(id: 2, action: .dismissed))) == nil)
    #expect(push.embed((id: 2, state: "t")) == .path(.push(id: 2, state: "t")))
  }
}
