import Foundation
import NavTestKit
import Testing

/// Values written as the Swift source a pasted test compiles.
@Suite struct SwiftSourceTests {
  enum Inner: Equatable { case go, stop }
  enum Action: Equatable {
    case plain
    case labelled(id: Int)
    case unlabelled(String)
    case pair(id: StackElementID, action: Inner)
    case optional(Int?)
    case list([Int])
  }
  struct Payload: Equatable { var count = 1 }
  enum Carrying { case payload(Payload) }

  @Test func enumCasesPrintWithALeadingDotAndTheirLabels() {
    #expect(SwiftSource.expression(Action.plain).text == ".plain")
    #expect(SwiftSource.expression(Action.plain).isExact)
    #expect(SwiftSource.expression(Action.labelled(id: 3)).text == ".labelled(id: 3)")
    #expect(SwiftSource.expression(Action.unlabelled("a")).text == #".unlabelled("a")"#)
    #expect(
      SwiftSource.expression(Action.pair(id: 7, action: .stop)).text
        == ".pair(id: 7, action: .stop)")
    #expect(SwiftSource.expression(Action.optional(nil)).text == ".optional(nil)")
    #expect(SwiftSource.expression(Action.optional(2)).text == ".optional(2)")
    #expect(SwiftSource.expression(Action.list([])).text == ".list([])")
    #expect(SwiftSource.expression(Action.list([1, 2])).text == ".list([1, 2])")
  }

  /// A chain of `Link`s `count` long, ending in `Link(next: [])`.
  struct Link { var next: [Link] }
  static func chain(_ count: Int) -> Link {
    var link = Link(next: [])
    for _ in 1..<count { link = Link(next: [link]) }
    return link
  }

  @Test func aValueIsWrittenTwentyFourLevelsDeepAndCutThere() {
    // Each link is two levels (the struct, then its array), so 12 links fill the 24 levels.
    let twelve = SwiftSource.expression(Self.chain(12)).text
    #expect(twelve.hasSuffix("Link(next: [])" + String(repeating: "])", count: 11)))
    #expect(!twelve.contains("…"))
    let thirteen = SwiftSource.expression(Self.chain(13)).text
    #expect(thirteen.hasSuffix("Link(next: […])" + String(repeating: "])", count: 11)))
    #expect(thirteen.components(separatedBy: "Link(").count - 1 == 12)
  }

  @Test func stringsAreEscapedAsLiterals() {
    #expect(StringLiteral.quoted(#"say "hi"\"#) == #""say \"hi\"\\""#)
    #expect(StringLiteral.quoted("a\nb\tc\u{7}") == #""a\nb\tc\u{7}""#)
    #expect(StringLiteral.quoted("") == #""""#)
  }

  @Test func durationsUseTheShortestExactFactory() {
    #expect(SwiftSource.duration(.seconds(30)) == ".seconds(30)")
    #expect(SwiftSource.duration(.zero) == ".seconds(0)")
    #expect(SwiftSource.duration(.milliseconds(1500)) == ".milliseconds(1500)")
    #expect(SwiftSource.duration(.milliseconds(1)) == ".milliseconds(1)")
    #expect(
      SwiftSource.duration(.nanoseconds(1))
        == "Duration(secondsComponent: 0, attosecondsComponent: 1000000000)")
  }

  @Test func uuidsAndStackIdsPrintAsTheirLiterals() {
    // Counted ids, as `UUIDGenerator.incrementing` makes them, print as `UUID(n)`; the first, a
    // middle one and the last of the 48 bits.
    #expect(SwiftSource.expression(UUID(0)).text == "UUID(0)")
    #expect(SwiftSource.expression(UUID(256)).text == "UUID(256)")
    #expect(SwiftSource.expression(UUID((1 << 48) - 1)).text == "UUID(281474976710655)")
    #expect(UUID(281_474_976_710_655) == UUID(uuidString: "00000000-0000-0000-0000-FFFFFFFFFFFF")!)
    // Any other by its string: one non-zero byte before the count is enough.
    let uuid = UUID(uuidString: "00000000-0000-0000-0100-000000000001")!
    #expect(
      SwiftSource.expression(uuid).text
        == #"UUID(uuidString: "00000000-0000-0000-0100-000000000001")!"#)
    #expect(SwiftSource.expression(StackElementID(generation: 0)).text == "0")
  }

  @Test func aStructIsMarkedInexactAndCanBeAbbreviated() {
    let full = SwiftSource.expression(Carrying.payload(Payload()))
    #expect(full.text.hasSuffix("Payload(count: 1))"))
    #expect(!full.isExact)
    let short = SwiftSource.expression(Carrying.payload(Payload()), abbreviated: true)
    #expect(short.text.hasSuffix("Payload(…))"))
    #expect(!short.isExact)
  }

  @Test func anInitializerLeavesOutPropertyWrappers() {
    struct Feature {
      var hasBug = true
      var _clock = 1  // what a `@Dependency` stores
    }
    #expect(SwiftSource.initializer(Feature()).text.hasSuffix("Feature(hasBug: true)"))
    #expect(SwiftSource.initializer(Feature()).isExact)
  }
}
