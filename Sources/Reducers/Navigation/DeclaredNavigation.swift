/// A navigation step a feature's state declares by itself: dismissing what a `@Presents`
/// presents, popping a stack element, a button of a presented alert or dialog.
///
/// Found by walking a reducer's body with its state (``Reducer/declaredNavigation(in:)``):
/// each `ifLet` on ``Presents`` offers its dismissal, each `forEach` on ``StackState`` a pop
/// of each element, each alert or dialog its buttons, and the actions are embedded the way
/// the operators embed them, up to the root's action. What the navigation explorer offers on
/// every screen without the test listing it.
package struct DeclaredNavigationStep<Action> {
  /// What kind of step it is.
  package let kind: DeclaredNavigationKind
  /// The root's action that takes the step.
  package let action: Action

  /// A step of a kind, taken by an action.
  package init(kind: DeclaredNavigationKind, action: Action) {
    self.kind = kind
    self.action = action
  }

  /// The same step, with its action embedded in a parent's.
  func embedded<Parent>(_ embed: (Action) -> Parent) -> DeclaredNavigationStep<Parent> {
    DeclaredNavigationStep<Parent>(kind: kind, action: embed(action))
  }
}

/// What kind of step a ``DeclaredNavigationStep`` is.
package enum DeclaredNavigationKind: Equatable, Sendable {
  /// Dismissing a presented feature, alert or dialog: `.destination(.dismiss)`.
  case dismiss
  /// Popping a stack element and everything above it: `.path(.popFrom(id:))`, with the ids
  /// of the stack it pops from, bottom first.
  case pop(StackElementID, stack: [StackElementID])
  /// A button of a presented alert or dialog that sends an action.
  case button
}

/// A reducer operator that knows the navigation steps its state declares; the composition
/// operators conform, and a feature's own reducer is walked through its `body`.
package protocol _NavigationDeclaring<State, Action>: Reducer {
  /// The steps `state` declares through this operator and the reducers it holds, embedded
  /// in this operator's action.
  func _declaredNavigation(in state: State) -> [DeclaredNavigationStep<Action>]
}

extension Reducer {
  /// The navigation steps `state` declares through this reducer: a dismissal for each
  /// presented `@Presents`, a pop for each stack element, each action a presented alert's or
  /// dialog's buttons send; as actions of this reducer, found in the order the body lists its
  /// reducers, a presented child's steps before its dismissal.
  ///
  /// A feature's own reducer is walked through its `body` (built for the walk); a reducer that
  /// implements `reduce(into:action:)` declares nothing of its own.
  ///
  /// - Parameter state: The state the steps are read from.
  /// - Returns: The steps, each with the action that takes it.
  package func declaredNavigation(in state: State) -> [DeclaredNavigationStep<Action>] {
    var steps = DeclaredNavigation.buttons(of: state, as: Action.self)
    if let declaring = self as? any _NavigationDeclaring<State, Action> {
      steps += declaring._declaredNavigation(in: state)
    } else if Body.self != Never.self, let body = body as? any Reducer<State, Action> {
      steps += body.declaredNavigation(in: state)
    }
    return steps
  }
}

/// The steps an alert or dialog declares: its buttons.
enum DeclaredNavigation {
  /// The actions of the buttons of `state`, when it is an alert or a dialog whose buttons send
  /// `Action`.
  static func buttons<State, Action>(
    of state: State, as _: Action.Type
  ) -> [DeclaredNavigationStep<Action>] {
    guard let dialog = state as? any _DialogNode else { return [] }
    return dialog._buttonActions.compactMap { $0 as? Action }.map {
      DeclaredNavigationStep(kind: .button, action: $0)
    }
  }

  /// The buttons of an alert or dialog held in one case of an enum state that no reducer
  /// scopes to (`case alert(AlertState<Alert>)` in a destination): each button's action
  /// embedded in the same-named case of `Action`, when `Action` can embed a payload by case
  /// name (the case-path plugin writes that for every enum it generates case paths of).
  static func buttonsInCase<State, Action>(
    of state: State, as _: Action.Type
  ) -> [DeclaredNavigationStep<Action>] {
    guard let cases = Action.self as? any CasePathable.Type else { return [] }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first,
      let name = payload.label, let dialog = payload.value as? any _DialogNode
    else { return [] }
    return dialog._buttonActions.compactMap {
      cases._embedCase(named: name, payload: $0) as? Action
    }.map { DeclaredNavigationStep(kind: .button, action: $0) }
  }
}
