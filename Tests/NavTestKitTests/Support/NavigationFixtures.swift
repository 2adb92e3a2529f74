import Reducers

/// A presented child with a timer that only a dismissal stops, and its own presented child.
struct Timed: Reducer {
  struct State: Equatable {
    var ticks = 0
    @Presents var inner: Timed.State?
  }

  enum Action: Equatable, Sendable {
    case startTimer
    case timerTick
    case closeButtonTapped
    case openInner
    case inner(PresentationAction<Timed.Action>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTimer:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }
      case .timerTick:
        state.ticks += 1
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      case .openInner:
        state.inner = Timed.State()
        return .none
      case .inner:
        return .none
      }
    }
    .ifLet(\.$inner, action: \.inner) { Timed() }
  }
}

/// A screen with two destinations: a feature and an alert.
struct Screen: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case showTimed
    case showAlert
    case showOtherTimed
  }

  /// The destination pattern: a state enum, an action enum, and a reducer scoping each case.
  struct Destination: Reducer {
    @dynamicMemberLookup
    enum State: Equatable, CasePathable {
      case timed(Timed.State)
      case alert(AlertState<Alert>)
    }

    enum Action: Equatable, Sendable {
      case timed(Timed.Action)
      case alert(Alert)
    }

    enum Alert: Equatable, Sendable {
      case confirm
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.timed, action: \.timed) { Timed() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.confirm))):
        state.log.append("confirmed")
        return .none
      case .destination(.dismiss):
        state.log.append(
          "dismissing with \(state.destination == nil ? "nothing" : "a destination")")
        return .none
      case .destination:
        return .none
      case .showTimed:
        state.destination = .timed(Timed.State())
        return .none
      case .showOtherTimed:
        state.destination = .timed(Timed.State(ticks: 100))
        return .none
      case .showAlert:
        state.destination = .alert(.confirmation)
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

extension AlertState where Action == Screen.Destination.Alert {
  static let confirmation = AlertState {
    TextState("Sure?")
  } actions: {
    ButtonState(action: .confirm) { TextState("Yes") }
    ButtonState(role: .cancel) { TextState("No") }
  } message: {
    TextState("This cannot be undone.")
  }
}

/// A navigation stack of timed screens and plain-data notes.
struct Navigator: Reducer {
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action: Equatable, Sendable {
    case path(StackActionOf<Path>)
    case pushTimed
    case pushNote(String)
    case popToRoot
    case replaceWithNote(String)
  }

  struct Path: Reducer {
    @dynamicMemberLookup
    enum State: Equatable, CasePathable {
      case timed(Timed.State)
      case note(String, pinned: Bool)
    }

    enum Action: Equatable, Sendable {
      case timed(Timed.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.timed, action: \.timed) { Timed() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .pushTimed:
        state.path.append(.timed(Timed.State()))
        return .none
      case .pushNote(let text):
        state.path.append(.note(text, pinned: false))
        return .none
      case .popToRoot:
        state.path.removeAll()
        return .none
      case .replaceWithNote(let text):
        state.path = StackState([.note(text, pinned: false)])
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Path() }
  }
}

extension Timed.Action: CasePathable {}
extension Screen.Destination.Action: CasePathable {}
extension Screen.Destination.Alert: CasePathable {}
extension Screen.Action: CasePathable {}
extension Navigator.Path.Action: CasePathable {}
extension Navigator.Action: CasePathable {}
