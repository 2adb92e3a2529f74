import Foundation
import SyncUpFeatures

extension Renderer {
  /// The meeting in progress: the timer, whose turn it is, and what is being recorded.
  func recordBody(_ record: RecordMeeting.State) -> [String] {
    let attendees = Array(record.syncUp.attendees)
    let speaker = min(record.speakerIndex, max(attendees.count - 1, 0))
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
      lines.append(field("transcript", record.transcript.isEmpty ? "(nothing yet)" : record.transcript))
    case .idle:
      lines.append(field("recording", "off: this meeting is not recorded"))
    }
    return lines
  }

  /// A past meeting: when, who, and what was said.
  func meetingBody(_ meeting: Meeting, of syncUp: SyncUp) -> [String] {
    [
      "\(title(of: syncUp)): meeting of \(Format.date(meeting.date, in: timeZone))",
      field("attendees", Format.list(syncUp.attendees.map { Format.name($0.name) })),
      field("transcript", meeting.transcript.isEmpty ? "(not recorded)" : meeting.transcript),
    ]
  }
}
