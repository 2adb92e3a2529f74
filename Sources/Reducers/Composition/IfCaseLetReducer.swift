extension Reducer {
  /// Runs a child reducer on one case of an enum state while the state is in that case.
  ///
  /// The child runs first, then this reducer. When the state leaves the case (or the case's
  /// `Identifiable` payload changes id), every effect the child started is cancelled: also when
  /// another reducer of the same `body` changed the case, at once when it runs before this one,
  /// and at the next action through this one when it runs after. A child action that arrives
  /// while the state is in another case is reported with this call site.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }
  /// ```
  ///
  /// - Parameters:
  ///   - toCaseState: A case key path to the child's state.
  ///   - toCaseAction: A case key path to the child's actions.
  ///   - child: The child reducer.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that runs the child, then this reducer.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child>
  where CaseState == Child.State, CaseAction == Child.Action {
    _IfCaseLetReducer(
      parent: self,
      child: child(),
      toChildState: Case(toCaseState),
      toChildAction: Case(toCaseAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifCaseLet` builds: public only so it can appear in `some Reducer` types.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let child: BuiltReducer<Child>
  @usableFromInline let toChildState: Case<Parent.State, Child.State>
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
    toChildState: Case<Parent.State, Child.State>,
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

  /// Runs the child in its case, then the parent, then cancels the effects of a case left.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let before = toChildState.extract(state).map(presence(of:))
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(action) {
      if let before, var childState = toChildState.extract(state) {
        let effect = child.reduce(into: &childState, action: childAction)
        state = toChildState.embed(childState)
        if !effect.isNone {
          childEffect = effect.mapped(toChildAction.embed, prepending: before.element(at: site))
        }
      } else {
        Self.reportWrongCase(action: action, state: state, at: site)
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    return .scopedChild(childEffect, then: parentEffect, at: site, leaving: before) {
      toChildState.extract(state).map(presence(of:))
    }
  }

  @inlinable
  func presence(of childState: Child.State) -> PresentChild {
    PresentChild(identity: Identity.of(childState, traits: traits))
  }

  /// Reports a child action that arrived while the state was in another case; static, so that
  /// `reduce` needs no copy of the reducer for it (see `Scope`).
  @usableFromInline
  static func reportWrongCase(action: Parent.Action, state: Parent.State, at site: CallSite) {
    reportIssue(
      """
      An "ifCaseLet" at "\(site)" received a child action when child state was set to a \
      different case.

        Action:
          \(Describe.action(action))
        State:
          \(Describe.caseOf(state))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer set the state to a different case before this reducer ran. This \
      reducer must run before any other reducer sets child state to a different case.

      • An in-flight effect emitted this action when child state was in a different case. \
      Consider canceling the associated effect before the case changes.

      • This action was sent to the store while state was in another case. Make sure that \
      actions for this reducer can only be sent from a store when state is in this case.
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}
