import Foundation
import NavTestKit
import RelayFeature
import Testing

@MainActor
struct LoginTests {
  @Test func flowSuccess() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(\.view.binding.email, "blob@pointfree.co") {
      $0.email = "blob@pointfree.co"
    }
    await store.send(\.view.binding.password, "password") {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.success) {
      $0.isLoginRequestInFlight = false
    }
    await store.receive(\.delegate.loggedIn)
  }

  @Test func flowFailure() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        throw AuthenticationError.invalidUserPassword
      }
    }

    await store.send(\.view.binding.email, "2fa@pointfree.co") {
      $0.email = "2fa@pointfree.co"
    }
    await store.send(\.view.binding.password, "password") {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) {
      $0.isLoginRequestInFlight = true
    }
    await store.receive(\.loginResponse.failure) {
      $0.alert = AlertState {
        TextState(AuthenticationError.invalidUserPassword.localizedDescription)
      }
      $0.isLoginRequestInFlight = false
    }
    await store.send(\.alert.dismiss) {
      $0.alert = nil
    }
  }

  @Test func anUnimplementedEndpointFailsTheTestWithItsName() async {
    let store = TestStore(initialState: Login.State()) {
      Login()
    }
    await store.send(\.view.binding.email, "blob@pointfree.co") {
      $0.email = "blob@pointfree.co"
    }
    await withKnownIssue {
      await store.send(.view(.loginButtonTapped)) {
        $0.isLoginRequestInFlight = true
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: 'AuthenticationClient.login'")
    }
    await store.receive(\.loginResponse.failure) {
      $0.alert = AlertState {
        TextState(UnimplementedEndpoint("AuthenticationClient.login").localizedDescription)
      }
      $0.isLoginRequestInFlight = false
    }
  }
}
