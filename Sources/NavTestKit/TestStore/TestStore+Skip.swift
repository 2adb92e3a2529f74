import Reducers

extension TestStore {
  /// Accepts every action effects fed back so far without asserting them.
  ///
  /// The state moves on to the state after the last of them. Each skip is noted as a known
  /// issue, so the test output shows what was skipped.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to skip fails the test.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    drainEffects()
    if received.isEmpty {
      if strict { TestFailure.record(Messages.nothingToSkip, at: site) }
      return
    }
    skipReceived(at: site)
  }

  /// Skips the queued received actions, noting them as a known issue.
  func skipReceived(at site: CallSite) {
    guard let last = received.last else { return }
    TestFailure.recordKnown(
      """
      \(Messages.count(received.count, "received action")) \(received.count == 1 ? "was" : "were") skipped:

      \(received.map { "  \(customDumpLine($0.action))" }.joined(separator: "\n"))
      """,
      at: site)
    if last.overtaken == nil { state = last.state }
    received.removeAll()
    updateSummary()
  }

  /// Cancels every effect still in flight, without asserting what it would have done.
  ///
  /// Each skip is noted as a known issue naming where the cancelled effects came from.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to skip fails the test.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    drainEffects()
    let running = core.registry.running
    if running.isEmpty {
      if strict { TestFailure.record(Messages.noEffectsToSkip, at: site) }
      return
    }
    let origins = Set(running.compactMap { $0.group.site }).map(\.description).sorted()
    TestFailure.recordKnown(
      """
      \(Messages.count(running.count, "in-flight effect")) \(running.count == 1 ? "was" : "were") cancelled, originating from:

      \(origins.map { "  \($0)" }.joined(separator: "\n"))
      """,
      at: site)
    core.registry.cancelAll()
    drainEffects()
  }
}

extension Messages {
  static let nothingToSkip = """
    There were no received actions to skip.

    To fix, remove this call, or pass "strict: false" when there may be nothing to skip.
    """

  static let noEffectsToSkip = """
    There were no in-flight effects to skip.

    To fix, remove this call, or pass "strict: false" when there may be nothing to skip.
    """
}
