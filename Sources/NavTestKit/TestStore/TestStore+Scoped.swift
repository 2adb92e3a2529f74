import Reducers

extension TestStore {
  /// Runs part of a test with a different exhaustivity, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off(showSkippedAssertions: true)) {
  ///   await clock.advance(by: .seconds(6))
  ///   for _ in 1...6 { await store.receive(\.timerTick) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity for the operation.
  ///   - operation: The part of the test to run.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer {
      self.exhaustivity = saved
      updateSummary()
    }
    return try await operation()
  }

  /// Runs part of a test with a different exhaustivity, synchronously, then restores it.
  ///
  /// - Parameters:
  ///   - exhaustivity: The exhaustivity for the operation.
  ///   - operation: The part of the test to run.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer {
      self.exhaustivity = saved
      updateSummary()
    }
    return try operation()
  }

  /// Runs part of a test with changed dependencies, then restores them.
  ///
  /// - Parameters:
  ///   - update: Changes the store's dependencies for the operation.
  ///   - operation: The part of the test to run.
  @discardableResult
  public func withDependencies<R>(
    _ update: (inout DependencyValues) throws -> Void,
    operation: () async throws -> R
  ) async rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try DependencyValues.preparing { try update(&dependencies) }
    return try await operation()
  }

  /// Runs part of a test with changed dependencies, synchronously, then restores them.
  ///
  /// - Parameters:
  ///   - update: Changes the store's dependencies for the operation.
  ///   - operation: The part of the test to run.
  @discardableResult
  public func withDependencies<R>(
    _ update: (inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let saved = dependencies
    defer { dependencies = saved }
    try DependencyValues.preparing { try update(&dependencies) }
    return try operation()
  }
}
