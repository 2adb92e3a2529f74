/// How a ``TestClock`` lets the tasks it wakes run before it looks for the next due sleeper.
///
/// A task woken by the clock runs on its own executor, and often sleeps again (a timer loop). So
/// that `advance(by: .seconds(6))` on a one-second timer delivers six ticks, the clock awaits a
/// *settle* operation after waking each sleeper: it must return once the woken work has run as
/// far as it can, so that any sleep it starts next is registered before the clock looks again.
///
/// The clock picks the settle operation for each wake-up in this order:
///
/// 1. The clock's own ``TestClock/settle``, if one was installed (tests of the clock do this).
/// 2. The ``current`` settle of the task that went to sleep, captured when it started sleeping.
///    A `TestStore` runs its effects with `current` set to "drain my effect executor until it is
///    idle", so waking one of its effects is exact and deterministic, also when two stores share
///    a clock, and whatever dependency the clock was injected through.
/// 3. Otherwise ``yielding``: ten `Task.yield()`s, a fallback for code that runs outside a
///    `TestStore`, enough for simple tasks on an idle machine but with no guarantee.
///
/// Before looking for the first due sleeper, `advance` and `run` also settle once: with the
/// clock's own settle if installed, else with ``yielding`` unless some sleeper belongs to a task
/// that has a settle of its own (a `TestStore` has already drained its effects by then).
package enum ClockSettling {
  /// Work that returns once the tasks a clock woke have run as far as they can.
  package typealias Operation = nonisolated(nonsending) @Sendable () async -> Void

  /// The settle operation of the current task; a `TestStore` sets it around its effects.
  package static var current: Operation? { box?.operation }

  /// The task-local holding ``current``, boxed in a class: optimised builds of this toolchain
  /// crashed in `swift_task_localValuePush` when a task-local held an async closure directly.
  @TaskLocal private static var box: Box?

  private final class Box: Sendable {
    let operation: Operation
    init(_ operation: @escaping Operation) { self.operation = operation }
  }

  /// Runs `body` with `settle` as the current settle operation.
  package static func withCurrent<R>(_ settle: @escaping Operation, _ body: () throws -> R)
    rethrows -> R
  {
    try $box.withValue(Box(settle), operation: body)
  }

  /// Runs an asynchronous `body` with `settle` as the current settle operation.
  package static func withCurrent<R>(
    _ settle: @escaping Operation,
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await $box.withValue(Box(settle), operation: body, isolation: isolation)
  }

  /// The fallback: yields ten times.
  package static let yielding: Operation = {
    for _ in 0..<10 { await Task.yield() }
  }
}
