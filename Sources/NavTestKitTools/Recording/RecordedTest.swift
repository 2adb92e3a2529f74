/// A recorded session written as a Swift Testing test with an exhaustive `TestStore`.
///
/// Each action sent is a `send`, written as the action (`.path(.popFrom(id: 1))`) or, when that
/// cannot be written, as its case key path and value; each action an effect fed back is a
/// `receive` by its case key path; time passing is `clock.advance(by:)`. A step's assertion is
/// the assignments ``StateChanges`` found. A step with a change that cannot be written as source
/// is asserted non-exhaustively, with the change named in a comment; a sent action that cannot be
/// written ends the test there, saying so, rather than emit code that does not compile.
package enum RecordedTest {
  /// The test's source.
  ///
  /// - Parameters:
  ///   - events: What happened, in order.
  ///   - name: The test function's name.
  ///   - initialState: The initial state as Swift source: `AppFeature.State()`.
  ///   - reducer: The reducer as Swift source: `AppFeature()`.
  ///   - setup: Statements before the store is made: the doubles that `input` events drive.
  ///   - dependencies: Lines that set dependencies on `$0`, besides the clock.
  ///   - afterStore: Statements right after the store is made, before the first step.
  ///   - endsWithEffectsInFlight: Whether effects still ran when the session ended: the test
  ///     then skips them at its end.
  package static func source(
    of events: [RecordedEvent], named name: String, initialState: String, reducer: String,
    setup: [String] = [], dependencies: [String], afterStore: [String] = [],
    endsWithEffectsInFlight: Bool
  ) -> String {
    var lines = ["@MainActor @Test func \(name)() async {", "  let clock = TestClock()"]
    lines += setup.map { "  " + $0 }
    lines += [
      "  let store = TestStore(initialState: \(initialState)) {",
      "    \(reducer)",
      "  } withDependencies: {",
      "    $0.continuousClock = clock",
    ]
    lines += dependencies.map { "    " + $0 }
    lines.append("  }")
    lines += afterStore.map { "  " + $0 }
    for (index, event) in events.enumerated() {
      switch event {
      case .advance(let duration):
        lines.append("  await clock.advance(by: \(SwiftSource.duration(duration)))")
      case .input(let statement):
        lines.append("  " + statement)
        // What the input resumed runs at the next step; before another input, it runs now,
        // as the session ran it.
        if index + 1 < events.count, case .input = events[index + 1] {
          lines.append("  store.runEffects()")
        }
      case .send(let call, let action, let changes):
        guard let call else {
          lines.append(
            "  // The session went on with an action that cannot be written as Swift source: "
              + action + ". The test stops here.")
          lines.append("}")
          return lines.flatMap { SourceLayout.lines($0) }.joined(separator: "\n")
        }
        lines += step(call, changes)
      case .receive(let call, let changes):
        lines += step(call, changes)
      }
    }
    if endsWithEffectsInFlight {
      lines.append("  // Effects still ran when the session ended.")
      lines.append("  await store.skipInFlightEffects()")
    }
    lines.append("}")
    return lines.flatMap { SourceLayout.lines($0) }.joined(separator: "\n")
  }

  /// `store.send(…)` for an action, or `nil` when it cannot be written.
  static func sendCall(_ action: Any, context: SwiftSource.Context = SwiftSource.Context())
    -> String?
  {
    let expression = SwiftSource.expression(action, context: context)
    if expression.isExact { return "store.send(\(expression.text))" }
    guard let path = SwiftSource.caseKeyPath(of: action, context: context),
      path.value?.isExact != false
    else {
      return nil
    }
    return "store.send(\(path.path)" + (path.value.map { ", \($0.text)" } ?? "") + ")"
  }

  /// `store.receive(…)` for an action: by its case key path, with its value when it can be
  /// written (a `receive` without one matches any).
  static func receiveCall(_ action: Any, context: SwiftSource.Context = SwiftSource.Context())
    -> String
  {
    guard let path = SwiftSource.caseKeyPath(of: action, context: context) else {
      return "store.receive(\(SwiftSource.expression(action, context: context).text))"
    }
    guard let value = path.value, value.isExact else { return "store.receive(\(path.path))" }
    return "store.receive(\(path.path), \(value.text))"
  }

  /// A step with its assertion: exhaustive when every change can be written, otherwise
  /// non-exhaustive, the others named in comments.
  static func step(_ call: String, _ changes: [StateChanges.Change]) -> [String] {
    guard !changes.isEmpty else { return ["  await \(call)"] }
    let isExact = changes.allSatisfy(\.isExact)
    let indent = isExact ? "    " : "      "
    let body = changes.flatMap { change in
      change.text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
    }
    let closing = isExact ? "  }" : "    }"
    // A closure of comments alone does not use `$0`, and Swift wants its argument named then.
    let argument = changes.contains(where: \.isStatement) ? "" : " _ in"
    let opening = (isExact ? "  " : "    ") + "await \(call) {\(argument)"
    let assertion = [opening] + body + [closing]
    guard !isExact else { return assertion }
    return ["  await store.withExhaustivity(.off) {"] + assertion + ["  }"]
  }
}
