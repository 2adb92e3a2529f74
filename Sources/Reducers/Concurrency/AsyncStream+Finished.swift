extension AsyncStream {
  /// A stream that has already finished: iterating it ends at once. A test double of a
  /// dependency that streams nothing, as TCA's tests write it.
  public static var finished: Self {
    AsyncStream { $0.finish() }
  }
}

extension AsyncThrowingStream where Failure == any Error {
  /// A stream that has already finished, with `error` or without: iterating it ends at once, or
  /// throws it.
  ///
  /// - Parameter error: The error it ends with; `nil` to end without one.
  /// - Returns: The stream.
  public static func finished(throwing error: (any Error)? = nil) -> Self {
    AsyncThrowingStream { $0.finish(throwing: error) }
  }
}
