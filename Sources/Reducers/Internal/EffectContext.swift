/// The task-local context a reducer ran in, carried into the effects it returned.
///
/// An effect runs later, in another task; capturing the context when the effect is created lets
/// it see the dependencies and the issue reporter of the step that created it.
struct EffectContext: Sendable {
  let reporter: (any IssueReporter)?
  let dependencies: DependencyValues

  /// The context of the current task.
  static func capture() -> EffectContext {
    EffectContext(reporter: IssueReporting.reporter, dependencies: DependencyValues.current)
  }

  /// Runs `operation` inside this context.
  func perform(_ operation: () async -> Void) async {
    await IssueReporting.$reporter.withValue(reporter) {
      await DependencyValues.withValues(dependencies) {
        await operation()
      }
    }
  }
}
