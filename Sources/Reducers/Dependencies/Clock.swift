extension DependencyValues {
  /// The clock that effects sleep on and time with: `ContinuousClock()` when live.
  ///
  /// It has no test value: a test that reads it without overriding it fails with "has no test
  /// implementation", naming `continuousClock` and the `@Dependency` line, at the first read.
  /// That is a deliberate choice over a test value that reports only when the clock is used:
  /// the report is the same one every other built-in gives, it points at the line that read the
  /// clock, and it fires even when a test never reaches the sleep. After the report the test
  /// gets the live clock, so a forgotten override fails loudly rather than passing by accident.
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
}
