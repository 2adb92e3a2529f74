import Observation

/// The root of a store: the state, the reducer, and the effects in flight.
///
/// Every ``Store`` scoped from the same root shares one core. A `TestStore` drives a core
/// directly: it starts effects on a ``QueueTaskExecutor``, drains their jobs, and hears about
/// every action the reducer processes through ``onReduce``.
///
/// A core is not `Sendable`: it belongs to whoever made it, and is used from there only. A
/// `Store` or a `TestStore` makes it on the main actor; the navigation explorer makes one for
/// each run, in the worker that drives the run, so runs go on in parallel.
@usableFromInline
package final class StoreCore<State, Action: Sendable>: Observable {
  /// What changes on every action, out of line: a class's stored properties would be checked for
  /// exclusive access at run time on each read and write. Only the core's owner touches them,
  /// from one place at a time, and a reducer cannot reach its store, so accesses never overlap.
  @usableFromInline let fields: UnsafeMutablePointer<Fields>
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  @usableFromInline let registrar = ObservationRegistrar()
  /// `\.state`, built once per core type: a key path literal in a generic type is
  /// instantiated at every use, which was half the cost of making a store.
  @usableFromInline let stateKeyPath: KeyPath<StoreCore, State>

  /// Every effect in flight.
  package let registry = EffectRegistry()
  /// Actions effects sent while running on ``executor``, waiting for ``processMailbox()``; only
  /// a core with an executor has one (a `Store`'s effects hop to the main actor instead).
  let mailbox: Mailbox<Action>?
  /// The executor effects run on, or `nil` to run them as ordinary tasks.
  package let executor: QueueTaskExecutor?

  /// The mutable parts of a core.
  @usableFromInline
  struct Fields {
    @usableFromInline var state: State
    /// Whether ``state`` was read since the last change was announced.
    ///
    /// Observation only reaches code that read the state inside a tracking scope, and every
    /// such registration ends at the first change announced to it. So a change made when nobody
    /// read the state since the last announcement has nobody to tell, and skips the registrar.
    @usableFromInline var wasReadSinceLastChange = false
    @usableFromInline var isProcessing = false
    @usableFromInline var buffer: [Queued] = []
    @usableFromInline var onReduce: ((Action, ActionSource, State) -> Void)?
    @usableFromInline var reporterForGroup: ((EffectGroup) -> any IssueReporter)?
    /// 100,000 unless set: far past any real chain of `.send` effects.
    @usableFromInline var synchronousActionLimit = 100_000

    @inlinable
    init(state: State) {
      self.state = state
    }
  }

  /// Called after the reducer processed an action, with the state it left.
  package var onReduce: ((Action, ActionSource, State) -> Void)? {
    get { fields.pointee.onReduce }
    set { fields.pointee.onReduce = newValue }
  }

  /// The issue reporter for the reducer run of an action of the given group; `nil` keeps the
  /// current task's reporter. A `TestStore` uses it to attribute reports to the right `send`.
  /// The most actions sent at once (`.send` effects) one action may lead to before the store
  /// calls it a loop, reports it and drops the rest; a `TestStore` sets its effect budget's.
  package var synchronousActionLimit: Int {
    get { fields.pointee.synchronousActionLimit }
    set { fields.pointee.synchronousActionLimit = max(newValue, 1) }
  }

  package var reporterForGroup: ((EffectGroup) -> any IssueReporter)? {
    get { fields.pointee.reporterForGroup }
    set { fields.pointee.reporterForGroup = newValue }
  }

  @usableFromInline
  package init(
    initialState: State,
    reducer: @escaping (inout State, Action) -> Effect<Action>,
    executor: QueueTaskExecutor? = nil
  ) {
    self.fields = .allocate(capacity: 1)
    self.fields.initialize(to: Fields(state: initialState))
    self.reducer = reducer
    self.executor = executor
    self.mailbox = executor == nil ? nil : Mailbox()
    self.stateKeyPath = Self.stateKeyPath()
  }

  /// `\.state` for this core type: the one built for the first core of the type.
  private static func stateKeyPath() -> KeyPath<StoreCore, State> {
    let key = ObjectIdentifier(StoreCore.self)
    if let cached = stateKeyPaths.value(for: key) {
      // Stored under this very type, whose key path it is.
      return unsafeDowncast(cached.keyPath, to: KeyPath<StoreCore, State>.self)
    }
    let keyPath: KeyPath<StoreCore, State> = \.state
    stateKeyPaths.store(StateKeyPath(keyPath: keyPath), for: key, holding: nil)
    return keyPath
  }

  deinit {
    registry.cancelAll()
    fields.deinitialize(count: 1)
    fields.deallocate()
  }

  /// The current state; reading it is tracked by Observation.
  @inlinable
  package var state: State {
    fields.pointee.wasReadSinceLastChange = true
    registrar.access(self, keyPath: stateKeyPath)
    return fields.pointee.state
  }

  /// The state without registering an Observation access.
  @inlinable
  package var untrackedState: State {
    fields.pointee.state
  }

  /// Processes an action, then every action its effects send synchronously.
  ///
  /// - Returns: The group of the effects they started; created even when none started.
  @discardableResult
  package func send(_ action: Action, source: ActionSource, site: CallSite?) -> EffectGroup {
    var group: EffectGroup? = EffectGroup(site: site)
    enqueue(action, source: source, group: &group, site: site)
    return group!
  }

  /// Processes an action sent by a ``Store``, then every action its effects send synchronously.
  ///
  /// - Returns: The group of the effects they started, or `nil` when none started: an action
  ///   that only changes state allocates nothing.
  @inlinable
  package func send(_ action: Action) -> EffectGroup? {
    var group: EffectGroup?
    enqueue(action, source: .sent, group: &group, site: nil)
    return group
  }

  /// Whether effects posted actions that ``processMailbox()`` has not processed yet.
  package var hasMail: Bool {
    mailbox.map { !$0.isEmpty } ?? false
  }

  /// Processes actions that effects posted to the mailbox, in the order they were sent.
  package func processMailbox() {
    guard let mailbox else { return }
    for (action, token) in mailbox.takeAll() where !token.isCancelled {
      var group: EffectGroup? = token.group
      enqueue(action, source: .effect, group: &group, site: nil)
    }
  }

  @inlinable
  func enqueue(
    _ action: Action, source: ActionSource, group: inout EffectGroup?, site: CallSite?
  ) {
    guard !fields.pointee.isProcessing else {
      let queuedGroup = group ?? EffectGroup(site: site)
      group = queuedGroup
      fields.pointee.buffer.append(Queued(action: action, source: source, group: queuedGroup))
      return
    }
    fields.pointee.isProcessing = true
    defer { fields.pointee.isProcessing = false }
    // The action itself is reduced directly; only actions its effects send synchronously wait
    // in the buffer, so the common case never touches it.
    reduce(action, source: source, group: &group, site: site)
    guard !fields.pointee.buffer.isEmpty else { return }
    drainBuffer()
  }

  /// Reduces the actions effects sent synchronously, in order, until none is left, or until
  /// ``synchronousActionLimit`` of them ran: then the loop is reported and the rest dropped.
  @usableFromInline
  func drainBuffer() {
    var index = 0
    while index < fields.pointee.buffer.count {
      if index == fields.pointee.synchronousActionLimit { return stopSynchronousLoop() }
      let queued = fields.pointee.buffer[index]
      index += 1
      var group: EffectGroup? = queued.group
      reduce(queued.action, source: queued.source, group: &group, site: nil)
    }
    fields.pointee.buffer.removeAll(keepingCapacity: true)
  }

  /// Ends actions that keep sending actions at once (a reducer answering an action with
  /// `.send` of itself), which would otherwise loop forever without a chance to stop them.
  @usableFromInline
  func stopSynchronousLoop() {
    let limit = fields.pointee.synchronousActionLimit
    let last = fields.pointee.buffer[limit - 1].action
    let site = fields.pointee.buffer.last?.group.site
    fields.pointee.buffer.removeAll(keepingCapacity: true)
    let message = """
      An action led to \(limit) more actions sent at once (".send" effects) \
      without stopping, the last "\(customDumpLine(last, depth: 1))": a reducer that answers an \
      action by sending it, or one that leads back to it, again?

      The actions still queued were dropped.

      To fix, end the loop: send the action again only on a condition that changes, or from an \
      effect that waits ("Effect.run" with a clock).
      """
    if let site {
      reportIssue(
        message, fileID: site.fileID, filePath: site.filePath, line: site.line,
        column: site.column)
    } else {
      reportIssue(message)
    }
  }

  @inlinable
  func reduce(
    _ action: Action, source: ActionSource, group: inout EffectGroup?, site: CallSite?
  ) {
    let effect: Effect<Action>
    if fields.pointee.wasReadSinceLastChange {
      fields.pointee.wasReadSinceLastChange = false
      effect = registrar.withMutation(of: self, keyPath: stateKeyPath) {
        runReducer(action, group: group)
      }
    } else {
      effect = runReducer(action, group: group)
    }
    if let onReduce = fields.pointee.onReduce { onReduce(action, source, fields.pointee.state) }
    if !effect.isNone {
      let startedGroup = group ?? EffectGroup(site: site)
      group = startedGroup
      start(effect, ids: [], group: startedGroup)
    }
  }

  @inlinable
  func runReducer(_ action: Action, group: EffectGroup?) -> Effect<Action> {
    if fields.pointee.reporterForGroup != nil, let group {
      return runReducer(action, reportingTo: group)
    }
    return reducer(&fields.pointee.state, action)
  }

  /// Runs the reducer with issues reported to the group's reporter (a `TestStore`'s step).
  @usableFromInline
  func runReducer(_ action: Action, reportingTo group: EffectGroup) -> Effect<Action> {
    guard let reporterForGroup else { return reducer(&fields.pointee.state, action) }
    return IssueReporting.$reporter.withValue(reporterForGroup(group)) {
      reducer(&fields.pointee.state, action)
    }
  }

  /// Starts an effect the reducer returned; effects are rare next to actions, so this part stays
  /// out of line.
  @usableFromInline
  func start(_ effect: Effect<Action>, ids: [EffectID], group: EffectGroup) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      fields.pointee.buffer.append(Queued(action: action, source: .effect, group: group))
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
    if let mailbox {
      return { action, token in
        if mailbox.post(action, from: token) { await Task.yield() }
      }
    }
    // A core without an executor belongs to a `Store`, on the main actor: its effects' actions
    // go there.
    let core = MainActorCore(self)
    return { action, token in
      await MainActor.run { core.core?.receive(action, from: token) }
    }
  }

  private func receive(_ action: Action, from token: EffectToken) {
    guard !token.isCancelled else { return }
    var group: EffectGroup? = token.group
    enqueue(action, source: .effect, group: &group, site: nil)
  }

  /// An action waiting its turn: one an effect sent while another action was being reduced.
  @usableFromInline
  struct Queued {
    @usableFromInline let action: Action
    @usableFromInline let source: ActionSource
    @usableFromInline let group: EffectGroup

    @inlinable
    init(action: Action, source: ActionSource, group: EffectGroup) {
      self.action = action
      self.source = source
      self.group = group
    }
  }
}

/// The `\.state` key path of each core type made so far, by the type (types are never freed).
private let stateKeyPaths = IdentityTable<StateKeyPath>(slotCount: 256)

/// A core type's `\.state`. `@unchecked Sendable`: a key path is immutable once built.
private struct StateKeyPath: @unchecked Sendable {
  let keyPath: AnyKeyPath
}

/// A weak reference to a core used on the main actor only, so an effect running elsewhere can
/// carry it back there: a ``Store``'s core, which the main actor owns.
private final class MainActorCore<State, Action: Sendable>: @unchecked Sendable {
  weak var core: StoreCore<State, Action>?

  init(_ core: StoreCore<State, Action>) {
    self.core = core
  }
}

/// A store core seen without its state and action types: what `Store.effectsInFlight` asks.
package protocol EffectRegistryOwner: AnyObject {
  /// The effects in flight in the core.
  var registry: EffectRegistry { get }
}

extension StoreCore: EffectRegistryOwner {}
