import Synchronization

/// The default values of dependencies, computed once per key and context, and the keys that
/// already reported a problem.
///
/// One cache serves the whole process unless a `TestStore` (or a test) asks for
/// ``DependencyValues/isolated(context:)``, which starts a fresh cache: defaults such as an
/// incrementing generator then start over, and "no test implementation" is reported again, once per
/// test. Values are computed outside the lock, because computing one may read other dependencies;
/// when two tasks race to compute the same default, the first stored value wins for both.
final class DependencyCache: Sendable {
  /// The cache every `DependencyValues` uses unless it was made isolated.
  static let shared = DependencyCache()

  private struct Entry: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
  }

  private struct State {
    var values: [Entry: any Sendable] = [:]
    var reported: Set<ObjectIdentifier> = []
  }

  private let state = Lock(State())

  /// Creates an empty cache.
  init() {}

  /// Returns the default value of `Key` in `context`, computing and storing it on first use.
  ///
  /// - Parameters:
  ///   - key: The dependency key.
  ///   - context: The context whose default is wanted.
  ///   - access: Who reads the dependency, for reports made while computing the default.
  ///   - propertyName: The `DependencyValues` property that read the key.
  ///   - reports: Whether reading the default may report a problem. A default computed without
  ///     reports, to be mutated into an override, is not stored, so a later read still reports.
  func value<Key: TestDependencyKey>(
    for key: Key.Type,
    context: DependencyContext,
    access: DependencyAccess?,
    propertyName: @autoclosure () -> String,
    reports: Bool = true
  ) -> Key.Value {
    let entry = Entry(key: ObjectIdentifier(key), context: context)
    if let cached = state.withLock({ $0.values[entry] }) as? Key.Value {
      return cached
    }
    let resolution = DependencyAccess.Resolution(
      cache: self,
      access: access,
      propertyName: propertyName(),
      reports: reports
    )
    let computed = DependencyAccess.withResolution(resolution) {
      Self.defaultValue(of: key, in: context)
    }
    guard reports else { return computed }
    return state.withLock { state in
      if let existing = state.values[entry] as? Key.Value { return existing }
      state.values[entry] = computed
      return computed
    }
  }

  /// Records that `key` reported a problem; returns `false` if it had reported one already.
  func markReported(_ key: ObjectIdentifier) -> Bool {
    state.withLock { $0.reported.insert(key).inserted }
  }

  private static func defaultValue<Key: TestDependencyKey>(
    of key: Key.Type,
    in context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .live:
      if let liveKey = key as? any DependencyKey.Type,
        let value = liveValue(of: liveKey) as? Key.Value
      {
        return value
      }
      DependencyAccess.reportMissingLiveValue(for: key)
      return Key.previewValue
    case .preview:
      return Key.previewValue
    case .test:
      return Key.testValue
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    Key.liveValue
  }
}
