/// Runs an operation with some dependencies overridden.
///
/// The current dependency values are copied, `update` changes the copy, and `operation` runs with
/// it: every `@Dependency` read during the operation, and in tasks it creates, sees the overrides.
/// When the operation returns, the previous values are current again.
///
/// ```swift
/// let id = withDependencies {
///   $0.uuid = .incrementing
/// } operation: {
///   @Dependency(\.uuid) var uuid
///   return uuid()  // 00000000-0000-0000-0000-000000000000
/// }
/// ```
///
/// - Parameters:
///   - update: Changes the dependency values the operation sees.
///   - operation: The operation to run.
/// - Returns: The operation's result.
/// - Throws: What `update` or `operation` throws.
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try DependencyValues.preparing { try update(&values) }
  return try DependencyValues.withValues(values, operation: operation)
}

/// Runs an asynchronous operation with some dependencies overridden, on the caller's actor.
///
/// Like the synchronous ``withDependencies(_:operation:)``; the operation inherits the caller's
/// isolation, so it can be called from `@MainActor` code with a closure that touches main-actor
/// state.
///
/// ```swift
/// await withDependencies {
///   $0.continuousClock = clock
/// } operation: {
///   await model.startTimer()
/// }
/// ```
///
/// - Parameters:
///   - isolation: The caller's actor, inherited by the operation; leave the default.
///   - update: Changes the dependency values the operation sees.
///   - operation: The operation to run.
/// - Returns: The operation's result.
/// - Throws: What `update` or `operation` throws.
public func withDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R
) async rethrows -> R {
  var values = DependencyValues.current
  try DependencyValues.preparing { try update(&values) }
  return try await DependencyValues.withValues(values, isolation: isolation, operation: operation)
}
