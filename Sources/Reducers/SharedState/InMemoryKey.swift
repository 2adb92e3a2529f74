/// A key for a shared value kept in memory under a name, for as long as its storage lives.
///
/// Create it with `.inMemory("name")`:
///
/// ```swift
/// @Shared(.inMemory("count")) var count = 0
/// ```
///
/// The key captures the ``DependencyValues/defaultInMemoryStorage`` current where it is created:
/// the process's storage in an application, a fresh one per test store in tests.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  /// The name the value is stored under.
  public let name: String
  /// The storage the value lives in.
  public let storage: InMemoryStorage

  /// Creates a key for the value stored under `name` in `storage`.
  ///
  /// - Parameters:
  ///   - name: The name the value is stored under.
  ///   - storage: The storage; the current `defaultInMemoryStorage` dependency unless given.
  public init(_ name: String, storage: InMemoryStorage? = nil) {
    self.name = name
    self.storage = storage ?? DependencyValues.current.defaultInMemoryStorage
  }

  /// The name the value is stored under.
  public var id: String { name }

  /// The storage's registry.
  public var registry: SharedRegistry { storage.registry }

  /// Returns the value stored under the name, or `nil` when none is.
  public func load() -> Value? {
    storage.value(forName: name) as? Value
  }

  /// Stores the value under the name.
  ///
  /// - Parameter value: The value to store.
  public func save(_ value: Value) {
    storage.setValue(value, forName: name)
  }

  /// The key as written: `.inMemory("count")`.
  public var description: String {
    ".inMemory(\(String(reflecting: name)))"
  }
}

extension SharedKey {
  /// Returns a key for a shared value kept in memory under a name.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameter name: The name the value is stored under.
  /// - Returns: A key in the current `defaultInMemoryStorage`.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name)
  }
}
