import SwiftLexing

/// What the parser found in a target's sources: its types, by qualified name, and its enums.
struct Declarations: Sendable {
  /// A type the sources declare or extend, merged over every declaration and extension.
  struct TypeInfo: Sendable {
    /// The access level of its declaration, when this target declares it.
    var access: AccessLevel?
    /// Whether it has generic parameters.
    var isGeneric = false
    /// The names of the types and type aliases declared inside it.
    var nestedTypes: Set<String> = []
    /// The protocols it conforms to, by the names written.
    var conformances: Set<String> = []
    /// The names of the properties its declaration and extensions declare.
    var properties: Set<String> = []
    /// Its properties, in source order, as a dependency client's endpoints are read.
    var storedProperties: [PropertyDeclaration] = []
    /// `struct`, `class`, `actor`, `enum` or `protocol`, when this target declares it.
    var kind: String?
    /// The scopes a name in its declaration is looked up in, innermost first.
    var lookupScopes: [String] = []
    /// Where it is declared.
    var location: SourceLocation?
    /// The `#if` conditions its declaration sits under.
    var conditions: [String] = []
  }

  /// Types by qualified name: `SyncUpDetail.Destination.State`.
  var types: [String: TypeInfo] = [:]
  /// Every enum, in source order.
  var enums: [EnumDeclaration] = []
  /// The `import` lines, in source order, with the `#if` conditions they are under.
  var imports: [Conditional<String>] = []
}

/// An access level, ordered from the least visible.
enum AccessLevel: Int, Comparable, Sendable {
  case `private`, `fileprivate`, `internal`, `package`, `public`

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The level a modifier names: `open` is `public` here.
  init?(modifier: String) {
    switch modifier {
    case "private": self = .private
    case "fileprivate": self = .fileprivate
    case "internal": self = .internal
    case "package": self = .package
    case "public", "open": self = .public
    default: return nil
    }
  }

  /// The modifier a generated declaration at this level starts with.
  var keyword: String {
    switch self {
    case .public: "public "
    case .package: "package "
    default: ""
    }
  }
}

/// A value and the `#if` conditions it sits under: all must hold.
struct Conditional<Value: Sendable>: Sendable {
  var value: Value
  var conditions: [String]
}

/// An enum declaration.
struct EnumDeclaration: Sendable {
  /// The qualified name: `SyncUpDetail.Destination.State`.
  var qualifiedName: String
  /// The qualified names of the scopes a name in it is looked up in, innermost first: the enum,
  /// then each type it is lexically inside. An extension's type is a scope, but not the types
  /// around it (Swift does not look there).
  var lookupScopes: [String]
  /// The access level written on it, or implied by a `public extension` around it.
  var access: AccessLevel
  /// Whether it has generic parameters.
  var isGeneric: Bool
  /// Whether a type around it has generic parameters.
  var isInGenericContext: Bool
  /// Whether it is declared inside a function, closure or other code, where nothing outside
  /// can extend it.
  var isLocal: Bool
  /// The conformances written on the declaration.
  var conformances: [String]
  /// Its cases, in order.
  var cases: [Conditional<EnumCase>]
  /// The `#if` conditions the declaration sits under.
  var conditions: [String]
  /// Where it is.
  var location: SourceLocation
  /// Whether a `// case paths: written by hand` comment before it keeps its case properties
  /// to the hand that wrote them.
  var isHandWritten = false
}

/// One case of an enum.
struct EnumCase: Sendable {
  /// The case's name, without backticks.
  var name: String
  /// Its payload: none, or one element per value.
  var payload: [PayloadElement]?
  /// Where it is.
  var location: SourceLocation
  /// Why the generator cannot write it, if it cannot.
  var unreadable: String?
  /// What its `@available` attributes say of using it.
  var availability = CaseAvailability.available
  /// Whether a `// @ReducerCaseIgnored` comment over it makes it, in a reducer enum, state
  /// only.
  var isMarkedStateOnly = false
  /// The `///` lines over it, without their indentation: a reducer enum's generated cases
  /// keep them.
  var documentation: [String] = []
}

/// Whether a case can be used, as its `@available` attributes say: a deprecated case's path is
/// deprecated too (so that naming the case in it warns no one), an unavailable case has none.
enum CaseAvailability: Int, Comparable, Sendable {
  case available, deprecated, unavailable

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// What the arguments of one `@available(…)` say: `(*, deprecated)`, `(iOS, deprecated: 16)`,
  /// `(*, unavailable)`, `(macOS, obsoleted: 12)`; an introduction alone leaves it available.
  init(arguments: some Sequence<SwiftToken>) {
    var result = Self.available
    for token in arguments where token.kind == .word {
      switch token.text {
      case "unavailable", "obsoleted": result = .unavailable
      case "deprecated" where result == .available: result = .deprecated
      default: break
      }
    }
    self = result
  }
}

/// A property of a type, as a dependency client's endpoint is read.
struct PropertyDeclaration: Sendable {
  /// Its name, without backticks.
  var name: String
  /// Whether it is a `let`.
  var isLet: Bool
  /// Whether it is `static` or `class`.
  var isStatic: Bool
  /// The names of the attributes on it: `Dependency`, `MainActor`.
  var attributes: [String]
  /// The access level written on it.
  var access: AccessLevel?
  /// Where its name is.
  var location: SourceLocation
  /// The `#if` conditions it sits under.
  var conditions: [String]
  /// Its type's tokens, when written.
  var type: [SwiftToken]?
  /// Whether it has a default value.
  var hasDefault = false
  /// Whether it has a body: computed, or with observers.
  var isComputed = false
  /// Whether it is one of several declared together (`var a, b: Int`).
  var isOneOfSeveral = false
}

/// One value of a case's payload.
struct PayloadElement: Sendable {
  /// Its label, if it has one.
  var label: String?
  /// Its type's tokens.
  var type: [SwiftToken]
}

/// A place in the sources.
struct SourceLocation: Equatable, Sendable {
  var file: String
  var line: Int
  var column: Int
}
