import Foundation

/// Durations, dates and counts as the terminal prints them.
///
/// Every function is total: a data file or a clock can hold any `Duration`, and printing one
/// never traps.
package enum Format {
  /// A sync-up's length: `10 min`, or `1 min 30 s` when it is not a whole number of minutes.
  ///
  /// Seconds are rounded down, and a negative length reads `0 s`.
  package static func length(_ duration: Duration) -> String {
    let (minutes, rest) = minutesAndSeconds(duration)
    switch (minutes, rest) {
    case (0, _): return "\(rest) s"
    case (_, 0): return "\(minutes) min"
    default: return "\(minutes) min \(rest) s"
    }
  }

  /// A timer reading: `4:05`; negative durations read `0:00`.
  package static func timer(_ duration: Duration) -> String {
    let (minutes, rest) = minutesAndSeconds(duration)
    return "\(minutes):\(padded(Int(rest), to: 2))"
  }

  /// A moment as `2025-03-01 09:10` in the given time zone.
  static func date(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let day = [
      padded(parts.year ?? 0, to: 4), padded(parts.month ?? 0, to: 2),
      padded(parts.day ?? 0, to: 2),
    ]
    let time = [padded(parts.hour ?? 0, to: 2), padded(parts.minute ?? 0, to: 2)]
    return day.joined(separator: "-") + " " + time.joined(separator: ":")
  }

  /// A count with its noun: `1 attendee`, `2 attendees`.
  static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// Names joined with commas, or a placeholder when there are none.
  static func list(_ names: [String], empty: String = "(none)") -> String {
    names.isEmpty ? empty : names.joined(separator: ", ")
  }

  /// A name as typed, or `(empty)` when it is blank.
  static func name(_ name: String, blank: String = "(empty)") -> String {
    name.allSatisfy(\.isWhitespace) ? blank : name
  }

  /// A duration in whole minutes and the whole seconds left over, rounded down; zero for a
  /// negative duration.
  ///
  /// Exact for every `Duration`: `Duration.components` traps past `Int64.max` seconds, but a
  /// sixtieth of the longest duration is far within that.
  private static func minutesAndSeconds(_ duration: Duration) -> (minutes: Int64, seconds: Int64) {
    guard duration > .zero else { return (0, 0) }
    let minutes = (duration / 60).components.seconds
    let seconds = (duration - .seconds(minutes) * 60).components.seconds
    return (minutes, seconds)
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits
  }
}
