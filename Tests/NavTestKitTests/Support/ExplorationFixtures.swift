import Reducers

/// Small features with one navigation bug each, switched by `hasBug`, for the explorer to find;
/// with the switch off the same feature is correct.

/// A lap timer in a sheet. The bug: a reducer beside the `ifLet`, after it, closes the sheet, so
/// the `ifLet` never sees it go and its timer keeps running.
struct Stopwatch: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var lap: Lap.State?
  }

  enum Action: Equatable, Sendable {
    case closeAllTapped
    case lap(PresentationAction<Lap.Action>)
    case openTapped
  }

  /// What the screen offers: open on the root, the lap's buttons and "close all" on the sheet.
  static func buttons(_ state: State) -> [Action] {
    state.lap == nil
      ? [.openTapped]
      : [.lap(.presented(.startTapped)), .lap(.presented(.doneTapped)), .closeAllTapped]
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.lap = Lap.State()
      case .closeAllTapped:
        if !hasBug { state.lap = nil }
      case .lap:
        break
      }
      return .none
    }
    .ifLet(\.$lap, action: \.lap) { Lap() }
    Reduce { state, action in
      if hasBug, case .closeAllTapped = action { state.lap = nil }
      return .none
    }
  }
}

/// A timer that counts while its screen is open, and a button that dismisses it.
struct Lap: Reducer {
  struct State: Equatable {
    var seconds = 0
    var isRunning = false
  }

  enum Action: Equatable, Sendable {
    case doneTapped
    case startTapped
    case tick
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .doneTapped:
        return .run { _ in await dismiss() }
      case .startTapped:
        guard !state.isRunning else { return .none }
        state.isRunning = true
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.seconds = min(state.seconds + 1, 2)
        return .none
      }
    }
  }
}

/// A countdown the parent runs for its sheet. The bug: the parent cancels the countdown's id
/// nowhere, so it runs on after the sheet is dismissed.
struct Countdown: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var timer: Remaining.State?
  }

  enum Action: Equatable, Sendable {
    case startTapped
    case tick
    case timer(PresentationAction<Remaining.Action>)
  }

  struct Remaining: Reducer {
    struct State: Equatable {
      var seconds = 3
    }

    enum Action: Equatable, Sendable {
      case closeTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in await dismiss() } }
    }
  }

  enum CancelID { case tick }

  @Dependency(\.continuousClock) var clock

  static func buttons(_ state: State) -> [Action] {
    state.timer == nil ? [.startTapped] : [.timer(.presented(.closeTapped))]
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.timer = Remaining.State()
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.tick)
      case .tick:
        if let seconds = state.timer?.seconds, seconds > 0 { state.timer?.seconds -= 1 }
        return .none
      case .timer(.dismiss):
        return hasBug ? .none : .cancel(id: CancelID.tick)
      case .timer:
        return .none
      }
    }
    .ifLet(\.$timer, action: \.timer) { Remaining() }
  }
}

/// A two-page wizard in a sheet. The bug: "Finish" on the last page does nothing, and the last
/// page offers no other way out.
struct Wizard: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var pages: Pages.State?
  }

  enum Action: Equatable, Sendable {
    case pages(PresentationAction<Pages.Action>)
    case setUpTapped
  }

  struct Pages: Reducer {
    let hasBug: Bool

    struct State: Equatable {
      var page = 1
    }

    enum Action: Equatable, Sendable {
      case cancelTapped
      case finishTapped
      case nextTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .cancelTapped:
          return .run { _ in await dismiss() }
        case .finishTapped:
          return hasBug ? .none : .run { _ in await dismiss() }
        case .nextTapped:
          state.page = 2
          return .none
        }
      }
    }
  }

  /// The first page offers "Next" and "Cancel"; the last only "Finish".
  static func buttons(_ state: State) -> [Action] {
    guard let pages = state.pages else { return [.setUpTapped] }
    return pages.page == 1
      ? [.pages(.presented(.nextTapped)), .pages(.presented(.cancelTapped))]
      : [.pages(.presented(.finishTapped))]
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .setUpTapped = action { state.pages = Pages.State() }
      return .none
    }
    .ifLet(\.$pages, action: \.pages) { [hasBug] in Pages(hasBug: hasBug) }
  }
}

/// A message composer in a sheet. The bug: the parent's delivery receipt, sent a second after
/// "Send", is addressed to the composer even when it was closed in between.
struct Outbox: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    @Presents var composer: Composer.State?
    var sent = 0
  }

  enum Action: Equatable, Sendable {
    case composeTapped
    case composer(PresentationAction<Composer.Action>)
    case receiptArrived
  }

  struct Composer: Reducer {
    struct State: Equatable {
      var isDelivered = false
    }

    enum Action: Equatable, Sendable {
      case closeTapped
      case delivered
      case sendTapped
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .closeTapped:
          return .run { _ in await dismiss() }
        case .delivered:
          state.isDelivered = true
          return .none
        case .sendTapped:
          return .none
        }
      }
    }
  }

  @Dependency(\.continuousClock) var clock

  static func buttons(_ state: State) -> [Action] {
    guard let composer = state.composer else { return [.composeTapped] }
    return composer.isDelivered
      ? [.composer(.presented(.closeTapped))]
      : [.composer(.presented(.sendTapped)), .composer(.presented(.closeTapped))]
  }

  var body: some ReducerOf<Self> {
    Reduce { [hasBug] state, action in
      switch action {
      case .composeTapped:
        state.composer = Composer.State()
        return .none
      case .composer(.presented(.sendTapped)):
        state.sent += 1
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(hasBug ? .composer(.presented(.delivered)) : .receiptArrived)
        }
      case .receiptArrived:
        state.composer?.isDelivered = true
        return .none
      case .composer:
        return .none
      }
    }
    .ifLet(\.$composer, action: \.composer) { Composer() }
  }
}

extension Stopwatch.Action: CasePathable {}
extension Countdown.Action: CasePathable {}
extension Wizard.Action: CasePathable {}
extension Outbox.Action: CasePathable {}

/// A feed whose "Refresh" starts polling. The bug: the poll waits on an immediate clock of its
/// own instead of the feature's, so it sends updates without stopping.
struct Poller: Reducer {
  let hasBug: Bool

  struct State: Equatable {
    var updates = 0
  }

  enum Action: Equatable, Sendable {
    case refreshTapped
    case updated
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { [hasBug] state, action in
      switch action {
      case .refreshTapped:
        return .run { send in
          while true {
            if hasBug {
              try await ImmediateClock().sleep(for: .seconds(1))
            } else {
              try await clock.sleep(for: .seconds(1))
            }
            await send(.updated)
          }
        }
        .cancellable(id: "poll", cancelInFlight: true)
      case .updated:
        state.updates = min(state.updates + 1, 3)
        return .none
      }
    }
  }
}

/// A counter whose third tap traps: what the explorer must report before the process ends.
struct Trapper: Reducer {
  struct State: Equatable {
    var taps = 0
  }

  enum Action: Equatable, Sendable {
    case tapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.taps += 1
      precondition(state.taps < 3, "the third tap traps")
      return .none
    }
  }
}
