/// How the generated file writes names and conditions, for each of its writers.
enum SwiftNames {
  /// Words a name must be written in backticks to be used as: `` case `default` ``.
  static let keywords: Set<String> = [
    "default", "case", "class", "struct", "enum", "func", "var", "let", "if", "else", "for",
    "in", "while", "return", "switch", "import", "init", "self", "Self", "static", "public",
    "private", "internal", "true", "false", "nil", "is", "as", "try", "throw", "do", "repeat",
    "break", "continue", "where", "guard", "defer", "protocol", "extension", "operator",
    "subscript", "typealias", "associatedtype", "inout", "fileprivate", "deinit", "catch",
    "throws", "rethrows", "fallthrough", "Any", "Type", "Protocol",
  ]

  /// A name as a declaration or a member access writes it: in backticks if it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// `lines` under `#if` conditions, when there are any.
  static func conditioned(_ lines: [String], _ conditions: [String], indent: String) -> [String] {
    guard !conditions.isEmpty else { return lines }
    return ["\(indent)#if \(conditions.joined(separator: " && "))"] + lines + ["\(indent)#endif"]
  }
}

extension Declarations {
  /// The enum's own access, no more than that of each type it is inside.
  func effectiveAccess(of declaration: EnumDeclaration) -> AccessLevel {
    effectiveAccess(ofType: declaration.qualifiedName, declared: declaration.access)
  }

  /// The access `declared` on the type named `qualifiedName`, no more than that of each type
  /// it is inside.
  func effectiveAccess(ofType qualifiedName: String, declared: AccessLevel) -> AccessLevel {
    var access = declared
    let components = qualifiedName.split(separator: ".")
    for length in 1..<max(components.count, 1) {
      let prefix = components.prefix(length).joined(separator: ".")
      if let outer = types[prefix]?.access { access = min(access, outer) }
    }
    return access
  }

  /// Whether a type the enum is inside is generic, as all the target's files declare it (an
  /// extension read before the type's declaration did not know).
  func isInsideGenericType(_ declaration: EnumDeclaration) -> Bool {
    isInsideGenericType(named: declaration.qualifiedName)
  }

  /// Whether a type the type named `qualifiedName` is inside is generic.
  func isInsideGenericType(named qualifiedName: String) -> Bool {
    let components = qualifiedName.split(separator: ".")
    return (1..<max(components.count, 1)).contains { length in
      types[components.prefix(length).joined(separator: ".")]?.isGeneric == true
    }
  }
}
