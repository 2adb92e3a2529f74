extension DependencyValues {
  /// The clock that effects sleep on and time with: `ContinuousClock()` when live.
  ///
  /// Tests must override it: a test that reads it without overriding it fails with "has no test
  /// implementation", naming `continuousClock` and the `@Dependency` line, at the first read.
  /// That is a deliberate choice over a test value that reports only when the clock is used:
  /// the report is the same one every other built-in gives, it points at the line that read the
  /// clock, and it fires even when a test never reaches the sleep. After the report the clock
  /// behaves like an ``ImmediateClock`` (as TCA's unimplemented clock does): its sleeps end at
  /// once, so the failing test goes on the same way every run rather than racing the real clock.
  /// A timer that never stops is reported after 1,000 ticks and then waits to be cancelled.
  ///
  /// Tests override it with a ``TestClock``, whose time moves only when the test advances it,
  /// or an ``ImmediateClock``, whose sleeps end at once:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()

  /// Reports that the clock has no test implementation, then returns an immediate clock.
  static var testValue: any Clock<Duration> {
    DependencyAccess.reportMissingTestValue(for: Self.self)
    return UnimplementedClock()
  }
}
