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
  let peakResidentBytes: Int
  let note: String?

  var ratio: Double? {
    baselineNanosecondsPerOperation.map { nanosecondsPerOperation / max($0, 0.001) }
  }
}

/// Times work: a warm-up run, then the median of several runs, each of `iterations` operations.
enum Measure {
  static let runs = 7

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
    return samples.sorted()[samples.count / 2]
  }

  /// The same, for work that suspends.
  @MainActor
  static func nanosecondsPerOperation(
    iterations: Int, _ body: @MainActor () async -> Void
  ) async -> Double {
    await body()
    var samples: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      await body()
      samples.append(seconds(ContinuousClock.now - start) * 1e9 / Double(iterations))
    }
    return samples.sorted()[samples.count / 2]
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
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
  static func peakResidentBytes() -> Int {
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
