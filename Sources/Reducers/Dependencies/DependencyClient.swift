/// A struct of endpoints (closures) that a feature reaches through `@Dependency`: what TCA's
/// `@DependencyClient` marks.
///
/// Conform a struct of closures in a target that applies `CasePathsPlugin`, and the plugin
/// writes, while the target builds, its `init()` — the unimplemented client, each endpoint of
/// which reports `Unimplemented: 'Client.endpoint'` when called and then throws, or returns its
/// default value — and a method with labelled arguments for each endpoint whose parameters have
/// names:
///
/// ```swift
/// struct AuthenticationClient: DependencyClient {
///   var login: @Sendable (_ email: String, _ password: String) async throws -> Response
///   var logout: @Sendable () async -> Void
///   var isLoggedIn: @Sendable () -> Bool = { false }
/// }
///
/// extension AuthenticationClient: TestDependencyKey {
///   static let testValue = Self()
/// }
///
/// // in a feature: try await authenticationClient.login(email: email, password: password)
/// // in a test:    $0.authenticationClient.login = { _, _ in .mock }
/// ```
///
/// An endpoint with no default value that cannot throw answers nothing, `nil` or a finished
/// stream when its result is `Void`, optional or an `AsyncStream`; any other result needs a
/// default value, and a stored property that is not an endpoint needs one too: the plugin says
/// so at the declaration.
public protocol DependencyClient: Sendable {
  /// The unimplemented client, that the plugin writes.
  init()
}

/// What an unimplemented endpoint of a ``DependencyClient`` throws, after reporting that it was
/// called.
public struct UnimplementedEndpoint: Error, Equatable, CustomStringConvertible {
  /// The endpoint, as `Client.endpoint`.
  public let endpoint: String

  /// The error an unimplemented endpoint throws.
  ///
  /// - Parameter endpoint: The endpoint, as `Client.endpoint`.
  public init(_ endpoint: String) {
    self.endpoint = endpoint
  }

  /// `Unimplemented: 'Client.endpoint'`.
  public var description: String { "Unimplemented: '\(endpoint)'" }
}
