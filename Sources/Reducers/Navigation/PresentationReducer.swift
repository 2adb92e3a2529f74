extension Reducer {
  /// Runs a presented child feature on `@Presents` state: sheets, alerts, destinations.
  ///
  /// For every action, in this order: a `.presented` child action runs the child reducer first;
  /// then this reducer runs (it sees `.presented` and `.dismiss` too, with the child still
  /// there); then a `.dismiss` clears the state, and an alert or dialog is cleared after any of
  /// its buttons' actions. When the presented state becomes `nil`, or changes identity (another
  /// enum case, another `Identifiable` id), every effect the child started is cancelled, its
  /// children's included. Inside the child's effects, `@Dependency(\.dismiss)` sends this
  /// reducer's `.dismiss`. An action that arrives while nothing is presented is reported with
  /// this call site, and this reducer still runs.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: \.destination) { Destination() }
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the `@Presents` storage (`\.$destination`).
  ///   - toPresentationAction: A case key path to the presentation actions.
  ///   - destination: The presented feature's reducer.
  /// - Returns: A reducer that runs the child, then this reducer.
  public func ifLet<DestinationState, DestinationAction: Sendable, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    _PresentationReducer(
      parent: self,
      destination: destination(),
      toPresentationState: toPresentationState,
      toPresentationAction: Case(toPresentationAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents an alert or dialog, which needs no reducer of its own.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$alert, action: \.alert)
  /// ```
  ///
  /// - Parameters:
  ///   - toPresentationState: A writable key path to the `@Presents` alert storage.
  ///   - toPresentationAction: A case key path to the alert's presentation actions.
  /// - Returns: A reducer that clears the alert after its actions, then runs this reducer.
  public func ifLet<DestinationState: EphemeralState, DestinationAction: Sendable>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      parent: self,
      destination: EmptyReducer(),
      toPresentationState: toPresentationState,
      toPresentationAction: Case(toPresentationAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer a presentation `ifLet` builds: public only so it can appear in `some Reducer`.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let destination: Destination
  let toPresentationState: WritableKeyPath<Parent.State, Presents<Destination.State>>
  let toPresentationAction: Case<Parent.Action, PresentationAction<Destination.Action>>
  let site: CallSite

  /// Runs the presented child, then the parent; then dismisses, clears alerts, and cancels
  /// the effects of a child that went away.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let presented = state[keyPath: toPresentationState].wrappedValue
    let before = presented.map(element(for:))
    let presentationAction = toPresentationAction.extract(action)
    var childEffect = Effect<Parent.Action>.none

    switch presentationAction {
    case .presented(let childAction)?:
      if let before {
        let effect = NavigationContext.$isPresented.withValue(true) {
          state[keyPath: toPresentationState].modifyIfPresent {
            destination.reduce(into: &$0, action: childAction)
          }
        }
        let embed = toPresentationAction.embed
        childEffect = (effect ?? .none).mapped(
          { embed(.presented($0)) }, prepending: before, dismissing: embed(.dismiss))
      } else {
        reportAbsent(action: action)
      }
    case .dismiss?:
      if before == nil { reportAbsent(action: action) }
    case nil:
      break
    }

    let parentEffect = parent.reduce(into: &state, action: action)

    if let before, let presented, let presentationAction,
      state[keyPath: toPresentationState].wrappedValue.map(element(for:)) == before
    {
      switch presentationAction {
      case .dismiss:
        state[keyPath: toPresentationState].wrappedValue = nil
      case .presented(let childAction):
        if Identity.isEphemeral(presented, answeredBy: childAction) {
          state[keyPath: toPresentationState].wrappedValue = nil
        }
      }
    }

    // Alerts and dialogs start no effects: nothing to cancel when they go.
    return .child(
      childEffect, then: parentEffect,
      leaving: presented.flatMap { Identity.isEphemeral($0) ? nil : before },
      for: state[keyPath: toPresentationState].wrappedValue.map(element(for:)))
  }

  private func element(for state: Destination.State) -> NavigationElement {
    NavigationElement(site: site, identity: Identity.presented(state))
  }

  private func reportAbsent(action: Parent.Action) {
    reportIssue(
      """
      An "ifLet" at "\(site)" received a presentation action when destination state was absent.

        Action:
          \(Describe.action(action))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer set destination state to "nil" before this reducer ran. This reducer \
      must run before any other reducer sets destination state to "nil".

      • This action was sent to the store while destination state was "nil". Make sure that \
      actions for this reducer can only be sent from a store when state is present, and that \
      an effect does not send actions after it called "dismiss".
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}
