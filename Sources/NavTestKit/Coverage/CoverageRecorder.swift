import NavTestKitTools
import Reducers

/// Collects what test stores reach, from any number of tests at once, and what explorations
/// reach, and makes a ``NavigationCoverage`` of it.
package final class CoverageRecorder: Sendable {
  /// A transition as recorded: two screens and the step between them.
  struct Key: Hashable, Comparable {
    let from: String
    let to: String
    let step: String

    static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.from, lhs.to, lhs.step) < (rhs.from, rhs.to, rhs.step)
    }
  }

  private struct Reached {
    var screens: [String: Set<CurrentTest>] = [:]
    var transitions: [Key: Set<CurrentTest>] = [:]
    var tests: Set<CurrentTest> = []
    var maps: [NavigationMap] = []
  }

  private let reached = Lock(Reached())

  /// The recorder of the ``NavigationCoverageTrait`` the running test is in.
  @TaskLocal package static var scoped: CoverageRecorder?

  /// Where test stores record: the trait's, or the test run's when `NAVTESTKIT_COVERAGE` names
  /// a file; `nil` when coverage is not asked for, and nothing is recorded.
  package static var current: CoverageRecorder? { scoped ?? CoverageFile.recorder }

  /// Collects nothing yet.
  package init() {}

  /// Records that the running test showed a screen.
  package func reach(screen: String) {
    let test = CurrentTest.identity()
    reached.withLock { reached in
      reached.screens[screen, default: []].formUnion(test.map { [$0] } ?? [])
      if let test { reached.tests.insert(test) }
    }
  }

  /// Records that a step of the running test went from one screen to another; a step that
  /// kept the screen records only the screen (and its name, `step`, is not asked for).
  package func take(from: String, to: String, step: () -> String) {
    let test = CurrentTest.identity()
    let key = from == to ? nil : Key(from: from, to: to, step: step())
    reached.withLock { reached in
      for screen in key == nil ? [to] : [from, to] {
        reached.screens[screen, default: []].formUnion(test.map { [$0] } ?? [])
      }
      if let key {
        reached.transitions[key, default: []].formUnion(test.map { [$0] } ?? [])
      }
      if let test { reached.tests.insert(test) }
    }
  }

  /// Records what an exploration reached: the screens and transitions the tests should.
  package func explored(_ map: NavigationMap) {
    reached.withLock { $0.maps.append(map) }
  }

  /// Whether anything was recorded.
  package var isEmpty: Bool {
    reached.withLock { $0.screens.isEmpty && $0.maps.isEmpty }
  }

  /// What was recorded, with what the explorations reached and the tests missed.
  package var coverage: NavigationCoverage {
    let reached = reached.withLock { $0 }
    // What the explorations reached, once each, in the order they reached it.
    var universeScreens: [String] = []
    var screenPaths: [String: [String]] = [:]
    var universeTransitions: [Key] = []
    var transitionPaths: [Key: [String]] = [:]
    for map in reached.maps {
      for screen in map.screens where screenPaths[screen] == nil {
        universeScreens.append(screen)
        screenPaths[screen] = map.path(to: screen) ?? []
      }
      for transition in map.transitions {
        let key = Key(from: transition.from, to: transition.to, step: Self.step(transition.step))
        guard transitionPaths[key] == nil else { continue }
        universeTransitions.append(key)
        transitionPaths[key] = map.path(taking: transition) ?? []
      }
    }
    let screens =
      universeScreens.filter { reached.screens[$0] != nil }
      + reached.screens.keys.filter { screenPaths[$0] == nil }.sorted()
    let transitions =
      universeTransitions.filter { reached.transitions[$0] != nil }
      + reached.transitions.keys.filter { transitionPaths[$0] == nil }.sorted()
    let missedScreens = universeScreens.filter { reached.screens[$0] == nil }.map {
      NavigationCoverage.Missed(screen: $0, from: nil, step: nil, path: screenPaths[$0] ?? [])
    }
    let missedTransitions = universeTransitions.filter { reached.transitions[$0] == nil }.map {
      NavigationCoverage.Missed(
        screen: $0.to, from: $0.from, step: $0.step, path: transitionPaths[$0] ?? [])
    }
    return NavigationCoverage(
      tests: reached.tests.count,
      screens: screens.map {
        NavigationCoverage.Screen(name: $0, tests: reached.screens[$0]?.count ?? 0)
      },
      transitions: transitions.map {
        NavigationCoverage.Transition(
          from: $0.from, to: $0.to, step: $0.step, tests: reached.transitions[$0]?.count ?? 0)
      },
      missed: missedScreens + missedTransitions,
      explored: NavigationCoverage.Explored(
        screens: universeScreens.count, transitions: universeTransitions.count))
  }

  /// What the explorations reached, as one map, with what no test reached dashed; `nil` when
  /// no exploration ran.
  package var picture: (dot: String, svg: String)? {
    let reached = reached.withLock { $0 }
    guard !reached.maps.isEmpty else { return nil }
    var map = NavigationMap()
    for explored in reached.maps { map.merge(explored) }
    let missed = { (transition: NavigationMap.Transition) in
      reached.transitions[
        Key(from: transition.from, to: transition.to, step: Self.step(transition.step))] == nil
    }
    let missedScreens = Set(map.screens.filter { reached.screens[$0] == nil })
    return (
      map.dot(missed: missed, missedScreens: missedScreens),
      map.svg(missed: missed, missedScreens: missedScreens)
    )
  }

  /// An exploration's step as a test's is named: time passing is one step, whatever passed.
  static func step(_ step: String) -> String {
    step.hasPrefix("advance(by:") ? NavigationCoverage.timePasses : step
  }
}
