import Foundation
import NavTestKitTools
import Reducers

/// Which screens and transitions the tests reached, by how many tests, and which of those the
/// navigation explorer can reach the tests missed, each with a shortest path to it.
///
/// A screen is a navigation tree as ``TestStore/assertNavigation(_:fileID:filePath:line:column:)`` writes it, with stack ids left out (as on
/// a ``NavigationMap``), so `AppFeature ▸ #0 detail` and `AppFeature ▸ #3 detail` are one screen.
/// A transition is a step a test took that changed the screen: a `send` and everything its
/// effects did before it returned, named by the action's case path
/// (`path.detail.editButtonTapped`), or time passing on a `TestClock` (`time passes`).
///
/// Read it with the ``Testing/Trait/navigationCoverage(_:)`` trait, or have the whole test run write it:
/// `NAVTESTKIT_COVERAGE=.build/coverage.json swift test` writes it as JSON there and as text
/// next to it (`coverage.txt`).
public struct NavigationCoverage: Sendable, Equatable, Codable {
  /// A screen the tests reached.
  public struct Screen: Sendable, Equatable, Codable {
    /// The screen, as a ``NavigationMap`` names it: `AppFeature ▸ detail ▸ sheet edit`.
    public let name: String
    /// How many tests reached it (each case of a parameterized test counts).
    public let tests: Int
  }

  /// A transition the tests took.
  public struct Transition: Sendable, Equatable, Codable {
    /// The screen before the step.
    public let from: String
    /// The screen after it.
    public let to: String
    /// The step: the case path of the action sent, or `time passes`.
    public let step: String
    /// How many tests took it.
    public let tests: Int
  }

  /// A screen or a transition the explorer reached and no test did.
  public struct Missed: Sendable, Equatable, Codable {
    /// The screen, or for a transition its screen after.
    public let screen: String
    /// The transition's screen before and step; `nil` for a screen.
    public let from: String?
    /// The transition's step; `nil` for a screen.
    public let step: String?
    /// A shortest path from the exploration's initial state, as Swift source: the steps a test
    /// takes to reach it.
    public let path: [String]
  }

  /// How many tests passed through a test store that reached anything.
  public let tests: Int
  /// The screens reached: those the explorer knows first, in its order, then the others.
  public let screens: [Screen]
  /// The transitions taken, ordered as the screens.
  public let transitions: [Transition]
  /// What the explorations of the test run reached that no test did.
  public let missed: [Missed]
  /// How many screens and transitions the explorations reached, the tests' and the missed ones.
  public let explored: Explored

  /// The size of what the explorations reached.
  public struct Explored: Sendable, Equatable, Codable {
    /// Screens an exploration reached.
    public let screens: Int
    /// Transitions an exploration reached.
    public let transitions: Int
  }

  /// The step a transition of time passing is named by, whatever time passed.
  public static let timePasses = "time passes"

  /// The one line a test run prints: how much was reached, and what was missed.
  public var summary: String {
    func count(_ count: Int, _ noun: String) -> String { Describe.count(count, noun) }
    var line =
      "Navigation coverage: \(count(screens.count, "screen")) and "
      + "\(count(transitions.count, "transition")) reached by \(count(tests, "test"))"
    if explored.screens + explored.transitions > 0 {
      line +=
        "; the explorer reached \(count(explored.screens, "screen")) and "
        + "\(count(explored.transitions, "transition")), "
        + "\(missed.isEmpty ? "none" : "\(missed.count)") missed"
    }
    return line
  }

  /// The report as a table to read: the screens and transitions with their tests, then the
  /// missed ones with their paths.
  public var text: String {
    let screenWidth = max(44, (screens.map(\.name.count).max() ?? 0) + 2)
    var lines = [
      summary, "", Self.padded("Screens (\(screens.count))", to: screenWidth + 2) + "tests",
    ]
    for screen in screens {
      let tests = String(screen.tests)
      lines.append(
        "  " + Self.padded(screen.name, to: screenWidth)
          + String(repeating: " ", count: max(0, 5 - tests.count)) + tests)
    }
    lines.append("")
    lines.append("Transitions (\(transitions.count))")
    for transition in transitions {
      lines.append(
        "  \(transition.from)  →  \(transition.to)   [\(transition.step)]   "
          + "\(transition.tests) \(transition.tests == 1 ? "test" : "tests")")
    }
    lines.append("")
    if missed.isEmpty {
      lines.append("Missed: none")
    } else {
      lines.append("Missed (\(missed.count)): reached by the explorer, by no test")
      for item in missed {
        if let from = item.from, let step = item.step {
          lines.append("  transition \(from)  →  \(item.screen)   [\(step)]")
        } else {
          lines.append("  screen \(item.screen)")
        }
        lines.append("    A shortest path:")
        lines += item.path.enumerated().map { "      \($0.offset + 1). \($0.element)" }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The report as JSON, keys sorted.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  private static func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
