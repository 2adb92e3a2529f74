import AddDateFeature
import Foundation
import NavTestKit
import Reducers
import Testing

/// The main list with its add-date sheet: every outcome of a save, seen from the list.
@MainActor
@Suite struct DatesFeatureTests {
  let today = Date(timeIntervalSince1970: 1_711_670_400)  // 2024-03-29
  let aprilFirst = Date(timeIntervalSince1970: 1_711_929_600)  // 2024-04-01
  let clock = TestClock()

  /// A store on a fixed "today" and the test clock, with the given database; failures left at
  /// the end of the test are reported at the caller's line.
  func makeStore(
    _ state: DatesFeature.State = .init(),
    database: DatabaseClient,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> TestStoreOf<DatesFeature> {
    TestStore(
      initialState: state,
      reducer: { DatesFeature() },
      withDependencies: { [today, clock] in
        $0.date = .constant(today)
        $0.continuousClock = clock
        $0.database = database
      },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  @Test func addButtonPresentsTheSheetOnToday() async {
    let store = makeStore(database: .failing)
    await store.send(.addButtonTapped) {
      $0.addDate = AddDateFeature.State(date: today)
    }
    store.assertNavigation("DatesFeature ▸ sheet AddDateFeature")
  }

  @Test func pickingADateChangesThePresentedDate() async {
    let store = makeStore(DatesFeature.State(addDate: .init(date: today)), database: .failing)
    await store.send(\.addDate.setDate, aprilFirst) {
      $0.addDate?.date = aprilFirst
    }
  }

  @Test func savingShowsProgressUntilTheDatabaseSavesThenAppendsAndDismisses() async {
    let store = makeStore(
      DatesFeature.State(addDate: .init(date: aprilFirst)), database: .inMemory())
    await store.send(\.addDate.saveButtonTapped) {
      $0.addDate?.isSaving = true
    }
    // The in-memory database takes 300 ms: until then the sheet is saving and nothing arrives.
    await clock.advance(by: .milliseconds(299))
    #expect(store.state.addDate?.isSaving == true)
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.addDate.delegate.dateSaved, aprilFirst) {
      $0.dates = [aprilFirst]
    }
    await store.receive(\.addDate.dismiss) {
      $0.addDate = nil
    }
  }

  @Test func aFailedSaveStopsSavingAndShowsAnAlertOverTheSheet() async {
    let database = DatabaseClient { throw DatabaseError.alreadySaved($0) }
    let store = makeStore(DatesFeature.State(addDate: .init(date: aprilFirst)), database: database)
    await store.send(\.addDate.saveButtonTapped) {
      $0.addDate?.isSaving = true
    }
    await store.receive(\.addDate.saveFailed, .alreadySaved(aprilFirst)) {
      $0.addDate?.isSaving = false
      $0.addDate?.alert = AlertState {
        TextState("Couldn't save the date")
      } message: {
        TextState("2024-04-01 is saved already.")
      }
    }
    store.assertNavigation(#"DatesFeature ▸ sheet AddDateFeature ▸ alert "Couldn't save the date""#)
    await store.send(\.addDate.alert.dismiss) {
      $0.addDate?.alert = nil
    }
    store.assertNavigation("DatesFeature ▸ sheet AddDateFeature")
  }

  @Test func anUnexpectedErrorIsReportedAsAnUnavailableDatabase() async {
    struct DiskFull: Error {}
    let database = DatabaseClient { _ in throw DiskFull() }
    let store = makeStore(DatesFeature.State(addDate: .init(date: aprilFirst)), database: database)
    await store.send(\.addDate.saveButtonTapped) {
      $0.addDate?.isSaving = true
    }
    await store.receive(\.addDate.saveFailed, .unavailable) {
      $0.addDate?.isSaving = false
      $0.addDate?.alert = AlertState {
        TextState("Couldn't save the date")
      } message: {
        TextState("The database could not be reached.")
      }
    }
  }

  @Test func cancellingDismissesWithoutSaving() async {
    let store = makeStore(DatesFeature.State(addDate: .init(date: aprilFirst)), database: .failing)
    await store.send(\.addDate.cancelButtonTapped)
    await store.receive(\.addDate.dismiss) {
      $0.addDate = nil
    }
  }

  @Test func tappingSaveWhileSavingDoesNothing() async {
    let store = makeStore(
      DatesFeature.State(addDate: .init(date: aprilFirst, isSaving: true)), database: .failing)
    await store.send(\.addDate.saveButtonTapped)
  }
}

extension DatabaseClient {
  /// A database the test must not reach: any save fails the test.
  static let failing = DatabaseClient { date in
    Issue.record("Unexpected save of \(date)")
  }
}
