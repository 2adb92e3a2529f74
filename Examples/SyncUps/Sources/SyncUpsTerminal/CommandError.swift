/// A command that can't run: malformed, unknown, or impossible on the screen it was typed on.
///
/// Its ``message`` says what is wrong and, where it helps, what would work, in one line:
///
/// ```
/// there is no sync-up 99: the list has 2 (1–2)
/// ```
///
/// A script stops at the first one, printing `line N: <message>` and exiting with status 2; an
/// interactive session prints it and goes on.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in one line.
  public let message: String

  /// Creates an error with its message.
  ///
  /// - Parameter message: What is wrong, in one line.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// A command that no screen knows.
  static func unknown(_ word: String) -> Self {
    Self("unknown command \(quoted(word)); type \"help\" for the commands of this screen")
  }

  /// A known command typed where it does not apply.
  static func unavailable(_ word: String, on screen: Screen, speech: TerminalSpeech.Phase) -> Self {
    let usages = (CommandHelp.entries(for: screen, speech: speech) + CommandHelp.anywhere)
      .map(\.usage).joined(separator: ", ")
    return Self("\(quoted(word)) is not available on \(screen.name); here you can: \(usages)")
  }

  /// A command that needs an argument and got none.
  static func missingArgument(_ word: String, _ what: String, example: String) -> Self {
    Self("\"\(word)\" needs \(what), like \"\(example)\"")
  }

  /// A command that takes no argument and got one.
  static func unexpectedArgument(_ word: String, _ argument: String) -> Self {
    Self("\(quoted(word)) takes no argument, but got \(quoted(argument))")
  }

  /// The most characters of what was typed that a message quotes.
  static let quotedLength = 40

  /// What the user typed, in quotes; past ``quotedLength`` characters, its start and its length,
  /// so a 10 MB line is not echoed back whole.
  static func quoted(_ text: String) -> String {
    guard text.count > quotedLength else { return "\"\(text)\"" }
    return "\"\(text.prefix(quotedLength))…\" (\(text.count) characters)"
  }

  /// A number that is out of range for what it counts.
  static func noSuch(_ thing: String, _ number: Int, count: Int, in place: String) -> Self {
    let has =
      switch count {
      case 0: "has none"
      case 1: "has only 1"
      default: "has \(count) (1–\(count))"
      }
    return Self("there is no \(thing) \(number): \(place) \(has)")
  }
}
