extension DependencyValues {
  /// The task-local storage of the current values: the process defaults where nothing set them
  /// (no overrides, the detected context and the process-wide cache).
  @TaskLocal private static var taskLocal = DependencyValues()

  /// The dependency values of the current task.
  ///
  /// Outside any ``withDependencies(_:operation:)`` (or a store, or the `.dependencies` trait)
  /// these are the running test's own values, in a test (see ``TestScope``), and otherwise the
  /// process defaults. Values on the process-wide cache are the only ones a test can be missing:
  /// a store, the trait and each test's own values all have caches of their own.
  @usableFromInline
  package static var current: DependencyValues {
    let values = taskLocal
    guard !values.isIsolated, let test = TestScope.dependencies() else { return values }
    return values.hasOverrides ? values.filled(with: test) : test
  }

  /// Runs a synchronous operation with `values` as the current dependency values.
  ///
  /// - Parameters:
  ///   - values: The values the operation and the tasks it creates see.
  ///   - operation: The operation to run.
  /// - Returns: The operation's result.
  @usableFromInline
  package static func withValues<R>(
    _ values: DependencyValues,
    operation: () throws -> R
  ) rethrows -> R {
    try $taskLocal.withValue(values, operation: operation)
  }

  /// Runs an asynchronous operation with `values` as the current dependency values, on the
  /// caller's actor.
  ///
  /// - Parameters:
  ///   - values: The values the operation and the tasks it creates see.
  ///   - isolation: The caller's actor, inherited by the operation; leave the default.
  ///   - operation: The operation to run.
  /// - Returns: The operation's result.
  package static func withValues<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $taskLocal.withValue(values, operation: operation, isolation: isolation)
  }

  /// Whether overrides are being written, as in a `withDependencies` update closure: a default a
  /// write reads on the way (a key path write reads before it sets) is not a use of it, and is
  /// neither reported nor cached.
  @TaskLocal static var isPreparing = false

  /// Runs code that writes overrides, without reporting the defaults it reads on the way.
  @usableFromInline
  package static func preparing<R>(_ body: () throws -> R) rethrows -> R {
    try $isPreparing.withValue(true, operation: body)
  }
}
