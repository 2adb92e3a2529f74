import SyncUpFeatures

extension Command {
  /// What follows a command's word, read the way that command needs it.
  struct Argument {
    /// The command's word, for messages.
    let word: String
    /// Everything after the word, trimmed.
    let text: String

    /// Checks that nothing follows the word.
    func none() throws(CommandError) {
      guard text.isEmpty else { throw .unexpectedArgument(word, text) }
    }

    /// The text after the word, which must not be empty.
    func text(_ what: String, example: String) throws(CommandError) -> String {
      guard !text.isEmpty else { throw .missingArgument(word, what, example: example) }
      return text
    }

    /// A whole number of at least 1.
    func number(_ what: String, example: String) throws(CommandError) -> Int {
      guard !text.isEmpty else { throw .missingArgument(word, what, example: example) }
      return try positive()
    }

    /// A whole number of at least 1, or nothing.
    func optionalNumber() throws(CommandError) -> Int? {
      text.isEmpty ? nil : try positive()
    }

    /// A meeting length in minutes, from 1 to ``Command/longestMeeting``.
    func minutes() throws(CommandError) -> Int {
      let minutes = try number("a number of minutes", example: "duration 10")
      guard minutes <= Command.longestMeeting else {
        throw CommandError(
          "a sync-up lasts 1 to \(Command.longestMeeting) minutes, not \(minutes)")
      }
      return minutes
    }

    /// One of the themes, by name, in any case.
    func theme() throws(CommandError) -> Theme {
      let names = Theme.allCases.map(\.rawValue).joined(separator: ", ")
      guard !text.isEmpty else {
        throw CommandError("\"theme\" needs a theme, one of: \(names)")
      }
      guard let theme = Theme(rawValue: text.lowercased()) else {
        throw CommandError("there is no theme \"\(text)\"; the themes are: \(names)")
      }
      return theme
    }

    private func positive() throws(CommandError) -> Int {
      guard let number = Int(text), number >= 1 else {
        throw CommandError("\"\(word) \(text)\": \"\(text)\" is not a number from 1 up")
      }
      return number
    }
  }
}
