import Foundation
import Reducers

/// The program's loop: a line in, the command run, the screen out, until the input ends.
///
/// At a terminal it prompts, redraws when a meeting moves on by itself, and reports a bad
/// command without stopping. Running a script (or piped input) it echoes each command as
/// `> command` before the screen it leads to, and stops at the first bad line with
/// `line N: …` on the error stream and status 2. Either way the data file is written after
/// every command, so it holds everything done before a bad line or an interruption.
///
/// A sheet that is not "done" and a meeting that has not ended are not in the file yet (see
/// ``UnsavedWork``): at a terminal `quit` says so and leaves when typed again right after; a
/// script's `quit` is a bad line; and the end of the input with one open reports what was lost
/// and exits with status 2.
@MainActor
final class Runner {
  private let session: Session
  private let lines: LineQueue
  private let console: Console
  private let isInteractive: Bool
  private let renderer: Renderer
  /// The last warning shown: a file that cannot be written fails every save the same way, and
  /// the same paragraph after each command would bury the screen. Cleared by a clean save.
  private var lastWarning: String?

  init(session: Session, lines: LineQueue, console: Console, isInteractive: Bool) {
    self.session = session
    self.lines = lines
    self.console = console
    self.isInteractive = isInteractive
    self.renderer = Renderer(
      timeZone: session.environment.timeZone, speech: session.environment.speech)
  }

  /// Runs commands until the input ends or the user quits.
  ///
  /// - Returns: The exit status.
  func run() async -> Int32 {
    let interpreter = Interpreter(session: session)
    if isInteractive {
      console.line(
        "Sync-ups · data in \(session.environment.dataURL.path) · \"help\" lists commands")
      console.line("")
    }
    showScreen()
    var number = 0
    var quitWasRefused = false
    while let line = await nextLine() {
      number += 1
      do throws(CommandError) {
        let command = try line.get().trimmingCharacters(in: .whitespaces)
        if command.isEmpty || command.hasPrefix("#") {
          if isInteractive { showScreen() }
          continue
        }
        let isSecondQuit = quitWasRefused
        quitWasRefused = false
        if !isInteractive { console.line("\n> \(command)") }
        let reply = try await interpreter.perform(command)
        save()
        switch reply {
        case .screen: showScreen()
        case .help: showHelp()
        case .quit:
          guard let unsaved = UnsavedWork(session.state), !isSecondQuit else { return finish() }
          guard isInteractive else { throw CommandError(unsaved.quitInScript) }
          console.errorLine("! \(unsaved.refusal)")
          quitWasRefused = true
        }
      } catch {
        save()
        guard isInteractive else {
          console.errorLine("line \(number): \(error.message)")
          session.close()
          return 2
        }
        console.errorLine("! \(error.message)")
      }
    }
    return finish(atEndOfInput: true)
  }

  /// Waits for the next line, prompting at a terminal and redrawing when the meeting moves on.
  private func nextLine() async -> InputLine? {
    if isInteractive { console.write("> ") }
    var signature = Screen.signature(of: session.state)
    await session.waitForInput(lines) {
      let now = Screen.signature(of: session.state)
      guard isInteractive, now != signature else { return }
      signature = now
      console.line("")
      showScreen()
      console.write("> ")
    }
    let line = lines.take()
    if line == nil, isInteractive { console.line("") }
    return line
  }

  private func showScreen() {
    console.line(renderer.render(session.state))
  }

  private func showHelp() {
    let speech = session.environment.speech.phase
    console.line(CommandHelp.text(for: Screen(session.state), speech: speech))
  }

  /// Writes the data file and tells about anything that went wrong meanwhile.
  @discardableResult
  private func save() -> FileStorageError? {
    let error = session.flush()
    let messages = session.takeIssues()
    for message in messages where message != lastWarning {
      console.errorLine("warning: \(message)")
      lastWarning = message
    }
    if error == nil, messages.isEmpty { lastWarning = nil }
    return error
  }

  /// Stops the app and writes the file for the last time.
  ///
  /// - Parameter atEndOfInput: Whether the input ended rather than the user quitting; an open
  ///   sheet or meeting is then lost without being asked about, which is reported, with status 2.
  private func finish(atEndOfInput: Bool = false) -> Int32 {
    let lost = atEndOfInput ? UnsavedWork(session.state) : nil
    session.close()
    let error = session.flush()
    let warnings = session.takeIssues()
    if let lost { console.errorLine("sync-ups: \(lost.endOfInput)") }
    guard let error else {
      for message in warnings { console.errorLine("warning: \(message)") }
      return lost == nil ? 0 : 2
    }
    console.errorLine(
      "sync-ups: the data file \(String(reflecting: error.url.path)) could not be written "
        + "(\(error.reason)); the latest changes were not saved.")
    return 1
  }
}
