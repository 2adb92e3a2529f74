/// A value behind a lock, that any task may read and change: what a test double records its
/// calls in, as TCA's tests write it.
///
/// ```swift
/// let saved = LockIsolated<[SyncUp]>([])
/// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
///   $0.save = { syncUp in saved.withValue { $0.append(syncUp) } }
/// }
/// // …
/// #expect(saved.value == [.mock])
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value: Sendable>: Sendable {
  private let storage: Lock<Value>

  /// A value behind a lock.
  ///
  /// - Parameter value: The value to start with.
  public init(_ value: Value) {
    storage = Lock(value)
  }

  /// The value now.
  public var value: Value {
    storage.withLock { $0 }
  }

  /// A property of the value now: `calls.count`.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    storage.withLock { $0[keyPath: keyPath] }
  }

  /// Changes the value under the lock, and returns what the change returns.
  ///
  /// - Parameter operation: Changes the value.
  /// - Returns: What `operation` returned.
  @discardableResult
  public func withValue<Result: Sendable, Failure: Error>(
    _ operation: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try storage.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
      try operation(&value)
    }
  }

  /// Replaces the value.
  ///
  /// - Parameter newValue: The new value.
  public func setValue(_ newValue: Value) {
    storage.withLock { $0 = newValue }
  }
}

extension LockIsolated: Equatable where Value: Equatable {
  /// Whether the two values now are equal.
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool {
    lhs.value == rhs.value
  }
}
