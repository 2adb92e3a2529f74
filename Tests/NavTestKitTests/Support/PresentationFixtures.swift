import Reducers

/// A draft with an attachment picker on a sheet and an alert, through two optionals. The bug
/// (with `hasBug`): the picker's "cancel" asks to discard with the alert while the picker is
/// still up, so the draft presents both at once; the fixed one closes the picker first.
struct Draft: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var attachment: AttachmentPicker.State?
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case attachTapped
    case attachment(PresentationAction<AttachmentPicker.Action>)

    enum Alert: Equatable, Sendable {
      case discard
    }
  }

  /// What the screen on top offers.
  static func buttons(_ state: State) -> [Action] {
    if state.alert != nil { return [.alert(.presented(.discard)), .alert(.dismiss)] }
    if state.attachment != nil { return [.attachment(.presented(.cancelTapped))] }
    return [.attachTapped]
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .attachTapped:
        state.attachment = AttachmentPicker.State()
      case .attachment(.presented(.cancelTapped)):
        if !hasBug { state.attachment = nil }
        state.alert = AlertState {
          TextState("Discard the attachment?")
        } actions: {
          ButtonState(role: .destructive, action: .discard) { TextState("Discard") }
        }
      case .alert(.presented(.discard)):
        state.attachment = nil
      case .alert, .attachment:
        break
      }
      return .none
    }
    .ifLet(\.$attachment, action: \.attachment) { AttachmentPicker() }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// The sheet ``Draft`` presents: its "cancel" is the draft's to answer.
struct AttachmentPicker: Reducer {
  struct State: Equatable {}

  enum Action: Equatable, Sendable {
    case cancelTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

extension Draft.Action: CasePathable {}
extension Draft.Action.Alert: CasePathable {}
extension AttachmentPicker.Action: CasePathable {}
