import Foundation
import NavTestKitTools
import Reducers
import SyncUpFeatures

/// A session of the terminal app recorded as a test: `sync-ups --record-test FILE.swift`.
///
/// The session runs at a fixed time (``FixedTime``), so the test can reproduce everything the
/// app drew from outside: the clock is a `TestClock` moved by each `wait`, `date.now` is the
/// session's start plus the time waited, ids count up from the first the session would have
/// given, and speech recognition is a ``TerminalSpeech`` the test answers and speaks to at the
/// points the user did. The data file's sync-ups, if any, are the test's starting shared state.
///
/// The test is an exhaustive `TestStore` test of `AppFeature`; see `SessionLog` and
/// `RecordedTest` in NavTestKitTools for how steps and their assertions are written.
@MainActor
public final class TestRecording {
  /// The steps so far.
  let log: SessionLog<AppFeature.State>
  private let initialSyncUps: IdentifiedArrayOf<SyncUp>
  private let fixedTime: FixedTime
  private let firstUUID: Int
  private(set) var isEnded = false
  private var endsWithEffectsInFlight = false

  /// Starts a recording.
  ///
  /// - Parameters:
  ///   - initialState: The app's state when the session starts.
  ///   - fixedTime: The moment the session starts at.
  ///   - firstUUID: The count of the first id the session gives out.
  init(initialState: AppFeature.State, fixedTime: FixedTime, firstUUID: Int) {
    log = SessionLog(initialState: initialState, names: Self.names)
    initialSyncUps = initialState.syncUpsList.syncUps
    self.fixedTime = fixedTime
    self.firstUUID = firstUUID
  }

  /// Ends the recording.
  ///
  /// - Parameter effectsInFlight: Whether effects still ran: the test then skips them.
  func end(effectsInFlight: Bool) {
    isEnded = true
    endsWithEffectsInFlight = effectsInFlight
  }

  /// The test file: its imports and the test.
  ///
  /// - Parameter name: The test function's name.
  func source(named name: String) -> String {
    var setup = [
      "let start = clock.now",
      "let speech = TerminalSpeech()",
    ]
    if !initialSyncUps.isEmpty {
      let syncUps = SwiftSource.expression(initialSyncUps)
      setup.append(
        "@Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp> = \(syncUps.text)")
      if !syncUps.isExact {
        setup.insert("// The data file's sync-ups could not all be written as Swift source.", at: 3)
      }
    }
    setup.insert(
      "let startDate = Date(timeIntervalSince1970: \(fixedTime.date.timeIntervalSince1970))", at: 1)
    let dependencies = [
      "$0.date = DateGenerator {",
      "  startDate.addingTimeInterval(start.duration(to: clock.now) / .seconds(1))",
      "}",
      firstUUID == 0 ? "$0.uuid = .incrementing" : "$0.uuid = .incrementing(from: \(firstUUID))",
      "$0.speechClient = speech.client",
      "$0.openSettings = { speech.resetPermission() }",
    ]
    // The seeded list is read once the store is made: also what keeps it alive until then, as
    // an optimised build ends a reference at its last use.
    let afterStore =
      initialSyncUps.isEmpty ? [] : ["#expect(store.state.syncUpsList.syncUps == syncUps)"]
    let test = RecordedTest.source(
      of: log.events, named: name, initialState: "AppFeature.State()", reducer: "AppFeature()",
      setup: setup, dependencies: dependencies, afterStore: afterStore,
      endsWithEffectsInFlight: endsWithEffectsInFlight)
    return """
      // A session of the terminal Sync-ups app, recorded with `sync-ups --record-test` as an
      // exhaustive test of AppFeature: it passes while the app does what it did then.

      import Foundation
      import NavTestKit
      import SyncUpFeatures
      import SyncUpsTerminal
      import Testing

      \(test)

      """
  }

  /// The test function's name for a file: its base name with a lowercase first letter, when
  /// that is an identifier (`CheckoutFlow.swift` is `checkoutFlow`), else `recordedSession`.
  ///
  /// - Parameter path: The file the test is written to.
  /// - Returns: The test function's name.
  public nonisolated static func testName(forFile path: String) -> String {
    let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    guard let first = base.first, first.isLetter, first.isASCII,
      base.allSatisfy({ ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
    else { return "recordedSession" }
    return first.lowercased() + base.dropFirst()
  }

  /// The app's alerts, written by the names the feature gives them.
  private static var names: [SourceName] {
    typealias DetailAlert = AlertState<SyncUpDetail.Destination.Alert>
    typealias RecordAlert = AlertState<RecordMeeting.Action.Alert>
    return [
      SourceName(".deleteSyncUp", DetailAlert.deleteSyncUp),
      SourceName(".speechRecognitionDenied", DetailAlert.speechRecognitionDenied),
      SourceName(
        ".speechRecognitionRestricted", DetailAlert.speechRecognitionRestricted),
      SourceName(
        ".endMeeting(isDiscardable: true)", RecordAlert.endMeeting(isDiscardable: true)),
      SourceName(
        ".endMeeting(isDiscardable: false)", RecordAlert.endMeeting(isDiscardable: false)),
      SourceName(".speechRecognizerFailed", RecordAlert.speechRecognizerFailed),
    ]
  }
}
