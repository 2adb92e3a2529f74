import Foundation
import Reducers
import Testing

extension SharedState {
  /// The lock every process takes from its check of a data file to the rename that replaces it,
  /// and where the reports of saves made later by a timer go.
  @Suite struct FileStorageLockTests {
    @Test func aSaveWaitsForTheLockAndSaysSoWhenItIsHeldTooLong() throws {
      try withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("count.json")
        let impatient = LiveFileSystem(lockTimeout: .milliseconds(50))
        let storage = FileStorage(fileSystem: impatient, throttle: .zero)
        let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))

        // Another process is saving a file in the folder: it holds the folder's lock all along.
        let issues = try LiveFileSystem().withExclusiveLock(on: url) {
          collectIssues { count.withLock { $0 = 1 } }
        }

        #expect(
          issues.map(\.message) == [
            """
            Couldn't save changes to "\(url.path)": Another process has been saving the file for \
            more than 50 ms (it may be stopped or stuck).

            Nothing was written; your changes are not saved yet. They are kept in memory, and saving \
            them is tried again with the next change.
            """
          ])
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(storage.writeError(for: url)?.kind == .writeFailed(fileExisted: false))

        // Released, the next change saves what was kept.
        let saved = collectIssues { count.withLock { $0 = 2 } }
        #expect(saved.isEmpty)
        #expect(try bytes(at: url) == Data("2".utf8))
        // The lock is the folder's: nothing is left beside the file.
        #expect(try contents(of: directory) == ["count.json"])
      }
    }

    @Test func theLockIsReleasedWhenItsBodyThrows() throws {
      try withTemporaryDirectory { directory throws in
        let url = directory.appendingPathComponent("count.json")
        struct Failure: Error {}
        let disk = LiveFileSystem(lockTimeout: .milliseconds(50))
        #expect(throws: Failure.self) {
          try disk.withExclusiveLock(on: url) { throw Failure() }
        }
        // Free again: taking it does not time out.
        #expect(try disk.withExclusiveLock(on: url) { 7 } == 7)
      }
    }

    @Test func aFailedSaveByTheTimerIsReportedWhereTheChangeWasMadeWithNoSourcePath() throws {
      let fileSystem = InMemoryFileSystem()
      let scheduler = ManualScheduler()
      let url = URL(fileURLWithPath: "/data/count.json")
      let storage = FileStorage(
        fileSystem: fileSystem, throttle: .seconds(1), schedule: scheduler.schedule)
      let count = Shared(wrappedValue: 0, FileStorageKey<Int>(url: url, storage: storage))
      let collector = IssueCollector()
      IssueReporting.$reporter.withValue(collector) {
        count.withLock { $0 = 1 }
        // Another process saves the file; the next change waits for the timer.
        try? fileSystem.write(Data("7".utf8), to: url)
        count.withLock { $0 = 2 }
      }
      #expect(collector.messages.isEmpty)

      // The timer fires on a thread of its own, with no reporter: the one of the change is used.
      let elsewhere = collectIssues { IssueReporting.$reporter.withValue(nil) { scheduler.fire() } }

      #expect(elsewhere.isEmpty)
      #expect(collector.messages == [FileStorageConflictTests.conflict(url)])
      #expect(
        collector.issues.map(\.description) == [
          "runtime warning: \(FileStorageConflictTests.conflict(url))"
        ])
      #expect(try fileSystem.read(url) == Data("7".utf8))
    }

    @Test func aWarningAtACallersSiteKeepsItsLocation() {
      let issue = ReportedIssue(
        message: "An \"ifLet\" received an action for a child that is gone.",
        site: CallSite(fileID: "Feature/Feature.swift", filePath: "/p/Feature.swift", line: 12))
      #expect(
        issue.description
          == #"Feature/Feature.swift:12: runtime warning: An "ifLet" received an action for a child that is gone."#
      )
    }
  }
}
