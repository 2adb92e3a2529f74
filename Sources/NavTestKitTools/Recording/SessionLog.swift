import Reducers

/// What a recorded session did, step by step, written as Swift source as it happens.
///
/// Each action the reducer processes is written at once, while the state before it is at hand:
/// the action with the shared references of that state (a pushed screen's `Shared` is the
/// place it aliases), its changes as the assignments ``StateChanges`` finds, against a snapshot
/// of what the shared values held before. ``SessionRecorder`` feeds one from its own store; a
/// program with a store of its own (the terminal Sync-ups app) feeds one from the store's
/// reduce hook.
package final class SessionLog<State> {
  /// The steps so far.
  package private(set) var events: [RecordedEvent] = []
  private let names: [SourceName]
  private let structs: StructWriting
  private var last: (state: State, shared: StateChanges.Snapshot)

  /// Starts a log at a state.
  ///
  /// - Parameters:
  ///   - initialState: The state the session starts from.
  ///   - names: Values the feature names, written by name (`.deleteSyncUp`).
  ///   - structs: How a plain struct is written.
  package init(
    initialState: State, names: [SourceName] = [], structs: StructWriting = .memberwise
  ) {
    self.names = names
    self.structs = structs
    last = (initialState, StateChanges.snapshot(of: initialState))
  }

  /// Records an action the reducer processed and the state it left.
  package func record(_ action: Any, source: ActionSource, state: State) {
    let context = SwiftSource.Context(names: names, structs: structs).sharing(
      last.state, from: "store.state")
    let changes = StateChanges.changes(
      from: last.state, to: state, sharedBefore: last.shared, context: context)
    switch source {
    case .sent:
      events.append(
        .send(
          call: RecordedTest.sendCall(action, context: context),
          action: SwiftSource.expression(action, abbreviated: true).text, changes: changes))
    case .effect:
      events.append(
        .receive(call: RecordedTest.receiveCall(action, context: context), changes: changes))
    }
    last = (state, StateChanges.snapshot(of: state))
  }

  /// Records time passing on the session's clock.
  package func advance(by duration: Duration) {
    events.append(.advance(duration))
  }

  /// Records something that happened outside the store, as the statement the test runs then.
  package func input(_ statement: String) {
    events.append(.input(statement))
  }
}
