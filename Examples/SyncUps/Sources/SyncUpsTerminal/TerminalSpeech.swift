import Reducers
import SyncUpFeatures
import Synchronization

/// Speech recognition for the terminal: the user's permission is a question on screen, and what
/// the recognizer "hears" is what the user types with `say`.
///
/// Its ``client`` is the `speechClient` dependency of a terminal session. The permission starts
/// out not determined; the first meeting asks (the record screen shows the question) and the
/// answer, `allow` or `deny`, holds for the session. A denied permission makes "Start Meeting"
/// offer to continue without recording, as on a phone; "Open settings" forgets the answer, so the
/// next meeting asks again.
///
/// ```swift
/// let speech = TerminalSpeech()
/// withDependencies { $0.speechClient = speech.client } operation: { … }
/// speech.hear("I finished the release notes")   // while a meeting is recorded
/// ```
public final class TerminalSpeech: Sendable {
  /// What recognition is doing now.
  public enum Phase: Equatable, Sendable {
    /// Nothing: no meeting is being recorded.
    case idle
    /// A meeting waits for the user to allow or deny recording.
    case asking
    /// A meeting is being recorded: typed words become its transcript.
    case listening
  }

  private typealias Results = AsyncThrowingStream<SpeechRecognitionResult, any Error>

  private struct State: Sendable {
    var status = SpeechClient.AuthorizationStatus.notDetermined
    var question: (id: Int, continuation: CheckedContinuation<Void, Never>)?
    var listener: (id: Int, continuation: Results.Continuation)?
    var transcript = ""
    var nextID = 0

    mutating func makeID() -> Int {
      defer { nextID += 1 }
      return nextID
    }
  }

  private let state = Lock(State())

  /// Creates a recognizer that has not been given permission yet.
  public init() {}

  /// The client that features use: permission, the question, and the typed transcript.
  public var client: SpeechClient {
    SpeechClient(
      authorizationStatus: { self.status },
      requestAuthorization: { await self.ask() },
      startTask: { _ in self.listen() }
    )
  }

  /// The user's answer so far.
  public var status: SpeechClient.AuthorizationStatus {
    state.withLock { $0.status }
  }

  /// Whether a meeting is asking for permission, being recorded, or neither.
  public var phase: Phase {
    state.withLock { state in
      if state.question != nil { return .asking }
      return state.listener == nil ? .idle : .listening
    }
  }

  /// Answers the pending question: recording is allowed or denied for the rest of the session.
  ///
  /// - Parameter allowed: Whether the user allows recording.
  /// - Returns: Whether a question was pending.
  @discardableResult
  public func answer(allowed: Bool) -> Bool {
    let question = state.withLock { state in
      defer { state.question = nil }
      if state.question != nil { state.status = allowed ? .authorized : .denied }
      return state.question
    }
    question?.continuation.resume()
    return question != nil
  }

  /// Hears the words the user typed, adding them to the transcript of the meeting being recorded.
  ///
  /// - Parameter words: What the user said.
  /// - Returns: Whether a meeting was listening.
  @discardableResult
  public func hear(_ words: String) -> Bool {
    let heard = state.withLock { state -> (Results.Continuation, String)? in
      guard let listener = state.listener else { return nil }
      state.transcript = state.transcript.isEmpty ? words : state.transcript + " " + words
      return (listener.continuation, state.transcript)
    }
    guard let (continuation, transcript) = heard else { return false }
    continuation.yield(
      SpeechRecognitionResult(
        bestTranscription: Transcription(formattedString: transcript), isFinal: false))
    return true
  }

  /// Forgets the user's answer, so the next meeting asks again: the terminal's settings screen.
  public func resetPermission() {
    state.withLock { $0.status = .notDetermined }
  }

  /// Waits until the user answers, then returns the answer; a cancelled wait answers at once.
  private func ask() async -> SpeechClient.AuthorizationStatus {
    let id = state.withLock { $0.makeID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isWaiting = state.withLock { state -> Bool in
          guard state.status == .notDetermined, !Task.isCancelled else { return false }
          state.question = (id, continuation)
          return true
        }
        if !isWaiting { continuation.resume() }
      }
    } onCancel: {
      let question = state.withLock { state in
        guard state.question?.id == id else { return nil as CheckedContinuation<Void, Never>? }
        defer { state.question = nil }
        return state.question?.continuation
      }
      question?.resume()
    }
    return status
  }

  /// Starts a transcript the user's `say` lines feed, until the meeting stops listening.
  private func listen() -> Results {
    let (stream, continuation) = Results.makeStream()
    let (id, previous) = state.withLock { state in
      let id = state.makeID()
      defer {
        state.listener = (id, continuation)
        state.transcript = ""
      }
      return (id, state.listener?.continuation)
    }
    previous?.finish()
    continuation.onTermination = { _ in
      self.state.withLock { state in
        if state.listener?.id == id { state.listener = nil }
      }
    }
    return stream
  }
}
