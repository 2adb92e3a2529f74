import Testing

@testable import CasePathsGeneration

/// What the generator writes for an enum that conforms to `CaseReducer`: TCA's `@Reducer enum`.
@Suite struct ReducerEnumTests {
  /// The generated block of the reducer enum itself: from `extension <name> {` to the end of
  /// its last extension, before the case paths.
  static func block(_ source: String, of name: String) -> [String] {
    let lines = CasePathsSource(files: [("F.swift", source)]).text.split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    guard let start = lines.firstIndex(of: "extension \(name) {") else { return [] }
    let end = lines[start...].firstIndex { $0.hasPrefix("extension Case ") } ?? lines.endIndex
    return Array(lines[start..<end]).filter {
      !$0.drop(while: { $0 == " " }).hasPrefix("///") && !$0.isEmpty
    }
  }

  @Test func eachKindOfCaseGetsItsStateItsActionAndItsScope() {
    let source = """
      import Reducers
      extension SyncUpDetail {
        enum Destination: CaseReducer {
          case alert(AlertState<Alert>)
          case dialog(ConfirmationDialogState<Alert>)
          case edit(SyncUpForm)
          case empty
          case meeting(Meeting, syncUp: SyncUp)
          // @ReducerCaseIgnored
          case note(String)
          case record(Record.Feature)
          enum Alert: Sendable, CasePathable { case confirmDeletion }
        }
      }
      struct Meeting: Equatable {}
      """
    #expect(
      Self.block(source, of: "SyncUpDetail.Destination") == [
        "extension SyncUpDetail.Destination {",
        "  @dynamicMemberLookup",
        "  enum State: CaseReducerState, CasePathable {",
        "    typealias StateReducer = SyncUpDetail.Destination",
        "    case alert(AlertState<SyncUpDetail.Destination.Alert>)",
        "    case dialog(ConfirmationDialogState<SyncUpDetail.Destination.Alert>)",
        "    case edit(SyncUpForm.State)",
        "    case empty",
        "    case meeting(Meeting, syncUp: SyncUp)",
        "    case note(String)",
        "    case record(Record.Feature.State)",
        "  }",
        "  enum Action: Sendable, CasePathable {",
        "    case alert(SyncUpDetail.Destination.Alert)",
        "    case dialog(SyncUpDetail.Destination.Alert)",
        "    case edit(SyncUpForm.Action)",
        "    case record(Record.Feature.Action)",
        "  }",
        "  @ReducerBuilder<State, Action>",
        "  static var body: some Reducer<State, Action> {",
        "    Scope(state: \\.edit, action: \\.edit) { SyncUpForm() }",
        "    Scope(state: \\.record, action: \\.record) { Record.Feature() }",
        "  }",
        "}",
      ])
  }

  @Test func aPayloadTypeOfThisTargetWithoutStateIsStateOnlyAndOneWithStateAFeature() {
    let source = """
      enum Path: CaseReducer {
        case detail(Detail)
        case meeting(Meeting)
      }
      struct Detail: Reducer { struct State {}; enum Action {} }
      struct Meeting {}
      """
    let block = Self.block(source, of: "Path")
    #expect(block.contains("    case detail(Detail.State)"))
    #expect(block.contains("    case detail(Detail.Action)"))
    #expect(block.contains("    case meeting(Meeting)"))
    #expect(!block.contains { $0.contains("Meeting.Action") || $0.contains("Meeting.State") })
    #expect(block.contains("    Scope(state: \\.detail, action: \\.detail) { Detail() }"))
  }

  @Test func theGeneratedEnumsGetCasePathsLikeTheOthers() {
    let source = """
      enum Path: CaseReducer {
        case detail(Detail)
        case meeting(Meeting, syncUp: SyncUp)
      }
      """
    let properties = GeneratorTests.properties(source)
    #expect(properties.contains("extension Case where Value: CasePathable<Path.State> {"))
    #expect(properties.contains("extension Case where Value: CasePathable<Path.Action> {"))
    #expect(properties.contains("  var detail: Case<Root, Detail.State> {"))
    #expect(properties.contains("  var detail: Case<Root, Detail.Action> {"))
    #expect(properties.contains("  var meeting: Case<Root, (Meeting, syncUp: SyncUp)> {"))
  }

  @Test func anEquatableOrHashableStateDeclaredInAnExtensionGetsItsEqualityWritten() {
    let source = """
      enum Destination: CaseReducer {
        case edit(Form)
        case empty
        case meeting(Meeting, syncUp: SyncUp)
      }
      extension Destination.State: Hashable {}
      extension Destination.Action: Equatable {}
      """
    let block = Self.block(source, of: "Destination")
    let equality = [
      "extension Destination.State {",
      "  static func == (lhs: Self, rhs: Self) -> Bool {",
      "    switch (lhs, rhs) {",
      "    case let (.edit(l0), .edit(r0)): l0 == r0",
      "    case (.empty, .empty): true",
      "    case let (.meeting(l0, l1), .meeting(r0, r1)): l0 == r0 && l1 == r1",
      "    default: false",
      "    }",
      "  }",
      "  func hash(into hasher: inout Hasher) {",
      "    switch self {",
      "    case .edit(let v0):",
      "      hasher.combine(0)",
      "      hasher.combine(v0)",
      "    case .empty:",
      "      hasher.combine(1)",
      "    case .meeting(let v0, let v1):",
      "      hasher.combine(2)",
      "      hasher.combine(v0)",
      "      hasher.combine(v1)",
      "    }",
      "  }",
      "}",
    ]
    let start = block.firstIndex(of: "extension Destination.State {")
    #expect(start.map { Array(block[$0..<min($0 + equality.count, block.count)]) } == equality)
    let action = block.firstIndex(of: "extension Destination.Action {")
    #expect(
      action.map { Array(block[$0..<min($0 + 7, block.count)]) } == [
        "extension Destination.Action {",
        "  static func == (lhs: Self, rhs: Self) -> Bool {",
        "    switch (lhs, rhs) {",
        "    case let (.edit(l0), .edit(r0)): l0 == r0",
        "    }",
        "  }",
        "}",
      ])
  }

  @Test func aPublicReducerEnumDeclaresEverythingPublic() {
    let block = Self.block(
      "public enum Destination: CaseReducer { case edit(Form) }\n"
        + "extension Destination.State: Equatable {}", of: "Destination")
    #expect(block.contains("  public enum State: CaseReducerState, CasePathable {"))
    #expect(block.contains("    public typealias StateReducer = Destination"))
    #expect(block.contains("  public enum Action: Sendable, CasePathable {"))
    #expect(block.contains("  public static var body: some Reducer<State, Action> {"))
    #expect(block.contains("  public static func == (lhs: Self, rhs: Self) -> Bool {"))
  }

  @Test func casesUnderIfStayUnderIt() {
    let block = Self.block(
      """
      enum Destination: CaseReducer {
        #if DEBUG
          case debug(DebugMenu)
        #endif
        case edit(Form)
      }
      """, of: "Destination")
    #expect(
      block.prefix(while: { $0 != "  }" }).suffix(4) == [
        "    #if (DEBUG)", "    case debug(DebugMenu.State)", "    #endif",
        "    case edit(Form.State)",
      ])
    #expect(
      block.suffix(6) == [
        "    #if (DEBUG)",
        "    Scope(state: \\.debug, action: \\.debug) { DebugMenu() }",
        "    #endif",
        "    Scope(state: \\.edit, action: \\.edit) { Form() }",
        "  }",
        "}",
      ])
  }

  @Test(arguments: [
    (
      "enum Destination<T>: CaseReducer { case edit(Form) }",
      "F.swift:1:1: warning: the reducer enum Destination is not generated: it is generic, or "
        + "inside a generic type; write its State, Action and body by hand, as "
        + "Docs/DestinationPattern.md shows"
    ),
    (
      "private enum Destination: CaseReducer { case edit(Form) }",
      "F.swift:1:9: warning: the reducer enum Destination is not generated: it is private, so "
        + "another file cannot extend it; make it internal, or write its State, Action and body "
        + "by hand in this file"
    ),
  ])
  func whatCannotBeWrittenIsDeclinedAtItsLine(_ source: String, _ diagnostic: String) {
    #expect(GeneratorTests.diagnostics(source) == [diagnostic])
    #expect(Self.block(source, of: "Destination").isEmpty)
  }

  @Test func aSendableReducerEnumHasASendableStateAndAnExtensionSayingSoIsWarnedOf() {
    let sendable = Self.block(
      "enum Destination: CaseReducer, Sendable { case edit(Form) }", of: "Destination")
    #expect(sendable.contains("  enum State: CaseReducerState, CasePathable, Sendable {"))
    let source = """
      enum Destination: CaseReducer { case edit(Form) }
      extension Destination.State: Sendable {}
      """
    #expect(
      Self.block(source, of: "Destination").contains(
        "  enum State: CaseReducerState, CasePathable {"))
    #expect(
      GeneratorTests.diagnostics(source) == [
        "F.swift:1:1: warning: Destination.State is declared Sendable in an extension, which "
          + "Swift takes only in the file that declares it (this one's State is generated): "
          + "delete that extension and declare the reducer enum Sendable, "
          + "`: CaseReducer, Sendable`"
      ])
  }

  @Test func eachCaseKeepsItsDocCommentInBothEnums() {
    let text = CasePathsSource(files: [
      (
        "F.swift",
        """
        enum Destination: CaseReducer {
          /// The edit sheet.
          ///   Indented.
          @available(*, deprecated)
          case edit(Form)
          // A plain comment.
          case other(Other)
        }
        """
      )
    ]).text
    #expect(
      text.contains("    /// The edit sheet.\n    ///   Indented.\n    case edit(Form.State)"))
    #expect(
      text.contains("    /// The edit sheet.\n    ///   Indented.\n    case edit(Form.Action)"))
    #expect(!text.contains("A plain comment"))
  }

  @Test func aReducerEnumWithItsOwnStateIsLeftToTheHandThatWroteIt() {
    let source = """
      enum Destination: CaseReducer {
        case edit(Form)
        enum State: CaseReducerState, CasePathable { case edit(Form.State) }
      }
      """
    #expect(Self.block(source, of: "Destination").isEmpty)
    #expect(GeneratorTests.diagnostics(source).isEmpty)
  }
}
