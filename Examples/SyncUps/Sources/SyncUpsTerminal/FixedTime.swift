import Foundation

/// The moment a reproducible session starts: `--now 2025-03-03T09:00:00Z`.
///
/// With a fixed time, the session's clock moves only when a `wait` command says so, `date.now` is
/// this moment plus the time waited, new ids count up, and dates print in this moment's time
/// zone, so a script prints the same text on every machine.
public struct FixedTime: Equatable, Sendable {
  /// The moment the session starts.
  public var date: Date
  /// The time zone dates print in: the offset the moment was written with.
  public var timeZone: TimeZone

  /// Creates a fixed time.
  ///
  /// - Parameters:
  ///   - date: The moment the session starts.
  ///   - timeZone: The time zone dates print in.
  public init(date: Date, timeZone: TimeZone) {
    self.date = date
    self.timeZone = timeZone
  }

  /// The moment now, to the second, in the local time zone: where a recorded session starts
  /// when no `--now` is given.
  static func startingNow() -> FixedTime {
    let seconds = Date().timeIntervalSince1970.rounded(.down)
    return FixedTime(date: Date(timeIntervalSince1970: seconds), timeZone: .current)
  }

  /// Reads an ISO-8601 moment: `2025-03-03`, `2025-03-03T09:00`, `2025-03-03T09:00:00Z` or
  /// `2025-03-03T09:00:00+01:00`; without an offset the moment is in UTC.
  ///
  /// - Parameter text: The moment as written.
  /// - Returns: The fixed time, or `nil` when the text is not such a moment or not a real date.
  public init?(iso8601 text: String) {
    let (dateText, rest) = Self.split(text, at: "T")
    let day = dateText.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard day.count == 3, dateText.count == 10, let year = day[0], let month = day[1],
      let dayOfMonth = day[2]
    else { return nil }
    var clock = rest ?? "00:00"
    var offset = 0
    if clock.hasSuffix("Z") {
      clock.removeLast()
    } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
      guard let parsed = Self.offset(String(clock[sign...])) else { return nil }
      offset = parsed
      clock = String(clock[..<sign])
    }
    let time = clock.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    guard (2...3).contains(time.count), time.allSatisfy({ $0 != nil }),
      let timeZone = TimeZone(secondsFromGMT: offset)
    else { return nil }
    let parts = DateComponents(
      year: year, month: month, day: dayOfMonth,
      hour: time[0], minute: time[1], second: time.count == 3 ? time[2] : 0)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    guard parts.isValidDate(in: calendar), let date = calendar.date(from: parts) else { return nil }
    self.init(date: date, timeZone: timeZone)
  }

  /// Splits at the first separator: the part before, and the part after if there is one.
  private static func split(_ text: String, at separator: Character) -> (String, String?) {
    guard let index = text.firstIndex(of: separator) else { return (text, nil) }
    return (String(text[..<index]), String(text[text.index(after: index)...]))
  }

  /// `+01:00`, `-0530` or `+02` as seconds east of UTC.
  private static func offset(_ text: String) -> Int? {
    let sign = text.hasPrefix("-") ? -1 : 1
    let digits = text.dropFirst().filter { $0 != ":" }
    guard digits.count == 2 || digits.count == 4, let hours = Int(digits.prefix(2)) else {
      return nil
    }
    let minutes = digits.count == 4 ? Int(digits.suffix(2)) : 0
    guard let minutes, hours < 24, minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}
