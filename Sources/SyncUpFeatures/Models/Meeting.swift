import Foundation

/// A meeting that took place: when, and what was said.
///
/// It is plain data: the app shows a past meeting by pushing `.meeting(meeting, syncUp:)` onto
/// its stack, with no reducer of its own.
public struct Meeting: Codable, Hashable, Identifiable, Sendable {
  /// The meeting's identity.
  public typealias ID = Tagged<Self, UUID>

  /// The meeting's identity.
  public let id: ID
  /// When the meeting ended.
  public let date: Date
  /// What the speech recognizer heard; empty when the meeting was not recorded.
  public var transcript: String

  /// Creates a meeting.
  ///
  /// - Parameters:
  ///   - id: The meeting's identity.
  ///   - date: When the meeting ended.
  ///   - transcript: What was said.
  public init(id: ID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}
