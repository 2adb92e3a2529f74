/// Access to speech recognition: the user's permission, and transcripts of a meeting.
///
/// A struct of closures, so each test says exactly what recognition does:
///
/// ```swift
/// let store = TestStore(initialState: RecordMeeting.State(syncUp: syncUp)) {
///   RecordMeeting()
/// } withDependencies: {
///   $0.speechClient.authorizationStatus = { .authorized }
///   $0.speechClient.startTask = { _ in
///     AsyncThrowingStream { continuation in
///       continuation.yield(SpeechRecognitionResult(
///         bestTranscription: Transcription(formattedString: "I completed the project"),
///         isFinal: true))
///       continuation.finish()
///     }
///   }
/// }
/// ```
///
/// The live value has no recognizer (Linux has none): it reports `.denied`, so meetings run
/// unrecorded; an application with a recognizer overrides it. Under test, every endpoint a test
/// does not override reports `Unimplemented: 'SpeechClient.<endpoint>'` when it is used.
public struct SpeechClient: Sendable {
  /// Whether the user allowed speech recognition.
  public enum AuthorizationStatus: Equatable, Sendable {
    /// The user has not been asked yet.
    case notDetermined
    /// The user said no.
    case denied
    /// The device does not allow speech recognition.
    case restricted
    /// The user said yes.
    case authorized
  }

  /// Returns the current permission without asking the user.
  public var authorizationStatus: @Sendable () -> AuthorizationStatus
  /// Asks the user for permission, and returns the answer.
  public var requestAuthorization: @Sendable () async -> AuthorizationStatus
  /// Starts recognising speech; the stream yields growing transcripts and throws on failure.
  public var startTask:
    @Sendable (_ request: SpeechRecognitionRequest) async -> AsyncThrowingStream<
      SpeechRecognitionResult, any Error
    >

  /// Creates a client from its endpoints; each defaults to "denied" or an empty stream.
  ///
  /// - Parameters:
  ///   - authorizationStatus: Returns the current permission.
  ///   - requestAuthorization: Asks for permission.
  ///   - startTask: Starts recognising speech.
  public init(
    authorizationStatus: @escaping @Sendable () -> AuthorizationStatus = { .denied },
    requestAuthorization: @escaping @Sendable () async -> AuthorizationStatus = { .denied },
    startTask:
      @escaping @Sendable (_ request: SpeechRecognitionRequest) async ->
      AsyncThrowingStream<SpeechRecognitionResult, any Error> = { _ in
        AsyncThrowingStream { $0.finish() }
      }
  ) {
    self.authorizationStatus = authorizationStatus
    self.requestAuthorization = requestAuthorization
    self.startTask = startTask
  }
}
