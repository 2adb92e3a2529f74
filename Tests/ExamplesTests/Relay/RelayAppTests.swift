import Foundation
import NavTestKit
import RelayFeature
import Testing

@MainActor
struct RelayAppTests {
  @Test func loginWithTwoFactorPushesTheCodeThenTheRoom() async {
    let store = TestStore(initialState: RelayApp.State()) {
      RelayApp()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
      }
      $0.authenticationClient.twoFactor = { @Sendable code, token in
        #expect(code == "1234")
        #expect(token == "deadbeef")
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }

    await store.send(\.login.view.binding.email, "2fa@pointfree.co") {
      $0.login.email = "2fa@pointfree.co"
    }
    await store.send(\.login.view.binding.password, "password") {
      $0.login.password = "password"
      $0.login.isFormValid = true
    }
    await store.send(\.login.view.loginButtonTapped) {
      $0.login.isLoginRequestInFlight = true
    }
    await store.receive(\.login.loginResponse.success) {
      $0.login.isLoginRequestInFlight = false
    }
    await store.receive(\.login.delegate.loggedIn) {
      $0.path[id: 0] = .twoFactor(TwoFactor.State(token: "deadbeef"))
    }

    await store.send(\.path[id: 0].twoFactor.view.binding.code, "1234") {
      $0.path[id: 0, case: \.twoFactor]?.code = "1234"
      $0.path[id: 0, case: \.twoFactor]?.isFormValid = true
    }
    await store.send(\.path[id: 0].twoFactor.view.submitButtonTapped) {
      $0.path[id: 0, case: \.twoFactor]?.isTwoFactorRequestInFlight = true
    }
    await store.receive(\.path[id: 0].twoFactor.twoFactorResponse.success) {
      $0.path[id: 0, case: \.twoFactor]?.isTwoFactorRequestInFlight = false
    }
    await store.receive(\.path[id: 0].twoFactor.delegate.verified) {
      $0.path[id: 1] = .room(Room.State(room: "general", nickname: "2fa@pointfree.co"))
    }
  }

  @Test func loginWithoutTwoFactorPushesTheRoom() async {
    let store = TestStore(initialState: RelayApp.State()) {
      RelayApp()
    } withDependencies: {
      $0.authenticationClient.login = { @Sendable _, _ in
        AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }

    await store.send(\.login.view.binding.email, "blob@pointfree.co") {
      $0.login.email = "blob@pointfree.co"
    }
    await store.send(\.login.view.loginButtonTapped) {
      $0.login.isLoginRequestInFlight = true
    }
    await store.receive(\.login.loginResponse.success) {
      $0.login.isLoginRequestInFlight = false
    }
    await store.receive(\.login.delegate.loggedIn) {
      $0.path[id: 0] = .room(Room.State(room: "general", nickname: "blob@pointfree.co"))
    }
    await store.send(\.path[id: 0].room.leaveButtonTapped) {
      $0.path[id: 0, case: \.room]?.destination = .alert(
        AlertState {
          TextState("Leave #general?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmLeave) { TextState("Leave") }
          ButtonState(role: .cancel) { TextState("Stay") }
        })
    }
    await store.send(\.path[id: 0].room.destination.alert.confirmLeave) {
      $0.path[id: 0, case: \.room]?.destination = nil
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }
}
