import Foundation

extension DumpNode {
  /// The kind of a value that prints without reflection, or `nil` to reflect it.
  ///
  /// - ``CustomDumpStringConvertible`` values print their `customDumpDescription`.
  /// - Strings print quoted; characters and Unicode scalars too.
  /// - Numbers and Booleans print their description.
  /// - `Date`, `UUID` and `URL` print their description inside their type name, like
  ///   `Date(2001-01-01T00:00:00.000Z)` (ISO 8601 in UTC, with milliseconds, so dates that differ
  ///   by less than a second still read differently), `UUID(…)` and `URL(https://…)`.
  /// - `Duration` prints as it is written: `.seconds(300)`, `.milliseconds(1500)`.
  /// - `Data` prints its size; `Decimal` its description; metatypes `Type.self`.
  static func leafKind(of value: Any) -> Kind? {
    switch value {
    case let value as any CustomDumpStringConvertible:
      return .leaf(value.customDumpDescription)
    case let value as String:
      return .string(value)
    case let value as Substring:
      return .string(String(value))
    case let value as Character:
      return .leaf(StringLiteral.quoted(String(value)))
    case let value as Unicode.Scalar:
      return .leaf(StringLiteral.quoted(String(value)))
    case let value as Bool:
      return .leaf(value.description)
    case let value as any BinaryInteger:
      return .leaf(String(describing: value))
    case let value as any BinaryFloatingPoint:
      return .leaf(String(describing: value))
    case let value as Date:
      let text = value.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
      return .leaf("Date(\(text))")
    case let value as UUID:
      return .leaf("UUID(\(value.uuidString))")
    case let value as URL:
      return .leaf("URL(\(value.absoluteString))")
    case let value as Duration:
      return .leaf(Self.duration(value))
    case let value as Data:
      return .leaf("Data(\(value.count) bytes)")
    case let value as Decimal:
      return .leaf(value.description)
    case let value as any Any.Type:
      return .leaf("\(TypeName.of(value)).self")
    default:
      return nil
    }
  }

  /// A duration as the largest unit that states it exactly: `.seconds(5)`, `.milliseconds(1500)`.
  static func duration(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    let units: [(name: String, attoseconds: Int64)] = [
      ("milliseconds", 1_000_000_000_000_000),
      ("microseconds", 1_000_000_000_000),
      ("nanoseconds", 1_000_000_000),
    ]
    for unit in units where attoseconds % unit.attoseconds == 0 {
      let perSecond = 1_000_000_000_000_000_000 / unit.attoseconds
      let (whole, overflowed) = seconds.multipliedReportingOverflow(by: perSecond)
      let (total, overflowedAgain) = whole.addingReportingOverflow(attoseconds / unit.attoseconds)
      if !overflowed, !overflowedAgain { return ".\(unit.name)(\(total))" }
    }
    return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
  }

  /// The delimiter of a multi-line string block: `"""`, or `#"""` and more `#` when the text
  /// itself holds a `"""` that would end the block early.
  static func blockDelimiters(for string: String) -> (open: String, close: String) {
    var hashes = ""
    while string.contains("\"\"\"" + hashes) { hashes += "#" }
    return (hashes + "\"\"\"", "\"\"\"" + hashes)
  }
}
