import Observation

/// The runtime of a feature: holds its state, runs its reducer for each action, and runs the
/// effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementButtonTapped)
/// print(store.state.count)  // 1
/// ```
///
/// A store is observable with the Observation framework: code that reads ``state`` inside
/// `withObservationTracking` is told when an action changes it. Stores scoped to a child with
/// ``scope(state:action:)->Store<ChildState,ChildAction>`` share the parent's state and effects: a change made through either is
/// seen by both. When the last store of a feature tree is released, its effects are cancelled.
@MainActor
public final class Store<State, Action: Sendable>: Observable {
  @usableFromInline let core: AnyObject
  @usableFromInline let readState: @MainActor () -> State
  @usableFromInline let sendAction: @MainActor (Action) -> EffectGroup?

  /// Creates a store from an initial state and the reducer that runs the feature.
  ///
  /// ```swift
  /// let store = Store(initialState: AppFeature.State()) {
  ///   AppFeature()
  /// } withDependencies: {
  ///   $0.continuousClock = ContinuousClock()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in; evaluated with the dependencies below.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the reducer and every effect it
  ///     returns, for the whole life of the store.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    guard let prepareDependencies else {
      let reduce = reducer().keepingBodies()
      self.init(core: StoreCore(initialState: initialState(), reducer: reduce))
      return
    }
    var values = DependencyValues.current
    DependencyValues.preparing { prepareDependencies(&values) }
    let core = DependencyValues.withValues(values) {
      let reduce = reducer().keepingBodies()
      return StoreCore(
        initialState: initialState(),
        reducer: { state, action in
          DependencyValues.withValues(values) { reduce(&state, action) }
        }
      )
    }
    self.init(core: core)
  }

  /// Creates the root store of a core; used by `TestStore`.
  @inlinable
  package convenience init(core: StoreCore<State, Action>) {
    self.init(
      core: core,
      readState: { core.state },
      sendAction: { core.send($0) }
    )
  }

  @usableFromInline
  init(
    core: AnyObject,
    readState: @escaping @MainActor () -> State,
    sendAction: @escaping @MainActor (Action) -> EffectGroup?
  ) {
    self.core = core
    self.readState = readState
    self.sendAction = sendAction
  }

  /// The current state of the feature; reading it is tracked by Observation.
  @inlinable
  public var state: State {
    readState()
  }

  /// How many effects of this store's feature are running: started, and neither finished nor
  /// cancelled. A scoped store counts the effects of the whole store it was scoped from.
  ///
  /// The same on every executor: an effect stops counting the moment it is cancelled.
  public var effectsInFlight: Int {
    (core as? any EffectRegistryOwner)?.registry.running.count ?? 0
  }

  /// Reads the current state through a closure.
  ///
  /// - Parameter body: Receives the state.
  /// - Returns: What `body` returns.
  @inlinable
  public func withState<Value>(_ body: (State) -> Value) -> Value {
    body(readState())
  }

  /// Sends an action: the reducer runs at once, then the effects it returned start.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: A task that tracks the effects this action started, which can be awaited or
  ///   cancelled.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(group: sendAction(action))
  }

  /// Derives a store for a child feature from this store.
  ///
  /// The child store reads its state from this store's state and sends its actions through this
  /// store, so both always agree.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path from this store's state to the child's.
  ///   - toChildAction: A case key path from this store's actions to the child's.
  /// - Returns: A store of the child feature.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let readState = readState
    let sendAction = sendAction
    let embed = Case(toChildAction).embed
    return Store<ChildState, ChildAction>(
      core: core,
      readState: { readState()[keyPath: toChildState] },
      sendAction: { sendAction(embed($0)) }
    )
  }

  /// Derives a store for a child feature whose state is optional, while it is present.
  ///
  /// - Parameters:
  ///   - toChildState: A key path from this store's state to the optional child state.
  ///   - toChildAction: A case key path from this store's actions to the child's.
  /// - Returns: A store of the child feature, or `nil` when the child state is `nil`. The
  ///   returned store keeps the child's last state if the child goes away later.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let initial = readState()[keyPath: toChildState] else { return nil }
    let readState = readState
    let sendAction = sendAction
    let embed = Case(toChildAction).embed
    var last = initial
    return Store<ChildState, ChildAction>(
      core: core,
      readState: {
        if let current = readState()[keyPath: toChildState] { last = current }
        return last
      },
      sendAction: { sendAction(embed($0)) }
    )
  }
}
