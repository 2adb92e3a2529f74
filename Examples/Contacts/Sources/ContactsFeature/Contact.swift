import Foundation

/// A person in the contacts list: a stable identity and a name.
public struct Contact: Equatable, Identifiable, Sendable {
  /// The contact's identity, drawn from the `uuid` dependency when the add sheet opens.
  public let id: UUID
  /// The name the user typed.
  public var name: String

  /// Creates a contact.
  ///
  /// - Parameters:
  ///   - id: The contact's identity.
  ///   - name: The contact's name.
  public init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }
}
