import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures

/// What a person can do on each screen of the Sync-ups app, for the explorer: the buttons,
/// rows and "back" of the screen on top, as the terminal app offers them.
enum SyncUpsExploration {
  /// How far one "time passes" step moves the clock: three steps end a one-minute meeting of
  /// six attendees in turns of ten seconds, so a meeting can also end on its own.
  static let timeStep = Duration.seconds(30)

  /// The app with the design sync-up in the list (six attendees, one minute, one past meeting),
  /// seeded in the shared storage of the run that builds it.
  static func initialState() -> AppFeature.State {
    let state = AppFeature.State()
    state.syncUpsList.$syncUps.withLock { $0 = [.mock] }
    return state
  }

  /// The dependencies of every run: ids and dates that do not depend on the machine, and a
  /// speech recogniser that is allowed and hears nothing.
  static func prepare(_ dependencies: inout DependencyValues) {
    dependencies.uuid = .incrementing
    dependencies.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    dependencies.speechClient = SpeechClient(
      authorizationStatus: { .authorized }, requestAuthorization: { .authorized })
    dependencies.openSettings = {}
  }

  /// The steps a person can take on the screen on top: the app's own list.
  static func actions(_ state: AppFeature.State) -> [AppFeature.Action] {
    AppFeature.screenActions(state)
  }
}
