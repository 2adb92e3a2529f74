#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the explorer writes to standard error when a step traps: the path it was taking.
///
/// A trap in a reducer or an effect (a `fatalError`, an index out of range, a forced unwrap of
/// `nil`) ends the process before any test failure can be reported. So while it explores, the
/// explorer keeps the path of the step it is taking written out, and a handler of the signals a
/// trap raises writes it (with `write`, which is safe in a signal handler), then lets the signal
/// end the process as it would have.
enum CrashNote {
  /// The signals a trap raises: `ud2` on x86-64, `brk` on arm64, `abort()`, a bad access.
  private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

  /// The note, as bytes for `write`; `nil` while nothing is being explored.
  nonisolated(unsafe) private static var note: UnsafeMutableBufferPointer<UInt8>?

  /// The handlers that were there before, restored when the exploration ends.
  nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?

  /// Keeps `text` as the note to write if the process stops now; the first call installs the
  /// handler.
  @MainActor
  static func set(_ text: String) {
    install()
    let bytes = Array(text.utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    let old = note
    note = buffer
    old?.deallocate()
  }

  /// Forgets the note and gives the signals back to the handlers that were there before (the
  /// runtime's backtracer, say).
  @MainActor
  static func clear() {
    guard let previous else { return }
    restorePrevious()
    previous.deallocate()
    Self.previous = nil
    let old = note
    note = nil
    old?.deallocate()
  }

  @MainActor
  private static func install() {
    guard previous == nil else { return }
    let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
    for (index, number) in signals.enumerated() {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = crashNoteHandler
      #else
        action.__sigaction_u.__sa_handler = crashNoteHandler
      #endif
      sigemptyset(&action.sa_mask)
      (saved + index).initialize(to: sigaction())
      _ = sigaction(number, &action, saved + index)
    }
    previous = saved
  }

  /// Puts back the handlers that were there before; safe in a signal handler.
  fileprivate static func restorePrevious() {
    guard let previous else { return }
    for (index, number) in signals.enumerated() {
      _ = sigaction(number, previous + index, nil)
    }
  }

  /// Writes the note, if there is one: called from the signal handler.
  fileprivate static func writeNote() {
    guard let note, let base = note.baseAddress else { return }
    _ = write(2, base, note.count)
  }
}

/// The handler: the note, then the handlers that were there before, which the signal, raised
/// again, reaches (the default action ends the process as the trap would have).
private let crashNoteHandler: @convention(c) (Int32) -> Void = { number in
  CrashNote.writeNote()
  CrashNote.restorePrevious()
  raise(number)
}
