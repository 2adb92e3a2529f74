import Reducers
import SyncUpFeatures

/// What is on top of the terminal: the screen the user's next command is for.
///
/// It is read from the app's state the way a view hierarchy would show it: the top of the stack,
/// or the list when the stack is empty, and on either whatever it presents.
enum Screen {
  /// The list of sync-ups.
  case list(SyncUpsList.State)
  /// The "New sync-up" sheet over the list.
  case addSheet(SyncUpForm.State)
  /// A sync-up's detail screen.
  case detail(StackElementID, SyncUpDetail.State)
  /// The "Edit" sheet over a detail screen.
  case editSheet(StackElementID, SyncUpForm.State)
  /// An alert over a detail screen.
  case detailAlert(StackElementID, AlertState<SyncUpDetail.Destination.Alert>)
  /// A meeting being recorded.
  case record(StackElementID, RecordMeeting.State)
  /// An alert over a meeting being recorded.
  case recordAlert(StackElementID, AlertState<RecordMeeting.Action.Alert>)
  /// A past meeting.
  case meeting(StackElementID, Meeting, syncUp: SyncUp)

  /// Reads the screen on top from the app's state.
  init(_ state: AppFeature.State) {
    guard let id = state.path.ids.last, let top = state.path.elements.last else {
      if case .add(let form) = state.syncUpsList.destination {
        self = .addSheet(form)
      } else {
        self = .list(state.syncUpsList)
      }
      return
    }
    switch top {
    case .detail(let detail):
      switch detail.destination {
      case .alert(let alert): self = .detailAlert(id, alert)
      case .edit(let form): self = .editSheet(id, form)
      case nil: self = .detail(id, detail)
      }
    case .meeting(let meeting, let syncUp):
      self = .meeting(id, meeting, syncUp: syncUp)
    case .record(let record):
      if let alert = record.alert {
        self = .recordAlert(id, alert)
      } else {
        self = .record(id, record)
      }
    }
  }

  /// The screen's name in messages: `the sync-ups list`, `the "Edit" sheet`.
  var name: String {
    switch self {
    case .list: "the sync-ups list"
    case .addSheet: "the \"New sync-up\" sheet"
    case .detail: "the sync-up's screen"
    case .editSheet: "the \"Edit\" sheet"
    case .detailAlert(_, let alert): "the alert \"\(alert.title)\""
    case .record: "the meeting screen"
    case .recordAlert(_, let alert): "the alert \"\(alert.title)\""
    case .meeting: "the past meeting's screen"
    }
  }

  /// The labels and roles of the alert's buttons, on an alert screen.
  var alertButtons: [AlertButton] {
    switch self {
    case .detailAlert(_, let alert): alert.buttons.map(AlertButton.init)
    case .recordAlert(_, let alert): alert.buttons.map(AlertButton.init)
    default: []
    }
  }

  /// What identifies the screen for a person looking at it: where they are and who speaks.
  ///
  /// An interactive session redraws when it changes on its own, as when a meeting's time is up;
  /// a second of the timer alone does not redraw.
  static func signature(of state: AppFeature.State) -> String {
    var signature = NavigationTree(of: state).description
    if case .record(_, let record) = Screen(state) {
      signature += " speaker \(record.speakerIndex)"
    }
    return signature
  }
}

/// A button of an alert as the terminal offers it: a number, a label, and a role.
struct AlertButton {
  /// The button's label.
  let label: String
  /// Whether the button only dismisses the alert.
  let isCancel: Bool

  init<Action>(_ button: ButtonState<Action>) {
    label = button.label.description
    isCancel = button.role == .cancel
  }

  /// The word that picks the button: the first word of its label, lowercased: `save`.
  var word: String {
    String(label.split(separator: " ").first ?? "").lowercased()
  }
}
