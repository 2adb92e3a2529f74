import SwiftLexing

/// Writes what TCA's `@DependencyClient` gives for each struct that conforms to
/// `DependencyClient`: `init()`, the unimplemented client, and a method with labelled
/// arguments for each endpoint whose parameters have names.
///
/// For
///
/// ```swift
/// struct AuthenticationClient: DependencyClient {
///   var login: @Sendable (_ email: String, _ password: String) async throws -> Response
///   var isLoggedIn: @Sendable () -> Bool = { false }
/// }
/// ```
///
/// it writes
///
/// ```swift
/// extension AuthenticationClient {
///   init() {
///     self.login = { _, _ in
///       reportIssue("Unimplemented: 'AuthenticationClient.login'")
///       throw UnimplementedEndpoint("AuthenticationClient.login")
///     }
///     do {
///       let implemented = self.isLoggedIn
///       self.isLoggedIn = {
///         reportIssue("Unimplemented: 'AuthenticationClient.isLoggedIn'")
///         return implemented()
///       }
///     }
///   }
///   func login(email: String, password: String) async throws -> Response {
///     try await self.login(email, password)
///   }
/// }
/// ```
///
/// An endpoint with no default value that cannot throw returns nothing, `nil`, or a finished
/// stream, when its result is `Void`, optional, or an `AsyncStream`/`AsyncThrowingStream`;
/// for any other result it needs a default value, and the client is declined with a warning
/// that says so. So is a stored property that is not an endpoint and has no default value.
struct DependencyClientWriter {
  let declarations: Declarations
  private(set) var diagnostics: [GeneratorDiagnostic] = []

  init(declarations: Declarations) {
    self.declarations = declarations
  }

  /// Writes the block of each dependency client, with its access.
  mutating func write() -> [(block: String, access: AccessLevel)] {
    var blocks: [(String, AccessLevel)] = []
    let clients = declarations.types.filter { _, info in
      info.kind != nil
        && !info.conformances.isDisjoint(with: ["DependencyClient", "Reducers.DependencyClient"])
    }
    for (name, info) in clients.sorted(by: { $0.key < $1.key }) {
      if let block = block(for: name, info) { blocks.append(block) }
    }
    return blocks
  }

  private mutating func block(for name: String, _ info: Declarations.TypeInfo) -> (
    String, AccessLevel
  )? {
    let location = info.location ?? SourceLocation(file: "", line: 1, column: 1)
    guard info.kind == "struct" else {
      decline(
        location,
        "the dependency client \(name) is not generated: it is a \(info.kind ?? "type"), not a "
          + "struct of endpoints")
      return nil
    }
    guard !info.isGeneric, !declarations.isInsideGenericType(named: name) else {
      decline(
        location,
        "the dependency client \(name) is not generated: it is generic, or inside a generic type; "
          + "write its init() by hand")
      return nil
    }
    let access = declarations.effectiveAccess(ofType: name, declared: info.access ?? .internal)
    guard access >= .internal else {
      decline(
        location,
        "the dependency client \(name) is not generated: it is "
          + "\(access == .private ? "private" : "fileprivate"), so another file cannot extend it")
      return nil
    }
    var assignments: [String] = []
    var wrappings: [String] = []
    var methods: [String] = []
    for property in info.storedProperties where !property.isStatic && !property.isComputed {
      let endpoint = "\(name).\(property.name)"
      // A deprecated endpoint's every use warns, the unimplemented client's too: it is left to
      // its default value.
      if property.attributes.contains("available") {
        if property.hasDefault { continue }
        decline(
          property.location,
          "the dependency client \(name) is not generated: \(property.name) has an @available "
            + "attribute, and assigning it in init() would warn; give it a default value, which "
            + "the client keeps, or write init() by hand")
        return nil
      }
      // A property wrapper (`@Dependency(\.uuid) var uuid`) initializes its property.
      if !Set(property.attributes).isSubset(of: ["preconcurrency"]) { continue }
      guard let type = property.type, !property.isOneOfSeveral else {
        if property.hasDefault { continue }
        decline(
          property.location,
          "the dependency client \(name) is not generated: \(property.name) has no default value "
            + "and no type the generator reads; give it one, or write init() by hand")
        return nil
      }
      guard let function = FunctionType(type) else {
        if property.hasDefault { continue }
        decline(
          property.location,
          "the dependency client \(name) is not generated: \(property.name) is not an endpoint "
            + "(a closure) and has no default value, which the unimplemented client needs; give "
            + "it one")
        return nil
      }
      let resolvedName = SwiftNames.escaped(property.name)
      let parameters = function.parameters.indices.map { "p\($0)" }
      let head = parameters.isEmpty ? "{" : "{ \(parameters.joined(separator: ", ")) in"
      let report = "reportIssue(\"Unimplemented: '\(endpoint)'\")"
      if property.hasDefault {
        // A `let` with a default value is not the client's to replace: it is left as it is.
        guard !property.isLet else { continue }
        let arguments = zip(function.parameters, parameters).map { parameter, name in
          parameter.isInout ? "&\(name)" : name
        }.joined(separator: ", ")
        let call = effects(of: function) + "implemented(\(arguments))"
        wrappings += SwiftNames.conditioned(
          [
            "    do {",
            "      let implemented = self.\(resolvedName)",
            "      self.\(resolvedName) = \(head)",
            "        \(report)",
            "        return \(call)",
            "      }",
            "    }",
          ], property.conditions, indent: "    ")
      } else {
        let ending: String
        switch function.throwing {
        case .untyped:
          ending = "throw UnimplementedEndpoint(\"\(endpoint)\")"
        case .none, .typed:
          guard let empty = function.emptyResult else {
            decline(
              property.location,
              "the dependency client \(name) is not generated: \(property.name) cannot throw and "
                + "returns a value, so the unimplemented client has nothing to answer with; give "
                + "it a default value (`= { … }`), which it returns after reporting")
            return nil
          }
          ending = empty.isEmpty ? "" : "return \(empty)"
        }
        let closureHead =
          parameters.isEmpty
          ? "{" : "{ \(Array(repeating: "_", count: parameters.count).joined(separator: ", ")) in"
        assignments += SwiftNames.conditioned(
          ["    self.\(resolvedName) = \(closureHead)", "      \(report)"]
            + (ending.isEmpty ? [] : ["      \(ending)"]) + ["    }"],
          property.conditions, indent: "    ")
      }
      if function.parameters.contains(where: { $0.name != nil }) {
        methods += SwiftNames.conditioned(
          method(for: property, function, in: name, info, access: access), property.conditions,
          indent: "  ")
      }
    }
    let keyword = access.keyword
    var lines = [
      "extension \(name) {",
      "  /// The unimplemented client: each endpoint reports `Unimplemented: '\(name).<endpoint>'`",
      "  /// when called, then throws, or returns its default value. What a test starts from,",
      "  /// overriding only the endpoints it expects.",
      "  \(keyword)init() {",
    ]
    lines += assignments + wrappings + ["  }"] + methods + ["}"]
    return (
      SwiftNames.conditioned(lines, info.conditions, indent: "").joined(separator: "\n"), access
    )
  }

  /// `try await `, `await `, `try ` or nothing: what a call of the endpoint is written with.
  private func effects(of function: FunctionType) -> String {
    var text = ""
    if case .none = function.throwing {} else { text += "try " }
    if function.isAsync || function.isIsolatedAny { text += "await " }
    return text
  }

  /// The endpoint as a method with its parameters' names as labels: `login(email:password:)`.
  private func method(
    for property: PropertyDeclaration, _ function: FunctionType, in name: String,
    _ info: Declarations.TypeInfo, access: AccessLevel
  ) -> [String] {
    let resolve = { (type: [SwiftToken]) in
      declarations.resolve(type, lookupScopes: info.lookupScopes, selfName: name).rendered
    }
    let parameters = function.parameters.enumerated().map { index, parameter in
      let type = resolve(parameter.type)
      guard let label = parameter.name else { return "_ p\(index): \(type)" }
      return "\(label): \(type)"
    }.joined(separator: ", ")
    let arguments = function.parameters.enumerated().map { index, parameter in
      let argument = parameter.name.map(SwiftNames.escaped) ?? "p\(index)"
      return parameter.isInout ? "&\(argument)" : argument
    }.joined(separator: ", ")
    var signature = ""
    if function.isAsync || function.isIsolatedAny { signature += " async" }
    switch function.throwing {
    case .none: break
    case .untyped: signature += " throws"
    case .typed(let thrown): signature += " throws(\(resolve(thrown)))"
    }
    if !function.returnsVoid { signature += " -> \(resolve(function.result))" }
    let labels = function.parameters.map { ($0.name ?? "_") + ":" }.joined()
    let attributes = function.attributes.map { $0.rendered + " " }.joined()
    let resolvedName = SwiftNames.escaped(property.name)
    return [
      "",
      "  /// Calls `\(property.name)` with its arguments labelled: `\(property.name)(\(labels))`.",
      "  \(attributes)\(access.keyword)func \(resolvedName)(\(parameters))\(signature) {",
      "    \(effects(of: function))self.\(resolvedName)(\(arguments))",
      "  }",
    ]
  }

  private mutating func decline(_ location: SourceLocation, _ message: String) {
    diagnostics.append(GeneratorDiagnostic(location, message))
  }
}
