import Reducers

/// The whole app: the login form at the root, then a stack of the two-factor screen (when the
/// server asks for a code) and the room, pushed as the login goes on.
///
/// The stack's screens are a reducer enum, `Path`: its `State`, `Action` and `body` come from
/// the case-path plugin, as TCA's `@Reducer enum` writes them.
public struct RelayApp: Reducer, Sendable {
  /// The login form and the screens pushed over it.
  public struct State: Equatable, Sendable {
    /// The login form.
    public var login = Login.State()
    /// The screens pushed over it.
    public var path = StackState<Path.State>()

    /// The app at launch.
    public init() {}
  }

  /// What the app does.
  public enum Action: Sendable, CasePathable {
    /// An action of the login form.
    case login(Login.Action)
    /// An action of a pushed screen, or a push or pop.
    case path(StackActionOf<Path>)
  }

  /// The screens of the stack.
  public enum Path: CaseReducer, Sendable {
    /// The two-factor code.
    case twoFactor(TwoFactor)
    /// The chat room.
    case room(Room)
  }

  /// The app's reducer.
  public init() {}

  /// Runs the login form and the stack, and pushes as the login goes on.
  public var body: some ReducerOf<Self> {
    Scope(state: \.login, action: \.login) { Login() }
    Reduce { state, action in
      switch action {
      case .login(.delegate(.loggedIn(let response, let email))):
        if response.twoFactorRequired {
          state.path.append(.twoFactor(TwoFactor.State(token: response.token)))
        } else {
          state.path.append(.room(Room.State(room: "general", nickname: email)))
        }
        return .none

      case .path(.element(id: _, action: .twoFactor(.delegate(.verified)))):
        state.path.append(.room(Room.State(room: "general", nickname: state.login.email)))
        return .none

      case .login, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension RelayApp.Path.State: Equatable {}
