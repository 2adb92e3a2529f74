import NavTestKitTools
import Testing

/// Long generated lines broken as swift-format keeps them: at the outermost bracket that runs
/// past the width, its closing bracket on a line of its own.
@Suite struct SourceLayoutTests {
  @Test func aLineThatFitsIsKept() {
    let line = "    $0.count = 1"
    #expect(SourceLayout.lines(line, width: 16) == [line])
    // One column over, and nothing to break at: kept too.
    #expect(SourceLayout.lines(line, width: 15) == [line])
  }

  @Test func aLongCallIsBrokenFromItsOutermostBracketInUntilTheRestFits() {
    let line = "  await store.send(.list(.add(Row(id: 1, title: \"Milk\"))))"
    #expect(
      SourceLayout.lines(line, width: 40) == [
        "  await store.send(",
        "    .list(",
        "      .add(Row(id: 1, title: \"Milk\"))",
        "    )",
        "  )",
      ])
  }

  @Test func argumentsTooLongTogetherTakeALineEachAndBreakInTurn() {
    // The first row fits its line exactly (28 columns with its comma); the last is one over.
    let line = "$0.rows = [Row(id: 1, title: \"Milk\"), Row(id: 2, title: \"Butter\")]"
    #expect(
      SourceLayout.lines(line, width: 28) == [
        "$0.rows = [",
        "  Row(id: 1, title: \"Milk\"),",
        "  Row(",
        "    id: 2, title: \"Butter\"",
        "  ),",
        "]",
      ])
  }

  @Test func anArrayOfOneElementBrokenEndsWithoutAComma() {
    let line = "$0.rows = [Row(id: 1, title: \"Milk\")]"
    #expect(
      SourceLayout.lines(line, width: 30) == [
        "$0.rows = [",
        "  Row(id: 1, title: \"Milk\")",
        "]",
      ])
  }

  @Test func aSubscriptIsNotAnArrayLiteral() {
    let line = "$0.path[id: 1] = .detail(Row(id: 1, title: \"Milk\"))"
    #expect(
      SourceLayout.lines(line, width: 40) == [
        "$0.path[id: 1] = .detail(",
        "  Row(id: 1, title: \"Milk\")",
        ")",
      ])
  }

  @Test func bracketsAndCommasInStringsAreText() {
    let line = #"send(.say("a, b (c) [d] \"e, f\""), .other)"#
    #expect(
      SourceLayout.lines(line, width: 20) == [
        "send(",
        "  .say(",
        #"    "a, b (c) [d] \"e, f\"""#,
        "  ),",
        "  .other",
        ")",
      ])
  }

  @Test func anArrayThatStartsItsOwnLineIsAnArrayLiteral() {
    // The array is the call's one argument, so broken out it is the first thing on its line.
    let line = #"$0.path = StackState([Row(id: 1, title: "Milk"), Row(id: 2, title: "Tea")])"#
    #expect(
      SourceLayout.lines(line, width: 40) == [
        "$0.path = StackState(",
        "  [",
        #"    Row(id: 1, title: "Milk"),"#,
        #"    Row(id: 2, title: "Tea"),"#,
        "  ]",
        ")",
      ])
  }
}
