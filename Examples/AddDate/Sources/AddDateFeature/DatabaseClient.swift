import Foundation
import Reducers

/// The database the add-date sheet saves to: a struct of `@Sendable` closures, so each test
/// can replace exactly the operation it exercises.
///
/// Features read it with `@Dependency(\.database) var database`; an app injects the one it
/// wants when it creates its store:
///
/// ```swift
/// let store = Store(initialState: DatesFeature.State()) {
///   DatesFeature()
/// } withDependencies: {
///   $0.database = .inMemory()
/// }
/// ```
public struct DatabaseClient: Sendable {
  /// Saves a date, or throws a ``DatabaseError`` when the database refuses it.
  public var save: @Sendable (Date) async throws -> Void

  /// Creates a client from its operations.
  ///
  /// - Parameter save: Saves a date.
  public init(save: @escaping @Sendable (Date) async throws -> Void) {
    self.save = save
  }
}

/// Why the database refused a date.
public enum DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The date is saved already.
  case alreadySaved(Date)
  /// The database could not be reached.
  case unavailable

  /// A sentence for the user, like `2024-04-01 is saved already.`
  public var description: String {
    switch self {
    case .alreadySaved(let date):
      "\(date.formatted(.iso8601.year().month().day())) is saved already."
    case .unavailable:
      "The database could not be reached."
    }
  }
}

extension DatabaseClient {
  /// A database in memory that refuses a date it has saved already.
  ///
  /// Each save takes 300 milliseconds on the `continuousClock` dependency, like a real disk
  /// would: an `ImmediateClock` makes it instant, a `TestClock` lets a test see it in flight.
  ///
  /// - Returns: A client with its own, empty storage.
  public static func inMemory() -> Self {
    let storage = DateStorage()
    return Self { date in
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .milliseconds(300))
      try await storage.insert(date)
    }
  }
}

/// The saved dates of an in-memory database.
private actor DateStorage {
  private var dates: [Date] = []

  func insert(_ date: Date) throws {
    guard !dates.contains(date) else { throw DatabaseError.alreadySaved(date) }
    dates.append(date)
  }
}

extension DependencyValues {
  /// The database dates are saved to: an in-memory database when live, none under test.
  public var database: DatabaseClient {
    get { self[DatabaseClientKey.self] }
    set { self[DatabaseClientKey.self] = newValue }
  }
}

/// Only a live value: a test that reaches the database without overriding it fails with "has
/// no test implementation", so no test silently writes to a real store.
private enum DatabaseClientKey: DependencyKey {
  static let liveValue = DatabaseClient.inMemory()
}
