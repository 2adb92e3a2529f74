import Foundation
import Reducers

/// A chat room: its socket's messages, a composer bound to the view, a ping every ten seconds
/// to keep the socket open, and what it presents (an alert to confirm leaving, the nickname
/// sheet) as a reducer enum.
public struct Room: Reducer, Sendable {
  /// The room.
  public struct State: Equatable, Sendable {
    /// Whether the socket is open.
    public var connectivity = Connectivity.disconnected
    /// What the user is typing.
    public var draft = ""
    /// What the room presents.
    @Presents public var destination: Destination.State?
    /// The messages received, oldest first.
    public var messages: [String] = []
    /// The name the user posts under.
    public var nickname: String
    /// The room's name.
    public let room: String

    /// A room, before its socket opens.
    ///
    /// - Parameters:
    ///   - room: The room's name.
    ///   - nickname: The name the user posts under.
    public init(room: String, nickname: String) {
      self.room = room
      self.nickname = nickname
    }

    /// Whether the socket is open.
    public enum Connectivity: Equatable, Sendable {
      case connected, connecting, disconnected
    }
  }

  /// What the room does.
  public enum Action: BindableAction, Sendable, CasePathable {
    /// The composer changed.
    case binding(BindingAction<State>)
    /// What the room presents.
    case destination(PresentationAction<Destination.Action>)
    /// The user tapped "Leave".
    case leaveButtonTapped
    /// The user tapped their nickname.
    case nicknameButtonTapped
    /// The user tapped "Send".
    case sendButtonTapped
    /// The socket said something.
    case socket(SocketEvent)
    /// The room appeared: open its socket.
    case task
  }

  /// What the room presents.
  public enum Destination: CaseReducer, Sendable {
    /// "Leave the room?"
    case alert(AlertState<Alert>)
    /// The nickname sheet.
    case nickname(Nickname)

    /// The leave alert's buttons.
    public enum Alert: Equatable, Sendable, CasePathable {
      /// The user confirmed leaving.
      case confirmLeave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.socket) var socket

  private enum CancelID { case socket }

  /// The room's reducer.
  public init() {}

  /// Applies the composer's bindings, runs the socket, and handles what it presents.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .destination(.presented(.alert(.confirmLeave))):
        state.connectivity = .disconnected
        return .merge(.cancel(id: CancelID.socket), .run { _ in await dismiss() })

      case .destination(.presented(.nickname(.delegate(.saved(let nickname))))):
        state.nickname = nickname
        return .none

      case .destination:
        return .none

      case .leaveButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Leave #\(state.room)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmLeave) { TextState("Leave") }
            ButtonState(role: .cancel) { TextState("Stay") }
          })
        return .none

      case .nicknameButtonTapped:
        state.destination = .nickname(Nickname.State(nickname: state.nickname))
        return .none

      case .sendButtonTapped:
        let message = "\(state.nickname): \(state.draft)"
        state.draft = ""
        return .run { _ in try await socket.send(message: message) }

      case .socket(.didOpen):
        state.connectivity = .connected
        return .none

      case .socket(.didClose):
        state.connectivity = .disconnected
        return .none

      case .socket(.message(let message)):
        state.messages.append(message)
        return .none

      case .task:
        state.connectivity = .connecting
        return .run { [room = state.room] send in
          let events = await socket.open(room: room)
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              while !Task.isCancelled {
                try? await clock.sleep(for: .seconds(10))
                guard !Task.isCancelled else { return }
                try? await socket.sendPing()
              }
            }
            for await event in events {
              await send(.socket(event))
            }
            group.cancelAll()
          }
        }
        .cancellable(id: CancelID.socket)
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Room.Destination.State: Equatable {}
