import Foundation
import Reducers

/// What a room's socket says.
public enum SocketEvent: Equatable, Sendable, CasePathable {
  /// The socket is open.
  case didOpen
  /// A message arrived.
  case message(String)
  /// The server closed the socket.
  case didClose
}

/// Why a socket refused to send.
public enum SocketError: Error, Equatable, Sendable {
  /// No socket is open.
  case notConnected
}

/// A room's WebSocket, as TCA's case study writes one with `@DependencyClient`.
public struct SocketClient: DependencyClient {
  /// Opens the room's socket: its events, until the server closes it.
  public var open: @Sendable (_ room: String) async -> AsyncStream<SocketEvent>
  /// Sends a message on the open socket.
  public var send: @Sendable (_ message: String) async throws -> Void
  /// Pings the server, to keep the socket open.
  public var sendPing: @Sendable () async throws -> Void
}

extension SocketClient: DependencyKey {
  /// An echo server in memory: it welcomes the user, and answers each message with its echo.
  public static var liveValue: Self {
    let server = EchoServer()
    return Self(
      open: { room in await server.open(room) },
      send: { message in try await server.echo(message) },
      sendPing: {}
    )
  }

  /// The unimplemented client: a test overrides the endpoints it expects.
  public static let testValue = Self()
}

extension DependencyValues {
  /// A room's socket; see ``SocketClient``.
  public var socket: SocketClient {
    get { self[SocketClient.self] }
    set { self[SocketClient.self] = newValue }
  }
}

/// The live socket's server: one open room at a time.
private actor EchoServer {
  private var continuation: AsyncStream<SocketEvent>.Continuation?

  func open(_ room: String) -> AsyncStream<SocketEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: SocketEvent.self)
    self.continuation?.finish()
    self.continuation = continuation
    continuation.yield(.didOpen)
    continuation.yield(.message("Welcome to #\(room)"))
    return stream
  }

  func echo(_ message: String) throws {
    guard let continuation else { throw SocketError.notConnected }
    continuation.yield(.message("echo: \(message)"))
  }
}
