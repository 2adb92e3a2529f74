import Foundation

/// How much slower than usual the test suite is expected to run: the factor its time limits are
/// multiplied by, from `NAVTESTKIT_TIME_SCALE` (a whole number, 1 when unset or not a number).
///
/// `.ci/tsan` sets it to 10: under the thread sanitizer, on a loaded machine, the suite runs many
/// times slower, and a check that fails only because the machine is slow is a flaky one. The
/// package's test targets build their `.timeLimit` traits from it.
package enum TestTimeScale {
  /// The factor, at least 1.
  package static let factor: Int = {
    let text = ProcessInfo.processInfo.environment["NAVTESTKIT_TIME_SCALE"] ?? ""
    return max(Int(text) ?? 1, 1)
  }()
}
