import Synchronization

/// The live shared references of one storage, by key identity: what makes equal keys alias.
///
/// Each storage (``InMemoryStorage``, ``FileStorage``) owns a registry. Creating a `Shared` for a
/// key first looks up the key's ``SharedKey/id`` here; a reference that is still alive is reused,
/// otherwise a new one loads the value and is registered. The registry holds references weakly: a
/// value nobody refers to any more is loaded again, from storage, next time.
///
/// Because registries belong to storages and storages come from dependencies that are fresh per
/// test, two tests never share a reference even when they use the same key.
///
/// The registry of a test's own storage (the test values of `defaultInMemoryStorage` and
/// `defaultFileStorage`) also holds its references strongly, for as long as the storage lives:
/// what a test seeds (`@Shared(.syncUps) var syncUps = [.mock]`, never read again) stays there
/// for the store it makes next, also in an optimised build, which ends a variable's lifetime at
/// its last use.
public final class SharedRegistry: Sendable {
  private struct WeakRoot: Sendable {
    weak var root: (any AnySharedRoot)?
  }

  private struct State: Sendable {
    var roots: [AnyHashableSendable: WeakRoot] = [:]
    var pruneThreshold = 64
    /// The references held strongly too, in a registry that keeps them.
    var kept: [AnyHashableSendable: any AnySharedRoot] = [:]
  }

  private let state = Lock(State())
  /// Whether references stay alive for as long as the registry does.
  private let keepsReferences: Bool

  /// Creates an empty registry, for a custom storage.
  public init() {
    keepsReferences = false
  }

  /// Creates an empty registry that keeps every reference it registers alive for as long as it
  /// lives: a test's storage, where a seed must outlive the seeding variable.
  package init(keepingReferences: Bool) {
    keepsReferences = keepingReferences
  }

  /// Returns the live reference for `key`, or creates, loads and registers one.
  ///
  /// - Parameters:
  ///   - key: The key of the shared value.
  ///   - defaultValue: The value to start from when the storage holds none; called at most once.
  /// - Returns: The root reference for the key.
  func root<Key: SharedKey>(
    for key: Key,
    default defaultValue: () -> Key.Value
  ) -> SharedRoot<Key.Value> {
    let id = AnyHashableSendable(key.id)
    let found = state.withLock { state -> Lookup<Key.Value> in
      if let existing = state.roots[id]?.root {
        guard let root = existing as? SharedRoot<Key.Value> else {
          return .typeMismatch(existing.referenceDescription)
        }
        return .found(root)
      }
      let root = SharedRoot(value: key.load() ?? defaultValue(), key: key)
      state.roots[id] = WeakRoot(root: root)
      if keepsReferences { state.kept[id] = root }
      if state.roots.count >= state.pruneThreshold {
        state.roots = state.roots.filter { $0.value.root != nil }
        state.pruneThreshold = max(64, state.roots.count * 2)
      }
      return .found(root)
    }
    switch found {
    case .found(let root):
      return root
    case .typeMismatch(let existing):
      reportIssue(
        """
        Shared key \(key.description) is already in use with another type.

          Existing: \(existing)
          Requested: Shared<\(String(describing: Key.Value.self))>

        The new reference is not shared and not saved. To fix, use one value type per key.
        """
      )
      return SharedRoot(value: defaultValue(), key: nil)
    }
  }

  private enum Lookup<Value: Sendable> {
    case found(SharedRoot<Value>)
    case typeMismatch(String)
  }
}
