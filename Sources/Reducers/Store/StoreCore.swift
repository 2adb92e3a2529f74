import Observation

/// The root of a store: the state, the reducer, and the effects in flight.
///
/// Every ``Store`` scoped from the same root shares one core. A `TestStore` drives a core
/// directly: it starts effects on a ``QueueTaskExecutor``, drains their jobs, and hears about
/// every action the reducer processes through ``onReduce``.
@MainActor
package final class StoreCore<State, Action: Sendable>: Observable {
  private var _state: State
  private let reducer: (inout State, Action) -> Effect<Action>
  private let registrar = ObservationRegistrar()
  /// `\.state`, built once: a key path literal in a generic type is instantiated at every use.
  private let stateKeyPath: KeyPath<StoreCore, State> = \.state
  private var buffer: [Queued] = []
  private var isProcessing = false

  /// Every effect in flight.
  package nonisolated let registry = EffectRegistry()
  /// Actions effects sent while running on ``executor``, waiting for ``processMailbox()``.
  package nonisolated let mailbox = Mailbox<Action>()
  /// The executor effects run on, or `nil` to run them as ordinary tasks.
  package nonisolated let executor: QueueTaskExecutor?
  /// Called after the reducer processed an action, with the state it left.
  package var onReduce: ((Action, ActionSource, State) -> Void)?
  /// The issue reporter for the reducer run of an action of the given group; `nil` keeps the
  /// current task's reporter. A `TestStore` uses it to attribute reports to the right `send`.
  package var reporterForGroup: ((EffectGroup) -> any IssueReporter)?

  package init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    executor: QueueTaskExecutor? = nil
  ) {
    self._state = initialState
    self.reducer = reducer
    self.executor = executor
  }

  isolated deinit {
    registry.cancelAll()
  }

  /// The current state; reading it is tracked by Observation.
  package var state: State {
    registrar.access(self, keyPath: stateKeyPath)
    return _state
  }

  /// The state without registering an Observation access.
  package var untrackedState: State {
    _state
  }

  /// Processes an action, then every action its effects send synchronously.
  @discardableResult
  package func send(_ action: Action, source: ActionSource, site: CallSite?) -> EffectGroup {
    let group = EffectGroup(site: site)
    enqueue(action, source: source, group: group)
    return group
  }

  /// Processes actions that effects posted to the mailbox, in the order they were sent.
  package func processMailbox() {
    for (action, token) in mailbox.takeAll() where !token.isCancelled {
      enqueue(action, source: .effect, group: token.group)
    }
  }

  private func enqueue(_ action: Action, source: ActionSource, group: EffectGroup) {
    guard !isProcessing else {
      buffer.append(Queued(action: action, source: source, group: group))
      return
    }
    isProcessing = true
    defer { isProcessing = false }
    // The action itself is reduced directly; only actions its effects send synchronously wait
    // in the buffer, so the common case never touches it.
    reduce(action, source: source, group: group)
    guard !buffer.isEmpty else { return }
    var index = 0
    while index < buffer.count {
      let queued = buffer[index]
      index += 1
      reduce(queued.action, source: queued.source, group: queued.group)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  private func reduce(_ action: Action, source: ActionSource, group: EffectGroup) {
    let effect = registrar.withMutation(of: self, keyPath: stateKeyPath) {
      if let reporterForGroup {
        return IssueReporting.$reporter.withValue(reporterForGroup(group)) {
          reducer(&_state, action)
        }
      }
      return reducer(&_state, action)
    }
    onReduce?(action, source, _state)
    if !effect.isNone {
      start(effect, ids: [], group: group)
    }
  }

  private func start(_ effect: Effect<Action>, ids: [EffectID], group: EffectGroup) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      buffer.append(Queued(action: action, source: .effect, group: group))
    case .run(let run):
      spawn(path: run.path, ids: ids, group: group, priority: run.priority) { send in
        await run.operation(send)
      }
    case .cancel(let target):
      registry.cancel(target)
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids, group: group) }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { registry.cancel(.id(id)) }
      start(effect, ids: ids + [id], group: group)
    case .concatenate(let effects):
      guard effects.contains(where: \.isAsynchronous) else {
        for effect in effects { start(effect, ids: ids, group: group) }
        return
      }
      let registry = registry
      let spawner = spawner(group: group)
      spawn(path: .root, ids: ids, group: group, priority: nil) { send in
        for effect in effects {
          if Task.isCancelled { return }
          await effect.perform(send: send, registry: registry, spawn: spawner)
        }
      }
    }
  }

  /// A function that starts an effect task from inside another effect, for `concatenate`.
  private func spawner(group: EffectGroup) -> EffectSpawner<Action> {
    let registry = registry
    let executor = executor
    let deliver = deliverer()
    return EffectSpawner { path, ids, priority, operation in
      EffectSpawner.launch(
        path: path, ids: ids, group: group, priority: priority, registry: registry,
        executor: executor, deliver: deliver, operation: operation
      )
    }
  }

  private func spawn(
    path: NavigationPath,
    ids: [EffectID],
    group: EffectGroup,
    priority: TaskPriority?,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) {
    _ = EffectSpawner.launch(
      path: path, ids: ids, group: group, priority: priority, registry: registry,
      executor: executor, deliver: deliverer(), operation: operation
    )
  }

  /// How actions from running effects reach this core.
  private func deliverer() -> @Sendable (Action, EffectToken) async -> Void {
    if executor != nil {
      let mailbox = mailbox
      return { action, token in mailbox.post(action, from: token) }
    }
    return { [weak self] action, token in
      await self?.receive(action, from: token)
    }
  }

  private func receive(_ action: Action, from token: EffectToken) {
    guard !token.isCancelled else { return }
    enqueue(action, source: .effect, group: token.group)
  }

  /// An action waiting its turn: one an effect sent while another action was being reduced.
  private struct Queued {
    let action: Action
    let source: ActionSource
    let group: EffectGroup
  }
}
