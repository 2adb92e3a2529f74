/// Starts effect tasks: registered for cancellation, grouped by the `send` that caused them.
struct EffectSpawner<Action: Sendable>: Sendable {
  typealias Launch =
    @Sendable (
      NavigationPath, [EffectID], TaskPriority?, @escaping @Sendable (Send<Action>) async -> Void
    ) -> Task<Void, Never>

  let launch: Launch

  init(_ launch: @escaping Launch) {
    self.launch = launch
  }

  /// Starts one effect task and registers it; the task unregisters itself when it ends.
  @discardableResult
  static func launch(
    path: NavigationPath,
    ids: [EffectID],
    group: EffectGroup,
    priority: TaskPriority?,
    registry: EffectRegistry,
    executor: QueueTaskExecutor?,
    deliver: @escaping @Sendable (Action, EffectToken) async -> Void,
    operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> Task<Void, Never> {
    let token = EffectToken(path: path, ids: ids, group: group, registry: registry)
    let send = Send<Action> { action in
      guard !token.isFinished else {
        reportIssue(
          """
          An action was sent from a completed effect.

            Action:
              \(Describe.action(action))

          Avoid sending actions using the "send" argument from "Effect.run" after the effect \
          has completed. This can happen if you escape the "send" argument in an unstructured \
          context.

          To fix this, make sure that your "run" closure does not return until you're done \
          calling "send".
          """
        )
        return
      }
      await deliver(action, token)
    }
    let body: @Sendable () async -> Void = {
      await operation(send)
      token.markFinished()
    }
    let task =
      if let executor {
        Task(executorPreference: executor, priority: priority, operation: body)
      } else {
        Task(priority: priority, operation: body)
      }
    token.attach(task)
    return task
  }
}

extension Effect {
  /// Whether the effect starts any task, so `concatenate` needs one to sequence it.
  var isAsynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: false
    case .run: true
    case .merge(let effects), .concatenate(let effects): effects.contains(where: \.isAsynchronous)
    case .cancellable(_, _, let effect): effect.isAsynchronous
    }
  }

  /// Runs the effect from inside another effect's task and returns when it has ended.
  func perform(
    send: Send<Action>,
    registry: EffectRegistry,
    spawn: EffectSpawner<Action>,
    ids: [EffectID] = []
  ) async {
    switch operation {
    case .none:
      return
    case .send(let action):
      await send(action)
    case .cancel(let target):
      registry.cancel(target)
    case .run(let run):
      let task = spawn.launch(run.path, ids, run.priority, run.operation)
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask {
            await effect.perform(send: send, registry: registry, spawn: spawn, ids: ids)
          }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        if Task.isCancelled { return }
        await effect.perform(send: send, registry: registry, spawn: spawn, ids: ids)
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { registry.cancel(.id(id)) }
      await effect.perform(send: send, registry: registry, spawn: spawn, ids: ids + [id])
    }
  }
}
