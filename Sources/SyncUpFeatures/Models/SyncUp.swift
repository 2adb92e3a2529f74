import Foundation
import Reducers

/// A recurring meeting: who attends, how long it lasts, its theme, and the meetings held so far.
public struct SyncUp: Hashable, Identifiable, Sendable {
  /// The sync-up's identity.
  public typealias ID = Tagged<Self, UUID>

  /// The sync-up's identity.
  public let id: ID
  /// The people who take turns speaking.
  public var attendees: IdentifiedArrayOf<Attendee>
  /// How long a meeting lasts.
  public var duration: Duration
  /// The meetings held so far, the latest first.
  public var meetings: IdentifiedArrayOf<Meeting>
  /// The colour scheme.
  public var theme: Theme
  /// The sync-up's name.
  public var title: String

  /// Creates a sync-up.
  ///
  /// - Parameters:
  ///   - id: The sync-up's identity.
  ///   - attendees: The people who take turns speaking.
  ///   - duration: How long a meeting lasts; five minutes unless given.
  ///   - meetings: The meetings held so far, the latest first.
  ///   - theme: The colour scheme.
  ///   - title: The sync-up's name.
  public init(
    id: ID,
    attendees: IdentifiedArrayOf<Attendee> = [],
    duration: Duration = .seconds(60 * 5),
    meetings: IdentifiedArrayOf<Meeting> = [],
    theme: Theme = .bubblegum,
    title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// Each attendee's share of the meeting.
  ///
  /// A sync-up without attendees gives the whole duration to one speaker, rather than dividing
  /// by zero.
  public var durationPerAttendee: Duration {
    duration / max(attendees.count, 1)
  }
}

extension SyncUp: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, attendees, duration, meetings, theme, title
  }

  /// The durations a sync-up file may hold: none negative, none longer than a day.
  ///
  /// Anything else in a file is a mistake (or damage), and a value too large for `Duration`
  /// would stop the program; decoding rejects it, naming the sync-up, and encoding refuses to
  /// write a file that could not be read back.
  public static let storableDurations: ClosedRange<Duration> = .zero ... .seconds(24 * 60 * 60)

  /// Decodes a sync-up whose duration is stored as a number of seconds.
  ///
  /// Throws `DecodingError.dataCorrupted` for a duration outside ``storableDurations``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(ID.self, forKey: .id)
    let attendees = try container.decode(IdentifiedArrayOf<Attendee>.self, forKey: .attendees)
    let seconds = try container.decode(Double.self, forKey: .duration)
    guard seconds.isFinite, Self.storableSeconds.contains(seconds) else {
      throw DecodingError.dataCorruptedError(
        forKey: .duration, in: container,
        debugDescription: "The duration \(seconds) is not a number of seconds from 0 to 86400")
    }
    self.init(
      id: id,
      attendees: attendees,
      duration: .seconds(seconds),
      meetings: try container.decode(IdentifiedArrayOf<Meeting>.self, forKey: .meetings),
      theme: try container.decode(Theme.self, forKey: .theme),
      title: try container.decode(String.self, forKey: .title)
    )
  }

  /// Encodes the sync-up with its duration as a number of seconds.
  ///
  /// Throws `EncodingError.invalidValue` for a duration outside ``storableDurations``, which
  /// decoding would reject.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    guard Self.storableDurations.contains(duration) else {
      throw EncodingError.invalidValue(
        duration,
        EncodingError.Context(
          codingPath: container.codingPath + [CodingKeys.duration],
          debugDescription: "The duration \(duration) is not from 0 to 24 hours"))
    }
    try container.encode(id, forKey: .id)
    try container.encode(attendees, forKey: .attendees)
    try container.encode(durationInSeconds, forKey: .duration)
    try container.encode(meetings, forKey: .meetings)
    try container.encode(theme, forKey: .theme)
    try container.encode(title, forKey: .title)
  }

  /// ``storableDurations`` in seconds, as the file stores them.
  private static let storableSeconds: ClosedRange<Double> = 0...24 * 60 * 60

  private var durationInSeconds: Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
