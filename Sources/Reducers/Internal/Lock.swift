import Synchronization

/// A value protected by a `Mutex`, whose critical sections the thread sanitizer sees ordered.
///
/// The package locks with this instead of `Mutex` itself. On Linux, `Mutex` hands a contended
/// lock from one thread to the next inside the kernel (a priority-inheriting futex), where the
/// thread sanitizer cannot see it: under contention it reports the value the lock protects as
/// raced, on both sides of two correct critical sections. A dozen lines contending on one
/// `Mutex` built with `-sanitize=thread` reproduce it without this package.
///
/// So every critical section here starts with an acquiring load of one atomic word and ends with
/// a releasing store to it. That orders each section after the one before it in a way the
/// sanitizer sees, and it changes nothing else: both run while the mutex is held, and on x86-64
/// they are plain moves (`ldar`/`stlr` on arm64). A real race — the value reached without the
/// lock — is still reported, because it does not go through that word. No suppression is needed.
@usableFromInline
package struct Lock<Value: ~Copyable>: ~Copyable, Sendable {
  @usableFromInline let mutex: Mutex<Value>
  /// The word each critical section reads on entry and writes on exit; its value is never used.
  @usableFromInline let handOver = Atomic<Int>(0)

  /// Creates a lock protecting `initialValue`.
  @inlinable
  package init(_ initialValue: consuming sending Value) {
    mutex = Mutex(initialValue)
  }

  /// Runs `body` with exclusive access to the protected value, and returns what it returns.
  @inlinable
  package borrowing func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
      _ = handOver.load(ordering: .acquiring)
      defer { handOver.store(0, ordering: .releasing) }
      return try body(&value)
    }
  }
}
