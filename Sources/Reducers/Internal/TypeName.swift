import Synchronization

/// Readable names of types, as dumps and messages print them (the one type-name printer): `Parent.State`, `IdentifiedArray<Int, Row>`.
///
/// `String(reflecting:)` names a type with its module and every generic argument's module
/// (`MyApp.Parent.State`, `Reducers.IdentifiedArray<Swift.Int, MyApp.Row>`), and marks types
/// declared inside functions or as `private` with `(unknown context at $…)` and
/// `(Name in _HASH)`. The dump keeps the enclosing types and the generic arguments and drops the
/// rest, the way a person would write the type inside their own module.
package enum TypeName {
  /// Names already computed, by type: reflection on a large state meets the same types often.
  private static let cache = Lock<[ObjectIdentifier: String]>([:])

  /// The readable name of a type: `Parent.State`, `Box<Int>`, `(a: Int, b: String)`.
  package static func of(_ type: any Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let name = readable(String(reflecting: type))
    cache.withLock { $0[key] = name }
    return name
  }

  /// Rewrites a name from `String(reflecting:)` without modules and compiler-made contexts.
  ///
  /// ```swift
  /// readable("MyApp.Parent.State")                         // "Parent.State"
  /// readable("Reducers.IdentifiedArray<Swift.Int, M.Row>") // "IdentifiedArray<Int, Row>"
  /// readable("M.(unknown context at $1f2e).Local")         // "Local"
  /// readable("any Swift.Clock<Self.Duration == Swift.Duration>") // "any Clock<Duration>"
  /// ```
  package static func readable(_ reflected: String) -> String {
    var name = reflected
    // `(extension in Module):Other.Type` names a type declared in an extension in another module.
    name.replace(#/\(extension in [^()]*\):/#, with: "")
    // Types declared inside functions or closures.
    name.replace(#/\(unknown context at \$[0-9a-fA-F]+\)\./#, with: "")
    // `private` and `fileprivate` types carry a discriminator: `(Name in _0A1B…)`.
    name.replace(#/\(([^()\s]+) in _[0-9A-Fa-f]+\)/#) { match in String(match.output.1) }
    // A constrained existential names its primary associated type as a same-type requirement:
    // `any Clock<Self.Duration == Duration>`, written `any Clock<Duration>` in source.
    name.replace(#/Self\.[A-Za-z0-9_.]+ == /#, with: "")
    return droppingModules(name)
  }

  /// Drops the first component of every dotted path that starts a qualified name.
  ///
  /// In `String(reflecting:)` output every nominal type is qualified by its module, so the first
  /// component of a path is the module. A path that starts with a dot continues the type before
  /// it (`Box<Int>.Inner`) and is kept whole.
  private static func droppingModules(_ name: String) -> String {
    var result = ""
    var path = ""
    func flush() {
      if !path.hasPrefix("."), let dot = path.firstIndex(of: ".") {
        result += path[path.index(after: dot)...]
      } else {
        result += path
      }
      path = ""
    }
    for character in name {
      if character.isLetter || character.isNumber || character == "_" || character == "." {
        path.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
