/// Short descriptions of actions and states for runtime reports.
package enum Describe {
  /// A count with its noun: `1 state`, `3 states`, `2 children`.
  package static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// An action as its type and case, like `Parent.Action.child(.dismiss)`; `()` for a `Void`
  /// action (a case without a payload, reached through its case path).
  package static func action(_ action: some Any) -> String {
    caseOf(action)
  }

  /// A value's case without its payload, like `Parent.State.loggedOut`; `()` for `Void`.
  package static func caseOf(_ value: some Any) -> String {
    if value is Void { return "()" }
    return "\(typeName(of: value)).\(caseOutput(value))"
  }

  /// The type's name without its module: `Parent.Action`.
  package static func typeName(of value: some Any) -> String {
    TypeName.of(type(of: value))
  }

  package static func caseOutput(_ value: some Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else {
      return String(describing: value)
    }
    let label = child.label ?? "_"
    let payload = Mirror(reflecting: child.value)
    if payload.displayStyle == .enum {
      return "\(label)(.\(caseOutput(child.value)))"
    }
    if payload.displayStyle == .tuple, payload.children.count > 0 {
      return "\(label)(…)"
    }
    return "\(label)(\(payloadSummary(child.value)))"
  }

  private static func payloadSummary(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?, .class?, .collection?, .dictionary?, .set?:
      return "…"
    default:
      // Reflecting, so a string payload reads as one: log("slept"), not log(slept).
      return String(reflecting: value)
    }
  }
}
