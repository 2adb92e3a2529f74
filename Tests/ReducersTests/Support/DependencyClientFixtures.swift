import Foundation
import Reducers

/// What the authentication client answers.
struct AuthenticationResponse: Equatable, Sendable {
  var token: String
  var needsTwoFactor: Bool
}

/// A dependency client written as TCA's `@DependencyClient` ones are: the plugin writes its
/// `init()` and its labelled methods.
struct AuthenticationClient: DependencyClient {
  var login: @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  var logout: @Sendable () async -> Void
  var currentUser: @Sendable () -> String?
  var events: @Sendable (_ after: Date) -> AsyncStream<String>
  var failures: @Sendable () -> AsyncThrowingStream<Int, any Error>
  var attempts: @Sendable () -> Int = { 3 }
  var normalize: @Sendable (_ email: inout String) -> Void = { $0 = $0.lowercased() }
  var refresh: @Sendable (String) async throws -> String = { "refreshed \($0)" }
  let region = "eu"
  var timeout: Duration = .seconds(10)
  var isEnabled: Bool { true }
  static let shared = AuthenticationClient()
}

extension AuthenticationClient: TestDependencyKey {
  static let testValue = Self()
}
