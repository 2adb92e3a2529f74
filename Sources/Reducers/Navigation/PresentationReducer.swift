extension Reducer {
  /// Runs a presented child feature on `@Presents` state: sheets, alerts, destinations.
  ///
  /// For every action, in this order: a `.presented` child action runs the child reducer first;
  /// then this reducer runs (it sees `.presented` and `.dismiss` too, with the child still
  /// there); then a `.dismiss` clears the state, and an alert or dialog is cleared after any of
  /// its buttons' actions. When the presented state becomes `nil`, or changes identity (another
  /// enum case, another `Identifiable` id), every effect the child started is cancelled, its
  /// children's included: also when another reducer of the same `body` dismissed or replaced
  /// it, at once when that reducer runs before this one, and at the next action through this one
  /// when it runs after (the wrapper remembers what was presented). Inside the child's effects, `@Dependency(\.dismiss)` sends this
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
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that runs the child, then this reducer.
  ///
  /// Always inlined, and the key path consumed, so that a key path literal here becomes direct
  /// accessor calls (see `PresentsAccess`).
  @inlinable @inline(__always)
  public func ifLet<DestinationState, DestinationAction: Sendable, Destination: Reducer>(
    _ toPresentationState: consuming WritableKeyPath<State, Presents<DestinationState>>,
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
      access: PresentsAccess(toPresentationState),
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
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that clears the alert after its actions, then runs this reducer.
  @inlinable @inline(__always)
  public func ifLet<DestinationState: EphemeralState, DestinationAction: Sendable>(
    _ toPresentationState: consuming WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    _PresentationReducer(
      parent: self,
      destination: EmptyReducer(),
      access: PresentsAccess(toPresentationState),
      toPresentationAction: Case(toPresentationAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer a presentation `ifLet` builds: public only so it can appear in `some Reducer`.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let destination: BuiltReducer<Destination>
  /// Reads and exchanges the `@Presents` state (see ``PresentsAccess``).
  @usableFromInline let access: PresentsAccess<Parent.State, Destination.State>
  @usableFromInline let toPresentationAction:
    Case<Parent.Action, PresentationAction<Destination.Action>>
  /// Where the operator was written, out of line (see `CallSiteBox`).
  @usableFromInline let siteBox: CallSiteBox
  /// Where the operator was written.
  @inlinable var site: CallSite { siteBox.site }
  /// What the destination's state type is (identifiable, an enum of cases, an alert), looked
  /// up once: the reducer is built once per store, and runs for every action.
  @usableFromInline let traits: Identity.Traits
  /// How this reducer asks the thread whether it runs inside a presented child, kept from
  /// when it was built (see `PresentingThread`).
  @usableFromInline let presentingThread: PresentingThread

  @inlinable
  init(
    parent: Parent,
    destination: Destination,
    access: PresentsAccess<Parent.State, Destination.State>,
    toPresentationAction: Case<Parent.Action, PresentationAction<Destination.Action>>,
    site: CallSite
  ) {
    self.parent = BuiltReducer(parent)
    self.destination = BuiltReducer(destination)
    self.access = access
    self.toPresentationAction = toPresentationAction
    self.traits = Identity.traits(of: Destination.State.self)
    self.presentingThread = .shared
    self.siteBox = CallSiteBox(site)
  }

  /// Runs the presented child, then the parent; then dismisses, clears alerts, and cancels
  /// the effects of a child that went away.
  ///
  /// Inlinable, so a feature's module specialises it: this runs for every action at every level
  /// of presentation. The presented state is never copied while the child changes it.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let presentationAction = toPresentationAction.extract(action)
    // Reading the presented state around an action that is not the child's only serves
    // cancelling the child's effects if the parent dismisses it; with no effect in flight
    // anywhere there is nothing to cancel, and the parent runs alone.
    guard presentationAction != nil || EffectRegistry.isAnyEffectInFlight else {
      return parent.reduce(into: &state, action: action)
    }
    // For a child action the wrapper is swapped out of the parent, which leaves the child
    // referenced by `presents` alone while its reducer runs: changing it through the parent's
    // `\.$destination` accessor would copy the child, and every collection in it on its next
    // change.
    var presents = Presents<Destination.State>(wrappedValue: nil)
    if case .presented? = presentationAction {
      access.exchange(&presents, in: &state)
    } else {
      presents = access.read(from: &state)
    }
    guard !presents.storage.isEmpty else {
      // What this `ifLet` saw presented the last time effects were in flight: a child another
      // reducer dismissed since (before this one in this action, or after it last time) may
      // have left effects running.
      let remembered = presents.lastPresented
      // Nothing to run the child on: give the parent its wrapper back, with what it remembers.
      if case .presented? = presentationAction { access.exchange(&presents, in: &state) }
      if presentationAction != nil { Self.reportAbsent(action: action, at: site) }
      let parentEffect = parent.reduce(into: &state, action: action)
      guard remembered != nil else { return parentEffect }
      let after = access.read(from: &state).withPresented {
        PresentChild(identity: Identity.presented($0, traits: traits))
      }
      return settle(&state, remembered: remembered, after: after, parentEffect)
    }

    // What was presented before anything ran: its identity, whether it is an alert or dialog
    // (which starts no effects), and whether this action answers it. The traits answer first:
    // reading the state to ask copies it (a retain and a release of everything in it).
    let before = Identity.presented(presents.storage[0], traits: traits)
    let wasEphemeral =
      traits.mayBeEphemeral && Identity.isEphemeral(presents.storage[0], traits: traits)
    var answersEphemeral = false
    var childEffect = Effect<Parent.Action>.none

    // The child's action is bound here once and only borrowed below: every copy of it is a
    // retain and a release of its `indirect` box, at every level of presentation.
    if case .presented(let childAction)? = presentationAction {
      answersEphemeral =
        wasEphemeral && Identity.isEphemeral(presents.storage[0], answeredBy: childAction)
      // Below the first presented level the context says so already: the child runs directly,
      // not in a closure.
      let effect =
        NavigationContext.isPresentedNow(asking: presentingThread)
        ? destination.reduce(into: &presents.storage[0], action: childAction)
        : reducePresentedFirst(&presents, action: childAction)
      // Back in the parent; `presents` takes the empty wrapper the parent held meanwhile.
      access.exchange(&presents, in: &state)
      if !effect.isNone {
        let embed = toPresentationAction.embed
        childEffect = effect.mapped(
          { embed(.presented($0)) }, prepending: NavigationElement(site: site, identity: before),
          dismissing: embed(.dismiss))
      }
    }
    // Let go of the child before the parent runs, so the parent changes it in place too.
    presents = Presents(wrappedValue: nil)

    let parentEffect = parent.reduce(into: &state, action: action)

    // After a child action that started nothing, with no effect in flight anywhere, the
    // presented state need not be read again: whatever the parent did to it, there is nothing
    // to cancel. `.dismiss` and an answered alert still clear it below.
    if childEffect.isNone, !answersEphemeral, case .presented? = presentationAction,
      !EffectRegistry.isAnyEffectInFlight
    {
      return parentEffect
    }

    let presentsAfter = access.read(from: &state)
    // What this `ifLet` saw presented the last time effects were in flight, read here rather
    // than before the child ran, which the path above does not need: a child another reducer
    // replaced since may have left effects running.
    let remembered = presentsAfter.lastPresented
    var after = presentsAfter.withPresented { Identity.presented($0, traits: traits) }
    if let presentationAction, after == before {
      switch presentationAction {
      case .dismiss:
        access.clear(in: &state)
        after = nil
      case .presented:
        if answersEphemeral {
          access.clear(in: &state)
          after = nil
        }
      }
    }

    // Alerts and dialogs start no effects: nothing to cancel when they go.
    let present = PresentChild(identity: before)
    let presentAfter = after.map(PresentChild.init(identity:))
    let effects = Effect.child(
      childEffect, then: parentEffect, at: site,
      leaving: wasEphemeral ? nil : present, for: presentAfter)
    // The child there when this action arrived is handled above; one remembered from before is
    // another, replaced before this reducer ran.
    return settle(&state, remembered: remembered, handled: present, after: presentAfter, effects)
  }

  /// Runs the child at the first presented level, marking the context presented around it.
  @inlinable
  func reducePresentedFirst(
    _ presents: inout Presents<Destination.State>, action: Destination.Action
  ) -> Effect<Destination.Action> {
    NavigationContext.withPresented {
      destination.reduce(into: &presents.storage[0], action: action)
    }
  }

  /// The effects, plus cancelling those of the `remembered` child if it is gone (and not
  /// `handled` already); writes down which child is there now, `after`, when it is not what the
  /// state remembers.
  @inlinable
  func settle(
    _ state: inout Parent.State,
    remembered: PresentChild?,
    handled: PresentChild? = nil,
    after: PresentChild?,
    _ effects: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    if remembered != after { access.remember(after, in: &state) }
    guard let remembered, remembered != after, remembered != handled else { return effects }
    return effects.merge(
      with: .cancel(navigation: NavigationPath.root.prepending(remembered.element(at: site))))
  }

  /// Reports an action for a child that is not presented. Static, and given the call site: an
  /// instance method here had the whole reducer copied onto the stack on every action.
  @usableFromInline
  static func reportAbsent(action: Parent.Action, at site: CallSite) {
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
