/// What a feature knows about where it is presented, carried in task-locals.
///
/// Presentation operators (`ifLet` on ``Presents``, `forEach` on ``StackState``) set these while
/// their child runs: ``isPresented`` during the child's reducer, and a ``dismiss`` route inside
/// the child's effects that sends the parent the action that removes the child. A `TestStore`
/// installs a root route that marks the store dismissed.
@usableFromInline
package enum NavigationContext {
  /// Sends the action that dismisses the presented feature whose effect is running.
  @TaskLocal package static var dismiss: DismissRoute?
  /// Dismisses the root feature of a store that supports it, like a `TestStore`.
  @TaskLocal package static var rootDismiss: DismissRoute?
  /// Whether the reducer running now belongs to a presented feature.
  @usableFromInline @TaskLocal package static var isPresented = false

  /// Runs a presented child's reducer with ``isPresented`` set; a child of a presented feature
  /// already sees it set, and skips pushing the task-local again.
  @inlinable
  static func presenting<Result>(_ body: () -> Result) -> Result {
    if isPresentedNow { return body() }
    return withPresented(body)
  }

  /// ``isPresented``, asked of the thread first (see `PresentingThread`).
  @inlinable
  static var isPresentedNow: Bool {
    isPresentedNow(asking: .shared)
  }

  /// ``isPresented``, asked of the thread first, through a `PresentingThread` the caller kept.
  @inlinable
  static func isPresentedNow(asking thread: PresentingThread) -> Bool {
    thread.isInside || isPresented
  }

  /// Runs `body` with ``isPresented`` set.
  @usableFromInline
  static func withPresented<Result>(_ body: () -> Result) -> Result {
    $isPresented.withValue(true) { PresentingThread.shared.inside(body) }
  }
}

/// What `dismiss()` runs: sends a parent the action that removes the calling feature.
///
/// A class rather than a bare closure in the task-locals above: optimised builds of this
/// toolchain crashed in `swift_task_localValuePush` when a task-local held an async closure.
package final class DismissRoute: Sendable {
  private let route: @Sendable () async -> Void

  package init(_ route: @escaping @Sendable () async -> Void) {
    self.route = route
  }

  /// Dismisses.
  package func callAsFunction() async {
    await route()
  }
}
