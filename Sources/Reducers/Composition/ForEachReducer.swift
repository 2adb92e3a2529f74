extension Reducer {
  /// Runs an element reducer on each element of an identified collection, for its actions.
  ///
  /// The element reducer runs first, then this reducer. When an element is removed, every effect
  /// it started is cancelled: also when another reducer of the same `body` removed it, at once
  /// when it runs before this one, and at the next action through this one when it runs after. An action for an id that is not in the collection is reported with
  /// this call site, and this reducer still runs.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: \.rows) { Row() }
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path to the identified array.
  ///   - toElementAction: A case key path to the identified element actions.
  ///   - element: The element reducer.
  ///   - fileID: The file ID a failure is reported at (the caller's, by default).
  ///   - filePath: The file path a failure is reported at (the caller's, by default).
  ///   - line: The line a failure is reported at (the caller's, by default).
  ///   - column: The column a failure is reported at (the caller's, by default).
  /// - Returns: A reducer that runs the element reducer, then this reducer.
  @inlinable
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElementsState: toElementsState,
      toElementAction: Case(toElementAction),
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `forEach` builds: public only so it can appear in `some Reducer` types.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: BuiltReducer<Parent>
  @usableFromInline let element: BuiltReducer<Element>
  @usableFromInline let toElementsState:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction: Case<Parent.Action, IdentifiedAction<ID, Element.Action>>
  /// Where the operator was written, out of line (see `CallSiteBox`).
  @usableFromInline let siteBox: CallSiteBox
  /// Where the operator was written.
  @inlinable var site: CallSite { siteBox.site }

  @usableFromInline
  init(
    parent: Parent,
    element: Element,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: Case<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    site: CallSite
  ) {
    self.parent = BuiltReducer(parent)
    self.element = BuiltReducer(element)
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.siteBox = CallSiteBox(site)
  }

  /// Runs the element reducer, then the parent, then cancels the effects of removed elements.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = toElementAction.extract(action) {
      let effect = state[keyPath: toElementsState][id: id].modifyIfPresent {
        element.reduce(into: &$0, action: elementAction)
      }
      if let effect {
        // Mapping `.none` would still allocate the closure below.
        if !effect.isNone {
          let embed = toElementAction.embed
          elementEffect = effect.mapped(
            { embed(.element(id: id, action: $0)) },
            prepending: navigationElement(id)
          )
        }
      } else {
        reportMissingElement(action: action, id: id, in: state)
      }
    }
    // The id-to-offset tables say which ids are where. Holding the one from before costs
    // nothing unless the parent adds, removes or moves elements (then it is copied, as that
    // change costs anyway), and an unchanged table compares equal by identity, without reading
    // any element.
    let offsetsBefore = state[keyPath: toElementsState]._offsetByID
    let parentEffect = parent.reduce(into: &state, action: action)
    let offsetsAfter = state[keyPath: toElementsState]._offsetByID
    let effects: Effect<Parent.Action>
    if offsetsBefore == offsetsAfter {
      effects = elementEffect.merge(with: parentEffect)
    } else {
      let removed = offsetsBefore.filter { offsetsAfter[$0.key] == nil }
        .sorted { $0.value < $1.value }
      let cancellations = removed.map {
        Effect<Parent.Action>.cancel(
          navigation: NavigationPath.root.prepending(navigationElement($0.key)))
      }
      effects =
        cancellations.isEmpty
        ? elementEffect.merge(with: parentEffect)
        : .merge([elementEffect, parentEffect] + cancellations)
    }
    guard EffectRegistry.isAnyEffectInFlight else { return effects }
    // Elements another reducer removed where this one could not see it go.
    return effects.cancellingStrays(at: site) { identity in
      (identity?.base as? ID).map { offsetsAfter[$0] != nil } ?? false
    }
  }

  @inlinable
  func navigationElement(_ id: ID) -> NavigationElement {
    NavigationElement(site: site, identity: AnyHashableSendable(id))
  }

  /// Reports an element action whose id is not in the collection, with the id and the ids that
  /// are (the first few).
  @usableFromInline
  func reportMissingElement(action: Parent.Action, id: ID, in state: Parent.State) {
    reportIssue(
      """
      A "forEach" at "\(site)" received an action for a missing element.

        Action:
          \(Describe.action(action))
        ID:
          \(String(reflecting: id))
        Element IDs:
          \(ElementIDs.describe(state[keyPath: toElementsState].ids))

      This is generally considered an application logic error, and can happen for a few reasons:

      • A parent reducer removed an element with this ID before this reducer ran. This reducer \
      must run before any other reducer removes an element, which ensures that element reducers \
      can handle their actions while their state is still available.

      • An in-flight effect emitted this action when state contained no element at this ID. \
      While it may be perfectly reasonable to ignore this action, consider canceling the \
      associated effect before an element is removed, especially if it is a long-living effect.

      • This action was sent to the store while its state contained no element at this ID. \
      Make sure that actions for this reducer can only be sent from a store when its state \
      contains an element at this id.
      """,
      fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column
    )
  }
}

/// How a missing-element report lists the ids a collection holds.
enum ElementIDs {
  /// The most ids a report lists; a longer collection ends the list with how many more it has.
  static let shownCount = 10

  /// The ids as `[#0, #1]`, only the first ``shownCount``: `[#0, …, #9, … and 5 more]`.
  static func describe(_ ids: [some Any]) -> String {
    let shown = ids.prefix(shownCount).map { String(reflecting: $0) }
    let more = ids.count - shown.count
    return "[\(shown.joined(separator: ", "))\(more > 0 ? ", … and \(more) more" : "")]"
  }
}
