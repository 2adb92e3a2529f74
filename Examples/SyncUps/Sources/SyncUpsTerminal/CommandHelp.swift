/// A command as the screen lists it: how to type it, and what it does.
struct CommandHelp: Equatable {
  /// How to type it: `open <n>`.
  let usage: String
  /// What it does, naming the button of the reference app it stands for.
  let summary: String

  private init(_ usage: String, _ summary: String) {
    self.usage = usage
    self.summary = summary
  }

  /// The commands of a screen, without those that work anywhere.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - speech: What speech recognition is doing; `allow` and `deny` are offered while it asks.
  /// - Returns: The commands, in the order the screen lists them.
  static func entries(for screen: Screen, speech: TerminalSpeech.Phase) -> [Self] {
    switch screen {
    case .list:
      return [
        Self("add", "\"+\": open the \"New sync-up\" sheet"),
        Self("open <n>", "show sync-up n"),
        Self("delete <n>", "delete sync-up n, as a swipe does"),
      ]
    case .addSheet:
      return form + [
        Self("done", "\"Add\": save the new sync-up"),
        Self("cancel", "\"Dismiss\": throw the new sync-up away"),
      ]
    case .editSheet:
      return form + [
        Self("done", "\"Done\": save the changes"),
        Self("cancel", "\"Cancel\": drop the changes"),
      ]
    case .detail:
      return [
        Self("start", "\"Start Meeting\""),
        Self("edit", "\"Edit\": open the \"Edit\" sheet"),
        Self("delete", "\"Delete\": delete the sync-up, after an alert asks"),
        Self("meeting <n>", "show past meeting n"),
        Self("remove <n>", "delete past meeting n, as a swipe does"),
        Self("back", "back to the list"),
      ]
    case .detailAlert, .recordAlert:
      return screen.alertButtons.enumerated().map { index, button in
        Self(
          "\(index + 1) or \(button.word)",
          "\"\(button.label)\"" + (button.isCancel ? " (cancel)" : ""))
      }
    case .record:
      let question = [
        Self("allow", "let this session record meetings from what you \"say\""),
        Self("deny", "hold meetings without recording them"),
      ]
      return (speech == .asking ? question : []) + [
        Self("next", "next speaker; after the last one, asks to end"),
        Self("end", "\"End meeting\": save, discard or resume, after an alert asks"),
        Self("say <words>", "speak: the words join the transcript while it records"),
      ]
    case .meeting:
      return [Self("back", "back to the sync-up")]
    }
  }

  /// The commands that work on every screen.
  static let anywhere = [
    Self("wait <seconds>", "let time pass, up to a day at a time: the meeting timer runs"),
    Self("help", "list the commands of this screen"),
    Self("quit", "leave; with a sheet or meeting not saved, says so and asks to quit again"),
  ]

  /// The commands a screen shows under itself: its own, then `help` and `quit` (and `wait` on a
  /// meeting, where time matters).
  static func line(for screen: Screen, speech: TerminalSpeech.Phase) -> String {
    var usages = entries(for: screen, speech: speech).map(\.usage)
    if case .record = screen { usages.append("wait <seconds>") }
    usages += ["help", "quit"]
    var lines = ["commands:"]
    for usage in usages {
      let line = lines[lines.count - 1]
      if line.count + usage.count + 3 > lineWidth, line != "commands:" {
        lines[lines.count - 1] += " ·"
        lines.append("         ")
      } else if line != "commands:" {
        lines[lines.count - 1] += " ·"
      }
      lines[lines.count - 1] += " " + usage
    }
    return lines.joined(separator: "\n")
  }

  /// The width the commands line wraps at.
  private static let lineWidth = 96

  /// The full list `help` prints: usage and summary in two columns.
  static func text(for screen: Screen, speech: TerminalSpeech.Phase) -> String {
    let own = entries(for: screen, speech: speech)
    let width = (own + anywhere).map(\.usage.count).max() ?? 0
    func row(_ entry: Self) -> String {
      "  " + entry.usage + String(repeating: " ", count: width - entry.usage.count + 2)
        + entry.summary
    }
    return (["commands on \(screen.name):"] + own.map(row) + ["anywhere:"] + anywhere.map(row))
      .joined(separator: "\n")
  }

  private static let form = [
    Self("title <text>", "set the title"),
    Self("duration <minutes>", "set the length, 1 to \(Command.longestMeeting) minutes"),
    Self("theme <name>", "set the theme: bubblegum, buttercup, indigo, …"),
    Self("attendee <name>", "fill the empty attendee row, or add one (\"New attendee\")"),
    Self("remove <n>", "remove attendee n, as a swipe does"),
  ]
}
