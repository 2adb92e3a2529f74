extension Reducer {
  /// Prints every action this reducer receives and the change it made to the state.
  ///
  /// A debugging aid: each action prints as `received action:` with the action, followed by the
  /// diff of the state (`−` before, `+` after), printed as a `TestStore` failure prints it, or
  /// `(No state changes)`.
  ///
  /// - Parameter printer: Where to write; standard output by default.
  /// - Returns: A reducer that runs this one and prints what happened.
  public func _printChanges(
    to printer: @escaping @Sendable (String) -> Void = { print($0, terminator: "") }
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: BuiltReducer(self), printer: printer)
  }
}

/// The reducer `_printChanges()` builds: a debugging aid, not part of the API.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: BuiltReducer<Base>
  let printer: @Sendable (String) -> Void

  /// Runs the base reducer and prints the action and the state diff.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    var output = "received action:\n  \(Describe.action(action))\n"
    if let difference = diff(before, state) {
      for line in difference.split(separator: "\n", omittingEmptySubsequences: false) {
        output += "  \(line)\n"
      }
    } else {
      output += "  (No state changes)\n"
    }
    printer(output)
    return effect
  }
}
