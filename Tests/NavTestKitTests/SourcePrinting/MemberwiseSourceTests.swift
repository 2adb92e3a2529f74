import Foundation
import NavTestKit
import Testing

/// Plain structs written as calls of their memberwise initializers, when the context asks: each
/// text is pinned, and the same text, written here as Swift, compiles to an equal value.
@Suite struct MemberwiseSourceTests {
  struct Row: Equatable, Identifiable {
    var id: Int
    var title: String
  }

  struct Box<Value: Equatable>: Equatable {
    var value: Value
  }

  struct Form: Equatable {
    var title: String
    var rows: IdentifiedArrayOf<Row>
    @Presents var destination: Box<Int>?
    @Dependency(\.uuid) var uuid

    static func == (lhs: Form, rhs: Form) -> Bool {
      lhs.title == rhs.title && lhs.rows == rhs.rows && lhs.destination == rhs.destination
    }
  }

  enum Action: Equatable {
    case save(Form)
    case none
  }

  static var memberwise: SwiftSource.Context {
    SwiftSource.Context(names: [], structs: .memberwise)
  }

  @Test func aStructIsItsMemberwiseInitializerWithPresentsByNameAndNoDependency() {
    let form = Form(
      title: "Plan", rows: [Row(id: 1, title: "a"), Row(id: 2, title: "b")],
      destination: Box(value: 3))
    let written = SwiftSource.expression(Action.save(form), context: Self.memberwise)
    #expect(
      written.text
        == #".save(MemberwiseSourceTests.Form(title: "Plan", rows: [MemberwiseSourceTests.Row(id: 1, title: "a"), MemberwiseSourceTests.Row(id: 2, title: "b")], destination: MemberwiseSourceTests.Box<Int>(value: 3)))"#
    )
    #expect(written.isExact)
    // The text above, as Swift.
    let compiled = Action.save(
      MemberwiseSourceTests.Form(
        title: "Plan",
        rows: [
          MemberwiseSourceTests.Row(id: 1, title: "a"),
          MemberwiseSourceTests.Row(id: 2, title: "b"),
        ], destination: MemberwiseSourceTests.Box<Int>(value: 3)))
    #expect(compiled == .save(form))
  }

  @Test func nothingPresentedIsNilAndAnEmptyListIsEmpty() {
    let form = Form(title: "", rows: [], destination: nil)
    let written = SwiftSource.expression(form, context: Self.memberwise)
    #expect(written.text == #"MemberwiseSourceTests.Form(title: "", rows: [], destination: nil)"#)
    #expect(written.isExact)
    #expect(MemberwiseSourceTests.Form(title: "", rows: [], destination: nil) == form)
  }

  @Test func withoutTheContextAskingAStructStaysInexact() {
    let written = SwiftSource.expression(Box(value: 1))
    #expect(!written.isExact)
    #expect(
      !SwiftSource.expression(Box(value: 1), abbreviated: true, context: Self.memberwise).isExact)
  }

  struct Counter: Equatable {
    @Shared var count: Int
  }

  struct Lazy {
    lazy var size = 1
  }

  final class Reference {
    var count = 1
  }

  @Test func whatReflectionCannotTellIsNotWritten() {
    // A `@Shared` takes its value or its reference depending on whether its declaration gives
    // a default; a `lazy` property is not a parameter; a class has no memberwise initializer.
    let counter = SwiftSource.expression(Counter(count: Shared(value: 1)), context: Self.memberwise)
    #expect(!counter.isExact)
    #expect(!SwiftSource.expression(Lazy(), context: Self.memberwise).isExact)
    let reference = SwiftSource.expression(Box(value: Reference().count), context: Self.memberwise)
    #expect(reference.isExact)
    #expect(!SwiftSource.expression(Reference(), context: Self.memberwise).isExact)
  }

  @Test func anInexactFieldMakesTheStructInexact() {
    let written = SwiftSource.expression(Box(value: Double.nan), context: Self.memberwise)
    #expect(written.text == "MemberwiseSourceTests.Box<Double>(value: nan)")
    #expect(!written.isExact)
  }
}
