import Reducers

/// Whether the root feature of a test store, or of an exploration run, asked to be dismissed:
/// set from its effects.
package final class RootDismissal: Sendable {
  private let requested = Lock(false)

  /// Not asked yet.
  package init() {}

  /// Whether it was asked.
  package var isRequested: Bool { requested.withLock { $0 } }

  /// Asks for it.
  package func request() {
    requested.withLock { $0 = true }
  }
}
