import Reducers

extension SwiftSource {
  /// An action as a case key path and the payload it carries, the way a `TestStore` test names
  /// what it receives: `\.path[id: 1].record.timerTick`, or `\.path.popFrom` with `1`.
  package struct CaseKeyPath: Equatable, Sendable {
    /// The key path's source, with its leading backslash.
    package let path: String
    /// The payload of the last case, when it has one that is not itself an action.
    package let value: Expression?
  }

  /// Writes an action as a case key path: one component for each case, `[id: N]` for a stack
  /// element, and nothing for `presented`, which case key paths step through by themselves.
  ///
  /// The path compiles where every case it names has its case property, which a feature with
  /// generated or complete case paths has. A payload that is an action (an enum with case
  /// paths, or a stack's action) is walked into; any other payload ends the path and is its
  /// value.
  ///
  /// - Parameter context: How the value is written; see
  ///   ``SwiftSource/expression(_:abbreviated:context:)``.
  /// - Returns: The path and value, or `nil` for a value that is not an enum case.
  package static func caseKeyPath(of action: Any, context: Context = Context()) -> CaseKeyPath? {
    var components = ""
    var value: Any = action
    for _ in 0..<32 {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .enum else { return nil }
      guard let payload = mirror.children.first, let name = payload.label else {
        return CaseKeyPath(path: "\\" + components + "." + String(describing: value), value: nil)
      }
      if name == "presented" {
        value = payload.value
        continue
      }
      if name == "element", let (id, elementAction) = stackElement(payload.value) {
        components += "[id: \(id.generation)]"
        value = elementAction
        continue
      }
      components += "." + name
      // One labelled value (`popFrom(id:)`) reflects as a tuple of one: the value is its element.
      let payloadMirror = Mirror(reflecting: payload.value)
      let carried =
        payloadMirror.displayStyle == .tuple && payloadMirror.children.count == 1
        ? payloadMirror.children.first!.value : payload.value
      guard carried is any CasePathable || carried is any _StackActionProtocol,
        Mirror(reflecting: carried).displayStyle == .enum
      else {
        return CaseKeyPath(path: "\\" + components, value: expression(carried, context: context))
      }
      value = carried
    }
    return nil
  }

  /// The id and action of a stack element's action: `element(id:action:)`'s payload.
  private static func stackElement(_ payload: Any) -> (StackElementID, Any)? {
    let children = Array(Mirror(reflecting: payload).children)
    guard children.count == 2, let id = children[0].value as? StackElementID else { return nil }
    return (id, children[1].value)
  }
}
