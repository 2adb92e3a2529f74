extension Reducer {
  /// Runs an element reducer for the screens of a navigation stack.
  ///
  /// For an element's action, the element's reducer runs first, then this reducer. A
  /// `popFrom` runs this reducer first, then pops; a `push` inserts, then runs this reducer.
  /// When elements leave the stack, every effect they started is cancelled: also when another
  /// reducer of the same `body` removed them, at once when it runs before this one, and at the
  /// next action through this one when it runs after (the stack records its removals). Inside an element's
  /// effects, `@Dependency(\.dismiss)` sends `popFrom` for that element. Misuse (an action for a
  /// missing element, a duplicate push, an unexpected id) is reported with this call site.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: \.path) { Path() }
  /// ```
  ///
  /// - Parameters:
  ///   - toStackState: A writable key path to the ``StackState``.
  ///   - toStackAction: A case key path to the ``StackAction``s.
  ///   - element: The reducer of one element; plain-data cases need no scope in it.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that runs the element reducer and this reducer.
  @inlinable
  public func forEach<ElementState, ElementAction: Sendable, Element: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _StackReducer(
      parent: self,
      element: element(),
      toStackState: toStackState,
      toStackAction: Case(toStackAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer a stack `forEach` builds: public only so it can appear in `some Reducer` types.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let element: BuiltReducer<Element>
  @usableFromInline let toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline let toStackAction:
    Case<Parent.Action, StackAction<Element.State, Element.Action>>
  /// Where the operator was written, out of line (see `CallSiteBox`).
  @usableFromInline let siteBox: CallSiteBox
  /// Where the operator was written.
  @inlinable var site: CallSite { siteBox.site }

  @inlinable
  init(
    parent: Parent,
    element: Element,
    toStackState: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: Case<Parent.Action, StackAction<Element.State, Element.Action>>,
    site: CallSite
  ) {
    self.parent = BuiltReducer(parent)
    self.element = BuiltReducer(element)
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.siteBox = CallSiteBox(site)
  }

  /// Runs the element or applies the pop or push, runs the parent, and cancels the effects of
  /// popped elements.
  ///
  /// Inlinable, so a feature's module specialises it; the rare branches (pushes by action,
  /// pops by id, reports) stay out of line.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let removalMark = state[keyPath: toStackState].beginRecordingRemovals()
    var elementEffect = Effect<Parent.Action>.none
    let parentEffect: Effect<Parent.Action>

    switch toStackAction.extract(action) {
    case .element(let id, let elementAction)?:
      if let index = state[keyPath: toStackState].index(of: id) {
        let effect = NavigationContext.presenting {
          element.reduce(
            into: &state[keyPath: toStackState]._elements[index], action: elementAction)
        }
        if !effect.isNone { elementEffect = effectOfElement(id, effect) }
      } else {
        reportMissingElement(action: action, id: id, in: state)
      }
      parentEffect = parent.reduce(into: &state, action: action)

    case .popFrom(let id)?:
      parentEffect = parent.reduce(into: &state, action: action)
      pop(from: id, in: &state)

    case .push(let id, let elementState)?:
      push(elementState, id: id, in: &state)
      parentEffect = parent.reduce(into: &state, action: action)

    case nil:
      parentEffect = parent.reduce(into: &state, action: action)
    }

    guard let removed = state[keyPath: toStackState].takeRemovedIDs(since: removalMark) else {
      return cancellingReplacedElements(in: state, then: elementEffect.merge(with: parentEffect))
    }
    guard !removed.isEmpty else { return elementEffect.merge(with: parentEffect) }
    return cancelling(removed, then: elementEffect.merge(with: parentEffect))
  }

  /// An element's effect, as the parent's, under the element's place in the feature tree.
  @usableFromInline
  func effectOfElement(_ id: StackElementID, _ effect: Effect<Element.Action>) -> Effect<
    Parent.Action
  > {
    let embed = toStackAction.embed
    return effect.mapped(
      { embed(.element(id: id, action: $0)) },
      prepending: navigationElement(id),
      dismissing: embed(.popFrom(id: id)))
  }

  /// Reports an element action whose id is not in the stack, with the id and the ids that are
  /// (the first few).
  @usableFromInline
  func reportMissingElement(action: Parent.Action, id: StackElementID, in state: Parent.State) {
    report(
      "received an action for a missing element.",
      evidence: """
          Action:
            \(Describe.action(action))
          ID:
            \(id)
          Path IDs:
            \(ElementIDs.describe(state[keyPath: toStackState].ids))
        """,
      fix: """
        • A parent reducer removed an element with this ID before this reducer ran. This \
        reducer must run before any other reducer removes an element.

        • An in-flight effect emitted this action when state contained no element at this \
        ID. Consider canceling the associated effect before an element is removed.

        • This action was sent to the store while its state contained no element at this \
        ID. Make sure actions for an element are only sent while it is in the stack.
        """)
  }

  /// Pops the element with `id` and everything above it, or reports that it is missing.
  @usableFromInline
  func pop(from id: StackElementID, in state: inout Parent.State) {
    if state[keyPath: toStackState].index(of: id) != nil {
      state[keyPath: toStackState].pop(from: id)
    } else {
      report(
        #"received a "popFrom" action for a missing element."#,
        evidence: """
            ID:
              \(id)
            Path IDs:
              \(ElementIDs.describe(state[keyPath: toStackState].ids))
          """,
        fix: """
          To fix, pop only elements that are in the stack, and cancel the effects of popped \
          elements instead of letting them dismiss again.
          """)
    }
  }

  /// Pushes an element with the id a `push` action names: reports a duplicate id (and does not
  /// push it) or an id ahead of the ones the store handed out (and pushes it).
  @usableFromInline
  func push(_ elementState: Element.State, id: StackElementID, in state: inout Parent.State) {
    @Dependency(\.stackElementID) var generator
    @Dependency(\.context) var context
    if state[keyPath: toStackState].ids.contains(id) {
      report(
        #"received a "push" action for an element it already contains."#,
        evidence: """
            ID:
              \(id)
            Path IDs:
              \(ElementIDs.describe(state[keyPath: toStackState].ids))
          """,
        fix: "To fix, push with a new id, or send an action to the existing element instead.")
    } else {
      // An id ahead of the generator is a mistake in a test, reported; the element is pushed
      // all the same (as in TCA), so the one mistake gives one failure.
      if context == .test, id.generation > generator.peek {
        report(
          #"received a "push" action with an unexpected generational ID."#,
          evidence: """
              Received ID:
                \(id)
              Expected ID:
                \(StackElementID(generation: generator.peek))
            """,
          fix: "To fix, push ids in the order the store hands them out, starting from #0.")
      }
      generator.skip(past: id)
      state[keyPath: toStackState].insert(elementState, id: id)
    }
  }

  /// The effects, plus cancelling every effect of the removed elements.
  @usableFromInline
  func cancelling(_ removed: [StackElementID], then effects: Effect<Parent.Action>) -> Effect<
    Parent.Action
  > {
    func cancellation(_ id: StackElementID) -> Effect<Parent.Action> {
      .cancel(navigation: NavigationPath.root.prepending(navigationElement(id)))
    }
    // One pop is the common case: no arrays to build for it.
    if removed.count == 1 { return effects.merge(with: cancellation(removed[0])) }
    return .merge([effects] + removed.map(cancellation))
  }

  /// The effects, plus cancelling every element a stack replaced by a new value no longer holds.
  @usableFromInline
  func cancellingReplacedElements(
    in state: Parent.State, then effects: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let keeping = Set(state[keyPath: toStackState].ids.map(AnyHashableSendable.init))
    return .merge(
      effects,
      Effect(
        operation: .cancel(
          .strays(parent: .root, site: site, isKept: { $0.map(keeping.contains) ?? true }))))
  }

  private func navigationElement(_ id: StackElementID) -> NavigationElement {
    NavigationElement(site: site, identity: AnyHashableSendable(id))
  }

  private func report(_ headline: String, evidence: String, fix: String) {
    reportIssue(
      """
      A "forEach" at "\(site)" \(headline)

      \(evidence)

      \(fix)
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}
