extension Effect {
  /// Transforms the actions this effect emits, keeping its work and cancellation.
  ///
  /// - Parameter transform: Maps each emitted action to a parent's action.
  /// - Returns: An effect of the new action type.
  @inlinable
  public func map<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Effect<NewAction> {
    mapped(transform, prepending: nil)
  }

  /// Transforms actions and moves the effect one level down the feature tree, under `element`.
  ///
  /// With `dismissAction`, the effect's operations run with a dismiss route that sends that
  /// action to the parent: how a presented child's `dismiss()` reaches its presenter.
  @inlinable
  package func mapped<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction,
    prepending element: NavigationElement?,
    dismissing dismissAction: NewAction? = nil
  ) -> Effect<NewAction> {
    // The common cases stay inline, so a feature's module specialises them.
    switch operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    default:
      return mappedTasks(transform, prepending: element, dismissing: dismissAction)
    }
  }

  /// ``mapped(_:prepending:dismissing:)`` for effects that run, cancel or combine.
  @usableFromInline
  func mappedTasks<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction,
    prepending element: NavigationElement?,
    dismissing dismissAction: NewAction?
  ) -> Effect<NewAction> {
    switch operation {
    case .none, .send:
      return mapped(transform, prepending: element, dismissing: dismissAction)
    case .run(let run):
      let operation = run.operation
      let path = element.map { run.path.prepending($0) } ?? run.path
      guard let dismissAction else {
        return Effect<NewAction>(
          operation: .run(
            Effect<NewAction>.Run(priority: run.priority, path: path) { send in
              await operation(Send { await send(transform($0)) })
            }
          )
        )
      }
      return Effect<NewAction>(
        operation: .run(
          Effect<NewAction>.Run(priority: run.priority, path: path) { send in
            await NavigationContext.$dismiss.withValue(DismissRoute { await send(dismissAction) }) {
              await operation(Send { await send(transform($0)) })
            }
          }
        )
      )
    case .cancel(let target):
      return Effect<NewAction>(operation: .cancel(element.map { target.prepending($0) } ?? target))
    case .merge(let effects):
      return Effect<NewAction>(
        operation: .merge(
          effects.map { $0.mapped(transform, prepending: element, dismissing: dismissAction) })
      )
    case .concatenate(let effects):
      return Effect<NewAction>(
        operation: .concatenate(
          effects.map { $0.mapped(transform, prepending: element, dismissing: dismissAction) })
      )
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewAction>(
        operation: .cancellable(
          element.map { id.prepending($0) } ?? id,
          cancelInFlight: cancelInFlight,
          effect.mapped(transform, prepending: element, dismissing: dismissAction)
        )
      )
    }
  }
}
