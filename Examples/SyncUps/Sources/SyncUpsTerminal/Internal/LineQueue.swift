import Foundation
import Reducers
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines of input waiting for the program: from a script, from text, or read from standard input
/// on a thread of their own.
///
/// The program takes lines one at a time, and in between waits for either the next line or for
/// work from running effects (a real clock's tick); ``waitForLine()`` is the half of that race
/// that input provides, and can be cancelled without losing a line.
final class LineQueue: Sendable {
  private struct State: Sendable {
    var lines: [InputLine] = []
    var isFinished = false
    var nextWaiterID = 0
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = Lock(State())

  /// Creates a queue that holds the given lines and then ends.
  init(lines: [InputLine]) {
    state.withLock { state in
      state.lines = lines
      state.isFinished = true
    }
  }

  /// Creates a queue that fills from standard input, read on a new thread until it ends.
  ///
  /// It reads bytes rather than using `readLine`, which would turn bytes that are not UTF-8 into
  /// U+FFFD without a word; ``LineSplitter`` makes such a line an error instead.
  static func standardInput() -> LineQueue {
    let queue = LineQueue()
    Thread.detachNewThread {
      var splitter = LineSplitter()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        queue.append(splitter.lines(appending: buffer[..<count]))
      }
      queue.append(splitter.finish())
      queue.finish()
    }
    return queue
  }

  private init() {}

  /// Removes and returns the next line, or `nil` when none is waiting.
  func take() -> InputLine? {
    state.withLock { state in
      state.lines.isEmpty ? nil : state.lines.removeFirst()
    }
  }

  /// Whether a line is waiting, or the input has ended: either way, waiting would not help.
  var isReady: Bool {
    state.withLock { !$0.lines.isEmpty || $0.isFinished }
  }

  /// Whether the input has ended and every line was taken.
  var isExhausted: Bool {
    state.withLock { $0.lines.isEmpty && $0.isFinished }
  }

  /// Suspends until a line is waiting or the input has ended, or the waiting task is cancelled.
  func waitForLine() async {
    let id = state.withLock { state in
      defer { state.nextWaiterID += 1 }
      return state.nextWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let registered = state.withLock { state -> Bool in
          guard state.lines.isEmpty, !state.isFinished, !Task.isCancelled else { return false }
          state.waiters[id] = continuation
          return true
        }
        if !registered { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }

  private func append(_ lines: [InputLine]) {
    guard !lines.isEmpty else { return }
    let waiters = state.withLock { state in
      state.lines += lines
      return takeWaiters(&state)
    }
    for waiter in waiters { waiter.resume() }
  }

  private func finish() {
    let waiters = state.withLock { state in
      state.isFinished = true
      return takeWaiters(&state)
    }
    for waiter in waiters { waiter.resume() }
  }

  private func takeWaiters(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
    defer { state.waiters = [:] }
    return Array(state.waiters.values)
  }
}
