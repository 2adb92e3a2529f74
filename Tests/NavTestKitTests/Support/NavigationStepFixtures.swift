import Reducers

/// Features whose bug is behind a navigation step their tests' `actions:` do not list — a swipe
/// that closes a sheet, the back button, an alert's button — which the explorer offers by
/// itself; and a list whose alerts are titled with the row they delete.

/// A sheet uploading a file: the parent starts the upload as the sheet opens and stops it on
/// the sheet's "Cancel". The bug: closing the sheet with a swipe leaves the upload running.
struct Uploader: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var upload: Upload.State?
    var progress = 0
  }

  enum Action: Equatable, Sendable {
    case openTapped
    case progressed
    case upload(PresentationAction<Upload.Action>)
  }

  enum CancelID { case upload }

  /// The screens' own buttons: open on the root, "Cancel" on the sheet.
  static func buttons(_ state: State) -> [Action] {
    state.upload == nil ? [.openTapped] : [.upload(.presented(.cancelTapped))]
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.upload = Upload.State()
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.progressed)
          }
        }
        .cancellable(id: CancelID.upload)
      case .upload(.presented(.cancelTapped)):
        state.upload = nil
        return .cancel(id: CancelID.upload)
      case .upload(.dismiss):
        return hasBug ? .none : .cancel(id: CancelID.upload)
      case .progressed:
        state.progress = min(state.progress + 1, 2)
        return .none
      }
    }
    .ifLet(\.$upload, action: \.upload) { Upload() }
  }
}

/// The sheet ``Uploader`` opens: its "Cancel" the parent answers.
struct Upload: Reducer {
  struct State: Equatable {}

  enum Action: Equatable, Sendable {
    case cancelTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// A playlist that pushes a player; the parent plays the track when the player's "Play" is
/// tapped, and stops on its "Stop". The bug: going back leaves the track playing.
struct Playlist: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    var path = StackState<Player.State>()
    var seconds = 0
  }

  enum Action: Equatable, Sendable {
    case path(StackAction<Player.State, Player.Action>)
    case playerTapped
    case played
  }

  enum CancelID { case playback }

  /// The screens' own buttons: a row on the list; play and stop on the player (its "back" is
  /// the stack's).
  static func buttons(_ state: State) -> [Action] {
    guard let id = state.path.ids.last else { return [.playerTapped] }
    return [
      .path(.element(id: id, action: .playTapped)), .path(.element(id: id, action: .stopTapped)),
    ]
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .playerTapped:
        state.path.append(Player.State())
        return .none
      case .path(.element(_, .playTapped)):
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.played)
          }
        }
        .cancellable(id: CancelID.playback, cancelInFlight: true)
      case .path(.element(_, .stopTapped)):
        return .cancel(id: CancelID.playback)
      case .path(.popFrom):
        return hasBug ? .none : .cancel(id: CancelID.playback)
      case .path:
        return .none
      case .played:
        state.seconds = min(state.seconds + 1, 2)
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Player() }
  }
}

/// The screen ``Playlist`` pushes: two buttons, which the parent answers.
struct Player: Reducer {
  struct State: Equatable {}

  enum Action: Equatable, Sendable {
    case playTapped
    case stopTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// A document with a destination enum: a "Rename?" alert in a case no reducer scopes, and the
/// rename sheet. The alert's "Rename" asks the sheet to focus its field. The bug: it asks
/// before presenting the sheet, so the action reaches a sheet that is not there.
struct Document: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case titleTapped
  }

  struct Destination: Reducer {
    enum State: Equatable, CasePathable {
      case alert(AlertState<Alert>)
      case rename(Rename.State)
    }

    enum Action: Equatable, Sendable, CasePathable {
      case alert(Alert)
      case rename(Rename.Action)
    }

    enum Alert: Equatable, Sendable, CasePathable {
      case renameTapped
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.rename, action: \.rename) { Rename() }
    }
  }

  /// The screens' own buttons: the title on the document; the rename sheet's "Done". The
  /// alert's buttons are not listed.
  static func buttons(_ state: State) -> [Action] {
    switch state.destination {
    case nil: [.titleTapped]
    case .alert: []
    case .rename: [.destination(.presented(.rename(.doneTapped)))]
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleTapped:
        state.destination = .alert(
          AlertState {
            TextState("Rename?")
          } actions: {
            ButtonState(action: .renameTapped) { TextState("Rename") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case .destination(.presented(.alert(.renameTapped))):
        if !hasBug { state.destination = .rename(Rename.State()) }
        return .send(.destination(.presented(.rename(.focus))))
      case .destination(.presented(.rename(.doneTapped))):
        state.destination = nil
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

/// The rename sheet ``Document`` presents.
struct Rename: Reducer {
  struct State: Equatable {
    var isFocused = false
  }

  enum Action: Equatable, Sendable {
    case doneTapped
    case focus
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if action == .focus { state.isFocused = true }
    return .none
  }
}

/// A list of contacts, each deleted through an alert titled with its name ("Delete Ada?").
struct ContactList: Reducer {
  struct State: Equatable {
    var names = ["Ada", "Grace", "Linus"]
    @Presents var alert: AlertState<Alert>?
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case deleteTapped(String)
  }

  enum Alert: Equatable, Sendable {
    case confirmDeletion(String)
  }

  /// A delete button on each row.
  static func buttons(_ state: State) -> [Action] {
    state.alert == nil ? state.names.map(Action.deleteTapped) : []
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped(let name):
        state.alert = AlertState {
          TextState("Delete \(name)?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion(name)) { TextState("Delete") }
        }
        return .none
      case .alert(.presented(.confirmDeletion(let name))):
        state.names.removeAll { $0 == name }
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension Uploader.Action: CasePathable {}
extension Upload.Action: CasePathable {}
extension Playlist.Action: CasePathable {}
extension Player.Action: CasePathable {}
extension Document.Action: CasePathable {}
extension Rename.Action: CasePathable {}
extension ContactList.Action: CasePathable {}
extension ContactList.Alert: CasePathable {}
