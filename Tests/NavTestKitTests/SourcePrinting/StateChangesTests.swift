// swift-format-ignore-file: OnlyOneTrailingClosureArgument
// These calls pass a closure and a trailing closure on purpose: the shapes users write.

import Foundation
import NavTestKit
import NavTestKitTools
import Reducers
import Testing

/// State changes written as the assignments of a `TestStore` assertion. Each test makes one
/// change in a store, checks the text the printer writes for it, and asserts the step with
/// that same text pasted: it compiles, and it is the whole change.
@MainActor
@Suite struct StateChangesTests {
  /// Sends `change` and returns what the printer writes for it, from the store's own states.
  func printed(
    _ store: TestStoreOf<Notebook>, _ change: @escaping @Sendable (inout Notebook.State) -> Void,
    asserting assertion: @escaping (inout Notebook.State) -> Void
  ) async -> [String] {
    let before = store.state
    await store.send(.change(change)) { assertion(&$0) }
    return StateChanges.changes(from: before, to: store.state).map(\.text)
  }

  @Test func aFieldIsAssigned() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    let lines = await printed(
      store,
      {
        $0.count = 1
        $0.title = "Ideas"
      }
    ) {
      $0.title = "Ideas"
      $0.count = 1
    }
    #expect(lines == [#"$0.title = "Ideas""#, "$0.count = 1"])
  }

  @Test func anElementInTheMiddleOfAListChangesInPlace() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    let lines = await printed(store, { $0.rows[id: 2]?.text = "b!" }) {
      $0.rows[1].text = "b!"
    }
    #expect(lines == [#"$0.rows[1].text = "b!""#])
  }

  @Test func aSheetAppearsAndItsPayloadChangesThroughItsCase() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    var lines = await printed(store, { $0.sheet = .confirm }) {
      $0.sheet = .confirm
    }
    #expect(lines == ["$0.sheet = .confirm"])
    lines = await printed(store, { $0.sheet = nil }) {
      $0.sheet = nil
    }
    #expect(lines == ["$0.sheet = nil"])
  }

  @Test func aPayloadChangesInPlaceThroughItsCasePath() async {
    let store = TestStore(
      initialState: { () -> Notebook.State in
        var state = Notebook.State()
        state.sheet = .edit(Notebook.Note(text: "a"))
        return state
      }()
    ) { Notebook() }
    let lines = await printed(store, { $0.sheet = .edit(Notebook.Note(text: "ab", words: 1)) }) {
      $0.sheet?.modify(\.edit) {
        $0.text = "ab"
        $0.words = 1
      }
    }
    #expect(lines == ["$0.sheet?.modify(\\.edit) {\n  $0.text = \"ab\"\n  $0.words = 1\n}"])
  }

  @Test func aStackIsPushedChangedAndPopped() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    var lines = await printed(
      store,
      {
        $0.path.append(.list)
        $0.path.append(.list)
      }
    ) {
      $0.path[id: 0] = .list
      $0.path[id: 1] = .list
    }
    #expect(lines == ["$0.path[id: 0] = .list", "$0.path[id: 1] = .list"])
    lines = await printed(store, { $0.path[id: 1] = .note(Notebook.Note()) }) {
      $0.path[id: 1] = .note(Notebook.Note())
    }
    // A struct's initializer may not be visible where the test is: not written.
    #expect(
      lines == [
        "// $0.path[id: 1] changed, and is not asserted: its new value cannot be written as Swift source."
      ])
    lines = await printed(store, { $0.path[id: 1]?.modify(\.note) { $0.words = 2 } }) {
      $0.path[id: 1]?.modify(\.note) { $0.words = 2 }
    }
    #expect(lines == ["$0.path[id: 1]?.modify(\\.note) {\n  $0.words = 2\n}"])
    lines = await printed(store, { $0.path.pop(from: 1) }) {
      $0.path.pop(from: 1)
    }
    #expect(lines == ["$0.path.pop(from: 1)"])
  }

  @Test func aSharedValueChangesInsideItsLock() async {
    // A shared value is a reference: the state before is read from a snapshot of its own (a
    // store's states share one).
    let before = Notebook.State(tag: Shared(value: "a"))
    let after = Notebook.State(tag: Shared(value: "b"))
    let lines = StateChanges.changes(from: before, to: after).map(\.text)
    #expect(lines == ["$0.$tag.withLock {\n  $0 = \"b\"\n}"])
    // The same text, pasted, asserts the change.
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    await store.send(.change { $0.$tag.withLock { $0 = "b" } }) {
      $0.$tag.withLock {
        $0 = "b"
      }
    }
  }

  struct Book: Equatable, Identifiable, Sendable, SourceInitializable {
    var id: Int
    var title: String
  }
  struct Reader: Equatable {
    @Shared var book: Book
  }
  struct Library: Equatable {
    @Shared var books: IdentifiedArrayOf<Book>
    var open: [Reader]
  }

  @Test func sharedValuesAreComparedWithWhatTheyHeldBefore() throws {
    let books = Shared(
      value: IdentifiedArrayOf<Book>(uniqueElements: [
        Book(id: 1, title: "A"), Book(id: 2, title: "B"), Book(id: 3, title: "C"),
      ]))
    // Two readers of two books, each a reference derived from the one list.
    let library = Library(
      books: books,
      open: [
        Reader(book: try #require(Shared(books[id: 1]))),
        Reader(book: try #require(Shared(books[id: 2]))),
      ])
    let before = StateChanges.snapshot(of: library)
    library.open[1].$book.withLock { $0.title = "Z" }
    // Read now, both sides hold "Z": without what they held before, nothing changed.
    #expect(StateChanges.changes(from: library, to: library).isEmpty)
    // Written once, through the list the state holds: the reader's alias of the same element
    // shows the same change.
    #expect(
      StateChanges.changes(from: library, to: library, sharedBefore: before).map(\.text) == [
        "$0.$books.withLock {\n  $0[1].title = \"Z\"\n}"
      ])
  }

  @Test func anElementGoneFromItsListIsWrittenThroughTheReferenceThatKeepsIt() throws {
    let books = Shared(
      value: IdentifiedArrayOf<Book>(uniqueElements: [
        Book(id: 1, title: "A"), Book(id: 2, title: "B"), Book(id: 3, title: "C"),
      ]))
    let library = Library(
      books: books, open: [Reader(book: try #require(Shared(books[id: 3])))])
    let before = StateChanges.snapshot(of: library)
    // The last book leaves the list; its reader keeps it, and changes only that copy.
    library.$books.withLock { _ = $0.remove(id: 3) }
    library.open[0].$book.withLock { $0.title = "Z" }
    #expect(
      StateChanges.changes(from: library, to: library, sharedBefore: before).map(\.text) == [
        "$0.$books.withLock {\n  $0 = [StateChangesTests.Book(id: 1, title: \"A\"), "
          + "StateChangesTests.Book(id: 2, title: \"B\")]\n}",
        "$0.open[0].$book.withLock {\n  $0.title = \"Z\"\n}",
      ])
  }

  @Test func aDateIsWrittenAsItsSecondsSince1970() async {
    let store = TestStore(initialState: Notebook.State()) { Notebook() }
    let lines = await printed(store, { $0.opened = Date(timeIntervalSince1970: 5) }) {
      $0.opened = Date(timeIntervalSince1970: 5.0)
    }
    #expect(lines == ["$0.opened = Date(timeIntervalSince1970: 5.0)"])
  }

  @Test func whatCannotBeWrittenIsSaidInACommentAndMarkedInexact() {
    var before = Notebook.State()
    before.rows = []
    var after = before
    after.rows.append(Notebook.Row(id: 9, text: "z"))
    let changes = StateChanges.changes(from: before, to: after)
    #expect(
      changes.map(\.text) == [
        "// $0.rows changed, and is not asserted: its new value cannot be written as Swift source."
      ])
    #expect(changes.map(\.isExact) == [false])
    #expect(StateChanges.changes(from: before, to: before).isEmpty)
  }

  /// An outline of outlines: each level holds the next in a stack of one.
  struct Outline: Equatable {
    var title = ""
    var children = StackState<Outline>()

    /// `levels` outlines, each the only element of the one above, around a leaf titled `leaf`.
    static func nested(_ levels: Int, leaf: String) -> Outline {
      var outline = Outline(title: leaf)
      for _ in 0..<levels { outline = Outline(children: StackState([outline])) }
      return outline
    }

    /// Retitles the innermost outline.
    mutating func retitleLeaf(_ title: String) {
      guard let id = children.ids.first else {
        self.title = title
        return
      }
      children[id: id]?.retitleLeaf(title)
    }
  }

  @Test func aChangeDeeperThanThePrintersLimitIsWrittenWholeAtTheLimitThroughStacksToo() {
    // Every level is two places down (the field, then its element): the printer goes 32
    // places down, 16 stacks, and writes the rest as a value.
    func printed(levels: Int) -> String {
      let before = Outline.nested(levels, leaf: "a")
      var after = before
      after.retitleLeaf("b")
      return StateChanges.changes(from: before, to: after).map(\.text).joined()
    }
    let fifteen = printed(levels: 15)
    #expect(fifteen.hasSuffix(#"?.title = "b""#))
    #expect(fifteen.matches(of: /\[id: \d+\]/).count == 15)
    for levels in [16, 17] {
      let cut = printed(levels: levels)
      #expect(cut.hasPrefix("// $0.children[id: "))
      #expect(cut.matches(of: /\[id: \d+\]/).count == 16)
      #expect(!cut.contains("title"))
    }
  }
}
