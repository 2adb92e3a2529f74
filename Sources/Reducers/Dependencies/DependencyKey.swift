/// A key for a dependency that has a test value and, optionally, a preview value.
///
/// Conform to `TestDependencyKey` alone when the live implementation lives in a module that tests
/// should not link; conform to ``DependencyKey`` when the key also knows its live value. Then expose
/// the dependency as a computed property on ``DependencyValues``:
///
/// ```swift
/// private enum SpeechClientKey: DependencyKey {
///   static let liveValue = SpeechClient.live
///   static let testValue = SpeechClient.unimplemented
/// }
///
/// extension DependencyValues {
///   var speechClient: SpeechClient {
///     get { self[SpeechClientKey.self] }
///     set { self[SpeechClientKey.self] = newValue }
///   }
/// }
/// ```
///
/// Keys are nonisolated (`SendableMetatype`): any task may compute a default.
///
/// Defaults are computed once per key, context and dependency cache; a `TestStore` gives each test
/// its own cache, so a test value computed fresh (a new generator, a new storage) is fresh per test.
public protocol TestDependencyKey: SendableMetatype {
  /// The type of the dependency's value; the key type itself unless stated otherwise.
  associatedtype Value: Sendable = Self

  /// The value used when the dependency context is ``DependencyContext/test``.
  static var testValue: Value { get }

  /// The value used when the dependency context is ``DependencyContext/preview``.
  ///
  /// Defaults to ``testValue``.
  static var previewValue: Value { get }
}

/// A key for a dependency that also has a live value, the one an application uses.
///
/// A key that provides only `liveValue` gets a `previewValue` equal to it, and a `testValue` that
/// reports an issue naming the dependency and then returns the preview value: dependencies must not
/// silently reach the real world from tests.
public protocol DependencyKey: TestDependencyKey {
  /// The type of the dependency's value, restated so that it is inferred from `liveValue`.
  associatedtype Value = Self

  /// The value used when the dependency context is ``DependencyContext/live``.
  static var liveValue: Value { get }
}

extension TestDependencyKey {
  /// The test value, used in previews when the key provides no preview value of its own.
  public static var previewValue: Value { testValue }
}

extension DependencyKey {
  /// The live value, used in previews when the key provides no preview value of its own.
  public static var previewValue: Value { liveValue }

  /// Reports that the dependency has no test implementation, then returns ``previewValue``.
  ///
  /// The report happens when the default is computed, which is once per key and dependency cache
  /// (so once per test under a `TestStore`). It names the key path and the `@Dependency` site
  /// that read the dependency.
  public static var testValue: Value {
    DependencyAccess.reportMissingTestValue(for: Self.self)
    return previewValue
  }
}
