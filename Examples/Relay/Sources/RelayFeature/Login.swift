import Foundation
import Reducers

/// The login form: an email and a password, bound to the view, and the request that logs in.
///
/// Written as TCA's features are: its view's actions are `case view(View)`, whose bindings
/// `BindingReducer(action: \.view)` applies; a failed login shows an alert.
public struct Login: Reducer, Sendable {
  /// The form.
  public struct State: Equatable, Sendable {
    /// Why the login failed, if it did.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The email typed.
    public var email = ""
    /// Whether both fields are filled in.
    public var isFormValid = false
    /// Whether the login request is on its way.
    public var isLoginRequestInFlight = false
    /// The password typed.
    public var password = ""

    /// An empty form.
    public init() {}
  }

  /// What the form does.
  public enum Action: Sendable, ViewAction, CasePathable {
    /// The failure alert's actions.
    case alert(PresentationAction<Alert>)
    /// What the form tells its parent.
    case delegate(Delegate)
    /// The server's answer.
    case loginResponse(Result<AuthenticationResponse, any Error>)
    /// What the view sends.
    case view(View)

    /// The failure alert has only its OK button.
    public enum Alert: Equatable, Sendable {}

    /// What the form tells its parent.
    public enum Delegate: Sendable, CasePathable {
      /// The user logged in; a two-factor code may still be needed.
      case loggedIn(AuthenticationResponse, email: String)
    }

    /// What the view sends.
    public enum View: BindableAction, Sendable, CasePathable {
      /// A field changed.
      case binding(BindingAction<State>)
      /// The user tapped "Log in".
      case loginButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// The form's reducer.
  public init() {}

  /// Applies the bindings, then logs in.
  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .delegate:
        return .none

      case .loginResponse(.success(let response)):
        state.isLoginRequestInFlight = false
        return .send(.delegate(.loggedIn(response, email: state.email)))

      case .loginResponse(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isLoginRequestInFlight = false
        return .none

      case .view(.binding):
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none

      case .view(.loginButtonTapped):
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password] send in
          await send(
            .loginResponse(
              await Result {
                try await authenticationClient.login(email: email, password: password)
              }
            )
          )
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
