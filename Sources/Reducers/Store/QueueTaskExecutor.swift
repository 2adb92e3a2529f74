import Synchronization

/// A task executor that only queues jobs; its owner runs them, one at a time, when it chooses.
///
/// A `TestStore` starts effects on one of these and drains the queue synchronously after every
/// step, so when a step returns each effect has either finished or is suspended on something
/// the test controls (a test clock, a stream, another action).
@usableFromInline
package final class QueueTaskExecutor: TaskExecutor {
  private let jobs = Lock<[UnownedJob]>([])
  private let watchers = Lock<(nextID: Int, waiting: [Int: CheckedContinuation<Void, Never>])>(
    (0, [:]))

  package init() {}

  /// Queues a job; it runs on the next drain. Wakes anyone waiting for work.
  @usableFromInline
  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
    let waiting = watchers.withLock { watchers in
      defer { watchers.waiting = [:] }
      return Array(watchers.waiting.values)
    }
    for continuation in waiting { continuation.resume() }
  }

  /// Suspends until a job is queued (or is already queued), or the waiting task is cancelled.
  ///
  /// Effects resumed from outside the drain (a real clock, another thread, the main actor)
  /// enqueue a job; a `TestStore` waiting for an action uses this to notice.
  package func waitForJob() async {
    let id = watchers.withLock { watchers in
      defer { watchers.nextID += 1 }
      return watchers.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let registered = watchers.withLock { watchers -> Bool in
          guard !hasPendingJobs, !Task.isCancelled else { return false }
          watchers.waiting[id] = continuation
          return true
        }
        if !registered { continuation.resume() }
      }
    } onCancel: {
      watchers.withLock { $0.waiting.removeValue(forKey: id) }?.resume()
    }
  }

  /// Whether jobs are waiting to run.
  package var hasPendingJobs: Bool {
    jobs.withLock { !$0.isEmpty }
  }

  /// Runs the jobs queued now, in order; jobs they enqueue wait for the next batch.
  ///
  /// - Returns: The number of jobs that ran.
  @discardableResult
  package func runBatch() -> Int {
    let batch = jobs.withLock { jobs -> [UnownedJob] in
      defer { jobs.removeAll(keepingCapacity: true) }
      return jobs
    }
    for job in batch {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
    return batch.count
  }

  /// Runs queued jobs in order, including jobs they enqueue, until the queue is empty.
  ///
  /// For tests of the runtime that drive a queue by hand; the library itself drains with
  /// ``runUntilIdle(atMost:)``, which cannot hang on an effect that never stops.
  ///
  /// - Returns: The number of jobs that ran.
  @discardableResult
  package func runUntilIdle() -> Int {
    runUntilIdle(atMost: .max).jobs
  }

  /// Runs queued jobs in order, including jobs they enqueue, until the queue is empty or `limit`
  /// jobs ran: the drain after cancelling effects, which an effect that ignores cancellation
  /// (a loop that yields but never checks) would otherwise keep going forever.
  ///
  /// - Parameter limit: The most jobs to run.
  /// - Returns: The number of jobs that ran, and whether the queue is empty; jobs left stay
  ///   queued.
  @discardableResult
  package func runUntilIdle(atMost limit: Int) -> (jobs: Int, isIdle: Bool) {
    var count = 0
    while true {
      let batch = jobs.withLock { jobs -> [UnownedJob] in
        defer { jobs.removeAll(keepingCapacity: true) }
        return jobs
      }
      if batch.isEmpty { return (count, true) }
      for (index, job) in batch.enumerated() {
        guard count < limit else {
          // Put back what did not run, ahead of what the jobs that ran enqueued.
          jobs.withLock { $0.insert(contentsOf: batch[index...], at: 0) }
          return (count, false)
        }
        job.runSynchronously(on: asUnownedTaskExecutor())
        count += 1
      }
    }
  }

  /// Runs what effects do once cancelled, at most ``cancellationJobLimit`` jobs, and sets aside
  /// the rest: work of an effect that ignores its cancellation, which no later drain runs again
  /// (its task stays suspended).
  ///
  /// - Returns: Whether the cancelled effects ended within the limit.
  package func drainCancelled() -> Bool {
    guard !runUntilIdle(atMost: Self.cancellationJobLimit).isIdle else { return true }
    jobs.withLock { $0.removeAll() }
    return false
  }

  /// The most jobs a drain after cancelling effects runs: a cancelled effect ends within a few;
  /// one that has not after this many ignores its cancellation.
  package static let cancellationJobLimit = 10_000
}
