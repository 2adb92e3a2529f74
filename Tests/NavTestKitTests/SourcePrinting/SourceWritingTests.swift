import Foundation
import NavTestKit
import NavTestKitTools
import Reducers
import Testing

/// What a feature tells the printer, and what the printer finds in the state: initializers
/// (`SourceInitializable`), named values, the places of shared references, binding actions.
/// Each printed text is pinned, and the same text pasted builds an equal value.
@Suite struct SourceWritingTests {
  struct Card: Equatable, Identifiable, Sendable, SourceInitializable {
    var id: Int
    var title: String
  }

  struct Sheet: Equatable, Sendable, SourceInitializable {
    var note = ""
  }

  struct Screen: Equatable, SourceInitializable {
    @Presents var sheet: Sheet?
    @Shared var card: Card
    var count: Int
  }

  /// Built only when it has cards: its initializer would make one otherwise.
  struct Deck: Equatable, SourceInitializable {
    var cards: [Card]
    var sourceArguments: [SourceArgument]? {
      cards.isEmpty ? nil : [SourceArgument("cards", cards)]
    }
  }

  struct Code: Equatable, SourceInitializable {
    var raw: Int
    var sourceArguments: [SourceArgument]? { [SourceArgument(nil, raw)] }
    var sourceTypeName: String? { "SourceWritingTests.Code" }
    init(_ raw: Int) { self.raw = raw }
  }

  struct Library: Equatable {
    @Shared var cards: IdentifiedArrayOf<Card>
    var open: Screen?
  }

  struct Form: Equatable {
    var title = ""
    var tags: [String] = []
  }

  @Test func aConformingStructIsWrittenAsItsInitializer() {
    let card = SwiftSource.expression(Card(id: 1, title: "A"))
    #expect(card.text == #"SourceWritingTests.Card(id: 1, title: "A")"#)
    #expect(card.isExact)
    #expect(SourceWritingTests.Card(id: 1, title: "A") == Card(id: 1, title: "A"))

    // Unlabelled, under the name the type gives itself.
    #expect(SwiftSource.expression(Code(7)).text == "SourceWritingTests.Code(7)")
    #expect(SourceWritingTests.Code(7) == Code(7))

    // A struct that does not conform is not exact, and says so.
    #expect(!SwiftSource.expression(Form()).isExact)
  }

  @Test func aPresentedValueIsWrittenAsItselfAndAnAbsentOneAsNil() {
    let shared = Shared(value: Card(id: 1, title: "A"))
    let context = SwiftSource.Context().sharing(
      Library(cards: Shared(value: []), open: nil), from: "store.state")
    let presented = Screen(sheet: Sheet(note: "n"), card: shared, count: 2)
    // No place in the state aliases the card: a copy could not be the same reference.
    let unknown = SwiftSource.expression(presented, context: context)
    #expect(!unknown.isExact)
    #expect(unknown.text.contains("card: Shared(value: SourceWritingTests.Card("))

    let library = Library(cards: Shared(value: [Card(id: 1, title: "A")]), open: presented)
    let withPlace = SwiftSource.expression(
      presented, context: SwiftSource.Context().sharing(library, from: "store.state"))
    #expect(
      withPlace.text
        == #"SourceWritingTests.Screen(sheet: SourceWritingTests.Sheet(note: "n"), "#
        + "card: store.state.open!.$card, count: 2)")
    #expect(withPlace.isExact)
    let absent = Screen(sheet: nil, card: shared, count: 0)
    #expect(
      SwiftSource.expression(
        absent, context: SwiftSource.Context().sharing(library, from: "$0")
      ).text == "SourceWritingTests.Screen(sheet: nil, card: $0.open!.$card, count: 0)")
  }

  @Test func anElementOfASharedArrayIsWrittenThroughTheArray() throws {
    let cards = Shared(
      value: IdentifiedArrayOf<Card>(uniqueElements: [
        Card(id: 1, title: "A"), Card(id: 2, title: "B"),
      ]))
    let state = Library(cards: cards, open: nil)
    let context = SwiftSource.Context().sharing(state, from: "store.state")
    // The last element, not only the first.
    let second = try #require(Shared(cards[id: 2]))
    let written = SwiftSource.expression(second, context: context)
    #expect(written.text == "Shared(store.state.$cards[id: 2])!")
    #expect(written.isExact)
    // Pasted, it is the same reference: a write through it reaches the array.
    let store = (state: state, unused: 0)
    let pasted = Shared(store.state.$cards[id: 2])!
    pasted.withLock { $0.title = "Z" }
    #expect(cards.wrappedValue[id: 2]?.title == "Z")

    // A reference to another root, with an equal value, is not an alias.
    let elsewhere = Shared(value: Card(id: 2, title: "Z"))
    #expect(!SwiftSource.expression(elsewhere, context: context).isExact)
  }

  @Test func aStructWhoseInitializerWouldChangeItIsNotWritten() {
    #expect(SwiftSource.expression(Deck(cards: [Card(id: 1, title: "A")])).isExact)
    let empty = SwiftSource.expression(Deck(cards: []))
    #expect(!empty.isExact)
  }

  @Test func namedValuesAreWrittenByName() {
    let names = [
      SourceName(".welcome", Sheet(note: "Welcome")),
      SourceName(".goodbye", Sheet(note: "Goodbye")),
    ]
    let context = SwiftSource.Context(names: names)
    #expect(SwiftSource.expression(Sheet(note: "Goodbye"), context: context).text == ".goodbye")
    #expect(SwiftSource.expression(Sheet(note: "Welcome"), context: context).text == ".welcome")
    // Any other value of the type is written by its parts.
    #expect(
      SwiftSource.expression(Sheet(note: "Other"), context: context).text
        == #"SourceWritingTests.Sheet(note: "Other")"#)
    // A value of another type is not taken for a name, even with equal contents.
    #expect(
      SwiftSource.expression(Card(id: 0, title: "Goodbye"), context: context).text.hasPrefix(
        "SourceWritingTests.Card("))
  }

  @Test func aBindingActionIsWrittenWithItsKeyPath() {
    let title = SwiftSource.expression(BindingAction<Form>.set(\.title, "Milk"))
    #expect(title.text == #".set(\.title, "Milk")"#)
    #expect(title.isExact)
    #expect(BindingAction<Form>.set(\.title, "Milk") == .set(\.title, "Milk"))
    // A key path through a subscript prints without its argument: it cannot be written.
    let tag = SwiftSource.expression(BindingAction<Form>.set(\.tags[0], "a"))
    #expect(!tag.isExact)
  }

  @Test func anIndexSetIsWrittenAsAnArrayLiteral() {
    #expect(SwiftSource.expression(IndexSet()).text == "[]")
    #expect(SwiftSource.expression(IndexSet([0, 2, 3])).text == "[0, 2, 3]")
    let pasted: IndexSet = [0, 2, 3]
    #expect(pasted == IndexSet([0, 2, 3]))
  }
}
