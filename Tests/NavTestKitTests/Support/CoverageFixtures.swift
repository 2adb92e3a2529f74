import Reducers

/// A mailbox: compose a message in a sheet, send it, or close the sheet and confirm throwing
/// the draft away. Five transitions between three screens, for navigation coverage.
struct Mailbox: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case composeTapped
    case destination(PresentationAction<Destination.Action>)
  }

  struct Destination: Reducer {
    @dynamicMemberLookup
    enum State: Equatable, CasePathable {
      case compose(Draft)
      case alert(AlertState<Alert>)
    }

    enum Action: Equatable, Sendable {
      case compose(DraftAction)
      case alert(Alert)
    }

    enum DraftAction: Equatable, Sendable { case sendTapped, closeTapped }
    enum Alert: Equatable, Sendable { case confirmDiscard }
    struct Draft: Equatable { var text = "" }

    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  /// What each screen offers, for the explorer.
  static func buttons(_ state: State) -> [Action] {
    switch state.destination {
    case nil: [.composeTapped]
    case .compose:
      [
        .destination(.presented(.compose(.sendTapped))),
        .destination(.presented(.compose(.closeTapped))),
      ]
    case .alert: [.destination(.presented(.alert(.confirmDiscard))), .destination(.dismiss)]
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .composeTapped:
        state.destination = .compose(Destination.Draft())
      case .destination(.presented(.compose(.sendTapped))):
        state.destination = nil
      case .destination(.presented(.compose(.closeTapped))):
        state.destination = .alert(.discard)
      case .destination(.presented(.alert(.confirmDiscard))):
        break
      case .destination(.dismiss):
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

extension AlertState where Action == Mailbox.Destination.Alert {
  static let discard = AlertState {
    TextState("Discard the draft?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
  }
}

/// One alert whose title says which notice it is: one screen, whatever the number.
struct Notice: Reducer {
  struct State: Equatable {
    @Presents var alert: AlertState<Never>?
  }

  enum Action: Equatable, Sendable {
    case show(Int)
    case alert(PresentationAction<Never>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .show(let number) = action {
        state.alert = AlertState { TextState("Notice \(number)") }
      }
      return .none
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension Mailbox.Action: CasePathable {}
extension Notice.Action: CasePathable {}
