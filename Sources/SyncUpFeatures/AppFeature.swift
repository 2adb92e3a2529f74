import Reducers

/// The whole app: the sync-ups list at the root, and a stack of screens pushed over it.
///
/// Rows of the list push a ``SyncUpDetail``; a detail's past meetings push a meeting; a
/// detail's "Start Meeting" pushes a ``RecordMeeting``, which pops itself when it ends.
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) { AppFeature() }
/// ```
public struct AppFeature: Reducer, Sendable {
  /// The screens of the stack.
  public enum Path: CaseReducer, Sendable {
    /// A sync-up's detail screen.
    case detail(SyncUpDetail)
    /// A past meeting: plain data, no reducer.
    case meeting(Meeting, syncUp: SyncUp)
    /// A meeting being recorded.
    case record(RecordMeeting)
  }

  /// The list and the screens pushed over it.
  public struct State: Equatable, Sendable {
    /// The screens pushed over the list, bottom first.
    public var path: StackState<Path.State>
    /// The root list.
    public var syncUpsList: SyncUpsList.State

    /// Creates the app's state.
    ///
    /// - Parameters:
    ///   - path: The screens pushed over the list.
    ///   - syncUpsList: The root list; it reads the persisted sync-ups unless given.
    public init(
      path: StackState<Path.State> = StackState(),
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  /// An action of the stack or of the list.
  public enum Action: Sendable, CasePathable {
    /// An action of the stack: a screen's action, a push or a pop.
    case path(StackActionOf<Path>)
    /// An action of the root list.
    case syncUpsList(SyncUpsList.Action)
  }

  /// Creates the app's reducer.
  public init() {}

  /// Runs the list and the stack, and starts a recording when a detail asks for one.
  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) { SyncUpsList() }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.startMeeting(let syncUp))))):
        state.path.append(.record(RecordMeeting.State(syncUp: syncUp)))
        return .none

      case .path:
        return .none

      case .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}
