/// Text for alerts, dialogs and buttons, as plain data that can be compared and printed.
///
/// ```swift
/// TextState("Delete?")
/// TextState("Are you sure? ") + TextState("This can't be undone.")
/// ```
///
/// Two texts are equal when built the same way: verbatim texts compare their strings; a
/// concatenation compares its parts and never equals a verbatim text.
public struct TextState: Equatable, Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  private indirect enum Storage: Equatable, Hashable, Sendable {
    case verbatim(String)
    case concatenated(TextState, TextState)
  }

  private let storage: Storage

  /// Creates text that shows a string as it is.
  ///
  /// - Parameter content: The string to show.
  public init(_ content: some StringProtocol) {
    storage = .verbatim(String(content))
  }

  /// Creates text from a string literal.
  ///
  /// - Parameter value: The string to show.
  public init(stringLiteral value: String) {
    storage = .verbatim(value)
  }

  /// Joins two texts.
  ///
  /// - Returns: A text showing `lhs` followed by `rhs`.
  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    TextState(storage: .concatenated(lhs, rhs))
  }

  private init(storage: Storage) {
    self.storage = storage
  }

  /// The text as a plain string.
  public var description: String {
    switch storage {
    case .verbatim(let string): string
    case .concatenated(let lhs, let rhs): lhs.description + rhs.description
    }
  }
}
