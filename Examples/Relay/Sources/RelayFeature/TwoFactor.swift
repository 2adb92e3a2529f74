import Foundation
import Reducers

/// The two-factor screen: a code, checked against the token the login returned.
public struct TwoFactor: Reducer, Sendable {
  /// The screen.
  public struct State: Equatable, Sendable {
    /// Why the code was refused, if it was.
    @Presents public var alert: AlertState<Action.Alert>?
    /// The code typed.
    public var code = ""
    /// Whether the code has its four digits.
    public var isFormValid = false
    /// Whether the code is being checked.
    public var isTwoFactorRequestInFlight = false
    /// The token the login returned.
    public let token: String

    /// The screen for a login's token.
    ///
    /// - Parameter token: The token the login returned.
    public init(token: String) {
      self.token = token
    }
  }

  /// What the screen does.
  public enum Action: Sendable, ViewAction, CasePathable {
    /// The failure alert's actions.
    case alert(PresentationAction<Alert>)
    /// What the screen tells its parent.
    case delegate(Delegate)
    /// The server's answer.
    case twoFactorResponse(Result<AuthenticationResponse, any Error>)
    /// What the view sends.
    case view(View)

    /// The failure alert has only its OK button.
    public enum Alert: Equatable, Sendable {}

    /// What the screen tells its parent.
    public enum Delegate: Sendable, CasePathable {
      /// The code was right: the token is good.
      case verified(token: String)
    }

    /// What the view sends.
    public enum View: BindableAction, Sendable, CasePathable {
      /// The code changed.
      case binding(BindingAction<State>)
      /// The user tapped "Submit".
      case submitButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  /// The screen's reducer.
  public init() {}

  /// Applies the bindings, then checks the code.
  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .delegate:
        return .none

      case .twoFactorResponse(.success(let response)):
        state.isTwoFactorRequestInFlight = false
        return .send(.delegate(.verified(token: response.token)))

      case .twoFactorResponse(.failure(let error)):
        state.alert = AlertState { TextState(error.localizedDescription) }
        state.isTwoFactorRequestInFlight = false
        return .none

      case .view(.binding):
        state.isFormValid = state.code.count >= 4
        return .none

      case .view(.submitButtonTapped):
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token] send in
          await send(
            .twoFactorResponse(
              await Result { try await authenticationClient.twoFactor(code: code, token: token) }
            )
          )
        }
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
