import Foundation
import Reducers

/// A state with one of everything a state change touches: numbers and strings, an identified
/// list, a sheet behind `@Presents`, a stack, a shared value, an optional date. Its one action
/// applies any change, so a test can make the change it wants the printer to write.
struct Notebook: Reducer {
  struct State: Equatable, Sendable {
    var title = "Notes"
    var count = 0
    var rows: IdentifiedArrayOf<Row> = [
      Row(id: 1, text: "a"), Row(id: 2, text: "b"), Row(id: 3, text: "c"),
    ]
    @Presents var sheet: Sheet?
    var path = StackState<Page>()
    @Shared var tag: String
    var opened: Date?

    init(tag: Shared<String> = Shared(value: "a")) {
      _tag = tag
    }
  }

  struct Row: Equatable, Identifiable, Sendable {
    var id: Int
    var text: String
  }

  struct Note: Equatable, Sendable {
    var text = ""
    var words = 0
  }

  enum Sheet: Equatable, Sendable, CasePathable {
    case edit(Note)
    case confirm
  }

  enum Page: Equatable, Sendable, CasePathable {
    case note(Note)
    case list
  }

  enum Action: Sendable {
    case change(@Sendable (inout State) -> Void)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .change(let change):
      change(&state)
      return .none
    }
  }
}
