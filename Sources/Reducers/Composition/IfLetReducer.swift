extension Reducer {
  /// Runs a child reducer on optional child state while it is present.
  ///
  /// The child runs first, then this reducer. When the child state becomes `nil`, or is replaced
  /// by a child with a different `Identifiable` id, every effect the child started is cancelled:
  /// also when another reducer of the same `body` did it, at once when it runs before this one,
  /// and at the next action through this one when it runs after (while effects are in flight,
  /// effects started under this call site for a child that is not there are cancelled).
  /// A child action that arrives while the state is `nil` is reported with this call site, and
  /// this reducer still runs.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.child, action: \.child) { Child() }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path to the optional child state.
  ///   - toChildAction: A case key path to the child's actions.
  ///   - child: The child reducer.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that runs the child, then this reducer.
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    _IfLetReducer(
      parent: self,
      child: child(),
      toChildState: toChildState,
      toChildAction: Case(toChildAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Shows optional alert or dialog state that is not `@Presents`, which needs no reducer.
  ///
  /// Any of its actions (a button tapped) sets the state to `nil` before this reducer runs, as
  /// the `@Presents` version does after it: the alert is gone once answered.
  ///
  /// ```swift
  /// struct State: Equatable { var alert: AlertState<Action.Alert>? }
  /// enum Action { case alert(Alert) ... }
  ///
  /// Reduce { state, action in ... }
  ///   .ifLet(\.alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path to the optional alert or dialog state.
  ///   - toChildAction: A case key path to its buttons' actions.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that clears the alert after its actions, then runs this reducer.
  @inlinable
  public func ifLet<ChildState: EphemeralState, ChildAction: Sendable>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    _IfLetReducer(
      parent: self,
      child: EmptyReducer(),
      toChildState: toChildState,
      toChildAction: Case(toChildAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifLet` builds: public only so it can appear in `some Reducer` types.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let child: BuiltReducer<Child>
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: Case<Parent.Action, Child.Action>
  /// Where the operator was written, out of line (see `CallSiteBox`).
  @usableFromInline let siteBox: CallSiteBox
  /// Where the operator was written.
  @inlinable var site: CallSite { siteBox.site }
  /// What the child's state type is (identifiable, an alert), looked up once: the reducer is
  /// built once per store, and runs for every action.
  @usableFromInline let traits: Identity.Traits

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: Case<Parent.Action, Child.Action>,
    site: CallSite
  ) {
    self.parent = BuiltReducer(parent)
    self.child = BuiltReducer(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.siteBox = CallSiteBox(site)
    self.traits = Identity.traits(of: Child.State.self)
  }

  /// Runs the child on its state (if present), then the parent, then cancels the effects of a
  /// child that went away.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let before = state[keyPath: toChildState].map(presence(of:))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(action) {
      if let before {
        let effect = state[keyPath: toChildState].modifyIfPresent {
          child.reduce(into: &$0, action: childAction)
        }
        if let effect, !effect.isNone {
          childEffect = effect.mapped(toChildAction.embed, prepending: before.element(at: site))
        }
        // An alert or dialog is answered by any of its actions: it goes before the parent runs
        // (as in TCA), as `@Presents` alerts do after it.
        if traits.isEphemeral {
          state[keyPath: toChildState] = nil
        }
      } else {
        Self.reportAbsentChild(action: action, at: site)
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    return .scopedChild(childEffect, then: parentEffect, at: site, leaving: before) {
      state[keyPath: toChildState].map(presence(of:))
    }
  }

  @inlinable
  func presence(of childState: Child.State) -> PresentChild {
    PresentChild(identity: Identity.of(childState, traits: traits))
  }

  /// Reports a child action that arrived while the child state was `nil`; static, so that
  /// `reduce` needs no copy of the reducer for it (see `Scope`).
  @usableFromInline
  static func reportAbsentChild(action: Parent.Action, at site: CallSite) {
    reportIssue(
      """
      An "ifLet" at "\(site)" received a child action when child state was "nil".

        Action:
          \(Describe.action(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer set child state to "nil" before this reducer ran. This reducer must \
      run before any other reducer sets child state to "nil".

      • An in-flight effect emitted this action when child state was "nil". While it may be \
      perfectly reasonable to ignore this action, consider canceling the associated effect \
      before child state becomes "nil", especially if it is a long-living effect.

      • This action was sent to the store while state was "nil". Make sure that actions for \
      this reducer can only be sent from a store when state is non-"nil".
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}
