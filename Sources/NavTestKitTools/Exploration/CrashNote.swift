#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Reducers

/// What the explorer writes to standard error when a step traps: the path it was taking.
///
/// A trap in a reducer or an effect (a `fatalError`, an index out of range, a forced unwrap of
/// `nil`) ends the process before any test failure can be reported. So while it explores, each
/// worker of the explorer keeps the path of the step it is taking written out in a slot of its
/// own, and a handler of the signals a trap raises writes the note of the thread that trapped
/// (all of them, if the trap came from a thread no note names), with `write`, which is safe in
/// a signal handler, then lets the signal end the process as it would have.
enum CrashNote {
  /// The signals a trap raises: `ud2` on x86-64, `brk` on arm64, `abort()`, a bad access.
  private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

  /// One worker's note: the thread that wrote it last, and the bytes (a length, then UTF-8).
  private struct Slot {
    var thread: UInt = 0
    var note: UnsafeMutableRawPointer?
  }

  /// The workers' slots; `nil` while nothing is being explored. Each slot is written by its
  /// worker only, and read only by the signal handler.
  nonisolated(unsafe) private static var slots: UnsafeMutableBufferPointer<Slot>?

  /// Notes replaced while exploring: freed when it ends, never while a handler may read them.
  private static let retired = Lock<[UInt]>([])

  /// The handlers that were there before, restored when the exploration ends.
  nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?

  /// Installs the handler, with a slot for each worker, before an exploration starts.
  static func prepare(workers: Int) {
    clear()
    let buffer = UnsafeMutableBufferPointer<Slot>.allocate(capacity: max(1, workers))
    buffer.initialize(repeating: Slot())
    slots = buffer
    install()
  }

  /// Keeps `text` as the note of a worker's slot, to write if the process stops now; `nil`
  /// when the worker is between steps.
  static func set(_ text: String?, slot: Int) {
    guard let slots, slots.indices.contains(slot) else { return }
    var note: UnsafeMutableRawPointer?
    if let text {
      let bytes = Array(text.utf8)
      let raw = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<Int>.size + bytes.count, alignment: MemoryLayout<Int>.alignment)
      raw.storeBytes(of: bytes.count, as: Int.self)
      bytes.withUnsafeBytes {
        (raw + MemoryLayout<Int>.size).copyMemory(from: $0.baseAddress!, byteCount: bytes.count)
      }
      note = raw
    }
    let old = slots[slot].note
    slots[slot] = Slot(thread: currentThread(), note: note)
    if let old {
      let address = UInt(bitPattern: old)
      retired.withLock { $0.append(address) }
    }
  }

  /// Forgets the notes and gives the signals back to the handlers that were there before (the
  /// runtime's backtracer, say).
  static func clear() {
    if previous != nil {
      restorePrevious()
      previous?.deallocate()
      previous = nil
    }
    if let slots {
      for slot in slots { slot.note?.deallocate() }
      slots.deallocate()
      Self.slots = nil
    }
    let addresses = retired.withLock { notes in
      defer { notes = [] }
      return notes
    }
    for address in addresses {
      UnsafeMutableRawPointer(bitPattern: address)?.deallocate()
    }
  }

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

  /// The calling thread, as a number; safe in a signal handler.
  fileprivate static func currentThread() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// Puts back the handlers that were there before; safe in a signal handler.
  fileprivate static func restorePrevious() {
    guard let previous else { return }
    for (index, number) in signals.enumerated() {
      _ = sigaction(number, previous + index, nil)
    }
  }

  /// Writes the note of the thread that trapped, or every note if none is its: called from the
  /// signal handler.
  fileprivate static func writeNote() {
    guard let slots else { return }
    let thread = currentThread()
    let own = slots.contains { $0.thread == thread && $0.note != nil }
    for slot in slots where slot.note != nil && (!own || slot.thread == thread) {
      guard let note = slot.note else { continue }
      let count = note.load(as: Int.self)
      _ = write(2, note + MemoryLayout<Int>.size, count)
    }
  }
}

/// The handler: the note, then the handlers that were there before, which the signal, raised
/// again, reaches (the default action ends the process as the trap would have).
private let crashNoteHandler: @convention(c) (Int32) -> Void = { number in
  CrashNote.writeNote()
  CrashNote.restorePrevious()
  raise(number)
}
