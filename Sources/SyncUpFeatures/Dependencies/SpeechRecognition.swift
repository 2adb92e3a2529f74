/// What the speech recognizer is asked to do.
public struct SpeechRecognitionRequest: Equatable, Sendable {
  /// Whether to report partial transcripts as they grow, not only the final one.
  public var shouldReportPartialResults: Bool
  /// Whether recognition must happen on the device, never on a server.
  public var requiresOnDeviceRecognition: Bool

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - shouldReportPartialResults: Whether to report partial transcripts.
  ///   - requiresOnDeviceRecognition: Whether recognition must stay on the device.
  public init(shouldReportPartialResults: Bool = true, requiresOnDeviceRecognition: Bool = false) {
    self.shouldReportPartialResults = shouldReportPartialResults
    self.requiresOnDeviceRecognition = requiresOnDeviceRecognition
  }
}

/// What the speech recognizer heard so far.
public struct SpeechRecognitionResult: Equatable, Sendable {
  /// The most likely transcription.
  public var bestTranscription: Transcription
  /// Whether this is the last result of the task.
  public var isFinal: Bool

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - bestTranscription: The most likely transcription.
  ///   - isFinal: Whether this is the last result.
  public init(bestTranscription: Transcription, isFinal: Bool) {
    self.bestTranscription = bestTranscription
    self.isFinal = isFinal
  }
}

/// A transcription of speech.
public struct Transcription: Equatable, Sendable {
  /// The transcription as text.
  public var formattedString: String

  /// Creates a transcription.
  ///
  /// - Parameter formattedString: The text.
  public init(formattedString: String) {
    self.formattedString = formattedString
  }
}
