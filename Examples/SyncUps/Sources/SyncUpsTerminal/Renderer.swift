import Foundation
import Reducers
import SyncUpFeatures

/// Draws the app's state as text: where the user is, what the screen shows, and the commands.
///
/// ```
/// ── AppFeature ▸ #0 detail
/// Engineering
///   length:     10 min, 5 min per attendee
///   …
/// commands: start · edit · delete · meeting <n> · remove <n> · back · help · quit
/// ```
///
/// The first line is the navigation tree, read from the state by `NavigationTree(of:)`.
struct Renderer {
  /// The time zone dates print in.
  let timeZone: TimeZone
  /// The terminal's speech recognition, whose question and permission the screens show.
  let speech: TerminalSpeech

  /// Draws the screen on top of the app's state.
  func render(_ state: AppFeature.State) -> String {
    let screen = Screen(state)
    let lines =
      ["── \(NavigationTree(of: state))"] + body(of: screen)
      + [CommandHelp.line(for: screen, speech: speech.phase)]
    return lines.joined(separator: "\n")
  }

  private func body(of screen: Screen) -> [String] {
    switch screen {
    case .list(let list): listBody(list)
    case .addSheet(let form): formBody("New sync-up", form)
    case .detail(_, let detail): detailBody(detail.syncUp)
    case .editSheet(_, let form):
      formBody("Edit \(Format.name(form.syncUp.title, blank: "sync-up"))", form)
    case .detailAlert(_, let alert): alert.description.split(separator: "\n").map(String.init)
    case .record(_, let record): recordBody(record)
    case .recordAlert(_, let alert): alert.description.split(separator: "\n").map(String.init)
    case .meeting(_, let meeting, let syncUp): meetingBody(meeting, of: syncUp)
    }
  }

  private func listBody(_ list: SyncUpsList.State) -> [String] {
    let rows = list.syncUps.enumerated().map { index, syncUp in
      let facts = [
        Format.count(syncUp.attendees.count, "attendee"), Format.length(syncUp.duration),
        syncUp.theme.name,
      ]
      return "  \(index + 1). \(title(of: syncUp)) · " + facts.joined(separator: " · ")
    }
    return ["Daily Sync-ups"] + (rows.isEmpty ? ["  (none yet: \"add\" creates one)"] : rows)
  }

  private func detailBody(_ syncUp: SyncUp) -> [String] {
    let perAttendee = Format.length(syncUp.durationPerAttendee)
    let meetings = syncUp.meetings.enumerated().map { index, meeting in
      "    \(index + 1). \(Format.date(meeting.date, in: timeZone))"
    }
    return [
      title(of: syncUp),
      field("length", "\(Format.length(syncUp.duration)), \(perAttendee) per attendee"),
      field("theme", syncUp.theme.name),
      field("attendees", Format.list(syncUp.attendees.map { Format.name($0.name) })),
      field("speech", permission),
      field("past meetings", meetings.isEmpty ? "none" : ""),
    ] + meetings
  }

  private func formBody(_ heading: String, _ form: SyncUpForm.State) -> [String] {
    let attendees = form.syncUp.attendees.enumerated().map { index, attendee in
      "\(index + 1). \(Format.name(attendee.name))"
    }
    let indent = String(repeating: " ", count: Self.labelWidth + 2)
    return [
      heading,
      field("title", Format.name(form.syncUp.title)),
      field("duration", Format.length(form.syncUp.duration)),
      field("theme", form.syncUp.theme.name),
      field("attendees", attendees.first ?? "(none)"),
    ] + attendees.dropFirst().map { indent + $0 }
  }

  /// A sync-up's title, or `(untitled)`.
  private func title(of syncUp: SyncUp) -> String {
    Format.name(syncUp.title, blank: "(untitled)")
  }

  /// A labelled line of a screen, values aligned: `  length:       10 min`.
  private func field(_ label: String, _ value: String) -> String {
    let label = "  \(label):"
    let padding = String(repeating: " ", count: max(Self.labelWidth + 2 - label.count, 1))
    return value.isEmpty ? label : label + padding + value
  }

  /// The width of the longest label, `past meetings:`.
  private static let labelWidth = 15

  /// What the user answered about speech recognition, as the detail screen shows it.
  private var permission: String {
    switch speech.status {
    case .notDetermined: "not asked yet: the first meeting asks"
    case .authorized: "allowed: meetings record what you \"say\""
    case .denied: "denied: meetings are not recorded"
    case .restricted: "restricted: meetings are not recorded"
    }
  }

  /// The meeting in progress: the timer, whose turn it is, and what is being recorded.
  private func recordBody(_ record: RecordMeeting.State) -> [String] {
    let attendees = Array(record.syncUp.attendees)
    let speaker = record.speakerIndex
    let turns = attendees.enumerated().map { index, attendee in
      let mark = index < speaker ? "✓ " : index == speaker ? "▸ " : ""
      return mark + Format.name(attendee.name)
    }
    let elapsed = Format.timer(.seconds(record.secondsElapsed))
    let remaining = Format.timer(record.durationRemaining)
    var lines = [
      "\(title(of: record.syncUp)): meeting in progress",
      field("time", "\(elapsed) elapsed, \(remaining) remaining"),
      field(
        "speaker",
        "\(Format.name(attendees.indices.contains(speaker) ? attendees[speaker].name : "")) "
          + "(\(speaker + 1) of \(attendees.count))"),
      field("turns", turns.joined(separator: " · ")),
    ]
    switch speech.phase {
    case .asking:
      lines.append(field("recording", "may this meeting be recorded? \"allow\" or \"deny\""))
    case .listening:
      lines.append(field("recording", "on: what you \"say\" is the transcript"))
      lines.append(
        field("transcript", record.transcript.isEmpty ? "(nothing yet)" : record.transcript))
    case .idle:
      lines.append(field("recording", "off: this meeting is not recorded"))
    }
    return lines
  }

  /// A past meeting: when, who, and what was said.
  private func meetingBody(_ meeting: Meeting, of syncUp: SyncUp) -> [String] {
    [
      "\(title(of: syncUp)): meeting of \(Format.date(meeting.date, in: timeZone))",
      field("attendees", Format.list(syncUp.attendees.map { Format.name($0.name) })),
      field("transcript", meeting.transcript.isEmpty ? "(not recorded)" : meeting.transcript),
    ]
  }
}
