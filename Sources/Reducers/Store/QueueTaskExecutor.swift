import Synchronization

/// A task executor that only queues jobs; its owner runs them, one at a time, when it chooses.
///
/// A `TestStore` starts effects on one of these and drains the queue synchronously after every
/// step, so when a step returns each effect has either finished or is suspended on something
/// the test controls (a test clock, a stream, another action).
package final class QueueTaskExecutor: TaskExecutor {
  private let jobs = Mutex<[UnownedJob]>([])

  package init() {}

  /// Queues a job; it runs on the next drain.
  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  /// Whether jobs are waiting to run.
  package var hasPendingJobs: Bool {
    jobs.withLock { !$0.isEmpty }
  }

  /// Runs queued jobs in order, including jobs they enqueue, until the queue is empty.
  ///
  /// - Returns: The number of jobs that ran.
  @discardableResult
  package func runUntilIdle() -> Int {
    var count = 0
    while true {
      let batch = jobs.withLock { jobs -> [UnownedJob] in
        defer { jobs.removeAll(keepingCapacity: true) }
        return jobs
      }
      if batch.isEmpty { return count }
      for job in batch {
        job.runSynchronously(on: asUnownedTaskExecutor())
        count += 1
      }
    }
  }
}
