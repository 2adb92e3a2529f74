/// The decisions of a ``TestClock``: the current time and the sleepers waiting for it.
///
/// A pure state machine with no locks and no tasks: the clock keeps one behind a mutex, asks it
/// what to do, and does it (resumes a continuation) after releasing the lock. Sleepers are kept
/// sorted by deadline, ties in the order they started sleeping, so ``popDue(through:)`` hands them
/// out in the order they must wake.
///
/// A sleep has an identifier before it has a waiter: the clock ``reserve()``s one, installs its
/// cancellation handler, then calls ``sleep(_:until:waiter:)``. A cancellation that arrives
/// in between is remembered and fails the sleep as soon as it starts.
package struct TestClockScheduler<Instant: Comparable, Waiter> {
  /// What to do with a waiter that was handed to ``sleep(_:until:waiter:)``.
  package enum SleepDecision {
    /// The deadline has passed: resume the waiter now.
    case resume(Waiter)
    /// The sleep was cancelled before it started: fail the waiter with `CancellationError`.
    case cancel(Waiter)
    /// The waiter sleeps until the clock is advanced past its deadline.
    case suspend
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let waiter: Waiter
  }

  /// The clock's current time.
  package private(set) var now: Instant
  private var sleepers: [Sleeper] = []
  private var reserved: Set<UInt64> = []
  private var cancelledBeforeSleeping: Set<UInt64> = []
  private var nextID: UInt64 = 0

  /// Creates a scheduler at `now` with no sleepers.
  package init(now: Instant) {
    self.now = now
  }

  /// The number of sleepers waiting for the clock to advance.
  package var sleeperCount: Int { sleepers.count }

  /// The earliest deadline a sleeper waits for, if any.
  package var nextDeadline: Instant? { sleepers.first?.deadline }

  /// Every sleeper's deadline, earliest first.
  package var deadlines: [Instant] { sleepers.map(\.deadline) }

  /// Returns whether some sleeper's waiter satisfies `predicate`.
  package func containsWaiter(where predicate: (Waiter) -> Bool) -> Bool {
    sleepers.contains { predicate($0.waiter) }
  }

  /// Returns a fresh identifier for a sleep that is about to start.
  package mutating func reserve() -> UInt64 {
    defer { nextID += 1 }
    reserved.insert(nextID)
    return nextID
  }

  /// Starts the reserved sleep `id` until `deadline`, and says what to do with its waiter.
  package mutating func sleep(_ id: UInt64, until deadline: Instant, waiter: Waiter)
    -> SleepDecision
  {
    reserved.remove(id)
    if cancelledBeforeSleeping.remove(id) != nil {
      return .cancel(waiter)
    }
    // Only a deadline strictly in the past returns at once; one at `now` waits for the next
    // advance, as with swift-clocks' test clock (tests cancel such a sleeper in flight).
    if deadline < now {
      return .resume(waiter)
    }
    let index = insertionIndex(for: deadline)
    sleepers.insert(Sleeper(id: id, deadline: deadline, waiter: waiter), at: index)
    return .suspend
  }

  /// Cancels the sleep `id`, returning its waiter if it was sleeping and must now fail.
  ///
  /// A sleep that already woke is left alone; one that is reserved but not started fails when
  /// it starts.
  package mutating func cancel(_ id: UInt64) -> Waiter? {
    if let index = sleepers.firstIndex(where: { $0.id == id }) {
      return sleepers.remove(at: index).waiter
    }
    if reserved.remove(id) != nil {
      cancelledBeforeSleeping.insert(id)
    }
    return nil
  }

  /// Removes the earliest sleeper whose deadline is at or before `target`, moving the time to its
  /// deadline, and returns its waiter; `nil` when no sleeper is due.
  package mutating func popDue(through target: Instant) -> Waiter? {
    guard let first = sleepers.first, first.deadline <= target else { return nil }
    sleepers.removeFirst()
    if now < first.deadline { now = first.deadline }
    return first.waiter
  }

  /// Moves the time forward to `target`; the time never goes back.
  package mutating func move(to target: Instant) {
    if now < target { now = target }
  }

  /// The index after every sleeper due at or before `deadline`: ties wake in arrival order.
  private func insertionIndex(for deadline: Instant) -> Int {
    var low = 0
    var high = sleepers.count
    while low < high {
      let middle = (low + high) / 2
      if sleepers[middle].deadline <= deadline {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
