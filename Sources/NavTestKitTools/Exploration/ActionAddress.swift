import Reducers

/// The screen an action is addressed to: the level of a navigation it reaches through its
/// presentation and stack steps (`.sheet(.presented(…))`, `.path(.element(id: 1, action: …))`).
///
/// An effect a reducer returns for an action belongs to the screen the action was for: a
/// parent's timer started by a button on its sheet is the sheet's, and must end with it.
package enum ActionAddress {
  /// The index into `levels` (root first) of the screen `action` is addressed to: 0 for the
  /// root's own actions, the presented level for `.presented` and `.dismiss`, the stack element
  /// for `.element(id:action:)`; the deepest level it reached when a step names a level that is
  /// not there.
  package static func level(of action: Any, in levels: [NavigationTree.Level]) -> Int {
    var value = action
    var index = 0
    for _ in 0..<32 {
      if let presentation = value as? any _PresentationActionProtocol {
        guard
          let next = levels.indices.first(where: { $0 > index && levels[$0].kind.isPresented })
        else { return index }
        index = next
        guard !presentation._isDismiss,
          let payload = Mirror(reflecting: value).children.first?.value
        else { return index }
        value = payload
        continue
      }
      if let stack = value as? any _StackActionProtocol {
        guard let (id, child) = element(of: stack),
          let next = levels.firstIndex(where: { $0.kind == .stack(id) })
        else { return index }
        index = next
        value = child
        continue
      }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .enum, .optional:
        guard let payload = mirror.children.first?.value else { return index }
        value = payload
      case .tuple:
        // An element of a list (`.rows(.element(id:action:))`): the action comes last.
        guard let last = mirror.children.reversed().first?.value else { return index }
        value = last
      default:
        return index
      }
    }
    return index
  }

  private static func element(of stack: some _StackActionProtocol) -> (StackElementID, Any)? {
    stack._elementAction.map { ($0.id, $0.action as Any) }
  }
}

extension NavigationTree.Level.Kind {
  /// Whether the level is presented (a sheet, an alert, a dialog), not the root or a stack
  /// element.
  var isPresented: Bool {
    switch self {
    case .sheet, .alert, .dialog: true
    case .root, .stack: false
    }
  }
}
