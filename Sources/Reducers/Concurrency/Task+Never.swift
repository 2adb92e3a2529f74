extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`: an effect that
  /// lives as long as its screen, as TCA's tests write it (`try await Task.never()`).
  ///
  /// It waits on nothing (no clock, no timer), so a test that cancels the effect ends it at once.
  public static func never() async throws -> Never {
    let (stream, _) = AsyncStream<Never>.makeStream()
    // An iteration of a stream nothing finishes ends only when the task is cancelled.
    for await _ in stream {}
    throw _Concurrency.CancellationError()
  }
}
