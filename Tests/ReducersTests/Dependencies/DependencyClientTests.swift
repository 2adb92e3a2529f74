import Foundation
import Reducers
import Testing

/// The unimplemented client and the labelled endpoints the plugin writes for a
/// `DependencyClient`.
@Suite struct DependencyClientTests {
  @Test func anUnimplementedThrowingEndpointReportsItsNameAndThrows() async {
    let client = AuthenticationClient()
    var thrown: (any Error)?
    let issues = await collectIssues {
      do {
        _ = try await client.login(email: "blob@pointfree.co", password: "secret")
      } catch {
        thrown = error
      }
    }
    #expect(issues.map(\.message) == ["Unimplemented: 'AuthenticationClient.login'"])
    #expect(thrown as? UnimplementedEndpoint == UnimplementedEndpoint("AuthenticationClient.login"))
    #expect("\(thrown!)" == "Unimplemented: 'AuthenticationClient.login'")
  }

  @Test func endpointsThatCannotThrowAnswerNothingNilOrAFinishedStream() async throws {
    let client = AuthenticationClient()
    var user: String? = "someone"
    var events: [String] = ["x"]
    var failures: [Int] = [1]
    let issues = try await collectIssues {
      await client.logout()
      user = client.currentUser()
      events = []
      for await event in client.events(after: Date()) { events.append(event) }
      failures = []
      for try await failure in client.failures() { failures.append(failure) }
    }
    #expect(
      issues.map(\.message) == [
        "Unimplemented: 'AuthenticationClient.logout'",
        "Unimplemented: 'AuthenticationClient.currentUser'",
        "Unimplemented: 'AuthenticationClient.events'",
        "Unimplemented: 'AuthenticationClient.failures'",
      ])
    #expect(user == nil)
    #expect(events == [])
    #expect(failures == [])
  }

  @Test func anEndpointWithADefaultReportsThenAnswersWithIt() async throws {
    let client = AuthenticationClient()
    var attempts = 0
    var email = "Blob@PointFree.co"
    var refreshed = ""
    let issues = try await collectIssues {
      attempts = client.attempts()
      client.normalize(email: &email)
      refreshed = try await client.refresh("token")
    }
    #expect(
      issues.map(\.message) == [
        "Unimplemented: 'AuthenticationClient.attempts'",
        "Unimplemented: 'AuthenticationClient.normalize'",
        "Unimplemented: 'AuthenticationClient.refresh'",
      ])
    #expect(attempts == 3)
    #expect(email == "blob@pointfree.co")
    #expect(refreshed == "refreshed token")
  }

  @Test func anOverriddenEndpointIsCalledWithTheLabelledArgumentsInOrder() async throws {
    var client = AuthenticationClient()
    client.login = { email, password in
      AuthenticationResponse(token: "\(email):\(password)", needsTwoFactor: false)
    }
    let issues = try await collectIssues {
      let response = try await client.login(email: "blob", password: "secret")
      #expect(response == AuthenticationResponse(token: "blob:secret", needsTwoFactor: false))
    }
    #expect(issues.isEmpty)
  }

  @Test func propertiesThatAreNotEndpointsKeepTheirDefaults() {
    let client = AuthenticationClient()
    #expect(client.region == "eu")
    #expect(client.timeout == .seconds(10))
    #expect(AuthenticationClient.testValue.region == "eu")
  }
}
