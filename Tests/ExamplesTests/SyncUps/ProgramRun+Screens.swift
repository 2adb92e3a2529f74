import Foundation

/// The screens of a scripted run: the first one, then one per command, each after `> command`.
extension ProgramRun {
  /// The screens in order, each with the command that led to it (`nil` for the first).
  var screens: [(command: String?, text: String)] {
    let parts = output.components(separatedBy: "\n\n> ")
    guard let first = parts.first else { return [] }
    return [(nil, trimmed(first))]
      + parts.dropFirst().map { part in
        let command = part.prefix { $0 != "\n" }
        return (String(command), trimmed(String(part.dropFirst(command.count + 1))))
      }
  }

  /// The screen the last command led to.
  var lastScreen: String {
    screens.last?.text ?? ""
  }

  /// The screen the `index`-th command with this text led to (0 for its first use).
  func screen(after command: String, occurrence index: Int = 0) -> String? {
    let matching = screens.filter { $0.command == command }
    return matching.indices.contains(index) ? matching[index].text : nil
  }

  private func trimmed(_ text: String) -> String {
    text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
