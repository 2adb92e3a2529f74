import AddDateFeature
import Foundation
import NavTestKit
import Reducers
import Testing

/// The in-memory database the AddDate example injects into its store.
@Suite struct DatabaseClientTests {
  let date = Date(timeIntervalSince1970: 1_711_929_600)  // 2024-04-01

  @Test func savesADateOnceAndRefusesItTheSecondTime() async throws {
    try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      let database = DatabaseClient.inMemory()
      try await database.save(date)
      await #expect(throws: DatabaseError.alreadySaved(date)) {
        try await database.save(date)
      }
      try await database.save(date.addingTimeInterval(86_400))
    }
  }

  @Test func eachInMemoryDatabaseHasItsOwnStorage() async throws {
    try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await DatabaseClient.inMemory().save(date)
      try await DatabaseClient.inMemory().save(date)
    }
  }

  @Test func aSaveTakesThreeHundredMillisecondsOnTheClock() async throws {
    let clock = ImmediateClock()
    try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await DatabaseClient.inMemory().save(date)
    }
    #expect(clock.now.offset == .milliseconds(300))
  }

  @Test(arguments: [
    (
      DatabaseError.alreadySaved(Date(timeIntervalSince1970: 1_711_929_600)),
      "2024-04-01 is saved already."
    ),
    (DatabaseError.unavailable, "The database could not be reached."),
  ])
  func errorsReadAsSentences(error: DatabaseError, sentence: String) {
    #expect(error.description == sentence)
  }
}
