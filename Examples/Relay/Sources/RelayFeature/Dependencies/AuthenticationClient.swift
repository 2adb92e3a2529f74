import Foundation
import Reducers

/// What the server answers a login or a two-factor code with.
public struct AuthenticationResponse: Equatable, Sendable {
  /// The session's token.
  public var token: String
  /// Whether the user must enter a two-factor code before the token is good.
  public var twoFactorRequired: Bool

  /// A response.
  ///
  /// - Parameters:
  ///   - token: The session's token.
  ///   - twoFactorRequired: Whether a two-factor code must follow.
  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

/// Why the server refused a login or a code.
public enum AuthenticationError: Equatable, LocalizedError, Sendable {
  /// The email or the password is wrong.
  case invalidUserPassword
  /// The two-factor code is wrong.
  case invalidTwoFactor

  /// A sentence for the user.
  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword: "Unknown user or invalid password."
    case .invalidTwoFactor: "Invalid second factor (try 1234)."
    }
  }
}

/// Logs users in, as TCA's examples write the client with `@DependencyClient`: the plugin writes
/// `init()`, whose endpoints report `Unimplemented: 'AuthenticationClient.login'`, and the
/// labelled calls `login(email:password:)` and `twoFactor(code:token:)`.
public struct AuthenticationClient: DependencyClient {
  /// Logs in with an email and a password.
  public var login:
    @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  /// Checks a two-factor code against the token a login returned.
  public var twoFactor:
    @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse
}

extension AuthenticationClient: DependencyKey {
  /// A server in memory: any email with an "@" logs in with the password "password", and an
  /// email with "2fa" in it needs the code 1234 too.
  public static let liveValue = Self(
    login: { email, password in
      guard email.contains("@"), password == "password" else {
        throw AuthenticationError.invalidUserPassword
      }
      return AuthenticationResponse(token: "deadbeef", twoFactorRequired: email.contains("2fa"))
    },
    twoFactor: { code, token in
      guard token == "deadbeef", code == "1234" else {
        throw AuthenticationError.invalidTwoFactor
      }
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }
  )

  /// The unimplemented client: a test overrides the endpoints it expects.
  public static let testValue = Self()
}

extension DependencyValues {
  /// Logs users in; see ``AuthenticationClient``.
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
