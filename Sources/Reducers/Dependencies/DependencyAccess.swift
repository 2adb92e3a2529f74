import Foundation

/// Who is reading a dependency: the `@Dependency` site and key path, when there is one.
///
/// Reports about a dependency (no test implementation, no live implementation) name the
/// dependency the way the reader wrote it, `@Dependency(\.uuid)`, and point at the reader's line.
/// A `Dependency` property wrapper attaches its access to the values it reads through; a key's
/// default value is computed inside ``DependencyAccess/withResolution(_:operation:)`` so that the
/// default `testValue` can find out who asked, and in which cache to remember that it reported.
struct DependencyAccess: Sendable {
  /// Where `@Dependency` was written, if the read went through the property wrapper.
  var site: CallSite?
  /// The key path the property wrapper reads, if it was created with one.
  var keyPath: (any AnyKeyPath & Sendable)?

  /// The access being resolved by the current task: the cache, the reader and the key's name.
  @TaskLocal static var resolution: Resolution?

  /// One computation of a key's default value.
  struct Resolution: Sendable {
    /// The cache that will hold the default and remembers which keys reported.
    let cache: DependencyCache
    /// The reader, if known.
    let access: DependencyAccess?
    /// The name of the `DependencyValues` property that read the key, like `"uuid"`.
    let propertyName: String
    /// Whether problems are reported; not when the default is only mutated into an override.
    let reports: Bool
  }

  /// Runs `operation`, which computes a key's default, with `resolution` as the current one.
  static func withResolution<R>(_ resolution: Resolution, operation: () -> R) -> R {
    $resolution.withValue(resolution, operation: operation)
  }

  /// The dependency's name as the reader wrote it: `uuid`, `date.now`, or the key's type name,
  /// with the argument of `@Dependency(…)` that the report quotes: `\.uuid` or `Key.self`.
  ///
  /// The key path's description gives the full path where the runtime can name its components
  /// (macOS). On Linux a computed property prints as `<computed 0x…>`, so the name falls back to
  /// the `DependencyValues` property that read the key (captured with `#function`), and, for a
  /// read that did not go through a property (`self[Key.self]` in a method), to the key's type.
  static func name<Key>(
    of key: Key.Type,
    keyPath: (any AnyKeyPath & Sendable)?,
    propertyName: String
  ) -> (name: String, argument: String) {
    let prefix = "\\DependencyValues."
    if let keyPath {
      let description = String(describing: keyPath)
      if description.hasPrefix(prefix), !description.contains("<") {
        let name = String(description.dropFirst(prefix.count))
        return (name, "\\.\(name)")
      }
    }
    if !propertyName.isEmpty, !propertyName.contains("(") {
      return (propertyName, "\\.\(propertyName)")
    }
    let typeName = TypeName.of(key)
    return (typeName, "\(typeName).self")
  }

  /// Reports, once per cache, that `Key` was read in a test context but has no test value.
  static func reportMissingTestValue<Key: TestDependencyKey>(for key: Key.Type) {
    report(
      key,
      headline: "has no test implementation, but was accessed from a test context:",
      advice: { name in
        """
        Dependencies registered with the library are not allowed to use their default, live \
        implementations when run from tests.

        To fix, override '\(name)' with a test value. If you are using a TestStore, mutate its \
        'dependencies' property or pass 'withDependencies:'. Otherwise, use 'withDependencies' \
        to override it.
        """
      }
    )
  }

  /// Reports, once per cache, that `Key` was read in a live context but has no live value.
  static func reportMissingLiveValue<Key: TestDependencyKey>(for key: Key.Type) {
    report(
      key,
      headline: "has no live implementation, but was accessed from a live context:",
      advice: { _ in
        """
        Every dependency used by the application needs a live value.

        To fix, make '\(String(describing: key))' conform to 'DependencyKey' by adding a \
        'liveValue', or override the dependency with 'withDependencies'.
        """
      }
    )
  }

  /// Reports a problem with `Key` at its reader's site, unless this cache already reported it.
  private static func report<Key: TestDependencyKey>(
    _ key: Key.Type,
    headline: String,
    advice: (String) -> String
  ) {
    let resolution = resolution
    if let resolution {
      guard resolution.reports, resolution.cache.markReported(ObjectIdentifier(key)) else { return }
    }
    let (name, argument) = Self.name(
      of: key,
      keyPath: resolution?.access?.keyPath,
      propertyName: resolution?.propertyName ?? ""
    )
    let site = resolution?.access?.site
    var evidence = ""
    if let site { evidence += "  Location: \(site.fileID):\(site.line)\n" }
    evidence += "  Dependency: \(TypeName.of(Key.Value.self))"
    let message = "@Dependency(\(argument)) \(headline)\n\n\(evidence)\n\n\(advice(name))"
    if let site {
      reportIssue(
        message,
        fileID: site.fileID,
        filePath: site.filePath,
        line: site.line,
        column: site.column
      )
    } else {
      reportIssue(message)
    }
  }
}
