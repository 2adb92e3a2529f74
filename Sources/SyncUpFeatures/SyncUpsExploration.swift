import Foundation
import Reducers

/// How the Sync-ups app is explored: by its test suite, which checks every screen, and by
/// `sync-ups --map`, which prints the map of them. One setup, so the two find the same map.
///
/// The list starts with the design sync-up (six attendees, one minute, one past meeting); ids and
/// dates do not depend on the machine; the speech recogniser is allowed and hears nothing; time
/// passes in steps of ``timeStep`` while a timer runs.
public enum SyncUpsExploration {
  /// How many steps deep the exploration goes: enough to reach every screen of the app.
  public static let depth = 6

  /// How far one "time passes" step moves the clock: three steps end a one-minute meeting of
  /// six attendees in turns of ten seconds, so a meeting can also end on its own.
  public static let timeStep = Duration.seconds(30)

  /// The app with the design sync-up in the list, seeded in the shared storage of the run that
  /// builds it.
  ///
  /// - Returns: The state every run starts from.
  public static func initialState() -> AppFeature.State {
    let state = AppFeature.State()
    state.syncUpsList.$syncUps.withLock { $0 = [.mock] }
    return state
  }

  /// The dependencies of every run: ids and dates that do not depend on the machine, and a
  /// speech recogniser that is allowed and hears nothing.
  ///
  /// - Parameter dependencies: The run's dependencies, to override.
  public static func prepare(_ dependencies: inout DependencyValues) {
    dependencies.uuid = .incrementing
    dependencies.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    dependencies.speechClient = SpeechClient(
      authorizationStatus: { .authorized }, requestAuthorization: { .authorized })
    dependencies.openSettings = {}
  }

  /// The steps a person can take on the screen on top: ``AppFeature/screenActions(_:)``.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The actions, in the order the screen shows them.
  public static func actions(_ state: AppFeature.State) -> [AppFeature.Action] {
    AppFeature.screenActions(state)
  }
}
