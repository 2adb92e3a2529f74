/// The dependencies available to the current task: overridden values, and defaults for the rest.
///
/// Each dependency is a computed property on `DependencyValues` backed by a ``TestDependencyKey``.
/// Reading a key returns its override if one was set, else the key's default for the current
/// ``context`` (live, preview or test), computed once and cached. Features read dependencies
/// with ``Dependency``; tests and stores override them with ``withDependencies(_:operation:)``:
///
/// ```swift
/// withDependencies {
///   $0.uuid = .incrementing
///   $0.date.now = Date(timeIntervalSince1970: 0)
/// } operation: {
///   let model = Model()  // reads @Dependency(\.uuid) and @Dependency(\.date.now)
/// }
/// ```
public struct DependencyValues: Sendable {
  private var overrides: [ObjectIdentifier: any Sendable] = [:] {
    didSet { overridesVersion = OverridesVersion() }
  }
  /// Replaced whenever ``overrides`` is written and shared by copies: two values with the same
  /// version hold the same overrides, so `filled(with:)` need not merge them.
  private var overridesVersion = OverridesVersion()
  private var contextOverride: DependencyContext?
  /// The cache of default values this set of values resolves through.
  private(set) var cache: DependencyCache
  /// The `@Dependency` reading through these values, set only on the copy the wrapper reads.
  var access: DependencyAccess?

  /// Creates values with no overrides, the detected context and the process-wide cache.
  package init() {
    self.cache = .shared
  }

  private init(cache: DependencyCache, context: DependencyContext) {
    self.cache = cache
    self.contextOverride = context
  }

  /// Accesses the value of a dependency by its key type.
  ///
  /// Getting returns the override set for the key, or else the key's default value for the
  /// current ``context``, computed once per cache. Setting overrides the key for every reader
  /// of these values.
  ///
  /// Mutating the value in place (`$0.date.now = …` through a property that forwards its
  /// `_modify` to this subscript) overrides the key with the mutated value and does not count
  /// as reading the default: a key with no test value does not report the default it replaces.
  ///
  /// - Parameters:
  ///   - key: The key of the dependency.
  ///   - propertyName: The name of the property reading the key, quoted by reports such as
  ///     "no test implementation". Leave the default.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    propertyName propertyName: StaticString = #function
  ) -> Key.Value {
    get {
      overrides[ObjectIdentifier(key)] as? Key.Value
        ?? defaultValue(of: key, propertyName: propertyName, reports: !Self.isPreparing)
    }
    set {
      overrides[ObjectIdentifier(key)] = newValue
    }
    _modify {
      var value =
        overrides[ObjectIdentifier(key)] as? Key.Value
        ?? defaultValue(of: key, propertyName: propertyName, reports: false)
      yield &value
      overrides[ObjectIdentifier(key)] = value
    }
  }

  /// Returns the key's default for the current context, through the cache.
  private func defaultValue<Key: TestDependencyKey>(
    of key: Key.Type,
    propertyName: StaticString,
    reports: Bool
  ) -> Key.Value {
    cache.value(
      for: key,
      context: context,
      access: access,
      propertyName: "\(propertyName)",
      reports: reports
    )
  }

  /// The context whose default values unset dependencies use.
  ///
  /// Defaults to the context detected for the process (see ``DependencyContext``); a
  /// `TestStore`'s values are always ``DependencyContext/test``. Overriding it changes which
  /// defaults these values use, like any other dependency.
  public var context: DependencyContext {
    get { contextOverride ?? DependencyContext.detected }
    set { contextOverride = newValue }
  }

  /// Whether these values have their own cache of defaults, as a test scope or test store does.
  /// Whether anything overrides a default value or the context.
  var hasOverrides: Bool {
    !overrides.isEmpty || contextOverride != nil
  }

  package var isIsolated: Bool {
    cache !== DependencyCache.shared
  }

  /// Returns values with no overrides, the given context and a fresh cache of defaults.
  ///
  /// A `TestStore` starts from these so that each test computes its own defaults and reports
  /// each unimplemented dependency again.
  ///
  /// - Parameter context: The context of the returned values; ``DependencyContext/test`` unless
  ///   stated otherwise.
  /// - Returns: Values that share nothing with any other values.
  package static func isolated(context: DependencyContext = .test) -> DependencyValues {
    DependencyValues(cache: DependencyCache(), context: context)
  }

  /// Returns these values (the current ones) filled in with `captured` values.
  ///
  /// An override here wins; a key overridden only in `captured` takes the captured value. An
  /// unset context comes from `captured`. Defaults resolve through this cache, unless this is
  /// the process-wide cache and `captured` has its own: values captured in a test then keep
  /// the test's defaults when read from a task that does not inherit its task-locals.
  func filled(with captured: DependencyValues) -> DependencyValues {
    var result = self
    // The common case reads a dependency where it was declared: the same overrides.
    if !captured.overrides.isEmpty, captured.overridesVersion !== overridesVersion {
      result.overrides = captured.overrides.merging(overrides) { _, current in current }
    }
    result.contextOverride = contextOverride ?? captured.contextOverride
    if cache === DependencyCache.shared {
      result.cache = captured.cache
    }
    return result
  }
}

/// The identity of one set of dependency overrides: see `DependencyValues.overridesVersion`.
private final class OverridesVersion: Sendable {}
