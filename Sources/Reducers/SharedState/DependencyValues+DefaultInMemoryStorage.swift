extension DependencyValues {
  /// The storage `.inMemory` shared keys use: one per process when live, fresh per test store.
  ///
  /// Override it to share in-memory state between two test stores, or to start a preview from a
  /// prepared storage.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage(keepingReferences: true) }
  static var previewValue: InMemoryStorage { InMemoryStorage(keepingReferences: true) }
}
