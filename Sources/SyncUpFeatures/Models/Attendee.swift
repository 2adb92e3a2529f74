import Foundation

/// A person who takes part in a sync-up.
public struct Attendee: Codable, Hashable, Identifiable, Sendable {
  /// The attendee's identity.
  public typealias ID = Tagged<Self, UUID>

  /// The attendee's identity.
  public let id: ID
  /// The attendee's name; blank while the form is being filled in.
  public var name: String

  /// Creates an attendee.
  ///
  /// - Parameters:
  ///   - id: The attendee's identity.
  ///   - name: The attendee's name.
  public init(id: ID, name: String = "") {
    self.id = id
    self.name = name
  }
}
