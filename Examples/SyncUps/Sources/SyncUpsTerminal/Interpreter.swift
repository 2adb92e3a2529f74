import Foundation
import Reducers
import SyncUpFeatures

/// What the program shows after a command.
enum Reply: Equatable {
  /// The screen, as it is now.
  case screen
  /// The commands of the screen.
  case help
  /// Nothing: the user quit.
  case quit
}

/// Turns the user's commands into the actions a person's taps would send, on the screen on top.
///
/// Each command is checked against the screen first (`open 99` on a two-item list, `start` on the
/// list), so an impossible command changes nothing and throws a ``CommandError`` saying why.
@MainActor
struct Interpreter {
  /// The running app.
  let session: Session

  /// Runs one line of input.
  ///
  /// - Parameter line: The command, as typed.
  /// - Returns: What to show next.
  /// - Throws: A ``CommandError`` when the line is malformed or impossible on this screen.
  func perform(_ line: String) async throws(CommandError) -> Reply {
    let screen = Screen(session.state)
    if let button = try alertButton(for: line, on: screen) {
      answerAlert(with: button, on: screen)
      return .screen
    }
    switch try Command(parsing: line) {
    case .help:
      return .help
    case .quit:
      return .quit
    case .wait(let seconds):
      await session.wait(.seconds(seconds))
      return .screen
    case let command:
      try perform(command, on: screen)
      return .screen
    }
  }

  private func perform(_ command: Command, on screen: Screen) throws(CommandError) {
    switch screen {
    case .list(let list):
      try performOnList(command, list)
    case .addSheet(let form):
      try performOnForm(command, form, on: screen) { .syncUpsList($0) }
    case .editSheet(let id, let form):
      try performOnForm(command, form, on: screen) { .path(.element(id: id, action: .detail($0))) }
    case .detail(let id, let detail):
      try performOnDetail(command, detail, id: id, on: screen)
    case .record(let id, _):
      try performOnRecord(command, id: id, on: screen)
    case .meeting(let id, _, _):
      guard command == .back else { throw unavailable(command, on: screen) }
      session.send(.path(.popFrom(id: id)))
    case .detailAlert, .recordAlert:
      throw unavailable(command, on: screen)
    }
  }

  private func performOnList(_ command: Command, _ list: SyncUpsList.State) throws(CommandError) {
    switch command {
    case .add:
      session.send(.syncUpsList(.addSyncUpButtonTapped))
    case .open(let number):
      let syncUp = try element(number, of: Array(list.syncUps), "sync-up", in: "the list")
      guard let shared = Shared(list.$syncUps[id: syncUp.id]) else { return }
      session.push(.detail(SyncUpDetail.State(syncUp: shared)))
    case .delete(let number?):
      _ = try element(number, of: Array(list.syncUps), "sync-up", in: "the list")
      session.send(.syncUpsList(.deleteSyncUps(atOffsets: IndexSet(integer: number - 1))))
    case .delete(nil):
      throw .missingArgument("delete", "the number of a sync-up", example: "delete 1")
    default:
      throw unavailable(command, on: .list(list))
    }
  }

  private func performOnDetail(
    _ command: Command, _ detail: SyncUpDetail.State, id: StackElementID, on screen: Screen
  ) throws(CommandError) {
    let send = { (action: SyncUpDetail.Action) in
      session.send(.path(.element(id: id, action: .detail(action))))
    }
    let meetings = Array(detail.syncUp.meetings)
    switch command {
    case .start: send(.startMeetingButtonTapped)
    case .edit: send(.editButtonTapped)
    case .delete(nil): send(.deleteButtonTapped)
    case .delete(let number?):
      throw CommandError(
        "\"delete\" deletes this sync-up and takes no number; to delete past meeting \(number), "
          + "type \"remove \(number)\"")
    case .meeting(let number):
      let meeting = try element(number, of: meetings, "past meeting", in: "this sync-up")
      session.push(.meeting(meeting, syncUp: detail.syncUp))
    case .remove(let number):
      _ = try element(number, of: meetings, "past meeting", in: "this sync-up")
      send(.deleteMeetings(atOffsets: IndexSet(integer: number - 1)))
    case .back: session.send(.path(.popFrom(id: id)))
    default: throw unavailable(command, on: screen)
    }
  }

  private func performOnRecord(
    _ command: Command, id: StackElementID, on screen: Screen
  ) throws(CommandError) {
    let speech = session.environment.speech
    let send = { (action: RecordMeeting.Action) in
      session.send(.path(.element(id: id, action: .record(action))))
    }
    switch (command, speech.phase) {
    case (.next, _): send(.nextButtonTapped)
    case (.end, _): send(.endMeetingButtonTapped)
    case (.allow, .asking), (.deny, .asking):
      session.answerSpeech(allowed: command == .allow)
    case (.say(let words), .listening):
      session.hear(words)
    case (.say, .asking):
      throw CommandError("nobody listens yet: first \"allow\" or \"deny\" recording this meeting")
    case (.say, .idle):
      throw CommandError(
        "this meeting is not being recorded, so nobody hears what you say; "
          + "\"allow\" recording when a meeting asks, or continue without it")
    default:
      throw unavailable(command, on: screen)
    }
  }

  /// The element a number from 1 up names, or an error saying how many there are.
  func element<Element>(
    _ number: Int, of elements: [Element], _ thing: String, in place: String
  ) throws(CommandError) -> Element {
    guard elements.indices.contains(number - 1) else {
      throw .noSuch(thing, number, count: elements.count, in: place)
    }
    return elements[number - 1]
  }

  /// The error for a command that exists but does nothing on this screen.
  func unavailable(_ command: Command, on screen: Screen) -> CommandError {
    .unavailable(command.word, on: screen, speech: session.environment.speech.phase)
  }
}
