import Foundation
import Reducers

/// How the Sync-ups app is explored: by its test suite, which checks every screen, and by
/// `sync-ups --map`, which prints the map of them. One setup, so the two find the same map.
///
/// The list starts with the design sync-up (six attendees, one minute, one past meeting); ids and
/// dates do not depend on the machine; the speech recogniser is allowed and hears nothing; time
/// passes while a timer runs, to the next second it waits for (`time: .toNextDeadline`, which its
/// callers pass: the time steps are the test kit's).
public enum SyncUpsExploration {
  /// How many steps deep the exploration goes: enough to reach every screen and transition of
  /// the app, and the five steps on which a speaker index counted in whole turns runs past the
  /// last attendee.
  public static let depth = 5

  /// The app with the sync-ups of ``seeds`` in the list, seeded in the shared storage of the run
  /// that builds it.
  ///
  /// - Returns: The state every run starts from.
  public static func initialState() -> AppFeature.State {
    let state = AppFeature.State()
    state.syncUpsList.$syncUps.withLock { $0 = IdentifiedArray(uniqueElements: seeds) }
    return state
  }

  /// The sync-ups the exploration starts from, chosen so that behaviours which look the same on
  /// even data tell apart: the design sync-up (six attendees in a minute, turns of ten seconds,
  /// one past meeting), three attendees in five seconds (turns that do not divide the meeting:
  /// a speaker index that counts whole turns runs past the last attendee at the third second),
  /// four attendees in three seconds (turns under a second), and one attendee in two seconds.
  /// The short ones end within the exploration's depth, time passing a second a step.
  public static let seeds: [SyncUp] = [
    .mock,
    SyncUp(
      id: SyncUp.ID(UUID(uuidString: "00000000-0000-0000-0001-000000000001")!),
      attendees: attendees(3, from: 1), duration: .seconds(5), title: "Uneven"),
    SyncUp(
      id: SyncUp.ID(UUID(uuidString: "00000000-0000-0000-0001-000000000002")!),
      attendees: attendees(4, from: 4), duration: .seconds(3), title: "Quick"),
    SyncUp(
      id: SyncUp.ID(UUID(uuidString: "00000000-0000-0000-0001-000000000003")!),
      attendees: attendees(1, from: 8), duration: .seconds(2), title: "Solo"),
  ]

  /// `count` attendees with fixed ids, counted from `first`.
  private static func attendees(_ count: Int, from first: Int) -> IdentifiedArrayOf<Attendee> {
    IdentifiedArray(
      uniqueElements: (first..<first + count).map { index in
        let id = UUID(uuidString: String(format: "00000000-0000-0000-0002-%012d", index))!
        return Attendee(id: Attendee.ID(id), name: "Attendee \(index)")
      })
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

  /// What the screen on top sends as it appears: ``AppFeature/screenAppearing(_:)``.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The actions, in the order the screen sends them.
  public static func onAppear(_ state: AppFeature.State) -> [AppFeature.Action] {
    AppFeature.screenAppearing(state)
  }

  /// The steps a person can take on the screen on top: ``AppFeature/screenActions(_:)``.
  ///
  /// - Parameter state: The app's state.
  /// - Returns: The actions, in the order the screen shows them.
  public static func actions(_ state: AppFeature.State) -> [AppFeature.Action] {
    AppFeature.screenActions(state)
  }
}
