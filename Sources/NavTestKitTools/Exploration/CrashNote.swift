import Reducers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the explorer writes to standard error when a step traps: the path it was taking.
///
/// A trap in a reducer or an effect (a `fatalError`, an index out of range, a forced unwrap of
/// `nil`) ends the process before any test failure can be reported. So while it explores, each
/// worker of the explorer keeps the path of the step it is taking written out in a slot of its
/// own (explorations of tests running side by side each hold their own slots), and a handler of
/// the signals a trap raises writes the note of the thread that trapped (all of them, if the
/// trap came from a thread no note names), with `write`, which is safe in a signal handler,
/// then lets the signal end the process as it would have.
enum CrashNote {
  /// The signals a trap raises: `ud2` on x86-64, `brk` on arm64, `abort()`, a bad access.
  private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

  /// One worker's note: the thread that wrote it last, and the bytes (a length, then UTF-8).
  private struct Slot {
    var thread: UInt = 0
    var note: UnsafeMutableRawPointer?
  }

  /// How many workers, over all the explorations running at once, can keep a note.
  static let capacity = 256

  /// Every slot, made once and never freed, so the signal handler can always read it. A slot
  /// is written only by the worker that holds it, and read only by the handler.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Slot> = {
    let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
    slots.initialize(repeating: Slot(), count: capacity)
    return slots
  }()

  /// Which slots are free, the notes each held slot replaced (freed when it is given back,
  /// never while its worker may still write), and how many slots are held.
  private struct Ledger {
    var free = Array((0..<CrashNote.capacity).reversed())
    var replaced: [Int: [UInt]] = [:]
    var held = 0
  }

  private static let ledger = Lock(Ledger())

  /// The handlers that were there before, while the explorer's is installed; changed only
  /// with the ledger locked.
  nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?

  /// Takes a slot for each of an exploration's workers (fewer when so many explorations run
  /// that the slots are all held: a worker without one keeps no note), and installs the
  /// handler if no exploration had.
  static func claim(_ count: Int) -> [Int] {
    ledger.withLock { ledger in
      let taken = Array(ledger.free.suffix(count).reversed())
      ledger.free.removeLast(taken.count)
      if ledger.held == 0 { install() }
      ledger.held += taken.count
      return taken
    }
  }

  /// Gives slots back once their workers are done, and the signals back to the handlers that
  /// were there before (the runtime's backtracer, say) when no exploration holds one.
  static func release(_ taken: [Int]) {
    ledger.withLock { ledger in
      for slot in taken {
        slots[slot].note?.deallocate()
        slots[slot] = Slot()
        for address in ledger.replaced.removeValue(forKey: slot) ?? [] {
          UnsafeMutableRawPointer(bitPattern: address)?.deallocate()
        }
        ledger.free.append(slot)
      }
      ledger.held -= taken.count
      if ledger.held == 0 { restorePrevious(forgetting: true) }
    }
  }

  /// Keeps `text` as the note of a worker's slot, to write if the process stops now; `nil`
  /// when the worker is between steps. A worker without a slot (`nil`) keeps none.
  static func set(_ text: String?, slot: Int?) {
    guard let slot else { return }
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
      ledger.withLock { $0.replaced[slot, default: []].append(address) }
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

  /// Puts back the handlers that were there before; safe in a signal handler, where they are
  /// kept for the process's last moments.
  fileprivate static func restorePrevious(forgetting: Bool = false) {
    guard let previous else { return }
    for (index, number) in signals.enumerated() {
      _ = sigaction(number, previous + index, nil)
    }
    if forgetting {
      previous.deallocate()
      Self.previous = nil
    }
  }

  /// Writes the note of the thread that trapped, or every note if none is its: called from the
  /// signal handler.
  fileprivate static func writeNote() {
    let thread = currentThread()
    var own = false
    for index in 0..<capacity where slots[index].note != nil && slots[index].thread == thread {
      own = true
    }
    for index in 0..<capacity {
      let slot = slots[index]
      guard let note = slot.note, !own || slot.thread == thread else { continue }
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
