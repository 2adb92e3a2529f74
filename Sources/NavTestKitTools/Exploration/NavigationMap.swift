import Foundation
import Reducers

/// The screens a feature can reach and the transitions between them, as the explorer found
/// them: text to read, Graphviz DOT and Mermaid to look at.
///
/// A screen is a navigation tree named by what each level is (`NavigationTree.Level.screenName`):
/// stack ids left out, so `AppFeature ▸ #0 detail` and `AppFeature ▸ #3 detail` are one screen,
/// and an alert named by its buttons' actions, not by its title, so an alert titled with the
/// sync-up it deletes is one screen for every sync-up. A picture of the map labels an alert
/// with its title too, as the explorer first read it (``label(of:)``). A transition is a step
/// that changed the screen, named by the action's case path (`path.detail.editButtonTapped`)
/// or by the time it advanced.
public struct NavigationMap: Sendable, Equatable, CustomStringConvertible {
  /// A step that changed the screen.
  public struct Transition: Sendable, Hashable {
    /// The screen the step was taken on.
    public let from: String
    /// The screen after the step.
    public let to: String
    /// The step: the action's case path, or `advance(by: .seconds(1))`.
    public let step: String
  }

  /// The screens, in the order the explorer first reached them (the root first).
  public internal(set) var screens: [String] = []
  /// The transitions, in the order the explorer first took them.
  public internal(set) var transitions: [Transition] = []
  private var screenIndices: [String: Int] = [:]
  private var screenPaths: [String: [String]] = [:]
  private var screenLabels: [String: String] = [:]
  private var transitionPaths: [Transition: [String]] = [:]

  /// A map with no screens.
  package init() {}

  /// The steps of a shortest path from the initial state to a screen, as Swift source
  /// (`send(.path(.push(id: 0, state: …)))`, `advance(by: .seconds(30))`); none for the screen
  /// the exploration started on, `nil` for a screen not on the map.
  public func path(to screen: String) -> [String]? {
    screenPaths[screen]
  }

  /// The steps of a shortest path from the initial state whose last step takes a transition;
  /// `nil` for a transition not on the map.
  public func path(taking transition: Transition) -> [String]? {
    transitionPaths[transition]
  }

  /// The label a picture of the map gives a screen: its name, with the title of each alert or
  /// dialog in it as the explorer first read it (`alert(confirmDeletion) "Delete?"`); the
  /// screen's name when it has none.
  public func label(of screen: String) -> String {
    screenLabels[screen] ?? screen
  }

  /// Adds what another map reached that this one did not, with its paths and labels.
  package mutating func merge(_ other: NavigationMap) {
    for screen in other.screens {
      add(screen: screen, label: other.screenLabels[screen], path: { other.path(to: screen) ?? [] })
    }
    for transition in other.transitions {
      add(
        from: transition.from, to: transition.to, step: transition.step,
        toLabel: { other.screenLabels[transition.to] },
        path: { other.path(taking: transition) ?? [] })
    }
  }

  /// Adds a screen, if new, with the label a picture gives it, reached by the steps `path`
  /// gives (asked only if it is new).
  package mutating func add(
    screen: String, label: String? = nil, path: () -> [String] = { [] }
  ) {
    guard screenIndices[screen] == nil else { return }
    screenIndices[screen] = screens.count
    screens.append(screen)
    screenPaths[screen] = path()
    if let label, label != screen { screenLabels[screen] = label }
  }

  /// Adds a transition between two screens, if new, taken by the last of the steps `path`
  /// gives (asked only if something is new); a step that keeps the screen is none. `toLabel`
  /// labels the screen it leads to, if that is new (asked only then).
  package mutating func add(
    from: String, to: String, step: String, toLabel: () -> String? = { nil },
    path: () -> [String] = { [] }
  ) {
    guard from != to else { return }
    let transition = Transition(from: from, to: to, step: step)
    guard transitionPaths[transition] == nil else { return }
    let steps = path()
    add(screen: from, path: { Array(steps.dropLast()) })
    add(screen: to, label: screenIndices[to] == nil ? toLabel() : nil, path: { steps })
    transitionPaths[transition] = steps
    transitions.append(transition)
  }

  /// The map as text: the screens, then the transitions, one a line.
  public var text: String {
    var lines = ["Screens (\(screens.count)):"]
    lines += screens.map { "  \($0)" }
    lines.append("Transitions (\(transitions.count)):")
    lines += transitions.map { "  \($0.from)  →  \($0.to)   [\($0.step)]" }
    return lines.joined(separator: "\n")
  }

  /// The map as text, as ``text`` prints it.
  public var description: String { text }

  /// The map as a Graphviz graph: `dot -Tsvg map.dot > map.svg`.
  public var dot: String {
    dot(missed: { _ in false }, missedScreens: [])
  }

  /// The map as a Graphviz graph with what no test reached dashed: a transition no test took,
  /// a screen no test showed.
  ///
  /// - Parameters:
  ///   - missed: Whether no test took a transition.
  ///   - missedScreens: The screens no test showed.
  /// - Returns: The graph.
  package func dot(missed: (Transition) -> Bool, missedScreens: Set<String>) -> String {
    var lines = [
      "digraph navigation {",
      "  rankdir=LR;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for (index, screen) in screens.enumerated() {
      let style = missedScreens.contains(screen) ? ", style=\"rounded,dashed\"" : ""
      lines.append(
        "  s\(index) [label=\(dotQuoted(levels(of: screen).joined(separator: "\n")))\(style)];")
    }
    for transition in transitions {
      guard let from = screenIndices[transition.from], let to = screenIndices[transition.to]
      else { continue }
      let style = missed(transition) ? ", style=dashed, fontcolor=gray50" : ""
      lines.append("  s\(from) -> s\(to) [label=\(dotQuoted(transition.step))\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  /// The map as a Mermaid flowchart, which GitHub renders in Markdown.
  public var mermaid: String {
    var lines = ["flowchart LR"]
    for (index, screen) in screens.enumerated() {
      lines.append(
        "  s\(index)[\"\(mermaidEscaped(levels(of: screen).joined(separator: "<br/>")))\"]")
    }
    for transition in transitions {
      guard let from = screenIndices[transition.from], let to = screenIndices[transition.to]
      else { continue }
      lines.append("  s\(from) -->|\"\(mermaidEscaped(transition.step))\"| s\(to)")
    }
    return lines.joined(separator: "\n")
  }

  /// A screen's levels as its label shows them, root first.
  private func levels(of screen: String) -> [String] {
    label(of: screen).components(separatedBy: " ▸ ")
  }

  private func dotQuoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  private func mermaidEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;")
  }
}

extension NavigationMap {
  /// The screen a navigation tree shows, named by what each level is
  /// (`NavigationTree.Level.screenName`): `AppFeature ▸ detail ▸ alert(confirmDeletion)`.
  package static func screen(of levels: [NavigationTree.Level]) -> String {
    NavigationTree.joined(levels.map(\.screenName), levels)
  }

  /// A screen as a picture of the map labels it: its name, with the title of an alert or
  /// dialog as the navigation tree read it (`AppFeature ▸ detail ▸ alert(confirmDeletion)
  /// "Delete?"`).
  package static func label(of levels: [NavigationTree.Level]) -> String {
    let texts = levels.map { level in
      switch level.kind {
      case .alert, .dialog: "\(level.screenName) \(level.name)"
      case .root, .stack, .sheet: level.screenName
      }
    }
    return NavigationTree.joined(texts, levels)
  }

  /// An action's case path, without payload values and without the `presented` and `element`
  /// steps a key path leaves out: `path.detail.editButtonTapped`.
  package static func casePath(of action: Any) -> String {
    var names: [String] = []
    var value: Any = action
    for _ in 0..<32 {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { break }
      guard let payload = mirror.children.first, let name = payload.label else {
        names.append(String(describing: value))
        break
      }
      if name != "presented" && name != "element" { names.append(name) }
      // Into the payload's enum: the payload itself, or the last enum among its fields
      // (`element(id:action:)`'s action).
      let payloadMirror = Mirror(reflecting: payload.value)
      if payloadMirror.displayStyle == .tuple {
        guard
          let next = Array(payloadMirror.children).last(where: {
            Mirror(reflecting: $0.value).displayStyle == .enum
          })
        else { break }
        value = next.value
      } else {
        value = payload.value
      }
    }
    return names.joined(separator: ".")
  }
}
