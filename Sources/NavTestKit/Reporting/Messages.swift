import Foundation
import Reducers

/// The texts of the test store's failures: a headline, indented evidence, and how to fix it.
enum Messages {
  /// Pluralises a noun for a count: `1 action`, `2 actions`.
  static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    Describe.count(count, singular, plural)
  }

  /// Indents every line of a text.
  static func indent(_ text: String, by spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }
      .joined(separator: "\n")
  }

  /// Prefixes a message reported as a known issue under `.off(showSkippedAssertions: true)`.
  static func skipped(_ message: String) -> String {
    "Skipped assertions: …\n\n\(message)"
  }

  /// Actions received and never asserted: at the end of the test, or (`beforeFinishReturned`)
  /// when `finish()` waited for the effects and found them.
  static func unhandledActions(_ actions: [String], beforeFinishReturned: Bool = false) -> String {
    """
    The store received \(count(actions.count, "unexpected action"))\
    \(beforeFinishReturned ? #" before "finish()" returned"# : ", but the test ended").

      Unhandled actions:
    \(actions.map { "    \($0)" }.joined(separator: "\n"))

    To fix, explicitly assert against these actions using "store.receive", skip these actions \
    by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
    store: "store.exhaustivity = .off".
    """
  }

  static func effectStillRunning(count: Int) -> String {
    let effects =
      count == 1
      ? "An effect returned for this action is" : "\(count) effects returned for this action are"
    return """
      \(effects) still running. It must complete before the end of the test.

      To fix, inspect any effects the reducer returns for this action and ensure that all of \
      them complete by the end of the test. There are a few reasons why an effect may not have \
      completed:

      • If using "store.finish()", it may be waiting on a test clock: advance it with \
      "clock.advance(by:)" or "clock.run()", or use an "ImmediateClock".

      • If an effect uses a long-living async sequence or timer, make it cancellable \
      (".cancellable(id:)") and cancel it, or cancel the task "store.send" returned.

      • If the effect is not important to this test, skip it with \
      "await store.skipInFlightEffects()", or use a non-exhaustive test store: \
      "store.exhaustivity = .off".
      """
  }

  static func unassertedShared(_ changes: [String]) -> String {
    """
    Test store finished before asserting against changes to shared state.

      Unasserted changes:
    \(changes.map { "    \($0)" }.joined(separator: "\n"))

    To fix, invoke "store.assert" at the end of this test to assert against changes to shared \
    state: "store.assert { $0.$value.withLock { … } }".
    """
  }

  static let waitingSuggestion = """
    If an effect is waiting on a clock, use a "TestClock" and advance it ("clock.advance(by:)") \
    or an "ImmediateClock". If it waits on work the test store cannot see (a real clock, \
    another thread), pass a longer "timeout".
    """

  static let noInFlightEffects = """
    There are no in-flight effects that could deliver this action. Could the effect you \
    expected to deliver this action have been cancelled?
    """
}

extension Messages {
  static func stateMismatch(
    _ headline: String, previous: Any? = nil, expected: Any, actual: Any
  ) -> String {
    let body =
      diff(expected, actual).map { indent($0, by: 4) }
        ?? """
        // Not equal but no difference detected:
        Expected:
        \(indent(customDump(expected), by: 2))

        Actual:
        \(indent(customDump(actual), by: 2))
        """
    return """
      \(headline)

      \(body)

      (Expected: −, Actual: +)\(navigation(previous: previous, expected: expected, actual: actual))
      """
  }

  /// "Navigation before / after" lines, when the failure involves navigation.
  static func navigation(previous: Any?, expected: Any, actual: Any) -> String {
    let expectedTree = NavigationTree(of: expected)
    let actualTree = NavigationTree(of: actual)
    let previousTree = previous.map { NavigationTree(of: $0) }
    guard expectedTree != actualTree || (previousTree.map { $0 != actualTree } ?? false) else {
      return ""
    }
    var lines = ["", ""]
    if let previousTree { lines.append("Navigation before:   \(previousTree)") }
    if expectedTree != actualTree { lines.append("Navigation expected: \(expectedTree)") }
    lines.append("Navigation after:    \(actualTree)")
    return lines.joined(separator: "\n")
  }

  static let noStateChange = """
    Expected state to change, but no change occurred.

    The trailing closure made no observable modifications to state. If no change to state is \
    expected, omit the trailing closure.
    """

  /// An error the assertion closure threw: the headline reads as the error describes itself
  /// (its `errorDescription` or `description`), the evidence is its dump. An error that does not
  /// describe itself is dumped once, on the headline when the dump fits a line.
  static func threw(_ error: any Error) -> String {
    let dump = customDump(error)
    if let text = Self.selfDescription(of: error), text != dump {
      return "Threw error: \(text)\n\n\(indent(dump, by: 2))"
    }
    guard dump.contains("\n") else { return "Threw error: \(dump)" }
    return "Threw error:\n\n\(indent(dump, by: 2))"
  }

  /// What an error says of itself, when its type says something: `errorDescription`, or a
  /// `description` of its own (not the reflection every value has).
  private static func selfDescription(of error: any Error) -> String? {
    if let text = (error as? any LocalizedError)?.errorDescription { return text }
    let value = error as Any
    guard type(of: value) is any CustomStringConvertible.Type else { return nil }
    return String(describing: value)
  }
}
