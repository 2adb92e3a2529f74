import Synchronization

/// The values of `.inMemory` shared keys: a dictionary from name to value that lives as long as
/// the storage.
///
/// An application uses one storage for the whole process (the live value of
/// ``DependencyValues/defaultInMemoryStorage``), so in-memory shared state survives the features
/// that created it. Tests get a fresh storage per dependency cache, which is per test store:
/// `.inMemory("count")` in one test never sees another test's value; and within a test, what it
/// seeded stays for as long as the storage lives, even after the seeding variable's last use.
///
/// ```swift
/// withDependencies {
///   $0.defaultInMemoryStorage = InMemoryStorage()
/// } operation: {
///   @Shared(.inMemory("count")) var count = 0
/// }
/// ```
public final class InMemoryStorage: Sendable {
  /// The live references of this storage's keys.
  public let registry: SharedRegistry
  private let values = Lock<[String: any Sendable]>([:])

  /// Creates an empty storage.
  public init() {
    registry = SharedRegistry()
  }

  /// Creates an empty storage whose references live as long as it does: a test's, where a
  /// seeded value must outlive the variable that seeded it (see ``SharedRegistry``).
  package init(keepingReferences: Bool) {
    registry = SharedRegistry(keepingReferences: keepingReferences)
  }

  /// Returns the value stored under a name, or `nil` when none is.
  ///
  /// - Parameter name: The key's name.
  /// - Returns: The stored value.
  public func value(forName name: String) -> (any Sendable)? {
    values.withLock { $0[name] }
  }

  /// Stores a value under a name.
  ///
  /// - Parameters:
  ///   - value: The value to store.
  ///   - name: The key's name.
  public func setValue(_ value: any Sendable, forName name: String) {
    values.withLock { $0[name] = value }
  }
}
