import NavTestKit
import Testing

/// Alerts and dialogs kept in plain optionals (no `@Presents`) are gone once answered.
struct Inbox: Reducer {
  struct State: Equatable {
    var alert: AlertState<Alert>?
    var dialog: ConfirmationDialogState<Dialog>?
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case alert(Alert)
    case deleteButtonTapped
    case dialog(Dialog)
    case moreButtonTapped
  }

  enum Alert: Equatable, Sendable { case confirmDeletion }
  enum Dialog: Equatable, Sendable { case archive, share }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.confirmDeletion):
        state.log.append("deleted; alert \(state.alert == nil ? "gone" : "shown")")
        return .none
      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
        }
        return .none
      case .dialog(let choice):
        state.log.append("\(choice); dialog \(state.dialog == nil ? "gone" : "shown")")
        return .none
      case .moreButtonTapped:
        state.dialog = ConfirmationDialogState {
          TextState("More")
        } actions: {
          ButtonState(action: .archive) { TextState("Archive") }
          ButtonState(action: .share) { TextState("Share") }
        }
        return .none
      }
    }
    .ifLet(\.alert, action: \.alert)
    .ifLet(\.dialog, action: \.dialog)
  }
}

extension Inbox.Action: CasePathable {}

@MainActor
@Suite struct PlainAlertTests {
  @Test func anAnsweredAlertIsGoneBeforeTheParentRuns() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
      }
    }
    await store.send(.alert(.confirmDeletion)) {
      $0.alert = nil
      $0.log = ["deleted; alert gone"]
    }
  }

  @Test func aDialogIsGoneAfterItsSecondButtonToo() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    store.exhaustivity = .off
    await store.send(.moreButtonTapped)
    #expect(store.state.dialog != nil)
    await store.send(.dialog(.share)) {
      $0.dialog = nil
      $0.log = ["share; dialog gone"]
    }
  }

  @Test func answeringOneLeavesTheOtherShown() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    store.exhaustivity = .off
    await store.send(.deleteButtonTapped)
    await store.send(.moreButtonTapped)
    await store.send(.dialog(.archive))
    #expect(store.state.dialog == nil)
    #expect(store.state.alert?.title == TextState("Delete?"))
  }
}
