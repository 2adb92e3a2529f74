/// A value the Swift-source printer writes by a name the feature gives it, rather than by its
/// parts: an alert as `.deleteSyncUp`, not as its title, message and buttons.
///
/// ```swift
/// SourceName(".deleteSyncUp", AlertState<SyncUpDetail.Destination.Alert>.deleteSyncUp)
/// SourceName(".endMeeting(isDiscardable: true)", AlertState.endMeeting(isDiscardable: true))
/// ```
///
/// A value matches when it has the same type and is equal (`==` for an `Equatable` value,
/// otherwise the same reflected contents). The source is written where the value goes, whose
/// type the context gives, so a leading dot is enough.
public struct SourceName {
  /// The source the value is written as: `.deleteSyncUp`.
  public let source: String
  /// The value.
  public let value: Any

  /// Names a value.
  ///
  /// - Parameters:
  ///   - source: The Swift source the value is written as.
  ///   - value: The value.
  public init(_ source: String, _ value: Any) {
    self.source = source
    self.value = value
  }

  /// Whether `other` is this value: the same type, and equal.
  func matches(_ other: Any) -> Bool {
    type(of: other) == type(of: value) && equalValues(other, value)
  }
}
