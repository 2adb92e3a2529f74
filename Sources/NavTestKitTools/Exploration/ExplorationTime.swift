/// How the explorer lets time pass while an effect waits on its clock.
///
/// ```swift
/// await explore(initialState: Meeting.State(), depth: 8, time: .toNextDeadline) { … }
/// await explore(initialState: Meeting.State(), depth: 8, time: .seconds(30)) { … }
/// ```
///
/// ``toNextDeadline`` is a discrete-event step: the clock moves to the earliest deadline
/// anything waits for, so every wake-up is a step of its own and none is jumped over. A fixed
/// step (``step(_:)``, `.seconds(_:)`, `.milliseconds(_:)`) moves the clock by that much, waking
/// everything due on the way at once: fewer steps reach a long way, and what happens between two
/// wake-ups inside one step (a speaker's turn shorter than the step) is never a state of its own.
///
/// Either way the clock's position relative to what waits on it is part of a configuration, so
/// an advance that changes nothing visible (a sleep half done) is a new configuration and the
/// next advance is taken from it.
public enum ExplorationTime: Sendable, Equatable {
  /// Each step moves the clock to the next deadline an effect waits for.
  case toNextDeadline
  /// Each step moves the clock by a fixed duration, above zero.
  case step(Duration)

  /// A fixed step of `seconds`.
  public static func seconds(_ seconds: Int) -> Self { .step(.seconds(seconds)) }

  /// A fixed step of `milliseconds`.
  public static func milliseconds(_ milliseconds: Int) -> Self {
    .step(.milliseconds(milliseconds))
  }

  /// How far one step advances a clock whose sleepers wait `pendingDelays` from now (soonest
  /// first); `nil` when nothing waits.
  func advance(pendingDelays: [Duration]) -> Duration? {
    guard let soonest = pendingDelays.first else { return nil }
    switch self {
    case .toNextDeadline: return soonest
    case .step(let duration): return duration
    }
  }

  /// Whether it moves the clock forward at all.
  var isValid: Bool {
    switch self {
    case .toNextDeadline: true
    case .step(let duration): duration > .zero
    }
  }

  /// The time as `explore(time:)` takes it: `.toNextDeadline`, `.seconds(30)`.
  var source: String {
    switch self {
    case .toNextDeadline: ".toNextDeadline"
    case .step(let duration): SwiftSource.duration(duration)
    }
  }
}
