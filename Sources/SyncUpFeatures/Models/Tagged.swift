import Foundation

/// A raw value tagged with the type it identifies, so ids of different models never mix.
///
/// `SyncUp.ID` and `Attendee.ID` are both UUIDs underneath, but the compiler keeps them apart:
///
/// ```swift
/// let id = SyncUp.ID(UUID(0))
/// syncUps[id: id]          // fine
/// attendees[id: id]        // does not compile
/// ```
///
/// It encodes as its raw value alone, so a sync-up's JSON holds plain UUID strings.
public struct Tagged<Tag, RawValue> {
  /// The value underneath.
  public var rawValue: RawValue

  /// Tags a raw value.
  ///
  /// - Parameter rawValue: The value underneath.
  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Tags a raw value.
  ///
  /// - Parameter rawValue: The value underneath.
  public init(rawValue: RawValue) {
    self.rawValue = rawValue
  }
}

extension Tagged where RawValue == UUID {
  /// Creates an id from a new random UUID.
  ///
  /// Features use the `uuid` dependency instead, so tests can predict ids; mocks use this.
  public init() {
    self.init(UUID())
  }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Comparable where RawValue: Comparable {
  /// Orders tagged values by their raw values.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Tagged: Decodable where RawValue: Decodable {
  /// Decodes the raw value alone.
  public init(from decoder: any Decoder) throws {
    self.init(try RawValue(from: decoder))
  }
}

extension Tagged: Encodable where RawValue: Encodable {
  /// Encodes the raw value alone.
  public func encode(to encoder: any Encoder) throws {
    try rawValue.encode(to: encoder)
  }
}

extension Tagged: CustomStringConvertible {
  /// The raw value's description.
  public var description: String {
    String(describing: rawValue)
  }
}
