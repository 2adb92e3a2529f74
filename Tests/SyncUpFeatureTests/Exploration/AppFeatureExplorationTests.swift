import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

/// The whole app explored: every screen a person can reach from the list within five steps,
/// with every built-in invariant on and the app's own.
@MainActor
// 3–4 s in a debug build, alone; a minute under the thread sanitizer.
@Suite(.scaledTimeLimit(minutes: 3))
struct AppFeatureExplorationTests {
  /// Every screen of the app, as the explorer names them: stack ids left out, an alert by its
  /// buttons' actions (the meeting's two "End meeting?" alerts are two screens: one can
  /// discard the meeting, the one at the last speaker cannot).
  static let everyScreen: Set<String> = [
    "AppFeature",
    "AppFeature ▸ sheet add",
    "AppFeature ▸ detail",
    "AppFeature ▸ detail ▸ sheet edit",
    "AppFeature ▸ detail ▸ alert(confirmDeletion)",
    "AppFeature ▸ detail ▸ meeting",
    "AppFeature ▸ detail ▸ record",
    "AppFeature ▸ detail ▸ record ▸ alert(confirmSave, confirmDiscard)",
    "AppFeature ▸ detail ▸ record ▸ alert(confirmSave)",
  ]

  /// The map in Docs/ as Graphviz DOT: the test keeps it true.
  static let mapFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs/SyncUpsNavigation.dot")

  /// The map in Docs/ as a picture, drawn by `NavigationMap.svg`: the test keeps it true.
  static let pictureFile = mapFile.deletingPathExtension().appendingPathExtension("svg")

  @Test func everyScreenIsReachedAndEveryInvariantHolds() async {
    let exploration = await SyncUpsExploration.exploreApp { state in
      Self.checkAppInvariants(state)
    }
    #expect(exploration.violations.isEmpty)
    #expect(Set(exploration.map.screens) == Self.everyScreen)
    // One run at a time finds the same: states, steps, map, in the same order.
    let alone = await SyncUpsExploration.exploreApp(workers: 1) { state in
      Self.checkAppInvariants(state)
    }
    #expect(alone == exploration)
    // Adding sync-ups makes new states at every depth: the depth bounds it, not the app.
    #expect(!exploration.isComplete)
    #expect(exploration.states == 399)
    // Every transition between two different screens the app has, each by every step that
    // takes it: the app's own buttons, and the navigation its state declares (closing a sheet
    // or an alert, its buttons, going back one screen or to the list).
    #expect(exploration.map.transitions.count == 27)
    if ProcessInfo.processInfo.environment["NAVTESTKIT_UPDATE_DOCS"] == "1" {
      try? (exploration.map.dot + "\n").write(to: Self.mapFile, atomically: true, encoding: .utf8)
      try? (exploration.map.svg + "\n").write(
        to: Self.pictureFile, atomically: true, encoding: .utf8)
    }
    let pinned = try? String(contentsOf: Self.mapFile, encoding: .utf8)
    #expect(
      pinned == exploration.map.dot + "\n",
      """
      Docs/SyncUpsNavigation.dot is not the map the explorer finds now. To fix, run \
      NAVTESTKIT_UPDATE_DOCS=1 swift test --filter AppFeatureExplorationTests, and check the \
      change in the diff.
      """)
    let picture = try? String(contentsOf: Self.pictureFile, encoding: .utf8)
    #expect(
      picture == exploration.map.svg + "\n",
      """
      Docs/SyncUpsNavigation.svg is not the picture of the map the explorer finds now. To fix, \
      run NAVTESTKIT_UPDATE_DOCS=1 swift test --filter AppFeatureExplorationTests, and look at \
      the picture.
      """)
    let docs = try? String(
      contentsOf: Self.mapFile.deletingLastPathComponent().appendingPathComponent("Exploration.md"),
      encoding: .utf8)
    #expect(
      docs?.contains(exploration.map.mermaid) == true,
      "Docs/Exploration.md shows another map than the explorer finds now: paste map.mermaid there.")
  }

  /// What the app keeps true on every screen.
  static func checkAppInvariants(_ state: AppFeature.State) {
    let list = state.syncUpsList
    // Only the screen on top presents anything: no sheet left open under a pushed screen.
    if !state.path.isEmpty {
      #expect(list.destination == nil, "the list's sheet is open under a pushed screen")
    }
    for (index, element) in state.path.elements.enumerated() {
      let isTop = index == state.path.count - 1
      switch element {
      case .detail(let detail):
        if !isTop { #expect(detail.destination == nil, "a detail below the top presents") }
        // A detail's sync-up is in the list, unless the detail is confirming its deletion.
        let isDeleting: Bool = {
          if case .alert = detail.destination { true } else { false }
        }()
        #expect(
          list.syncUps[id: detail.syncUp.id] != nil || isDeleting,
          "a detail shows a sync-up the list no longer has")
      case .record(let record):
        let syncUp = record.syncUp
        #expect(list.syncUps[id: syncUp.id] != nil, "a meeting records a deleted sync-up")
        #expect(
          syncUp.attendees.indices.contains(record.speakerIndex),
          "the speaker index \(record.speakerIndex) is outside the \(syncUp.attendees.count) attendees"
        )
        #expect(
          (0...Int(syncUp.duration.components.seconds)).contains(record.secondsElapsed),
          "\(record.secondsElapsed) seconds elapsed of a \(syncUp.duration) meeting")
      case .meeting(let meeting, let syncUp):
        #expect(syncUp.meetings[id: meeting.id] != nil, "a past meeting its sync-up does not have")
      }
    }
  }
}
