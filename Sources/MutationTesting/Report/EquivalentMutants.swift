import Foundation

/// The mutants a package lists as equivalent — changes that cannot alter behaviour — each with
/// its one-line reason, read from a file:
///
/// ```text
/// # file:line:column operator: why
/// Sources/Feature/Rows.swift:12:18 boundary: both bounds are checked by the guard above
/// ```
public struct EquivalentMutants: Sendable {
  /// Reasons, by mutant key (`file:line:column operator`).
  public let reasons: [String: String]
  /// Lines that could not be read, with their numbers.
  public let malformed: [(line: Int, text: String)]

  /// Reads the list.
  ///
  /// - Parameter text: The file's text.
  public init(_ text: String) {
    var reasons: [String: String] = [:]
    var malformed: [(Int, String)] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
      guard let colon = trimmed.range(of: ": ", options: .backwards),
        !trimmed[colon.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty,
        trimmed[..<colon.lowerBound].contains(" ")
      else {
        malformed.append((number + 1, String(line)))
        continue
      }
      reasons[String(trimmed[..<colon.lowerBound])] = String(trimmed[colon.upperBound...])
    }
    self.reasons = reasons
    self.malformed = malformed
  }

  /// The reason a mutant is equivalent, if it is listed.
  public func reason(for mutant: Mutant) -> String? {
    reasons[mutant.key]
  }
}
