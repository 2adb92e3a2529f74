/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// With a key path to a property, the child always runs for its actions:
///
/// ```swift
/// Scope(state: \.counter, action: \.counter) { Counter() }
/// ```
///
/// With a case key path into an enum state, the child runs while the state is in that case; an
/// action that arrives while the state is in another case is reported with this `Scope`'s call
/// site. `Scope` never cancels effects; use ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``
/// when the child's effects must end with its case.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    /// A stored property, at this many bytes into the parent's state.
    case storedAt(Int)
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    /// A case of an enum state; boxed, so that a `Scope` on a property, copied onto the stack
    /// for every action, is not the larger for it.
    indirect case casePath(Case<ParentState, Child.State>)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: Case<ParentAction, Child.Action>
  @usableFromInline let child: BuiltReducer<Child>
  /// Where this `Scope` was written, kept out of line: a `Scope` is copied onto the stack for
  /// every action, and the call site is read only to report a problem or map an effect.
  @usableFromInline let siteBox: CallSiteBox
  /// Where this `Scope` was written.
  @inlinable var site: CallSite { siteBox.site }

  /// Scopes to a property of the parent's state.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path to the child's state, like `\.counter`.
  ///   - toChildAction: A case key path to the child's actions, like `\.counter`.
  ///   - child: The child reducer.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    // A stored property is reached by its offset: the key path runtime costs more than the
    // child reducer's own work (a `Scope` body is built once per store, so this runs once).
    self.toChildState =
      MemoryLayout<ParentState>.offset(of: toChildState).map(StatePath.storedAt)
      ?? .keyPath(toChildState)
    self.toChildAction = Case(toChildAction)
    self.child = BuiltReducer(child())
    self.siteBox = CallSiteBox(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Scopes to one case of an enum state.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path to the child's state, like `\.loggedIn`.
  ///   - toChildAction: A case key path to the child's actions, like `\.loggedIn`.
  ///   - child: The child reducer.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  ///
  /// Disfavoured, so that `\.self`, which is both a key path and the identity case key path,
  /// means the key path: `Scope(state: \.self, action: \.view)` runs the child on the whole
  /// state.
  @inlinable @_disfavoredOverload
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(Case(toChildState))
    self.toChildAction = Case(toChildAction)
    self.child = BuiltReducer(child())
    self.siteBox = CallSiteBox(
      CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Scopes to a property of the parent's state, its key path unlabelled:
  /// `Scope(\.counter, action: \.counter) { Counter() }`, the same as
  /// ``init(state:action:child:fileID:filePath:line:column:)-(WritableKeyPath<ParentState,ChildState>,_,_,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path to the child's state, like `\.counter`.
  ///   - toChildAction: A case key path to the child's actions, like `\.counter`.
  ///   - child: The child reducer.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  @inlinable
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: toChildAction, child: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Scopes to one case of an enum state, its case key path unlabelled:
  /// `Scope(\.loggedIn, action: \.loggedIn) { LoggedIn() }`.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path to the child's state, like `\.loggedIn`.
  ///   - toChildAction: A case key path to the child's actions, like `\.loggedIn`.
  ///   - child: The child reducer.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  @inlinable @_disfavoredOverload
  public init<ChildState, ChildAction>(
    _ toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: toChildState, action: toChildAction, child: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs the child for its actions and maps its effects back to the parent.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    let effect: Effect<Child.Action>
    switch toChildState {
    case .storedAt(let offset):
      effect = withUnsafeMutableBytes(of: &state) { parent in
        // The parent's stored property of the child's type, `offset` bytes in.
        let childState = (parent.baseAddress.unsafelyUnwrapped + offset)
          .assumingMemoryBound(to: Child.State.self)
        return child.reduce(into: &childState.pointee, action: childAction)
      }
    case .keyPath(let keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case .casePath(let casePath):
      guard var childState = casePath.extract(state) else {
        Self.reportWrongCase(action: action, state: state, at: site)
        return .none
      }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    if effect.isNone { return .none }
    return effect.mapped(toChildAction.embed, prepending: NavigationElement(scope: site))
  }

  /// Reports a child action that arrived while the state was in another case. Static, and
  /// given the call site: an instance method here had the whole `Scope` copied onto the stack
  /// on every action.
  @usableFromInline
  static func reportWrongCase(action: ParentAction, state: ParentState, at site: CallSite) {
    reportIssue(
      """
      A "Scope" at "\(site)" received a child action when child state was set to a different \
      case.

        Action:
          \(Describe.action(action))
        State:
          \(Describe.caseOf(state))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer set the state to a different case before the scoped reducer ran. \
      Child reducers must run before any parent reducer sets child state to a different case.

      • An in-flight effect emitted this action when the state was in a different case. \
      Cancel the child's effects when it goes away, for example with "ifCaseLet".

      • This action was sent to the store while the state was in another case. Make sure \
      actions for this reducer can only be sent from a store when the state is in this case.
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}
