import NavTestKit
import Reducers
import Testing

@Suite struct AlertStateTests {
  enum Choice: Equatable, Sendable { case delete, keep }

  static func deleteAlert() -> AlertState<Choice> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .delete) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure you want to delete this meeting?")
    }
  }

  @Test func alertsBuiltTheSameWayAreEqualDespiteTheirIDs() {
    let first = Self.deleteAlert()
    let second = Self.deleteAlert()
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
  }

  @Test func alertsDifferingInAButtonAreNotEqual() {
    let other = AlertState<Choice> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .keep) { TextState("Yes") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState("Are you sure you want to delete this meeting?")
    }
    #expect(other != Self.deleteAlert())
  }

  @Test func alertPrintsForATerminal() {
    #expect(
      Self.deleteAlert().description == """
        ⚠ Delete?
          Are you sure you want to delete this meeting?
          [Yes] (destructive)  [Nevermind] (cancel)
        """)
  }

  @Test func buttonBuilderTakesConditionsAndLoops() {
    let discardable = false
    let alert = AlertState<Int> {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: 1) { TextState("Save and end") }
      if discardable {
        ButtonState(role: .destructive, action: 2) { TextState("Discard") }
      }
      for index in 3...4 {
        ButtonState(action: index) { TextState("Option \(index)") }
      }
      ButtonState(role: .cancel) { TextState("Resume") }
    }
    #expect(
      alert.buttons.map(\.label.description) == ["Save and end", "Option 3", "Option 4", "Resume"])
    #expect(alert.buttons.map(\.action) == [1, 3, 4, nil])
    #expect(alert.message == nil)
  }

  @Test func mapTransformsButtonActions() {
    let mapped = Self.deleteAlert().map { $0 == .delete ? "delete" : "keep" }
    #expect(mapped.buttons.map(\.action) == ["delete", nil])
    #expect(mapped.title == TextState("Delete?"))
  }

  @Test func dialogEqualityIgnoresTitleVisibility() {
    let visible = ConfirmationDialogState<Choice>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: .keep) { TextState("Copy") }
    }
    let automatic = ConfirmationDialogState<Choice> {
      TextState("Share")
    } actions: {
      ButtonState(action: .keep) { TextState("Copy") }
    }
    #expect(visible == automatic)
    #expect(visible.description == "☰ Share\n  [Copy]")
  }

  @Test func concatenatedTextNeverEqualsVerbatimText() {
    #expect(TextState("a") + TextState("b") != TextState("ab"))
    #expect((TextState("a") + TextState("b")).description == "ab")
  }
}

@MainActor
@Suite struct NavigationExtrasTests {
  struct Probe: Reducer {
    struct State: Equatable { var presented: Bool? }
    enum Action: Sendable, CasePathable { case check }
    @Dependency(\.isPresented) var isPresented
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.presented = isPresented
      return .none
    }
  }

  struct Host: Reducer {
    struct State: Equatable { @Presents var probe: Probe.State? }
    enum Action: Sendable, CasePathable { case probe(PresentationAction<Probe.Action>) }
    var body: some ReducerOf<Self> {
      EmptyReducer().ifLet(\.$probe, action: \.probe) { Probe() }
    }
  }

  @Test func isPresentedTellsAPresentedChildFromALiveRoot() {
    let root = Store(initialState: Probe.State()) { Probe() }
    root.send(.check)
    #expect(root.state.presented == false)
    let host = Store(initialState: Host.State(probe: Probe.State())) { Host() }
    host.send(.probe(.presented(.check)))
    #expect(host.state.probe?.presented == true)
  }

  @Test func popToKeepsTheGivenElementOnTop() {
    var stack = withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      StackState(["a", "b", "c", "d"])
    }
    stack.pop(to: 1)
    #expect(Array(stack) == ["a", "b"])
    #expect(stack.ids == [0, 1])
  }

  struct Combo {
    var path: StackState<Screen.State>
    @Presents var sheet: Timed.State?
  }

  @Test func navigationTreeOfAStackWithASheetAndAnAlert() {
    let combo = withDependencies {
      $0.stackElementID = StackElementIDGenerator()
    } operation: {
      Combo(
        path: StackState([
          Screen.State(), Screen.State(destination: .alert(.confirmation)),
        ]),
        sheet: Timed.State())
    }
    #expect(
      NavigationTree(of: combo).description
        == #"NavigationExtrasTests.Combo ▸ sheet Timed ▸ #0 Screen ▸ #1 Screen ▸ alert "Sure?""#)
  }
}
