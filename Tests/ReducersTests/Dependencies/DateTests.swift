import Foundation
import Reducers
import Testing

extension Dependencies {
  @Suite struct DateTests {
    @Test func constantReturnsTheDate() {
      let date = DateGenerator.constant(Date(timeIntervalSince1970: 100))
      #expect(date() == Date(timeIntervalSince1970: 100))
      #expect(date.now == Date(timeIntervalSince1970: 100))
    }

    @Test func settingNowReplacesTheGeneratorWithAConstant() {
      let counter = DependencyTestLog<Int>()
      var date = DateGenerator {
        counter.append(1)
        return Date(timeIntervalSince1970: Double(counter.values.count))
      }
      #expect(date() == Date(timeIntervalSince1970: 1))
      date.now = Date(timeIntervalSince1970: 500)
      #expect(date() == Date(timeIntervalSince1970: 500))
      #expect(date() == Date(timeIntervalSince1970: 500))
      #expect(counter.values.count == 1)
    }

    @Test func dependencyNowCanBeSetThroughValues() {
      let dates = withDependencies {
        $0.date.now = Date(timeIntervalSince1970: 7)
      } operation: {
        @Dependency(\.date) var date
        @Dependency(\.date.now) var now
        return [date(), now]
      }
      #expect(dates == [Date(timeIntervalSince1970: 7), Date(timeIntervalSince1970: 7)])
    }
  }
}
