import Foundation
import Testing

@testable import CasePathsGeneration

/// What the generator writes for each construct it reads, and what it declines.
@Suite struct GeneratorTests {
  /// The generated properties' lines for `source`, without the file's header and imports.
  /// The lines of the generated case properties: the `extension Case` blocks, without doc
  /// comments and without the enums' `_embedCase` extensions.
  static func properties(_ source: String, file: String = "F.swift") -> [String] {
    var isEmbedding = false
    return CasePathsSource(files: [(file, source)]).text.split(separator: "\n").map(String.init)
      .filter { line in
        if line.hasPrefix("extension") { isEmbedding = !line.hasPrefix("extension Case ") }
        defer { if line == "}" { isEmbedding = false } }
        return !isEmbedding
          && (line.hasPrefix("  ") || line.hasPrefix("extension") || line.hasPrefix("#")
            || line == "}")
      }
      .filter { !$0.hasPrefix("  ///") }
  }

  /// The lines of the generated `_embedCase` extensions, without doc comments.
  static func embeddings(_ source: String) -> [String] {
    var isEmbedding = false
    return CasePathsSource(files: [("F.swift", source)]).text.split(separator: "\n")
      .map(String.init)
      .filter { line in
        if line.hasPrefix("extension") { isEmbedding = !line.hasPrefix("extension Case ") }
        defer { if line == "}" { isEmbedding = false } }
        return isEmbedding && !line.hasPrefix("  ///")
      }
  }

  static func diagnostics(_ source: String) -> [String] {
    CasePathsSource(files: [("F.swift", source)]).diagnostics.map(\.description)
  }

  @Test func conformancesAfterOneWithGenericArgumentsAreStillRead() {
    // `Sequence<Int>`'s comma-free angle brackets and a `(…)`-argument attribute nest; what
    // follows them is a conformance of its own.
    let plain = Self.properties("enum A: Sendable, CasePathable { case tapped }")
    #expect(!plain.isEmpty)
    #expect(
      Self.properties("enum A: Sendable, SomeGeneric<Int, String>, CasePathable { case tapped }")
        == plain)
  }

  /// One case each, and the property it gets.
  @Test(arguments: [
    (
      "case tapped", "var tapped: Case<Root, Void> {",
      "at({ _ in A.tapped }) { if case .tapped = $0 { () } else { nil } }"
    ),
    (
      "case counter(Int)", "var counter: Case<Root, Int> {",
      "at(A.counter) { if case .counter(let v0) = $0 { v0 } else { nil } }"
    ),
    (
      "case popFrom(id: Int)", "var popFrom: Case<Root, Int> {",
      "at({ A.popFrom(id: $0) }) { if case .popFrom(let v0) = $0 { v0 } else { nil } }"
    ),
    (
      "case pair(Int, name: String)", "var pair: Case<Root, (Int, name: String)> {",
      "at({ A.pair($0.0, name: $0.1) }) { if case .pair(let v0, let v1) = $0 { (v0, name: v1) } else { nil } }"
    ),
    (
      "case table([String: [Int]])", "var table: Case<Root, [String: [Int]]> {",
      "at(A.table) { if case .table(let v0) = $0 { v0 } else { nil } }"
    ),
    (
      "case result(Result<Int, any Error>)", "var result: Case<Root, Result<Int, any Error>> {",
      "at(A.result) { if case .result(let v0) = $0 { v0 } else { nil } }"
    ),
    (
      "case run(@Sendable (Int) async throws -> Void)",
      "var run: Case<Root, @Sendable (Int) async throws -> Void> {",
      "at(A.run) { if case .run(let v0) = $0 { v0 } else { nil } }"
    ),
    (
      "case maybe(Int?, [String]!)", "var maybe: Case<Root, (Int?, [String]!)> {",
      "at({ A.maybe($0.0, $0.1) }) { if case .maybe(let v0, let v1) = $0 { (v0, v1) } else { nil } }"
    ),
    (
      "case tuple((Int, String))", "var tuple: Case<Root, (Int, String)> {",
      "at(A.tuple) { if case .tuple(let v0) = $0 { v0 } else { nil } }"
    ),
    (
      "case start(at: Int = 0)", "var start: Case<Root, Int> {",
      "at({ A.start(at: $0) }) { if case .start(let v0) = $0 { v0 } else { nil } }"
    ),
    (
      "case `default`", "var `default`: Case<Root, Void> {",
      "at({ _ in A.`default` }) { if case .`default` = $0 { () } else { nil } }"
    ),
    (
      "indirect case node(A)", "var node: Case<Root, A> {",
      "at(A.node) { if case .node(let v0) = $0 { v0 } else { nil } }"
    ),
  ])
  func eachCaseGetsItsProperty(_ declaration: String, _ signature: String, _ body: String) {
    let lines = Self.properties("enum A: CasePathable {\n  \(declaration)\n}")
    #expect(
      lines == [
        "extension Case where Value: CasePathable<A> {", "  \(signature)", "    \(body)", "  }",
        "}",
      ])
  }

  @Test func severalCasesOnALineAndRawValuesAreRead() {
    let lines = Self.properties(
      #"enum A: String, CasePathable { case a = "{", b, c = "x\"}" ; case d }"#)
    #expect(
      lines.filter { $0.hasPrefix("  var") } == [
        "  var a: Case<Root, Void> {", "  var b: Case<Root, Void> {", "  var c: Case<Root, Void> {",
        "  var d: Case<Root, Void> {",
      ])
  }

  @Test func aRawValueOfSeveralTokensLosesNoCaseAfterIt() {
    let lines = Self.properties(
      """
      enum Level: Int, CasePathable {
        case unknown = -1, low = 1, high
        case top = 0x10
        case last
      }
      enum Ratio: Double, CasePathable { case half = 0.5, tiny = -1e-3; case whole = 1 }
      """)
    #expect(
      lines.filter { $0.hasPrefix("  var") } == [
        "  var unknown: Case<Root, Void> {", "  var low: Case<Root, Void> {",
        "  var high: Case<Root, Void> {", "  var top: Case<Root, Void> {",
        "  var last: Case<Root, Void> {",
        "  var half: Case<Root, Void> {", "  var tiny: Case<Root, Void> {",
        "  var whole: Case<Root, Void> {",
      ])
  }

  @Test func stringsAndCommentsDoNotEndOrStartDeclarations() {
    let source = """
      /* enum Fake: CasePathable { case no } */
      // enum Fake2: CasePathable { case no }
      enum A: CasePathable {
        /// A case. { not a brace
        case a // }
        static let text = "case no } {"
        static let block = \"\"\"
          case no
          }
          \"\"\"
        case b
      }
      """
    #expect(
      Self.properties(source).filter { $0.hasPrefix("  var") } == [
        "  var a: Case<Root, Void> {", "  var b: Case<Root, Void> {",
      ])
  }

  @Test func nestedEnumsAreNamedByTheirPath() {
    let source = """
      struct Feature {
        enum Action: CasePathable { case child(Child.Action) }
        struct Child { enum Action: CasePathable { case tap } }
      }
      extension Feature {
        enum Destination {
          enum State: CasePathable { case sheet(Child) }
        }
      }
      """
    let lines = Self.properties(source)
    #expect(
      lines.filter { $0.hasPrefix("extension") } == [
        "extension Case where Value: CasePathable<Feature.Action> {",
        "extension Case where Value: CasePathable<Feature.Child.Action> {",
        "extension Case where Value: CasePathable<Feature.Destination.State> {",
      ])
    // `Child` inside `Feature` is `Feature.Child`: the generated file is outside `Feature`.
    #expect(lines.contains("  var child: Case<Root, Feature.Child.Action> {"))
    // Inside an extension of `Feature`, Swift looks in `Feature` too.
    #expect(lines.contains("  var sheet: Case<Root, Feature.Child> {"))
  }

  /// Each case of one value can be built by its name (what the explorer builds an alert's
  /// button actions with): labelled or not, under its `#if`, its type qualified; a case of no
  /// value or of several is not in the switch, and an enum with none has no function.
  @Test func eachCaseOfOneValueIsEmbeddedByItsName() {
    let source = """
      struct Screen {
        enum Alert: CasePathable { case ok }
        public enum Action: CasePathable {
          case alert(Alert)
          case open(id: Int)
          case tapped
          case moved(Int, Int)
          #if DEBUG
            case debug(String)
          #endif
        }
      }
      """
    #expect(
      Self.embeddings(source) == [
        "extension Screen.Action {",
        "  static func _embedCase(named name: String, payload: Any) -> Screen.Action? {",
        "    switch name {",
        "    case \"alert\": (payload as? Screen.Alert).map(Screen.Action.alert)",
        "    case \"open\": (payload as? Int).map({ Screen.Action.open(id: $0) })",
        "    #if (DEBUG)",
        "    case \"debug\": (payload as? String).map(Screen.Action.debug)",
        "    #endif",
        "    default: nil",
        "    }",
        "  }",
        "}",
      ])
  }

  /// An enum in an extension of a generic type is declined, also when the extension is read
  /// before the type's declaration (another file, earlier).
  @Test func anEnumInAnExtensionOfAGenericTypeDeclaredLaterIsDeclined() {
    let source = CasePathsSource(files: [
      ("A.swift", "extension Box {\n  enum Tag: CasePathable { case a }\n}"),
      ("B.swift", "struct Box<T> {}"),
    ])
    #expect(!source.text.contains("Box.Tag"))
    #expect(
      source.diagnostics.map(\.description) == [
        "A.swift:2:3: warning: case paths of Box.Tag are not generated: it is generic, or inside "
          + "a generic type; write its case properties by hand, as README.md's \"Case paths "
          + "without macros\" shows"
      ])
  }

  /// A nested type is qualified in every position of a payload: a dictionary's key too.
  @Test func aDictionarysKeyIsQualifiedLikeItsValue() {
    let source = """
      struct F {
        struct Key: Hashable {}
        enum E: CasePathable {
          case d([Key: Int])
          case e((Key, count: Int))
          case f((_ key: Key) -> Key?)
        }
      }
      """
    let lines = Self.properties(source)
    #expect(lines.contains("  var d: Case<Root, [F.Key: Int]> {"))
    #expect(lines.contains("  var e: Case<Root, (F.Key, count: Int)> {"))
    #expect(lines.contains("  var f: Case<Root, (_ key: F.Key) -> F.Key?> {"))
  }

  /// Inside `Case`'s extensions `Root` and `Value` are its generic parameters: a payload of a
  /// type so named is written through an alias the file declares, at the access it needs.
  @Test func typesNamedRootAndValueAreWrittenThroughAliases() {
    let source = """
      public struct Root {}
      struct Value {}
      public enum E: CasePathable { case r(Root), v([Value]) }
      """
    let text = CasePathsSource(files: [("F.swift", source)]).text
    #expect(text.contains("\npublic typealias _CasePathsRoot = Root\n"))
    #expect(text.contains("\npublic typealias _CasePathsValue = Value\n"))
    #expect(text.contains("  public var r: Case<Root, _CasePathsRoot> {"))
    #expect(text.contains("  public var v: Case<Root, [_CasePathsValue]> {"))
  }

  /// A case's name is escaped where a property needs it, a label only where a call needs it
  /// (Swift warns of a keyword escaped there), and `Type`, which after a dot names a metatype,
  /// is reached as an implicit member.
  @Test func keywordsAreEscapedExactlyWhereEachPositionNeedsIt() {
    let source = """
      enum A: CasePathable, Sendable {
        case `Type`
        case `self`
        case didOpen(protocol: String?)
      }
      """
    let lines = Self.properties(source)
    #expect(lines.contains("  var `Type`: Case<Root, Void> {"))
    #expect(
      lines.contains("    at({ _ -> A in .`Type` }) { if case .`Type` = $0 { () } else { nil } }"))
    #expect(lines.contains("    at(A.`self`) { if case .`self` = $0 { () } else { nil } }"))
    #expect(
      lines.contains(
        "    at({ A.didOpen(protocol: $0) }) { if case .didOpen(let v0) = $0 { v0 } else { nil } }")
    )
  }

  /// An enum not declared `Sendable` has its payload-less cases made by a closure: the case
  /// value itself would need the enum `Sendable`.
  @Test func aCaseWithoutPayloadOfAnEnumNotDeclaredSendableIsMadeByAClosure() {
    let lines = Self.properties("enum A: CasePathable {\n  case idle\n}")
    #expect(lines.contains("    at({ _ in A.idle }) { if case .idle = $0 { () } else { nil } }"))
    let sendable = Self.properties("enum A: CasePathable, Sendable {\n  case idle\n}")
    #expect(sendable.contains("    at(A.idle) { if case .idle = $0 { () } else { nil } }"))
  }

  /// A deprecated case's path is deprecated (naming the case warns no one); an unavailable case
  /// has no path; neither is built by name.
  @Test func deprecatedCasesHaveDeprecatedPathsAndUnavailableOnesNone() {
    let source = """
      enum A: CasePathable, Sendable {
        case now(Int)
        @available(*, deprecated, message: "use now")
        case then(Int)
        @available(*, unavailable)
        case never(Int)
      }
      """
    let text = CasePathsSource(files: [("F.swift", source)]).text
    #expect(text.contains("  @available(*, deprecated)\n  var then: Case<Root, Int> {"))
    #expect(!text.contains("never"))
    #expect(Self.embeddings(source).contains { $0.contains("\"now\"") })
    #expect(!Self.embeddings(source).contains { $0.contains("\"then\"") })
  }

  /// A bindable action gets the `binding` property `BindableAction` asks for, unless it has one.
  @Test func aBindableActionGetsItsBindingPropertyUnlessItHasOne() {
    let source = """
      struct Form {
        struct State {}
        enum Action: BindableAction, CasePathable {
          case binding(BindingAction<State>), save
        }
      }
      """
    #expect(Self.embeddings(source).contains("  var binding: BindingAction<Form.State>? {"))
    let written = source.replacingOccurrences(
      of: "case binding(BindingAction<State>), save",
      with:
        "case binding(BindingAction<State>), save\n    var binding: BindingAction<State>? { nil }")
    #expect(!Self.embeddings(written).contains { $0.contains("var binding") })
  }

  @Test func namesAreQualifiedAsSwiftFindsThemFromInsideTheEnum() {
    let source = """
      struct Screen {
        typealias ID = Int
        enum Alert { case ok }
        struct Row {}
        enum Action: CasePathable {
          case alert(Alert), row(id: ID, Row), me(Self), other(Swift.Int), list([Row]?)
          case labelled(row: Row), global(Global), nested(Inner)
          enum Inner {}
        }
      }
      struct Global {}
      """
    let lines = Self.properties(source)
    #expect(lines.contains("  var alert: Case<Root, Screen.Alert> {"))
    #expect(lines.contains("  var row: Case<Root, (id: Screen.ID, Screen.Row)> {"))
    #expect(lines.contains("  var me: Case<Root, Screen.Action> {"))
    #expect(lines.contains("  var other: Case<Root, Swift.Int> {"))
    #expect(lines.contains("  var list: Case<Root, [Screen.Row]?> {"))
    #expect(lines.contains("  var labelled: Case<Root, Screen.Row> {"))
    #expect(lines.contains("  var global: Case<Root, Global> {"))
    #expect(lines.contains("  var nested: Case<Root, Screen.Action.Inner> {"))
  }

  @Test func aConformanceInAnExtensionOrAnotherFileCounts() {
    let files = [
      ("A.swift", "enum Plain { case a }\nstruct S { enum Action { case b } }"),
      (
        "B.swift",
        "extension Plain: CasePathable {}\nextension S.Action: Equatable, CasePathable {}"
      ),
    ]
    let text = CasePathsSource(files: files).text
    #expect(text.contains("extension Case where Value: CasePathable<Plain> {"))
    #expect(text.contains("extension Case where Value: CasePathable<S.Action> {"))
  }

  @Test func onlyCasePathableEnumsAndNoLocalOnes() {
    let source = """
      enum NotPathable { case a }
      struct S: CasePathable {}
      func f() {
        enum Local: CasePathable { case a }
      }
      var computed: Int {
        enum AlsoLocal: CasePathable { case a }
        return 0
      }
      """
    #expect(Self.properties(source).isEmpty)
    #expect(CasePathsSource(files: [("F.swift", source)]).text.contains("import") == false)
  }

  @Test(arguments: [
    ("public enum A: CasePathable { case a }", "  public var a"),
    ("package enum A: CasePathable { case a }", "  package var a"),
    ("enum A: CasePathable { case a }", "  var a"),
    ("public struct S { public enum A: CasePathable { case a } }", "  public var a"),
    ("struct S { public enum A: CasePathable { case a } }", "  var a"),
    (
      "public struct S {}\npublic extension S { enum A: CasePathable { case a } }", "  public var a"
    ),
    ("open class C { public enum A: CasePathable { case a } }", "  public var a"),
  ])
  func theAccessLevelIsTheEnumsAndNoMoreThanItsOuterTypes(_ source: String, _ property: String) {
    #expect(Self.properties(source).contains { $0.hasPrefix(property + ":") })
  }

  @Test func casesUnderIfAreUnderTheSameConditions() {
    let source = """
      enum A: CasePathable {
        case always
        #if os(Linux)
        case linux
        #elseif DEBUG
        case debug
        #else
        case other
        #endif
      }
      """
    let lines = Self.properties(source)
    #expect(lines.contains("  #if (os(Linux))"))
    #expect(lines.contains("  #if !(os(Linux)) && (DEBUG)"))
    #expect(lines.contains("  #if !(os(Linux)) && !(DEBUG)"))
    #expect(lines.filter { $0 == "  #endif" }.count == 3)
    #expect(lines[1] == "  var always: Case<Root, Void> {")
  }

  @Test func anEnumUnderIfIsGeneratedUnderItAndImportsKeepTheirs() {
    let source = """
      import Foundation
      #if canImport(Darwin)
      import Darwin
      #endif
      #if DEBUG
      enum A: CasePathable { case a(Date) }
      #endif
      """
    let text = CasePathsSource(files: [("F.swift", source)]).text
    #expect(
      text.contains(
        "import Reducers\nimport Foundation\n#if (canImport(Darwin))\nimport Darwin\n#endif"))
    #expect(text.contains("#if (DEBUG)\nextension Case where Value: CasePathable<A> {"))
    #expect(text.hasSuffix("}\n#endif\n"))
  }

  @Test func aMarkedEnumKeepsItsHandWrittenCasePaths() {
    let source = """
      // case paths: written by hand
      @available(*, deprecated)
      enum Manual: CasePathable { case a }
      enum Generated: CasePathable { case b }
      """
    #expect(
      Self.properties(source).filter { $0.hasPrefix("extension") } == [
        "extension Case where Value: CasePathable<Generated> {"
      ])
  }

  @Test func aBindingOfABindableActionComesFromTheLibrary() {
    let source = """
      struct Form {
        enum Action: BindableAction, CasePathable {
          case binding(BindingAction<State>), save
        }
      }
      """
    #expect(
      Self.properties(source).filter { $0.hasPrefix("  var") } == [
        "  var save: Case<Root, Void> {"
      ])
  }

  @Test(arguments: [
    (
      "enum A<T>: CasePathable { case a(T) }",
      "F.swift:1:1: warning: case paths of A are not generated: it is generic"
    ),
    (
      "struct G<T> {\n  enum A: CasePathable { case a }\n}",
      "F.swift:2:3: warning: case paths of G.A are not generated: it is generic"
    ),
    (
      "extension Array where Element == Int {\n  enum Tag: CasePathable { case a }\n}",
      "F.swift:2:3: warning: case paths of Array.Tag are not generated: it is generic"
    ),
    (
      "struct Box<T> {}\nextension Box: Sendable where T: Sendable {\n  enum Tag: CasePathable { case a }\n}",
      "F.swift:3:3: warning: case paths of Box.Tag are not generated: it is generic"
    ),
    (
      "private enum A: CasePathable { case a }",
      "F.swift:1:9: warning: case paths of A are not generated: it is private"
    ),
    (
      "fileprivate enum A: CasePathable { case a }",
      "F.swift:1:13: warning: case paths of A are not generated: it is fileprivate"
    ),
    (
      "enum A: CasePathable {\n  case a(Int)\n  case a(String)\n}",
      "F.swift:2:8: warning: the case path of A.a is not generated: A has several cases named a"
    ),
    (
      "enum A: CasePathable { case embed }",
      "F.swift:1:29: warning: the case path of A.embed is not generated: `Case` already has a member named embed"
    ),
    (
      "enum A: CasePathable { case many(Int...) }",
      "F.swift:1:29: warning: the case path of A.many is not generated: it has a variadic payload"
    ),
    (
      "enum A: CasePathable {\n  case a(\n#if X\n  Int\n#else\n  String\n#endif\n  )\n}",
      "F.swift:2:8: warning: the case path of A.a is not generated: its payload has an #if inside"
    ),
  ])
  func whatCannotBeWrittenExactlyIsDeclinedAtItsLine(_ source: String, _ diagnostic: String) {
    let diagnostics = Self.diagnostics(source)
    #expect(diagnostics.count == (source.contains("case a(String)") ? 2 : 1))
    #expect(diagnostics.first?.hasPrefix(diagnostic) == true, "\(diagnostics)")
    // Nothing is written for what is declined.
    #expect(
      !Self.properties(source).contains {
        $0.contains("var a:") || $0.contains("var many") || $0.contains("var name")
      })
  }

  @Test func aDeclineSaysWhatToWriteByHand() {
    let diagnostic = Self.diagnostics("enum A: CasePathable { case many(Int...), fine }")
    #expect(
      diagnostic == [
        "F.swift:1:29: warning: the case path of A.many is not generated: it has a variadic "
          + "payload; write it by hand in an `extension Case where Value: CasePathable<A>`, as "
          + "README.md's \"Case paths without macros\" shows"
      ])
    #expect(
      Self.properties("enum A: CasePathable { case many(Int...), fine }").contains(
        "  var fine: Case<Root, Void> {"))
  }

  /// The whole file for a small feature, as it is written into the build folder.
  @Test func theGeneratedFileIsPinned() {
    let source = """
      import Foundation
      import Reducers

      public struct Counter {
        @CasePathable
        public enum Action: Equatable, CasePathable {
          case decrementTapped
          case incrementTapped
          case delegate(Delegate)
          public enum Delegate: CasePathable { case reached(count: Int, at: Date) }
        }
      }
      """
    let text = CasePathsSource(files: [("Counter.swift", source)]).text
    #expect(
      text == """
        // Generated by CasePathsPlugin from this target's sources when it builds: do not edit.
        // Each CasePathable enum's case properties, as README.md's "Case paths without macros"
        // shows them written by hand, each reducer enum's State, Action and body, and each
        // dependency client's unimplemented init() and labelled endpoints.

        import Reducers
        import Foundation

        extension Case where Value: CasePathable<Counter.Action> {
          /// The case `decrementTapped` of `Counter.Action`: `\\.decrementTapped`.
          public var decrementTapped: Case<Root, Void> {
            at({ _ in Counter.Action.decrementTapped }) { if case .decrementTapped = $0 { () } else { nil } }
          }
          /// The case `incrementTapped` of `Counter.Action`: `\\.incrementTapped`.
          public var incrementTapped: Case<Root, Void> {
            at({ _ in Counter.Action.incrementTapped }) { if case .incrementTapped = $0 { () } else { nil } }
          }
          /// The case `delegate` of `Counter.Action`: `\\.delegate`.
          public var delegate: Case<Root, Counter.Action.Delegate> {
            at(Counter.Action.delegate) { if case .delegate(let v0) = $0 { v0 } else { nil } }
          }
        }

        extension Counter.Action {
          /// The case named `name` holding `payload`, if there is one: what the navigation explorer
          /// builds an alert's button actions with.
          public static func _embedCase(named name: String, payload: Any) -> Counter.Action? {
            switch name {
            case "delegate": (payload as? Counter.Action.Delegate).map(Counter.Action.delegate)
            default: nil
            }
          }
        }

        extension Case where Value: CasePathable<Counter.Action.Delegate> {
          /// The case `reached` of `Counter.Action.Delegate`: `\\.reached`.
          public var reached: Case<Root, (count: Int, at: Date)> {
            at({ Counter.Action.Delegate.reached(count: $0.0, at: $0.1) }) { if case .reached(let v0, let v1) = $0 { (count: v0, at: v1) } else { nil } }
          }
        }

        """)
  }
}
