import Foundation
import NavTestKit
import RelayFeature
import Testing

@MainActor
struct RoomTests {
  @Test func happyPath() async {
    let events = AsyncStream.makeStream(of: SocketEvent.self)
    let sent = LockIsolated<[String]>([])
    let clock = TestClock()
    let store = TestStore(initialState: Room.State(room: "general", nickname: "blob")) {
      Room()
    } withDependencies: {
      $0.continuousClock = clock
      $0.socket.open = { @Sendable _ in events.stream }
      $0.socket.send = { @Sendable message in sent.withValue { $0.append(message) } }
      $0.socket.sendPing = { @Sendable in try await Task.never() }
    }

    // Connect to the socket
    let task = await store.send(.task) {
      $0.connectivity = .connecting
    }
    events.continuation.yield(.didOpen)
    await store.receive(\.socket.didOpen) {
      $0.connectivity = .connected
    }

    // Receive a message
    events.continuation.yield(.message("Welcome to #general"))
    await store.receive(\.socket.message) {
      $0.messages = ["Welcome to #general"]
    }

    // Send a message
    await store.send(\.binding.draft, "Hi!") {
      $0.draft = "Hi!"
    }
    await store.send(.sendButtonTapped) {
      $0.draft = ""
    }
    #expect(sent.value == ["blob: Hi!"])

    // Disconnect from the socket
    events.continuation.yield(.didClose)
    await store.receive(\.socket.didClose) {
      $0.connectivity = .disconnected
    }
    events.continuation.finish()
    await task.finish()
  }

  @Test func sendPing() async {
    let events = AsyncStream.makeStream(of: SocketEvent.self)
    let clock = TestClock()
    let pingsCount = LockIsolated(0)
    let store = TestStore(initialState: Room.State(room: "general", nickname: "blob")) {
      Room()
    } withDependencies: {
      $0.continuousClock = clock
      $0.socket.open = { @Sendable _ in events.stream }
      $0.socket.sendPing = { @MainActor in pingsCount.withValue { $0 += 1 } }
    }

    let task = await store.send(.task) {
      $0.connectivity = .connecting
    }
    events.continuation.yield(.didOpen)
    await store.receive(\.socket.didOpen) {
      $0.connectivity = .connected
    }

    #expect(pingsCount.value == 0)
    await clock.advance(by: .seconds(10))
    #expect(pingsCount.value == 1)
    await clock.advance(by: .seconds(20))
    #expect(pingsCount.value == 3)
    await task.cancel()
  }

  @Test func leaveAfterConfirming() async {
    let events = AsyncStream.makeStream(of: SocketEvent.self)
    let store = TestStore(initialState: Room.State(room: "general", nickname: "blob")) {
      Room()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.socket.open = { @Sendable _ in events.stream }
    }

    await store.send(.task) {
      $0.connectivity = .connecting
    }
    await store.send(.leaveButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Leave #general?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmLeave) { TextState("Leave") }
          ButtonState(role: .cancel) { TextState("Stay") }
        })
    }
    await store.send(\.destination.alert.confirmLeave) {
      $0.connectivity = .disconnected
      $0.destination = nil
    }
    #expect(store.isDismissed)
  }

  @Test func editNickname() async {
    let store = TestStore(initialState: Room.State(room: "general", nickname: "blob")) {
      Room()
    }

    await store.send(.nicknameButtonTapped) {
      $0.destination = .nickname(Nickname.State(nickname: "blob"))
    }
    await store.send(\.destination.nickname.binding.nickname, "Blob Jr.") {
      $0.destination?.nickname?.nickname = "Blob Jr."
    }
    await store.send(\.destination.nickname.saveButtonTapped)
    await store.receive(\.destination.nickname.delegate.saved, "Blob Jr.") {
      $0.nickname = "Blob Jr."
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }
}
