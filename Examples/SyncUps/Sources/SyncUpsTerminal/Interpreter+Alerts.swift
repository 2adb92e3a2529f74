import Reducers
import SyncUpFeatures

extension Interpreter {
  /// The position of the alert button a line picks, when an alert is on screen.
  ///
  /// A button is picked by its number, by the first word of its label (`save`, `discard`,
  /// `nevermind`), by `yes` (the first button that is not a cancel button) or by `no` and
  /// `cancel` (the cancel button). `help`, `quit` and `wait` keep their meaning.
  ///
  /// - Returns: The button's position, or `nil` when no alert is up or the line is one of the
  ///   commands that work anywhere.
  /// - Throws: A ``CommandError`` listing the buttons when the line picks none.
  func alertButton(for line: String, on screen: Screen) throws(CommandError) -> Int? {
    let buttons = screen.alertButtons
    guard !buttons.isEmpty else { return nil }
    let answer = line.split(separator: " ").joined(separator: " ").lowercased()
    if let number = Int(answer) {
      guard buttons.indices.contains(number - 1) else {
        throw .noSuch("button", number, count: buttons.count, in: "the alert")
      }
      return number - 1
    }
    let picked: Int? =
      switch answer {
      case "yes": buttons.firstIndex { !$0.isCancel }
      case "no": buttons.firstIndex(where: \.isCancel)
      default:
        buttons.firstIndex { $0.word == answer }
          ?? (answer == "cancel" ? buttons.firstIndex(where: \.isCancel) : nil)
      }
    if let picked { return picked }
    switch try? Command(parsing: line) {
    case .help?, .quit?, .wait?: return nil
    default: break
    }
    let choices = buttons.enumerated().map { "\($0.offset + 1) (\($0.element.label))" }
    throw CommandError(
      "\(screen.name) has no button \"\(line)\": answer "
        + choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? ""))
  }

  /// Taps the alert button at a position: sends its action, or dismisses the alert.
  func answerAlert(with position: Int, on screen: Screen) {
    switch screen {
    case .detailAlert(let id, let alert):
      let action: PresentationAction<SyncUpDetail.Destination.Action> =
        alert.buttons[position].action.map { .presented(.alert($0)) } ?? .dismiss
      session.send(.path(.element(id: id, action: .detail(.destination(action)))))
    case .recordAlert(let id, let alert):
      let action: PresentationAction<RecordMeeting.Action.Alert> =
        alert.buttons[position].action.map { .presented($0) } ?? .dismiss
      session.send(.path(.element(id: id, action: .record(.alert(action)))))
    default:
      return
    }
  }
}
