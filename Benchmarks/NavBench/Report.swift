import Foundation

/// Prints results as a table for people or as one JSON object for tools.
enum Report {
  static func table(_ results: [Result]) -> String {
    var lines = [
      "cores: \(ProcessInfo.processInfo.activeProcessorCount)",
      pad("case", 30) + pad("ns/op", 14) + pad("baseline", 14) + pad("ratio", 10) + "peak RSS",
    ]
    for result in results {
      lines.append(
        pad(result.name, 30) + pad(format(result.nanosecondsPerOperation), 14)
          + pad(result.baselineNanosecondsPerOperation.map(format) ?? "—", 14)
          + pad(result.ratio.map { format($0) + "×" } ?? "—", 10)
          + "\(result.peakResidentBytes / 1_048_576) MiB"
          + (result.note.map { "  (\($0))" } ?? ""))
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ results: [Result]) -> String {
    let entries = results.map { result in
      [
        "\"name\":\(quoted(result.name))",
        "\"ns_per_op\":\(number(result.nanosecondsPerOperation))",
        "\"baseline_ns_per_op\":\(result.baselineNanosecondsPerOperation.map(number) ?? "null")",
        "\"ratio\":\(result.ratio.map(number) ?? "null")",
        "\"peak_rss_bytes\":\(result.peakResidentBytes)",
        "\"note\":\(result.note.map(quoted) ?? "null")",
      ].joined(separator: ",")
    }
    return "{\"benchmarks\":[" + entries.map { "{\($0)}" }.joined(separator: ",") + "]}"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func format(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
  }

  private static func number(_ value: Double) -> String {
    String(format: "%.3f", value)
  }

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}
