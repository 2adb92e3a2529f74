import Testing

@testable import CasePathsGeneration

/// What the generator writes for a struct that conforms to `DependencyClient`: TCA's
/// `@DependencyClient`.
@Suite struct DependencyClientGeneratorTests {
  /// The generated block of the client, without doc comments and blank lines.
  static func block(_ source: String, of name: String) -> [String] {
    let lines = CasePathsSource(files: [("F.swift", source)]).text.split(separator: "\n")
      .map(String.init)
    guard let start = lines.firstIndex(of: "extension \(name) {") else { return [] }
    var depth = 0
    var result: [String] = []
    for line in lines[start...] {
      if !line.drop(while: { $0 == " " }).hasPrefix("///") { result.append(line) }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      if depth == 0 { break }
    }
    return result
  }

  @Test func eachEndpointIsUnimplementedAndEachNamedOneGetsItsMethod() {
    let source = """
      public struct Client: DependencyClient {
        public var fetch: @Sendable (_ id: Int, Bool) async throws(FetchError) -> Item? 
        @Dependency(\\.uuid) var uuid
        public var ping: @Sendable (_ count: Int) -> Void
        public var save: @MainActor @Sendable (_ item: Item) async -> Void
        var count: @Sendable () -> Int = { 0 }
        public struct Item: Sendable {}
      }
      """
    #expect(
      Self.block(source, of: "Client") == [
        "extension Client {",
        "  public init() {",
        "    self.fetch = { _, _ in",
        "      reportIssue(\"Unimplemented: 'Client.fetch'\")",
        "      return nil",
        "    }",
        "    self.ping = { _ in",
        "      reportIssue(\"Unimplemented: 'Client.ping'\")",
        "    }",
        "    self.save = { _ in",
        "      reportIssue(\"Unimplemented: 'Client.save'\")",
        "    }",
        "    do {",
        "      let implemented = self.count",
        "      self.count = {",
        "        reportIssue(\"Unimplemented: 'Client.count'\")",
        "        return implemented()",
        "      }",
        "    }",
        "  }",
        "  public func fetch(id: Int, _ p1: Bool) async throws(FetchError) -> Client.Item? {",
        "    try await self.fetch(id, p1)",
        "  }",
        "  public func ping(count: Int) {",
        "    self.ping(count)",
        "  }",
        "  @MainActor public func save(item: Client.Item) async {",
        "    await self.save(item)",
        "  }",
        "}",
      ])
    #expect(GeneratorTests.diagnostics(source).isEmpty)
  }

  @Test func anIsolatedAnyEndpointsMethodAwaitsItAndTheAttributesAfterItAreRead() {
    // `@isolated(any)` takes an argument that touches its name; the parameters are after it.
    let source = """
      public struct Client: DependencyClient {
        public var ping: @isolated(any) @Sendable (_ count: Int) -> Void
        public var save: @isolated(any) @MainActor (_ name: String) async -> Void
      }
      """
    #expect(
      Self.block(source, of: "Client").filter { $0.contains("func") || $0.contains("self.") }
        == [
          "    self.ping = { _ in",
          "    self.save = { _ in",
          "  public func ping(count: Int) async {",
          "    await self.ping(count)",
          "  @MainActor public func save(name: String) async {",
          "    await self.save(name)",
        ])
    #expect(GeneratorTests.diagnostics(source).isEmpty)
  }

  @Test(arguments: [
    (
      "struct Client: DependencyClient { var count: @Sendable () -> Int }",
      "F.swift:1:39: warning: the dependency client Client is not generated: count cannot throw "
        + "and returns a value, so the unimplemented client has nothing to answer with; give it "
        + "a default value (`= { … }`), which it returns after reporting"
    ),
    (
      "struct Client: DependencyClient { var baseURL: String }",
      "F.swift:1:39: warning: the dependency client Client is not generated: baseURL is not an "
        + "endpoint (a closure) and has no default value, which the unimplemented client needs; "
        + "give it one"
    ),
    (
      "struct Client: DependencyClient { var handler: (@Sendable () -> Void)? }",
      "F.swift:1:39: warning: the dependency client Client is not generated: handler is not an "
        + "endpoint (a closure) and has no default value, which the unimplemented client needs; "
        + "give it one"
    ),
    (
      "struct Client: DependencyClient { @available(*, deprecated) var run: () -> Void }",
      "F.swift:1:65: warning: the dependency client Client is not generated: run has an "
        + "@available attribute, and assigning it in init() would warn; give it a default value, "
        + "which the client keeps, or write init() by hand"
    ),
    (
      "final class Client: DependencyClient {}",
      "F.swift:1:7: warning: the dependency client Client is not generated: it is a class, not "
        + "a struct of endpoints"
    ),
    (
      "private struct Client: DependencyClient {}",
      "F.swift:1:9: warning: the dependency client Client is not generated: it is private, so "
        + "another file cannot extend it"
    ),
    (
      "struct Client<T>: DependencyClient {}",
      "F.swift:1:1: warning: the dependency client Client is not generated: it is generic, or "
        + "inside a generic type; write its init() by hand"
    ),
  ])
  func whatCannotBeWrittenIsDeclinedAtItsLine(_ source: String, _ diagnostic: String) {
    #expect(GeneratorTests.diagnostics(source) == [diagnostic])
    #expect(Self.block(source, of: "Client").isEmpty)
  }

  @Test func staticComputedAndDefaultedPropertiesAreNotEndpointsToWrite() {
    let block = Self.block(
      """
      struct Client: DependencyClient {
        static let shared = Client()
        var isEnabled: Bool { true }
        let region = "eu"
        var timeout = Duration.seconds(1)
        let handler: @Sendable () -> Void = {}
        var run: @Sendable () async -> Void
      }
      """, of: "Client")
    #expect(
      block == [
        "extension Client {",
        "  init() {",
        "    self.run = {",
        "      reportIssue(\"Unimplemented: 'Client.run'\")",
        "    }",
        "  }",
        "}",
      ])
  }
}
