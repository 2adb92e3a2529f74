extension TestClock {
  /// A moment on a test clock: the time elapsed since the clock's origin.
  public struct Instant: InstantProtocol, Sendable {
    /// The time elapsed since the clock's origin.
    public let offset: Duration

    /// Creates the instant at `offset` after the clock's origin.
    ///
    /// - Parameter offset: The time elapsed since the clock's origin.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// Returns the instant `duration` later.
    ///
    /// - Parameter duration: The time to add; may be negative.
    /// - Returns: The later (or earlier) instant.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// Returns the time from this instant to `other`.
    ///
    /// - Parameter other: The instant to measure to.
    /// - Returns: The duration, negative when `other` is earlier.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Orders instants by their offsets.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }
}
