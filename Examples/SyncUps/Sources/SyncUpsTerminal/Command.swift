import SyncUpFeatures

/// A command the user typed, checked for form but not yet for the screen it was typed on.
///
/// Commands are a word, sometimes followed by a number or by text: `open 2`, `title Weekly
/// planning`, `say I shipped the release`. Words are case-insensitive; text is kept as typed.
enum Command: Equatable {
  /// `add`: the list's "+".
  case add
  /// `allow`: lets the meeting be recorded.
  case allow
  /// `attendee <name>`: names the empty attendee row, or a new one.
  case attendee(String)
  /// `back`: pops the screen.
  case back
  /// `cancel`: the sheet's "Dismiss" or "Cancel".
  case cancel
  /// `delete <n>` on the list, `delete` on a sync-up.
  case delete(Int?)
  /// `deny`: holds the meeting without recording it.
  case deny
  /// `done`: the sheet's "Add" or "Done".
  case done
  /// `duration <minutes>`: the sync-up's length.
  case duration(minutes: Int)
  /// `edit`: the sync-up's "Edit".
  case edit
  /// `end`: "End meeting".
  case end
  /// `help`: the commands of the screen.
  case help
  /// `meeting <n>`: shows a past meeting.
  case meeting(Int)
  /// `next`: the next speaker.
  case next
  /// `open <n>`: shows a sync-up.
  case open(Int)
  /// `quit`: leaves, once nothing on screen is unsaved or the user confirms.
  case quit
  /// `remove <n>`: deletes an attendee of the form, or a past meeting.
  case remove(Int)
  /// `say <words>`: what the recognizer hears.
  case say(String)
  /// `start`: "Start Meeting".
  case start
  /// `theme <name>`: the sync-up's theme.
  case theme(Theme)
  /// `title <text>`: the sync-up's title.
  case title(String)
  /// `wait <seconds>`: lets time pass.
  case wait(seconds: Int)

  /// The longest meeting the form accepts, in minutes.
  static let longestMeeting = 60

  /// The most seconds one `wait` lets pass: a day, far past the longest meeting, and small
  /// enough that no number of waits takes the clock or `date.now` out of range.
  static let longestWait = 86_400

  /// Reads a command from a line of input.
  ///
  /// - Parameter line: The line, without its newline; surrounding spaces are ignored.
  /// - Throws: A ``CommandError`` for an unknown word or an argument that is missing, extra or
  ///   not a number.
  init(parsing line: String) throws(CommandError) {
    let trimmed = line.drop(while: \.isWhitespace)
    let typed = trimmed.prefix(while: { !$0.isWhitespace })
    let word = typed.lowercased()
    let rest = String(trimmed.dropFirst(typed.count).drop(while: \.isWhitespace))
      .trimmingTrailingWhitespace()
    let argument = Argument(word: word, text: rest)
    switch word {
    case "add":
      try argument.none()
      self = .add
    case "allow":
      try argument.none()
      self = .allow
    case "attendee": self = .attendee(try argument.text("a name", example: "attendee Blob"))
    case "back":
      try argument.none()
      self = .back
    case "cancel":
      try argument.none()
      self = .cancel
    case "delete": self = .delete(try argument.optionalNumber())
    case "deny":
      try argument.none()
      self = .deny
    case "done":
      try argument.none()
      self = .done
    case "duration": self = .duration(minutes: try argument.minutes())
    case "edit":
      try argument.none()
      self = .edit
    case "end":
      try argument.none()
      self = .end
    case "help", "?":
      try argument.none()
      self = .help
    case "meeting":
      self = .meeting(try argument.number("the number of a past meeting", example: "meeting 1"))
    case "next":
      try argument.none()
      self = .next
    case "open": self = .open(try argument.number("the number of a sync-up", example: "open 1"))
    case "quit", "exit":
      try argument.none()
      self = .quit
    case "remove":
      self = .remove(
        try argument.number("the number of an attendee or meeting", example: "remove 2"))
    case "say":
      self = .say(try argument.text("the words you say", example: "say I finished the release"))
    case "start":
      try argument.none()
      self = .start
    case "theme": self = .theme(try argument.theme())
    case "title": self = .title(try argument.text("the new title", example: "title Engineering"))
    case "wait": self = .wait(seconds: try argument.seconds())
    default: throw .unknown(word)
    }
  }

  /// The command's word, as the user types it.
  var word: String {
    switch self {
    case .add: "add"
    case .allow: "allow"
    case .attendee: "attendee"
    case .back: "back"
    case .cancel: "cancel"
    case .delete: "delete"
    case .deny: "deny"
    case .done: "done"
    case .duration: "duration"
    case .edit: "edit"
    case .end: "end"
    case .help: "help"
    case .meeting: "meeting"
    case .next: "next"
    case .open: "open"
    case .quit: "quit"
    case .remove: "remove"
    case .say: "say"
    case .start: "start"
    case .theme: "theme"
    case .title: "title"
    case .wait: "wait"
    }
  }
}

extension String {
  fileprivate func trimmingTrailingWhitespace() -> String {
    var text = self
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
  }
}

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

    /// A time to wait in seconds, from 1 to ``Command/longestWait``.
    func seconds() throws(CommandError) -> Int {
      let seconds = try number("a number of seconds", example: "wait 10")
      guard seconds <= Command.longestWait else {
        throw CommandError(
          "\"wait\" lets at most \(Command.longestWait) seconds (a day) pass at a time, "
            + "not \(seconds); wait again for more")
      }
      return seconds
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

    /// A whole number of at least 1, or an error that says what the text is instead: too large,
    /// not whole, or not a number from 1 up.
    private func positive() throws(CommandError) -> Int {
      let number = Int(text)
      if let number, number >= 1 { return number }
      let digits = text.hasPrefix("+") ? text.dropFirst() : text[...]
      let problem =
        if number == nil, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }) {
          "is too large"
        } else if text.contains("."), Double(text) != nil {
          "is not a whole number"
        } else {
          "is not a number from 1 up"
        }
      throw CommandError("\"\(word) \(text)\": \"\(text)\" \(problem)")
    }
  }
}
