import NavTestKit
import Testing

/// A draft whose notes do not count as a change: `onChange` with `removeDuplicates`.
struct DraftEditor: Reducer {
  struct Draft: Sendable {
    var title: String
    var notes: String
  }

  struct State: Equatable {
    var draft = Draft(title: "", notes: "")
    var changes: [String] = []

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.draft.title == rhs.draft.title && lhs.draft.notes == rhs.draft.notes
        && lhs.changes == rhs.changes
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case notesChanged(String)
    case titleChanged(String)

    var binding: BindingAction<State>? {
      if case .binding(let action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    Reduce { state, action in
      switch action {
      case .binding(\.changes):
        state.changes.append("changes bound")
        return .none
      case .binding:
        return .none
      case .notesChanged(let notes):
        state.draft.notes = notes
        return .none
      case .titleChanged(let title):
        state.draft.title = title
        return .none
      }
    }
    .onChange(of: \.draft, removeDuplicates: { $0.title == $1.title }) { old, new in
      Reduce { state, _ in
        state.changes.append("\(old.title) → \(new.title)")
        return .none
      }
    }
  }
}

extension DraftEditor.Action: CasePathable {}

@MainActor
@Suite struct OnChangeAndBindingTests {
  @Test func onlyAChangeRemoveDuplicatesCountsRunsTheReducer() async {
    let store = TestStore(initialState: DraftEditor.State()) { DraftEditor() }
    await store.send(.notesChanged("n")) { $0.draft.notes = "n" }
    await store.send(.titleChanged("A")) {
      $0.draft.title = "A"
      $0.changes = [" → A"]
    }
    await store.send(.titleChanged("A"))
    await store.send(.titleChanged("B")) {
      $0.draft.title = "B"
      $0.changes = [" → A", "A → B"]
    }
  }

  @Test func aBindingActionMatchesItsFieldInASwitch() async {
    let store = TestStore(initialState: DraftEditor.State()) { DraftEditor() }
    // A write to another field does not match `.binding(\.changes)` (and `onChange` wraps
    // only the reducer after `BindingReducer`, which sees the title already written).
    await store.send(.binding(.set(\.draft.title, "T"))) { $0.draft.title = "T" }
    await store.send(.binding(.set(\.changes, ["x"]))) { $0.changes = ["x", "changes bound"] }
  }
}
