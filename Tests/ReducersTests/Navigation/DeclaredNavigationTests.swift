import Reducers
import Testing

/// The navigation steps a state declares through its reducer: what the explorer offers on every
/// screen without a test listing it.
@MainActor
struct DeclaredNavigationTests {
  /// An inbox: a destination enum (an alert in a case no reducer scopes, a compose sheet) and a
  /// stack of messages, each of which can present an alert of its own through `ifLet`.
  struct Inbox: Reducer {
    struct State: Equatable {
      @Presents var destination: Destination.State?
      var path = StackState<Message.State>()
    }

    enum Action: Equatable, CasePathable {
      case destination(PresentationAction<Destination.Action>)
      case path(StackAction<Message.State, Message.Action>)
      case composeTapped
    }

    struct Destination: Reducer {
      enum State: Equatable, CasePathable {
        case alert(AlertState<Alert>)
        case compose(Compose.State)
      }

      enum Action: Equatable, CasePathable {
        case alert(Alert)
        case compose(Compose.Action)
      }

      enum Alert: Equatable, CasePathable {
        case delete(id: Int)
        case archive
      }

      var body: some ReducerOf<Self> {
        Scope(state: \.compose, action: \.compose) { Compose() }
      }
    }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.$destination, action: \.destination) { Destination() }
        .forEach(\.path, action: \.path) { Message() }
    }
  }

  struct Compose: Reducer {
    struct State: Equatable {}
    enum Action: Equatable, CasePathable { case sendTapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }

  struct Message: Reducer {
    struct State: Equatable {
      var number: Int
      @Presents var alert: AlertState<Alert>?
    }

    enum Action: Equatable, CasePathable {
      case alert(PresentationAction<Alert>)
      case replyTapped
    }

    enum Alert: Equatable, CasePathable { case report }

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }
        .ifLet(\.$alert, action: \.alert)
    }
  }

  /// A destination whose body scopes its alert case too.
  struct Scoped: Reducer {
    struct State: Equatable { @Presents var destination: Inbox.Destination.State? }
    enum Action: Equatable, CasePathable {
      case destination(PresentationAction<Inbox.Destination.Action>)
    }
    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$destination, action: \.destination) {
          Scope(state: \.alert, action: \.alert) { EmptyReducer() }
          Scope(state: \.compose, action: \.compose) { Compose() }
        }
    }
  }

  /// The delete alert: two buttons that send actions and one that only dismisses.
  static let deleteAlert = AlertState<Inbox.Destination.Alert> {
    TextState("Delete message 7?")
  } actions: {
    ButtonState(role: .destructive, action: .delete(id: 7)) { TextState("Delete") }
    ButtonState(action: .archive) { TextState("Archive") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }

  @Test func nothingPresentedAndAnEmptyStackDeclareNothing() {
    #expect(Inbox().declaredNavigation(in: Inbox.State()).isEmpty)
  }

  @Test func anAlertInAnUnscopedCaseOffersEachButtonThatSendsThenItsDismissal() {
    let state = Inbox.State(destination: .alert(Self.deleteAlert))
    let steps = Inbox().declaredNavigation(in: state)
    #expect(steps.map(\.kind) == [.button, .button, .dismiss])
    #expect(
      steps.map(\.action) == [
        .destination(.presented(.alert(.delete(id: 7)))),
        .destination(.presented(.alert(.archive))),
        .destination(.dismiss),
      ])
  }

  @Test func aSheetOffersItsDismissal() {
    let state = Inbox.State(destination: .compose(Compose.State()))
    let steps = Inbox().declaredNavigation(in: state)
    #expect(steps.map(\.kind) == [.dismiss])
    #expect(steps.map(\.action) == [.destination(.dismiss)])
  }

  @Test func aStackOffersEachElementsOwnStepsThenAPopOfEachTopFirst() {
    var path = StackState<Message.State>()
    path.append(Message.State(number: 1))
    path.append(
      Message.State(
        number: 2,
        alert: AlertState {
          TextState("Report?")
        } actions: {
          ButtonState(action: .report) { TextState("Report") }
        }))
    path.append(Message.State(number: 3))
    let ids = Array(path.ids)
    let steps = Inbox().declaredNavigation(in: Inbox.State(path: path))
    #expect(
      steps.map(\.action) == [
        .path(.element(id: ids[1], action: .alert(.presented(.report)))),
        .path(.element(id: ids[1], action: .alert(.dismiss))),
        .path(.popFrom(id: ids[2])), .path(.popFrom(id: ids[1])), .path(.popFrom(id: ids[0])),
      ])
    #expect(
      steps.map(\.kind) == [
        .button, .dismiss,
        .pop(ids[2], stack: ids), .pop(ids[1], stack: ids), .pop(ids[0], stack: ids),
      ])
  }

  /// A destination that scopes its alert case (`Scope(state: \.alert, action: \.alert)`) has
  /// its buttons found through the scope, once.
  @Test func anAlertCaseAReducerScopesIsOfferedOnce() {
    let steps = Scoped().declaredNavigation(
      in: Scoped.State(destination: .alert(Self.deleteAlert)))
    #expect(
      steps.map(\.action) == [
        .destination(.presented(.alert(.delete(id: 7)))),
        .destination(.presented(.alert(.archive))),
        .destination(.dismiss),
      ])
  }

  /// Built by name, as the case-path plugin writes it: a case of one value of the right type.
  @Test func anEnumBuildsACaseOfOneValueByName() {
    typealias Action = Inbox.Destination.Action
    #expect(
      Action._embedCase(named: "alert", payload: Inbox.Destination.Alert.archive)
        == .alert(.archive))
    #expect(Action._embedCase(named: "alert", payload: 3) == nil)
    #expect(Action._embedCase(named: "unknown", payload: Inbox.Destination.Alert.archive) == nil)
    #expect(
      Inbox.Destination.Alert._embedCase(named: "delete", payload: 7) == .delete(id: 7))
  }
}
