/// How recorded tests write a plain struct: one that is not `SourceInitializable` and that no
/// ``SourceName`` names.
public enum StructWriting: Sendable {
  /// As a call of its memberwise initializer, from its stored properties:
  /// `Kettle.Cup(degrees: 80)`.
  ///
  /// A `@Presents` property is written by its name with the presented value, and a
  /// `@Dependency` property is left out, as the memberwise initializer takes them. A struct
  /// with other property wrappers (a `@Shared` among them: whether its initializer takes the
  /// value or the reference depends on a declaration reflection cannot see) is not written.
  ///
  /// What reflection cannot see either is whether the initializer exists and is visible where
  /// the test is pasted. It is internal: a test in another module reaches it through
  /// `@testable import`. A struct whose body declares an `init` has none: conform it to
  /// `SourceInitializable`, or record with ``declaredOnly``.
  case memberwise
  /// Only through `SourceInitializable` or a ``SourceName``: any other struct's change is
  /// named in a comment and its step asserted non-exhaustively.
  case declaredOnly
}
