import Reducers

extension DependencyValues {
  /// Opens the system settings where the user can allow speech recognition.
  ///
  /// Live it does nothing (a terminal has no settings screen to open); under test it reports
  /// `Unimplemented: 'openSettings'` unless the test overrides it:
  ///
  /// ```swift
  /// $0.openSettings = { await settingsOpened.setValue(true) }
  /// ```
  public var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}

private enum OpenSettingsKey: DependencyKey {
  static let liveValue: @Sendable () async -> Void = {}
  static let testValue: @Sendable () async -> Void = {
    reportIssue("Unimplemented: 'openSettings'")
  }
}
