import Foundation
import Reducers
import SyncUpFeatures

extension SyncUp {
  /// Three attendees, two seconds each: short enough to run a whole meeting in a test.
  static let sixSeconds = SyncUp(
    id: SyncUp.ID(),
    attendees: [
      Attendee(id: Attendee.ID()),
      Attendee(id: Attendee.ID()),
      Attendee(id: Attendee.ID()),
    ],
    duration: .seconds(6),
    title: "Morning Sync"
  )
}

extension Date {
  /// The date every recording test saves its meeting with.
  static let meetingEnd = Date(timeIntervalSince1970: 1_234_567_890)
}

extension SpeechRecognitionResult {
  /// The one thing the tests' speech recognizer hears.
  static let completedProject = SpeechRecognitionResult(
    bestTranscription: Transcription(formattedString: "I completed the project"),
    isFinal: true
  )
}

/// The error the tests' speech recognizer fails with.
struct SpeechRecognitionFailed: Error {}

extension SpeechClient {
  /// An authorized recognizer whose task yields `results`, then finishes or throws.
  static func hearing(
    _ results: [SpeechRecognitionResult], thenFailing fails: Bool = false
  ) -> Self {
    SpeechClient(
      authorizationStatus: { .authorized },
      startTask: { _ in
        AsyncThrowingStream { continuation in
          for result in results { continuation.yield(result) }
          continuation.finish(throwing: fails ? SpeechRecognitionFailed() : nil)
        }
      }
    )
  }
}
