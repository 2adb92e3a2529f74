import Reducers
import Testing

/// `\.destination.dismiss` matches only the dismissal, `\.destination.presented` only a child's
/// action, and a child's case path reaches through `.presented` and nowhere else.
@Suite struct PresentationActionTests {
  @Test(arguments: [
    (Route.destination(.dismiss), true), (.destination(.presented(.dismissed)), false),
    (.destination(.presented(.saved("x"))), false), (.path(.popFrom(id: 0)), false),
  ])
  func dismissMatchesOnlyTheDismissal(action: Route, matches: Bool) {
    #expect((Case<Route, Void>(\.destination.dismiss).extract(action) != nil) == matches)
  }

  @Test func dismissBuildsTheDismissal() {
    #expect(Case<Route, Void>(\.destination.dismiss).embed(()) == .destination(.dismiss))
  }

  @Test func presentedMatchesEveryChildActionAndNotTheDismissal() {
    let presented = Case<Route, ChildAction>(\.destination.presented)
    #expect(presented.extract(.destination(.presented(.saved("x")))) == .saved("x"))
    #expect(presented.extract(.destination(.presented(.dismissed))) == .dismissed)
    #expect(presented.extract(.destination(.dismiss)) == nil)
    #expect(presented.embed(.dismissed) == .destination(.presented(.dismissed)))
  }

  @Test func aChildsCasePassesThroughPresentedOnly() {
    let saved = Case<Route, String>(\.destination.saved)
    #expect(saved.extract(.destination(.presented(.saved("x")))) == "x")
    #expect(saved.extract(.destination(.presented(.dismissed))) == nil)
    #expect(saved.extract(.destination(.dismiss)) == nil)
    #expect(saved.embed("y") == .destination(.presented(.saved("y"))))
    // The child's own `dismissed` is not the presentation's `dismiss`.
    #expect(Case<Route, Void>(\.destination.dismissed).extract(.destination(.dismiss)) == nil)
  }
}
