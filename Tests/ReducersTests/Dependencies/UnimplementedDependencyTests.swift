import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite struct UnimplementedDependencyTests {
    @Test func readingUUIDWithoutOverrideReportsNoTestImplementation() throws {
      let collector = DependencyIssueCollector()
      let line = UInt(#line + 2)
      collector.collect {
        @Dependency(\.uuid) var uuid
        _ = uuid()
      }
      let issue = try #require(collector.reported.first)
      #expect(collector.reported.count == 1)
      #expect(
        issue.message == """
          @Dependency(\\.uuid) has no test implementation, but was accessed from a test context:

            Location: ReducersTests/UnimplementedDependencyTests.swift:\(line)
            Dependency: UUIDGenerator

          Dependencies registered with the library are not allowed to use their default, live \
          implementations when run from tests.

          To fix, override 'uuid' with a test value. If you are using a TestStore, mutate its \
          'dependencies' property or pass 'withDependencies:'. Otherwise, use 'withDependencies' to \
          override it.
          """
      )
      #expect(issue.site.line == line)
      #expect("\(issue.site.fileID)" == "ReducersTests/UnimplementedDependencyTests.swift")
    }

    @Test func reportsOncePerCacheEvenWhenReadTwice() {
      let collector = DependencyIssueCollector()
      collector.collect {
        @Dependency(\.uuid) var uuid
        _ = uuid()
        _ = uuid()
        @Dependency(\.uuid) var again
        _ = again()
      }
      #expect(collector.messages.count == 1)
    }

    @Test func reportsAgainForAFreshIsolatedCache() {
      let collector = DependencyIssueCollector()
      collector.collect {
        @Dependency(\.uuid) var uuid
        _ = uuid()
      }
      collector.collect {
        @Dependency(\.uuid) var uuid
        _ = uuid()
      }
      #expect(collector.messages.count == 2)
      #expect(
        collector.messages.allSatisfy {
          $0.hasPrefix("@Dependency(\\.uuid) has no test implementation")
        })
    }

    @Test func overriddenDependencyDoesNotReport() {
      let collector = DependencyIssueCollector()
      let id = collector.collect {
        withDependencies {
          $0.uuid = .constant(UUID(7))
        } operation: {
          @Dependency(\.uuid) var uuid
          return uuid()
        }
      }
      #expect(id == UUID(7))
      #expect(collector.messages.isEmpty)
    }

    @Test func propertyKeyPathReportNamesTheDependency() throws {
      let collector = DependencyIssueCollector()
      collector.collect {
        @Dependency(\.date.now) var now
        _ = now
      }
      let message = try #require(collector.messages.first)
      #expect(collector.messages.count == 1)
      #if os(Linux)
        // Linux key paths print computed properties as addresses: the name is the property
        // that read the key.
        #expect(message.hasPrefix("@Dependency(\\.date) has no test implementation"))
        #expect(message.contains("To fix, override 'date' with a test value."))
      #else
        #expect(
          message.hasPrefix("@Dependency(\\.date.now) has no test implementation")
            || message.hasPrefix("@Dependency(\\.date) has no test implementation")
        )
      #endif
      #expect(message.contains("  Dependency: DateGenerator\n"))
    }

    @Test func customKeyReportNamesItsProperty() throws {
      let collector = DependencyIssueCollector()
      let value = collector.collect {
        @Dependency(\.liveOnly) var liveOnly
        return liveOnly
      }
      #expect(value == "live")
      let message = try #require(collector.messages.first)
      #expect(message.hasPrefix("@Dependency(\\.liveOnly) has no test implementation"))
      #expect(message.contains("  Dependency: String\n"))
    }

    @Test func keyTypeReportNamesTheType() throws {
      let collector = DependencyIssueCollector()
      collector.collect {
        @Dependency(LiveOnlyKey.self) var liveOnly
        _ = liveOnly
      }
      let message = try #require(collector.messages.first)
      #expect(message.hasPrefix("@Dependency(LiveOnlyKey.self) has no test implementation"))
      #expect(message.contains("To fix, override 'LiveOnlyKey' with a test value."))
    }

    @Test func settingDateNowOverridesWithoutReadingTheDefault() {
      let collector = DependencyIssueCollector()
      let date = collector.collect {
        withDependencies {
          $0.date.now = Date(timeIntervalSince1970: 3)
        } operation: {
          @Dependency(\.date) var date
          return date()
        }
      }
      #expect(date == Date(timeIntervalSince1970: 3))
      #expect(collector.messages.isEmpty)
      // The default mutated into the override was not cached: a real read still reports.
      collector.collect {
        withDependencies {
          $0.date.now = Date(timeIntervalSince1970: 3)
        } operation: {
        }
        @Dependency(\.date) var date
        _ = date()
      }
      #expect(collector.messages.count == 1)
      #expect(
        collector.messages.first?.hasPrefix("@Dependency(\\.date) has no test implementation")
          == true)
    }

    @Test func continuousClockHasNoTestValue() throws {
      let collector = DependencyIssueCollector()
      collector.collect {
        @Dependency(\.continuousClock) var clock
        _ = clock
      }
      let message = try #require(collector.messages.first)
      #expect(message.hasPrefix("@Dependency(\\.continuousClock) has no test implementation"))
      #expect(message.contains("  Dependency: any Clock<Duration>\n"))
    }

    @Test func testOnlyKeyReadInALiveContextReportsNoLiveImplementation() throws {
      let collector = DependencyIssueCollector()
      let value = collector.collect {
        withDependencies {
          $0.context = .live
        } operation: {
          @Dependency(\.testOnly) var testOnly
          return testOnly
        }
      }
      #expect(value == "test only")
      let message = try #require(collector.messages.first)
      #expect(collector.messages.count == 1)
      #expect(
        message.hasPrefix(
          "@Dependency(\\.testOnly) has no live implementation, but was accessed from a live context:"
        )
      )
      #expect(message.contains("To fix, make 'TestOnlyKey' conform to 'DependencyKey'"))
    }

    @Test func keyWithTestValueUsesItWithoutReporting() {
      let collector = DependencyIssueCollector()
      let greeting = collector.collect {
        @Dependency(\.greeting) var greeting
        return greeting
      }
      #expect(greeting == "test hello")
      #expect(collector.messages.isEmpty)
    }
  }
}
