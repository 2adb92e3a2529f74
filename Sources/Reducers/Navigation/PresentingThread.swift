#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this thread is inside a presented child's reducer right now: a faster question than
/// the ``NavigationContext/isPresented`` task-local, asked at every level of a presentation
/// chain for every action that goes through it.
///
/// It is set only while `NavigationContext.withPresented` runs its body, which is synchronous,
/// so the task-local is set then too: a "yes" here is always the task-local's answer, and a
/// "no" sends the question on to the task-local (an effect's task, say, inherits it set).
/// Reading a thread-specific value costs about a tenth of reading a task-local.
///
/// A reducer that asks at every level keeps the value it got from ``shared`` when it was built:
/// reading a `static let` checks that it is initialised on every read.
@usableFromInline
struct PresentingThread: Sendable {
  /// The thread-specific key; its value is non-nil while the thread runs a presented reducer.
  @usableFromInline let key: pthread_key_t

  /// The one key of the process.
  @usableFromInline
  static let shared: PresentingThread = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed with \(status)")
    return PresentingThread(key: key)
  }()

  @usableFromInline
  init(key: pthread_key_t) {
    self.key = key
  }

  /// Whether this thread is inside `NavigationContext.withPresented`'s body.
  @inlinable
  var isInside: Bool {
    pthread_getspecific(key) != nil
  }

  /// Runs `body` marked as inside a presented reducer on this thread, then restores the mark.
  func inside<Result>(_ body: () -> Result) -> Result {
    let outer = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    defer { pthread_setspecific(key, outer) }
    return body()
  }
}
