import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One benchmark's figures: time per operation, its hand-written baseline, and peak memory.
struct Result: Sendable {
  let name: String
  let nanosecondsPerOperation: Double
  let baselineNanosecondsPerOperation: Double?
  /// The median of the ratios of runs that timed the case and its baseline side by side.
  let ratio: Double?
  let peakResidentBytes: Int
  let note: String?

  /// A case with no hand-written baseline: no baseline, no ratio.
  init(name: String, nanosecondsPerOperation: Double, peakResidentBytes: Int, note: String?) {
    self.name = name
    self.nanosecondsPerOperation = nanosecondsPerOperation
    self.baselineNanosecondsPerOperation = nil
    self.ratio = nil
    self.peakResidentBytes = peakResidentBytes
    self.note = note
  }

  /// A case timed side by side with its baseline.

  init(name: String, _ comparison: Comparison, peakResidentBytes: Int, note: String?) {
    self.name = name
    self.nanosecondsPerOperation = comparison.nanosecondsPerOperation
    self.baselineNanosecondsPerOperation = comparison.baselineNanosecondsPerOperation
    self.ratio = comparison.ratio
    self.peakResidentBytes = peakResidentBytes
    self.note = note
  }
}

/// The runs of a case and its baseline timed side by side, slice by slice.
struct PairedTiming {
  let iterations: Int
  let baselineScale: Int
  /// `iterations` split into near-equal positive slices.
  let slices: [Int]
  private var elapsed = Duration.zero
  private var baselineElapsed = Duration.zero
  private var times: [Double] = []
  private var baselineTimes: [Double] = []

  init(iterations: Int, chunks: Int, baselineScale: Int) {
    self.iterations = iterations
    self.baselineScale = baselineScale
    let count = max(1, min(chunks, iterations))
    slices = (0..<count).map { index in
      iterations / count + (index < iterations % count ? 1 : 0)
    }
  }

  /// How many operations the baseline performs in a run.
  var baselineIterations: Int { iterations * baselineScale }

  /// Adds one slice's times.
  mutating func add(_ slice: Duration, _ baselineSlice: Duration) {
    elapsed += slice
    baselineElapsed += baselineSlice
  }

  /// Closes a run: its nanoseconds per operation on both sides.
  mutating func endRun() {
    times.append(Measure.seconds(elapsed) * 1e9 / Double(iterations))
    baselineTimes.append(Measure.seconds(baselineElapsed) * 1e9 / Double(baselineIterations))
    elapsed = .zero
    baselineElapsed = .zero
  }

  /// The medians, and the median of the runs' ratios.
  var comparison: Comparison {
    let ratios = zip(times, baselineTimes).map { $0 / max($1, 0.001) }
    return Comparison(
      nanosecondsPerOperation: Measure.median(times),
      baselineNanosecondsPerOperation: Measure.median(baselineTimes),
      ratio: Measure.median(ratios))
  }
}

/// A case timed against its baseline in the same runs.
struct Comparison: Sendable {
  /// The median nanoseconds per operation of the case.
  let nanosecondsPerOperation: Double
  /// The median nanoseconds per operation of the baseline.
  let baselineNanosecondsPerOperation: Double
  /// The median of the per-run ratios: each run times both, side by side.
  let ratio: Double
}

/// Times work: a warm-up run, then the median of several runs, each of `iterations` operations.
///
/// A case and its baseline are timed side by side (``compare(iterations:chunks:_:against:)``):
/// each run alternates slices of the two, so a burst of load on this shared machine slows both
/// alike, and the ratio reported is the median of the runs' ratios.
enum Measure {
  static let runs = 9

  /// Scales an iteration count by `NAV_BENCH_SCALE` (default 1), e.g. `0.01` under a profiler.
  static func scaled(_ iterations: Int) -> Int {
    let scale = ProcessInfo.processInfo.environment["NAV_BENCH_SCALE"].flatMap(Double.init) ?? 1
    return max(1, Int(Double(iterations) * scale))
  }

  /// The median nanoseconds per operation of `body`, which performs `iterations` operations.
  static func nanosecondsPerOperation(
    iterations: Int, _ body: () -> Void
  ) -> Double {
    body()
    var samples: [Double] = []
    for _ in 0..<runs {
      let clock = ContinuousClock()
      let elapsed = clock.measure { body() }
      samples.append(seconds(elapsed) * 1e9 / Double(iterations))
    }
    return median(samples)
  }

  /// Times `subject` against `baseline`, each performing the number of operations it is given;
  /// a warm-up run, then ``runs`` runs of `iterations` operations each, alternating `chunks`
  /// slices of the two.
  ///
  /// The baseline performs `baselineScale` times as many operations as the case, so that a much
  /// faster baseline still runs long enough in each slice not to be timed cold.
  static func compare(
    iterations: Int, chunks: Int = 10, baselineScale: Int = 1, _ subject: (Int) -> Void,
    against baseline: (Int) -> Void
  ) -> Comparison {
    var timing = PairedTiming(iterations: iterations, chunks: chunks, baselineScale: baselineScale)
    subject(iterations)
    baseline(timing.baselineIterations)
    let clock = ContinuousClock()
    for _ in 0..<runs {
      for slice in timing.slices {
        let elapsed = clock.measure { subject(slice) }
        timing.add(elapsed, clock.measure { baseline(slice * baselineScale) })
      }
      timing.endRun()
    }
    return timing.comparison
  }

  /// The same, for a case that suspends (a `TestStore` step).
  @MainActor
  static func compare(
    iterations: Int, chunks: Int = 10, _ subject: @MainActor (Int) async -> Void,
    against baseline: (Int) -> Void
  ) async -> Comparison {
    var timing = PairedTiming(iterations: iterations, chunks: chunks, baselineScale: 1)
    await subject(iterations)
    baseline(iterations)
    let clock = ContinuousClock()
    for _ in 0..<runs {
      for slice in timing.slices {
        let start = clock.now
        await subject(slice)
        let elapsed = clock.now - start
        timing.add(elapsed, clock.measure { baseline(slice) })
      }
      timing.endRun()
    }
    return timing.comparison
  }

  static func median(_ samples: [Double]) -> Double {
    samples.sorted()[samples.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// Hands the allocator's free pages back to the system (glibc's `malloc_trim`, looked up at run
  /// time; nothing elsewhere), so the resident size that follows counts memory in use rather
  /// than pages the allocator happens to keep.
  static func returnFreePages() {
    #if os(Linux)
      typealias Trim = @convention(c) (Int) -> Int32
      let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
      guard let symbol = dlsym(everywhere, "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }

  /// The resident set size of this process now, in bytes; the peak where the current size is
  /// not available (outside Linux).
  static func residentBytes() -> Int {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return peakResidentBytes()
      }
      let fields = text.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return peakResidentBytes() }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return peakResidentBytes()
    #endif
  }

  /// The least-squares slope of `y` over `x`: how fast a measurement grows.
  static func slope(_ points: [(cycles: Double, bytes: Double)]) -> Double {
    let count = Double(points.count)
    let meanX = points.map(\.cycles).reduce(0, +) / count
    let meanY = points.map(\.bytes).reduce(0, +) / count
    let covariance = points.map { ($0.cycles - meanX) * ($0.bytes - meanY) }.reduce(0, +)
    let variance = points.map { ($0.cycles - meanX) * ($0.cycles - meanX) }.reduce(0, +)
    return variance > 0 ? covariance / variance : 0
  }

  /// The peak resident set size of this process so far, in bytes.
  ///
  /// On Linux it is the kernel's high-water mark for this program's memory (`VmHWM`), which
  /// starts afresh when a program is executed: `getrusage`'s peak is kept across `execve`, and
  /// `swift run` executes the benchmark in its own process, so that peak is `swift run`'s
  /// (about 120 MiB) and would hide any growth of ours below it.
  static func peakResidentBytes() -> Int {
    #if os(Linux)
      if let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
      {
        return kibibytes * 1024
      }
    #endif
    var usage = rusage()
    #if canImport(Darwin)
      getrusage(RUSAGE_SELF, &usage)
      return Int(usage.ru_maxrss)
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return Int(usage.ru_maxrss) * 1024
    #endif
  }
}

/// Keeps the optimiser from deleting work whose result nobody reads.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
