extension Reducer {
  /// Presents a reducer enum's features on `@Presents` state, running its `body`: the
  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)`` of a ``CaseReducer``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: \.destination)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the `@Presents` storage (`\.$destination`).
  ///   - toPresentationAction: A case key path to the presentation actions.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that runs the presented case's feature, then this reducer.
  @inlinable @inline(__always)
  public func ifLet<DestinationState: CaseReducerState, DestinationAction: Sendable>(
    _ toPresentationState: consuming WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Action == DestinationAction {
    _PresentationReducer(
      parent: self,
      destination: DestinationState.StateReducer.body,
      access: PresentsAccess(toPresentationState),
      toPresentationAction: Case(toPresentationAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Runs a reducer enum's features for the screens of a navigation stack: the stack's
  /// `forEach(_:action:element:)` of a ``CaseReducer``.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: \.path)
  /// ```
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the ``StackState``.
  ///   - toStackAction: A case key path to the ``StackAction``s.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that runs each screen's feature and this reducer.
  @inlinable
  public func forEach<ElementState: CaseReducerState, ElementAction: Sendable>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    _StackReducer(
      parent: self,
      element: ElementState.StateReducer.body,
      toStackState: toStackState,
      toStackAction: Case(toStackAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
