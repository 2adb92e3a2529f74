/// A property wrapper for state shared by reference: every copy reads and writes one value.
///
/// Features hold shared state in their `State` like any other field. All references with the same
/// key, created in the same storage, are one reference, so a list, a detail screen and a reducer
/// that each declare `@Shared(.syncUps)` see each other's writes:
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.syncUps) var syncUps          // a key with a default: loads, or starts empty
///   @Shared var syncUp: SyncUp             // handed in by the parent: State(syncUp: $syncUp)
/// }
///
/// state.$syncUps.withLock { $0.append(syncUp) }   // the only way to write
/// ```
///
/// Reading goes through ``wrappedValue``; there is no setter: writes go through
/// ``withLock(_:)->_``, which mutates the value under a lock and saves it through the key. Derived
/// references point into the same value: `$syncUp.title` is a `Shared<String>`, `$syncUps[id: id]`
/// a `Shared<SyncUp?>`, `Shared($syncUps[id: id])` a `Shared<SyncUp>?` (`nil` when no element
/// has that id), and the elements of `$syncUps` one `Shared<SyncUp>` each. Reading is tracked by
/// Observation, so a `Store` or `withObservationTracking` sees every write.
///
/// Under a `TestStore`, the defaults of the ``InMemoryStorage`` and ``FileStorage`` dependencies are
/// fresh per test, so tests never see each other's shared values, and the test store tracks every
/// shared change a step makes so that the test asserts it.
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  /// The reference the value lives behind.
  let reference: any SharedReference<Value>

  /// Creates a shared value from a reference.
  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// Creates a shared value that no key persists: a box whose copies all share `value`.
  ///
  /// ```swift
  /// let syncUp = Shared(value: SyncUp.mock)
  /// let state = SyncUpDetail.State(syncUp: syncUp)
  /// ```
  ///
  /// - Parameter value: The initial value.
  public init(value: Value) {
    self.init(reference: SharedRoot(value: value, key: nil))
  }

  /// Creates a shared value stored under a key, starting from `wrappedValue` if storage has none.
  ///
  /// If a reference with an equal key in the same storage exists, this is that reference and
  /// `wrappedValue` is not used. Otherwise the key loads the stored value; only when the storage
  /// holds no value yet does the reference start from `wrappedValue`.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to start from when the storage holds none.
  ///   - key: The key the value is stored under.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: key.registry.root(for: key, default: wrappedValue))
  }

  /// Creates a shared value stored under a key that has a default value baked in.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps   // [] when the file does not exist yet
  /// ```
  ///
  /// - Parameter key: A key made with `SharedKeyDefault`'s `Self[key, default: value]`.
  public init<Base: SharedKey<Value>>(_ key: SharedKeyDefault<Base>) {
    self.init(reference: key.registry.root(for: key, default: key.defaultValue))
  }

  /// Creates a shared value stored under a key with a default, starting from `wrappedValue`
  /// instead of the key's default if storage has none.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps = [.mock]
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to start from when the storage holds none.
  ///   - key: A key made with `SharedKeyDefault`'s `Self[key, default: value]`.
  public init<Base: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: SharedKeyDefault<Base>
  ) {
    self.init(reference: key.registry.root(for: key, default: wrappedValue))
  }

  /// Creates a shared value from another one: the same reference.
  ///
  /// This is what lets a memberwise initialiser take `$syncUp`: `State(syncUp: $syncUp)`.
  ///
  /// - Parameter projectedValue: The shared value to refer to.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value.
  ///
  /// While a `TestStore` asserts a step, this is the value from before the step's changes (the
  /// test store compares it with the value after the step).
  public var wrappedValue: Value {
    reference.read(.current)
  }

  /// The shared value itself, for `$name.withLock { … }` and for passing the reference on.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Mutates the value under the reference's lock and saves it through the key.
  ///
  /// ```swift
  /// state.$syncUps.withLock { $0.remove(id: syncUp.id) }
  /// ```
  ///
  /// The body may read this shared value; it must not call `withLock` on it again. Observers are
  /// told about the write; a persisting key saves the new value. The error is typed: `withLock`
  /// throws exactly what `body` throws, so a body that cannot throw needs no `try`, as with
  /// `rethrows`.
  ///
  /// - Parameter body: Mutates the value in place.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the value is then left unchanged.
  @discardableResult
  public func withLock<R, E: Error>(_ body: (inout Value) throws(E) -> R) throws(E) -> R {
    try reference.mutate(body)
  }

  /// Mutates the value under the reference's lock and saves it through the key.
  ///
  /// This overload lets a one-line body whose last call returns a discardable result, like
  /// `$syncUps.withLock { $0.remove(id: id) }`, be the only statement of a closure that returns
  /// nothing, such as an effect's.
  ///
  /// - Parameter body: Mutates the value in place.
  /// - Throws: What `body` throws; the value is then left unchanged.
  public func withLock<E: Error>(_ body: (inout Value) throws(E) -> Void) throws(E) {
    try reference.mutate(body)
  }

  /// The error the key met when it loaded the value, if any; `nil` once it loaded cleanly.
  ///
  /// A file-storage key that could not read or decode its file serves the default value and
  /// keeps the file untouched; an application can read this to tell the user and exit non-zero.
  public var loadError: (any Error)? {
    reference.root.loadError
  }
}
