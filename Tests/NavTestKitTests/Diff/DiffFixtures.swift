import Foundation
import NavTestKit
import Reducers

// Values the dump and diff tests print: a small feature's state, as a TCA app would hold it,
// and a few types that exercise one rule of the dump each.

enum Tally {
  struct State: Equatable {
    var count = 0
  }
}

struct Row: Identifiable, Equatable {
  var id: Int
  var title: String
}

struct Meeting: Equatable {
  var id: Int
  var transcript: String
}

struct SyncUp: Equatable {
  var title: String
  var minutes = 5
}

enum Destination: Equatable {
  case alert(String)
  case edit(SyncUp)
  case meeting(Meeting, syncUp: SyncUp)
  case settings
}

enum Parent {
  struct State: Equatable {
    var child = Tally.State()
    var rows: IdentifiedArrayOf<Row> = []
    var destination: Destination?
    var name = "Blob"
  }
}

/// A parent state holding `count` rows titled "Row 0", "Row 1", ….
func parentState(rowCount count: Int) -> Parent.State {
  Parent.State(
    rows: IdentifiedArray(uniqueElements: (0..<count).map { Row(id: $0, title: "Row \($0)") }))
}

/// A reference type, for identity markers and cycles; never `Equatable`.
final class Model {
  var name: String
  var next: Model?

  init(name: String, next: Model? = nil) {
    self.name = name
    self.next = next
  }
}

/// A base class, to show that inherited properties print first.
class Account {
  var id = 1
}

/// A subclass with a property of its own.
final class Savings: Account {
  var rate = 0.5
}

/// A value that is never equal to anything, not even itself.
struct NeverEqual: Equatable {
  var value = 1
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// A struct that is not `Equatable`, so the differ compares it by what it prints.
struct Settings {
  var volume: Int
  var tags: [String]
}

/// A stack element id that prints `#0`, `#1`, like TCA's `StackElementID`.
struct ElementID: Hashable, CustomDumpStringConvertible {
  var generation: Int
  var customDumpDescription: String { "#\(generation)" }
}

/// A navigation stack stand-in: its mirror is an ordered dictionary keyed by element id, the
/// way `StackState`'s will be.
struct Stack<Element>: CustomReflectable {
  var elements: [(id: ElementID, element: Element)]

  var customMirror: Mirror {
    Mirror(
      self, unlabeledChildren: elements.map { (key: $0.id, value: $0.element) },
      displayStyle: .dictionary)
  }
}

/// A presentation-state stand-in: its mirror is the wrapped optional's, as `PresentationState`'s
/// will be.
struct Presented<State>: CustomReflectable {
  var wrappedValue: State?
  var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
}

struct Email: Equatable {
  var subject: String
  var body: String
}

struct Wrapper<Value> {
  var value: Value
  struct Inner { var flag = true }
}

extension Wrapper: Sendable where Value: Sendable {}

@propertyWrapper struct Clamped: Equatable {
  var wrappedValue: Int
}

struct Volume: Equatable {
  @Clamped var level: Int
}

/// A dictionary-style mirror whose children are labelled by key instead of being pairs.
struct Labelled: CustomReflectable {
  var customMirror: Mirror {
    Mirror(self, children: ["first": 1, "second": 2], displayStyle: .dictionary)
  }
}
