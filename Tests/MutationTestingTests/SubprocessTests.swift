import Foundation
import Testing

@testable import MutationTesting

/// Commands run to their end, their time limit, or the marker they are watched for.
@Suite struct SubprocessTests {
  /// A fresh log file's path.
  func logPath() -> String {
    NSTemporaryDirectory() + "subprocess-\(UUID().uuidString).log"
  }

  @Test func aCommandRunsToItsEndAndItsStatusIsKept() {
    let log = logPath()
    defer { unlink(log) }
    #expect(
      Subprocess.run(["sh", "-c", "echo fine; exit 3"], log: log, timeout: .seconds(30))
        == .exited(3))
    #expect((try? String(contentsOfFile: log, encoding: .utf8)) == "fine\n")
  }

  @Test func aCommandIsStoppedOnceItWritesTheMarkerEvenSplitAcrossTwoWrites() {
    let log = logPath()
    defer { unlink(log) }
    let started = ContinuousClock.now
    let outcome = Subprocess.run(
      ["sh", "-c", "printf 'one\\n✘ Te'; sleep 0.5; printf 'st failed\\n'; sleep 30"], log: log,
      timeout: .seconds(60), stoppingAt: "✘ Test ")
    #expect(outcome == .stoppedAtMarker)
    #expect(ContinuousClock.now - started < .seconds(20))
  }

  @Test func withoutItsMarkerACommandRunsOnToItsEnd() {
    let log = logPath()
    defer { unlink(log) }
    let outcome = Subprocess.run(
      ["sh", "-c", "echo '━ Test known'; sleep 0.3; echo done"], log: log,
      timeout: .seconds(30), stoppingAt: "✘ Test ")
    #expect(outcome == .exited(0))
    #expect((try? String(contentsOfFile: log, encoding: .utf8))?.hasSuffix("done\n") == true)
  }

  @Test func aCommandPastItsTimeLimitIsKilledWithWhatItStarted() {
    let log = logPath()
    defer { unlink(log) }
    let started = ContinuousClock.now
    let outcome = Subprocess.run(
      ["sh", "-c", "sleep 30 & sleep 30"], log: log, timeout: .milliseconds(500))
    #expect(outcome == .timedOut)
    #expect(ContinuousClock.now - started < .seconds(20))
  }
}
