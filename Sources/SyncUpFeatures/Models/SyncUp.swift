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

  /// Decodes a sync-up whose duration is stored as a number of seconds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(ID.self, forKey: .id),
      attendees: try container.decode(IdentifiedArrayOf<Attendee>.self, forKey: .attendees),
      duration: .seconds(try container.decode(Double.self, forKey: .duration)),
      meetings: try container.decode(IdentifiedArrayOf<Meeting>.self, forKey: .meetings),
      theme: try container.decode(Theme.self, forKey: .theme),
      title: try container.decode(String.self, forKey: .title)
    )
  }

  /// Encodes the sync-up with its duration as a number of seconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(attendees, forKey: .attendees)
    try container.encode(durationInSeconds, forKey: .duration)
    try container.encode(meetings, forKey: .meetings)
    try container.encode(theme, forKey: .theme)
    try container.encode(title, forKey: .title)
  }

  private var durationInSeconds: Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
