extension Optional {
  /// Runs `body` on the wrapped value in place, without copying it; returns whether it ran.
  @inlinable
  @discardableResult
  mutating func modifyIfPresent<Result>(_ body: (inout Wrapped) throws -> Result) rethrows
    -> Result?
  {
    guard case .some(var wrapped) = self else { return nil }
    self = nil
    defer { self = .some(wrapped) }
    return try body(&wrapped)
  }
}
