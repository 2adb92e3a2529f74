import Reducers
import Testing

/// The short descriptions runtime reports give of actions and states.
@Suite struct DescribeTests {
  enum Action {
    case tapped
    case child(Child)
    case loaded(Int)
    enum Child { case close }
  }

  @Test func aVoidActionReadsAsTheEmptyTuple() {
    // A case without a payload reached through its case path: the child's action is `()`.
    #expect(Describe.action(()) == "()")
    #expect(Describe.caseOf(()) == "()")
  }

  @Test func anActionReadsAsItsTypeAndCase() {
    #expect(Describe.action(Action.tapped) == "DescribeTests.Action.tapped")
    #expect(Describe.action(Action.child(.close)) == "DescribeTests.Action.child(.close)")
    #expect(Describe.action(Action.loaded(3)) == "DescribeTests.Action.loaded(3)")
  }
}
