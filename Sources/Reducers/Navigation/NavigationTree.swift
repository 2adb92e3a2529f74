/// What a feature's state presents, found generically: the stack and, at each level, the
/// sheet, alert or dialog on screen.
///
/// ```swift
/// NavigationTree(of: appState).description
/// // "AppFeature ▸ #0 detail ▸ sheet edit"
/// ```
///
/// The tree is read with reflection from the ``Presents`` and ``StackState`` values inside the
/// state, so any feature works without extra code. It is for diagnostics, logs and terminal
/// UIs, not for hot paths.
public struct NavigationTree: Equatable, Sendable, CustomStringConvertible {
  /// One step of navigation: the root, a stack element, or something presented.
  public struct Level: Equatable, Sendable, CustomStringConvertible {
    /// What kind of step it is.
    public enum Kind: Equatable, Sendable {
      /// The root feature.
      case root
      /// A stack element with its id.
      case stack(StackElementID)
      /// A presented feature: a sheet, popover or cover.
      case sheet
      /// A presented alert.
      case alert
      /// A presented confirmation dialog.
      case dialog
    }

    /// The kind of step.
    public let kind: Kind
    /// The step's name: the feature, the enum case, or the alert's title.
    public let name: String
    /// The step as a screen is named, by what it is and never by text that can carry data: a
    /// stack element without its id (`detail`), a sheet by its case or feature
    /// (`sheet edit`), an alert or dialog by the case it is presented in (unless that is
    /// `alert` or `dialog`) and the actions of its buttons (`alert(confirmDeletion)`,
    /// `alert deleteAlert(confirmDeletion)`; `alert` when its buttons only dismiss), where its
    /// title can carry data (`"Delete Design?"`).
    public let screenName: String
    /// Whether it is presented by the same feature as the level before it, at the same time:
    /// a sheet and an alert through two optionals, which a screen cannot show together.
    public internal(set) var isBesidePrevious = false

    /// A level of a kind, by name; as a screen, named by its name (and kind) too unless
    /// `screenName` says otherwise.
    package init(kind: Kind, name: String, screenName: String? = nil) {
      self.kind = kind
      self.name = name
      switch kind {
      case .root, .stack: self.screenName = screenName ?? name
      case .sheet: self.screenName = screenName ?? "sheet \(name)"
      case .alert: self.screenName = screenName ?? "alert \(name)"
      case .dialog: self.screenName = screenName ?? "dialog \(name)"
      }
    }

    /// The step as it prints: `#0 detail`, `sheet edit`, `alert "Delete?"`.
    public var description: String {
      switch kind {
      case .root: name
      case .stack(let id): "\(id) \(name)"
      case .sheet: "sheet \(name)"
      case .alert: "alert \(name)"
      case .dialog: "dialog \(name)"
      }
    }
  }

  /// The steps from the root to what is on top of the screen.
  public let levels: [Level]

  /// Reads the navigation tree of a feature's state.
  ///
  /// - Parameters:
  ///   - state: The feature's state.
  ///   - rootName: The root's name; by default the state's type without a trailing `.State`.
  public init(of state: Any, rootName: String? = nil) {
    var levels = [Level(kind: .root, name: rootName ?? Self.featureName(of: state))]
    Self.collect(from: state, into: &levels, depth: 0)
    self.levels = levels
  }

  /// The steps joined by `▸`, one line: `AppFeature ▸ #0 detail ▸ sheet edit`; two levels one
  /// feature presents at once by `+`: `Form ▸ sheet picker + alert "Discard?"`.
  public var description: String {
    Self.joined(levels.map(\.description), levels)
  }

  /// Whether some feature presents two things at once (``Level/isBesidePrevious``).
  public var hasPresentationsSideBySide: Bool {
    levels.contains(where: \.isBesidePrevious)
  }

  /// The texts of `levels`, one each, joined as ``description`` joins them.
  package static func joined(_ texts: [String], _ levels: [Level]) -> String {
    var line = ""
    for (index, (text, level)) in zip(texts, levels).enumerated() {
      if index > 0 { line += level.isBesidePrevious ? " + " : " ▸ " }
      line += text
    }
    return line
  }

  private static func collect(from value: Any, into levels: inout [Level], depth: Int) {
    guard depth < 32, canHoldNavigation(type(of: value)) else { return }
    if let presentation = value as? any _PresentationNode {
      if let presented = presentation._presented {
        levels.append(level(for: presented))
        collect(from: payload(of: presented), into: &levels, depth: depth + 1)
      }
      return
    }
    if let stack = value as? any _StackNode {
      for (id, element) in stack._entries {
        levels.append(
          Level(kind: .stack(id), name: caseName(of: element) ?? featureName(of: element)))
        collect(from: payload(of: element), into: &levels, depth: depth + 1)
      }
      return
    }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .tuple else { return }
    // Presentations of this level first, then stacks, so the stack ends up on top.
    let children = mirror.children.map(\.value)
    var presentsAlready = false
    for child in children where !(child is any _StackNode) {
      let first = levels.count
      collect(from: child, into: &levels, depth: depth + 1)
      // Two of this feature's own optionals presented at once are side by side.
      guard child is any _PresentationNode, levels.count > first else { continue }
      if presentsAlready { levels[first].isBesidePrevious = true }
      presentsAlready = true
    }
    for child in children where child is any _StackNode {
      collect(from: child, into: &levels, depth: depth + 1)
    }
  }

  private static func level(for presented: Any) -> Level {
    let inner = payload(of: presented)
    if let alert = inner as? any _DialogNode {
      let word = alert._isAlert ? "alert" : "dialog"
      // The case it is presented in, when that says more than its kind.
      let presentedCase = caseName(of: presented).flatMap {
        $0 == word || $0 == "confirmationDialog" ? nil : " \($0)"
      }
      let actions = alert._buttonActions.map { caseName(of: $0) ?? String(describing: $0) }
      return Level(
        kind: alert._isAlert ? .alert : .dialog, name: "\"\(alert._title)\"",
        screenName: word + (presentedCase ?? "")
          + (actions.isEmpty ? "" : "(\(actions.joined(separator: ", ")))"))
    }
    return Level(kind: .sheet, name: caseName(of: presented) ?? featureName(of: presented))
  }

  /// The payload of an enum case, or the value itself.
  private static func payload(of value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else { return value }
    return child.value
  }

  private static func caseName(of value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    return mirror.children.first?.label ?? String(describing: value)
  }

  /// `SyncUpsList` for a `SyncUpsList.State`.
  static func featureName(of value: Any) -> String {
    var name = Describe.typeName(of: value)
    if name.hasSuffix(".State") { name.removeLast(".State".count) }
    return name
  }
}

/// Presented state the navigation tree can look into; ``Presents`` conforms.
package protocol _PresentationNode {
  /// The presented value, if any.
  var _presented: Any? { get }
}

/// A stack the navigation tree can look into; ``StackState`` conforms.
package protocol _StackNode {
  /// The elements with their ids, bottom first.
  var _entries: [(StackElementID, Any)] { get }
}

/// An alert or dialog the navigation tree names by its title.
package protocol _DialogNode {
  /// Whether it is an alert rather than a confirmation dialog.
  var _isAlert: Bool { get }
  /// The title.
  var _title: String { get }
  /// The actions its buttons send, in order; a button that only dismisses sends none.
  var _buttonActions: [Any] { get }
}

extension Presents: _PresentationNode {
  package var _presented: Any? { wrappedValue }
}

extension StackState: _StackNode {
  package var _entries: [(StackElementID, Any)] { zip(ids, elements).map { ($0, $1 as Any) } }
}

extension AlertState: _DialogNode {
  package var _isAlert: Bool { true }
  package var _title: String { title.description }
  package var _buttonActions: [Any] { buttons.compactMap { $0.action.map { $0 as Any } } }
}

extension ConfirmationDialogState: _DialogNode {
  package var _isAlert: Bool { false }
  package var _title: String { title.description }
  package var _buttonActions: [Any] { buttons.compactMap { $0.action.map { $0 as Any } } }
}
