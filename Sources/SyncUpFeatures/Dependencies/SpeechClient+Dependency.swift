import Reducers
import Synchronization

extension DependencyValues {
  /// Speech recognition: permission and transcripts; see ``SpeechClient``.
  public var speechClient: SpeechClient {
    get { self[SpeechClientKey.self] }
    set { self[SpeechClientKey.self] = newValue }
  }
}

private enum SpeechClientKey: DependencyKey {
  static let liveValue = SpeechClient()
  static let testValue = SpeechClient.unimplemented
  static let previewValue = SpeechClient.preview()
}

extension SpeechClient {
  /// A client whose every endpoint reports `Unimplemented: 'SpeechClient.<endpoint>'` when used,
  /// then answers "denied" or ends its stream: the test value.
  package static var unimplemented: Self {
    Self(
      authorizationStatus: {
        reportIssue("Unimplemented: 'SpeechClient.authorizationStatus'")
        return .denied
      },
      requestAuthorization: {
        reportIssue("Unimplemented: 'SpeechClient.requestAuthorization'")
        return .denied
      },
      startTask: { _ in
        reportIssue("Unimplemented: 'SpeechClient.startTask'")
        return AsyncThrowingStream { $0.finish() }
      }
    )
  }

  /// A client that is authorized and "hears" a canned transcript, one word per `interval`.
  ///
  /// - Parameters:
  ///   - transcript: The words to hear.
  ///   - interval: The time between words.
  ///   - clock: The clock to wait on; an `ImmediateClock` hears every word at once.
  /// - Returns: The client, for previews and demos.
  public static func preview(
    transcript: String = SpeechClient.previewTranscript,
    interval: Duration = .milliseconds(250),
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    Self(
      authorizationStatus: { .authorized },
      requestAuthorization: { .authorized },
      startTask: { _ in
        let words = WordFeed(transcript: transcript)
        return AsyncThrowingStream {
          guard let text = words.next() else { return nil }
          try await clock.sleep(for: interval)
          return SpeechRecognitionResult(
            bestTranscription: Transcription(formattedString: text), isFinal: words.isDone)
        }
      }
    )
  }

  /// A preview client whose recognition hears nothing and fails after `duration`.
  ///
  /// - Parameters:
  ///   - duration: How long recognition works before it fails.
  ///   - clock: The clock to wait on.
  /// - Returns: The client, for previews of the failure alert.
  public static func fail(
    after duration: Duration,
    clock: any Clock<Duration> = ContinuousClock()
  ) -> Self {
    Self(
      authorizationStatus: { .authorized },
      requestAuthorization: { .authorized },
      startTask: { _ in
        AsyncThrowingStream {
          try await clock.sleep(for: duration)
          throw SpeechRecognitionFailure()
        }
      }
    )
  }

  /// The words the preview client hears.
  public static let previewTranscript = """
    Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt \
    ut labore et dolore magna aliqua.
    """
}

/// The error a failing preview client throws.
package struct SpeechRecognitionFailure: Error, Equatable {
  package init() {}
}

/// The words of a canned transcript, handed out as a growing prefix.
private final class WordFeed: Sendable {
  private let words: [Substring]
  private let count = Lock(0)

  init(transcript: String) {
    words = transcript.split(separator: " ")
  }

  /// The transcript up to one more word, or `nil` once every word was heard.
  func next() -> String? {
    count.withLock { count in
      guard count < words.count else { return nil }
      count += 1
      return words.prefix(count).joined(separator: " ")
    }
  }

  /// Whether every word was heard.
  var isDone: Bool {
    count.withLock { $0 == words.count }
  }
}
