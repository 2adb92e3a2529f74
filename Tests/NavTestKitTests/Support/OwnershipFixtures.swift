import Reducers

/// Effects whose owner is not the feature that returned them, for the explorer's "no effect
/// outlives its screen": a parent's timer started by a button on its open sheet (the sheet's,
/// though the parent returned it), and a screen's one-second save started as its picker closes
/// (the picker's, and fine: it ends by itself).

/// A panel on a sheet whose "start" the parent answers with a timer of its own. The bug: the
/// parent never cancels it when the panel goes, so it beats forever.
struct Metronome: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var panel: Panel.State?
    var beats = 0
  }

  enum Action: Equatable, Sendable {
    case beat
    case openTapped
    case panel(PresentationAction<Panel.Action>)
  }

  enum CancelID { case beat }

  /// What the screen offers: open on the root; start and close (a swipe down) on the sheet.
  static func buttons(_ state: State) -> [Action] {
    state.panel == nil ? [.openTapped] : [.panel(.presented(.startTapped)), .panel(.dismiss)]
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.panel = Panel.State()
        return .none
      case .panel(.presented(.startTapped)):
        let beating = Effect<Action>.run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.beat)
          }
        }
        return hasBug ? beating : beating.cancellable(id: CancelID.beat, cancelInFlight: true)
      case .panel(.dismiss):
        return hasBug ? .none : .cancel(id: CancelID.beat)
      case .panel:
        return .none
      case .beat:
        state.beats = min(state.beats + 1, 2)
        return .none
      }
    }
    .ifLet(\.$panel, action: \.panel) { Panel() }
  }
}

/// The sheet ``Metronome`` opens: one button, which the parent answers.
struct Panel: Reducer {
  struct State: Equatable {}

  enum Action: Equatable, Sendable {
    case startTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// Preferences on a sheet, with a colour picker on a sheet of its own. "Done" on the picker closes
/// it, and the settings screen saves the colour, which takes a second. The bugs (``Save``): the
/// save is an autosave loop that never ends, or one that never waits, or it answers the picker
/// that is gone.
struct SettingsApp: Reducer {
  let save: Save

  /// What the settings screen does once the picker closes.
  enum Save {
    /// Saves once, after a second: fine.
    case once
    /// Saves every second, forever.
    case forever
    /// Waits a second, then saves without waiting ever again.
    case withoutWaiting
    /// Waits a second, then tells the picker it saved: the picker is gone by then.
    case toTheClosedPicker
  }

  struct State: Equatable {
    @Presents var settings: Preferences.State?
  }

  enum Action: Equatable, Sendable {
    case openTapped
    case settings(PresentationAction<Preferences.Action>)
  }

  /// What the screen on top offers.
  static func buttons(_ state: State) -> [Action] {
    guard let settings = state.settings else { return [.openTapped] }
    guard settings.picker != nil else {
      return [.settings(.presented(.pickTapped)), .settings(.dismiss)]
    }
    return [.settings(.presented(.picker(.presented(.doneTapped))))]
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .openTapped = action { state.settings = Preferences.State() }
      return .none
    }
    .ifLet(\.$settings, action: \.settings) { Preferences(save: save) }
  }
}

/// The settings screen of ``SettingsApp``.
struct Preferences: Reducer {
  let save: SettingsApp.Save

  struct State: Equatable {
    @Presents var picker: ColorPicker.State?
    var isSaving = false
  }

  enum Action: Equatable, Sendable {
    case pickTapped
    case picker(PresentationAction<ColorPicker.Action>)
    case saved
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pickTapped:
        state.picker = ColorPicker.State()
        return .none
      case .picker(.presented(.doneTapped)):
        state.picker = nil
        state.isSaving = true
        return .run { [save] send in
          try await clock.sleep(for: .seconds(1))
          switch save {
          case .once:
            await send(.saved)
          case .forever:
            while true {
              await send(.saved)
              try await clock.sleep(for: .seconds(1))
            }
          case .withoutWaiting:
            while true { await send(.saved) }
          case .toTheClosedPicker:
            await send(.picker(.presented(.doneTapped)))
          }
        }
      case .picker:
        return .none
      case .saved:
        state.isSaving = false
        return .none
      }
    }
    .ifLet(\.$picker, action: \.picker) { ColorPicker() }
  }
}

/// The picker of ``Preferences``: its "Done" is the settings screen's to answer.
struct ColorPicker: Reducer {
  struct State: Equatable {}

  enum Action: Equatable, Sendable {
    case doneTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

extension Metronome.Action: CasePathable {}
extension Panel.Action: CasePathable {}
extension SettingsApp.Action: CasePathable {}
extension Preferences.Action: CasePathable {}
extension ColorPicker.Action: CasePathable {}
