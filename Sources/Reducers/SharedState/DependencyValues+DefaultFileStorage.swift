extension DependencyValues {
  /// The storage `.fileStorage` keys use: the real file system when live, and a fresh in-memory
  /// file system per test store in tests and previews.
  ///
  /// Override it to run an application against an in-memory file system (a UI-test launch), or a
  /// test against a prepared one.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .live }
  static var testValue: FileStorage { .inMemory() }
  static var previewValue: FileStorage { .inMemory() }
}
