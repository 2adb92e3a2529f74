import Reducers
import SyncUpFeatures

/// Work on screen that the data file does not hold yet, which leaving now would lose: a "New
/// sync-up" or "Edit" sheet with changes, or a meeting in progress.
///
/// Every command's changes are written at once, but a sheet's fields are saved only by its
/// "done", and a meeting only when it ends. So `quit` at a terminal names this work and leaves
/// only when typed again, and a script that quits or ends with it stops with status 2, saying
/// what was lost.
struct UnsavedWork: Equatable {
  /// What is not saved: `the "New sync-up" sheet for "Standup"`.
  let what: String
  /// The commands that save it: `type "done"`.
  let save: String
  /// The commands that throw it away on purpose, if there are any: `"cancel"`.
  let discard: String?

  /// Reads the unsaved work on screen, or `nil` when leaving now loses nothing.
  ///
  /// An untouched "New sync-up" sheet and an "Edit" sheet without changes lose nothing; a
  /// meeting in progress always would, as ending it saves it as a past meeting.
  init?(_ state: AppFeature.State) {
    let screen = Screen(state)
    switch screen {
    case .addSheet(let form):
      let syncUp = form.syncUp
      let untouched = SyncUp(id: syncUp.id)
      guard
        !syncUp.title.allSatisfy(\.isWhitespace)
          || syncUp.attendees.contains(where: { !$0.name.allSatisfy(\.isWhitespace) })
          || syncUp.duration != untouched.duration || syncUp.theme != untouched.theme
      else { return nil }
      let title = syncUp.title.allSatisfy(\.isWhitespace) ? "" : " for \"\(syncUp.title)\""
      (what, save, discard) = ("the \"New sync-up\" sheet\(title)", "type \"done\"", "\"cancel\"")
    case .editSheet(_, let form):
      // The form adds a blank attendee to a sync-up without any: not an edit.
      guard case .detail(let detail) = state.path.elements.last,
        Self.withoutBlankAttendees(form.syncUp) != Self.withoutBlankAttendees(detail.syncUp)
      else { return nil }
      (what, save, discard) = (
        "the \"Edit\" sheet of \"\(detail.syncUp.title)\"", "type \"done\"", "\"cancel\""
      )
    case .record(_, let record):
      (what, save, discard) = (
        Self.meeting(record), "type \"end\" then \"save\"", "\"end\" then \"discard\""
      )
    case .recordAlert:
      guard case .record(let record) = state.path.elements.last else { return nil }
      let canSave = screen.alertButtons.contains { $0.word == "save" }
      (what, save, discard) = (
        Self.meeting(record),
        canSave ? "answer \"save\"" : "answer the alert, then type \"end\" and \"save\"", nil
      )
    case .list, .detail, .detailAlert, .meeting:
      return nil
    }
  }

  /// Why an interactive `quit` did not leave, and what to type instead.
  var refusal: String {
    "\(what) is not saved: \(choices(orElse: "\"quit\" again to leave without saving"))"
  }

  /// Why a script's `quit` is a bad line.
  var quitInScript: String {
    "\"quit\" would lose \(what), which is not saved: \(choices()) first"
  }

  /// What the end of the input lost.
  var endOfInput: String {
    "the input ended before \(what) was saved, so it is lost: \(choices()) before the input ends"
  }

  /// `type "done" to save it or "cancel" to throw it away`, and the last choice, if any.
  private func choices(orElse last: String? = nil) -> String {
    let choices =
      ["\(save) to save it"] + [discard.map { "\($0) to throw it away" }, last].compactMap(\.self)
    guard choices.count > 2 else { return choices.joined(separator: " or ") }
    return choices.dropLast().joined(separator: ", ") + ", or " + choices[choices.count - 1]
  }

  private static func withoutBlankAttendees(_ syncUp: SyncUp) -> SyncUp {
    var syncUp = syncUp
    syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
    return syncUp
  }

  private static func meeting(_ record: RecordMeeting.State) -> String {
    let transcript = record.transcript.isEmpty ? "" : ", transcript and all,"
    return "the meeting of \"\(record.syncUp.title)\" in progress\(transcript)"
  }
}
