import SwiftLexing

/// Writes what TCA's `@Reducer enum` gives for each enum that conforms to `CaseReducer`: its
/// `State` and `Action` enums, its `body`, and `==` (and `hash(into:)`) where the target
/// declares `State` or `Action` `Equatable` (or `Hashable`) in an extension.
///
/// For
///
/// ```swift
/// extension SyncUpDetail {
///   enum Destination: CaseReducer {
///     case alert(AlertState<Alert>)
///     case edit(SyncUpForm)
///   }
/// }
/// ```
///
/// it writes
///
/// ```swift
/// extension SyncUpDetail.Destination {
///   @dynamicMemberLookup
///   enum State: CaseReducerState, CasePathable {
///     typealias StateReducer = SyncUpDetail.Destination
///     case alert(AlertState<SyncUpDetail.Destination.Alert>)
///     case edit(SyncUpForm.State)
///   }
///   enum Action: Sendable, CasePathable {
///     case alert(SyncUpDetail.Destination.Alert)
///     case edit(SyncUpForm.Action)
///   }
///   @ReducerBuilder<State, Action>
///   static var body: some Reducer<State, Action> {
///     Scope(state: \.edit, action: \.edit) { SyncUpForm() }
///   }
/// }
/// ```
///
/// and adds the two enums to the declarations, so that their case paths are written with the
/// others'. A case is a feature's (a `State` and an `Action` case, and a `Scope`) unless it is
/// state only: no payload, several values or a labelled one, a `// @ReducerCaseIgnored` comment
/// over it, or a payload type this target declares with no `State` in it. An `AlertState<A>` or
/// `ConfirmationDialogState<A>` payload is state whose actions are `A`.
struct ReducerEnumWriter {
  private(set) var declarations: Declarations
  private(set) var diagnostics: [GeneratorDiagnostic] = []

  init(declarations: Declarations) {
    self.declarations = declarations
  }

  /// What one case of a reducer enum is.
  private enum CaseKind {
    /// A feature's: its reducer's type.
    case feature(String)
    /// State whose actions are a button's: the alert's or dialog's action type.
    case presentation(String)
    /// State only, with no action.
    case stateOnly
  }

  /// Writes the block of each reducer enum, with the access of what it declares, and adds
  /// their `State` and `Action` enums to ``declarations``.
  mutating func write() -> [(block: String, access: AccessLevel)] {
    var blocks: [(String, AccessLevel)] = []
    for declaration in declarations.enums where isReducerEnum(declaration) {
      if let block = block(for: declaration) {
        blocks.append((block, declarations.effectiveAccess(of: declaration)))
      }
    }
    return blocks
  }

  private func isReducerEnum(_ declaration: EnumDeclaration) -> Bool {
    let conformances = declarations.types[declaration.qualifiedName]?.conformances ?? []
    return conformances.contains("CaseReducer") || conformances.contains("Reducers.CaseReducer")
  }

  private mutating func block(for declaration: EnumDeclaration) -> String? {
    let name = declaration.qualifiedName
    let nested = declarations.types[name]?.nestedTypes ?? []
    // A reducer enum whose `State` or `Action` is written by hand is left to that hand.
    if nested.contains("State") || nested.contains("Action") { return nil }
    if declaration.isGeneric || declaration.isInGenericContext
      || declarations.isInsideGenericType(declaration)
    {
      decline(
        declaration.location,
        "the reducer enum \(name) is not generated: it is generic, or inside a generic type; "
          + "write its State, Action and body by hand, as Docs/DestinationPattern.md shows")
      return nil
    }
    let access = declarations.effectiveAccess(of: declaration)
    if access < .internal {
      decline(
        declaration.location,
        "the reducer enum \(name) is not generated: it is "
          + "\(access == .private ? "private" : "fileprivate"), so another file cannot extend it; "
          + "make it internal, or write its State, Action and body by hand in this file")
      return nil
    }
    var stateCases: [Conditional<EnumCase>] = []
    var actionCases: [Conditional<EnumCase>] = []
    var scopes: [String] = []
    var stateLines: [String] = []
    var actionLines: [String] = []
    for conditional in declaration.cases {
      let enumCase = conditional.value
      if let reason = enumCase.unreadable {
        decline(
          enumCase.location,
          "the reducer enum \(name) is not generated: its case \(enumCase.name): \(reason)")
        return nil
      }
      let caseName = SwiftNames.escaped(enumCase.name)
      // The case's doc comment documents both of its cases.
      let docs = enumCase.documentation.map { "    " + $0 }
      switch kind(of: enumCase, in: declaration) {
      case .feature(let type):
        stateCases.append(conditional.with(payload: "\(type).State"))
        actionCases.append(conditional.with(payload: "\(type).Action"))
        stateLines += SwiftNames.conditioned(
          docs + ["    case \(caseName)(\(type).State)"], conditional.conditions, indent: "    ")
        actionLines += SwiftNames.conditioned(
          docs + ["    case \(caseName)(\(type).Action)"], conditional.conditions, indent: "    ")
        scopes += SwiftNames.conditioned(
          ["    Scope(state: \\.\(enumCase.name), action: \\.\(enumCase.name)) { \(type)() }"],
          conditional.conditions, indent: "    ")
      case .presentation(let actionType):
        let state = payloadText(enumCase, in: declaration)
        stateCases.append(conditional.with(payload: state))
        actionCases.append(conditional.with(payload: actionType))
        stateLines += SwiftNames.conditioned(
          docs + ["    case \(caseName)(\(state))"], conditional.conditions, indent: "    ")
        actionLines += SwiftNames.conditioned(
          docs + ["    case \(caseName)(\(actionType))"], conditional.conditions, indent: "    ")
      case .stateOnly:
        var stateCase = conditional
        stateCase.value.payload = enumCase.payload.map { elements in
          elements.map { element in
            PayloadElement(
              label: element.label,
              type: SwiftLexer.tokens(
                of: declarations.resolve(element.type, in: declaration).rendered))
          }
        }
        stateCases.append(stateCase)
        let payload = enumCase.payload.map { _ in "(" + payloadText(enumCase, in: declaration) + ")"
        }
        stateLines += SwiftNames.conditioned(
          docs + ["    case \(caseName)\(payload ?? "")"], conditional.conditions, indent: "    ")
      }
    }
    // A `Sendable` reducer enum has a `Sendable` state: an extension cannot say it, since Swift
    // takes a `Sendable` conformance only in the file that declares the type.
    let sendable = ["Sendable", "Swift.Sendable"]
    let isSendable = !(declarations.types[name]?.conformances ?? []).isDisjoint(with: sendable)
    if !(declarations.types["\(name).State"]?.conformances ?? []).isDisjoint(with: sendable) {
      decline(
        declaration.location,
        "\(name).State is declared Sendable in an extension, which Swift takes only in the "
          + "file that declares it (this one's State is generated): delete that extension and "
          + "declare the reducer enum Sendable, `: CaseReducer, Sendable`")
    }
    let stateConformances =
      ["CaseReducerState", "CasePathable"] + (isSendable ? ["Sendable"] : [])
    register(
      "\(name).State", cases: stateCases, conformances: stateConformances,
      of: declaration, access: access)
    register(
      "\(name).Action", cases: actionCases, conformances: ["Sendable", "CasePathable"],
      of: declaration, access: access)
    let keyword = access.keyword
    var lines = [
      "extension \(name) {",
      "  /// The state of each case of `\(name)`: what `@Presents` or a `StackState` holds.",
      "  @dynamicMemberLookup",
      "  \(keyword)enum State: \(stateConformances.joined(separator: ", ")) {",
      "    /// The reducer enum whose state this is.",
      "    \(keyword)typealias StateReducer = \(name)",
    ]
    lines +=
      stateLines + [
        "  }",
        "",
        "  /// The actions of each feature case of `\(name)`, and its alerts' and dialogs' buttons.",
        "  \(keyword)enum Action: Sendable, CasePathable {",
      ]
    lines +=
      actionLines + [
        "  }",
        "",
        "  /// Runs the feature of the case the state is in.",
        "  @ReducerBuilder<State, Action>",
        "  \(keyword)static var body: some Reducer<State, Action> {",
      ]
    lines += scopes + ["  }", "}"]
    for member in ["State", "Action"] {
      let cases = member == "State" ? stateCases : actionCases
      lines += equatability(of: "\(name).\(member)", cases: cases, access: access)
    }
    return SwiftNames.conditioned(lines, declaration.conditions, indent: "").joined(separator: "\n")
  }

  /// What a case is: a feature's, an alert's or dialog's, or state only.
  private func kind(of enumCase: EnumCase, in declaration: EnumDeclaration) -> CaseKind {
    guard !enumCase.isMarkedStateOnly, let payload = enumCase.payload, payload.count == 1,
      payload[0].label == nil
    else { return .stateOnly }
    let type = payload[0].type
    if let first = type.first,
      ["AlertState", "ConfirmationDialogState"].contains(first.text)
        || (first.isWord("Reducers") && type.count > 2
          && ["AlertState", "ConfirmationDialogState"].contains(type[2].text)),
      let open = type.firstIndex(where: { $0.isPunctuation("<") }),
      type.last?.isPunctuation(">") == true
    {
      let arguments = Array(type[(open + 1)..<(type.count - 1)])
      return .presentation(declarations.resolve(arguments, in: declaration).rendered)
    }
    let resolved = declarations.resolve(type, in: declaration).rendered
    // A type of this target with no `State` is data, not a feature (`case meeting(Meeting)`).
    if let info = declarations.types[resolved], info.access != nil,
      !info.nestedTypes.contains("State"),
      info.conformances.isDisjoint(with: ["Reducer", "Reducers.Reducer", "CaseReducer"])
    {
      return .stateOnly
    }
    return .feature(resolved)
  }

  /// The payload as the generated file writes it: `Meeting, syncUp: SyncUp`, qualified.
  private func payloadText(_ enumCase: EnumCase, in declaration: EnumDeclaration) -> String {
    (enumCase.payload ?? []).map { element in
      let type = declarations.resolve(element.type, in: declaration).rendered
      return element.label.map { "\($0): \(type)" } ?? type
    }.joined(separator: ", ")
  }

  /// Adds a generated enum to the declarations, so that its case paths are written.
  private mutating func register(
    _ qualifiedName: String, cases: [Conditional<EnumCase>], conformances: [String],
    of declaration: EnumDeclaration, access: AccessLevel
  ) {
    let member = String(qualifiedName.split(separator: ".").last!)
    declarations.types[declaration.qualifiedName, default: .init()].nestedTypes.insert(member)
    var info = declarations.types[qualifiedName, default: .init()]
    info.access = access
    info.conformances.formUnion(conformances)
    declarations.types[qualifiedName] = info
    declarations.enums.append(
      EnumDeclaration(
        qualifiedName: qualifiedName,
        lookupScopes: [qualifiedName] + declaration.lookupScopes,
        access: access, isGeneric: false, isInGenericContext: false, isLocal: false,
        conformances: conformances, cases: cases, conditions: declaration.conditions,
        location: declaration.location))
  }

  /// `==`, and `hash(into:)`, for a generated enum the target declares `Equatable` or
  /// `Hashable` in an extension: Swift synthesizes neither in another file than the enum's.
  private func equatability(
    of qualifiedName: String, cases: [Conditional<EnumCase>], access: AccessLevel
  ) -> [String] {
    let conformances = declarations.types[qualifiedName]?.conformances ?? []
    let isHashable = !conformances.isDisjoint(with: ["Hashable", "Swift.Hashable"])
    guard isHashable || !conformances.isDisjoint(with: ["Equatable", "Swift.Equatable"]) else {
      return []
    }
    let keyword = access.keyword
    var lines = [
      "",
      "extension \(qualifiedName) {",
      "  /// Whether both are the same case with equal payloads.",
      "  \(keyword)static func == (lhs: Self, rhs: Self) -> Bool {",
    ]
    guard !cases.isEmpty else {
      return lines + ["    true", "  }", "}"]
    }
    lines.append("    switch (lhs, rhs) {")
    for conditional in cases {
      let enumCase = conditional.value
      let caseName = SwiftNames.escaped(enumCase.name)
      let count = enumCase.payload?.count ?? 0
      guard count > 0 else {
        lines += SwiftNames.conditioned(
          ["    case (.\(caseName), .\(caseName)): true"], conditional.conditions, indent: "    ")
        continue
      }
      let left = (0..<count).map { "l\($0)" }.joined(separator: ", ")
      let right = (0..<count).map { "r\($0)" }.joined(separator: ", ")
      let equal = (0..<count).map { "l\($0) == r\($0)" }.joined(separator: " && ")
      lines += SwiftNames.conditioned(
        ["    case let (.\(caseName)(\(left)), .\(caseName)(\(right))): \(equal)"],
        conditional.conditions, indent: "    ")
    }
    if cases.count > 1 || cases.contains(where: { !$0.conditions.isEmpty }) {
      lines.append("    default: false")
    }
    lines += ["    }", "  }"]
    if isHashable {
      lines += [
        "",
        "  /// The case and its payload.",
        "  \(keyword)func hash(into hasher: inout Hasher) {",
        "    switch self {",
      ]
      for (index, conditional) in cases.enumerated() {
        let enumCase = conditional.value
        let caseName = SwiftNames.escaped(enumCase.name)
        let count = enumCase.payload?.count ?? 0
        let bindings = (0..<count).map { "let v\($0)" }.joined(separator: ", ")
        let combined = (0..<count).map { "hasher.combine(v\($0))" }
        lines += SwiftNames.conditioned(
          [
            "    case .\(caseName)\(count > 0 ? "(\(bindings))" : ""):",
            "      hasher.combine(\(index))",
          ] + combined.map { "      " + $0 }, conditional.conditions, indent: "    ")
      }
      lines += ["    }", "  }"]
    }
    return lines + ["}"]
  }

  private mutating func decline(_ location: SourceLocation, _ message: String) {
    diagnostics.append(GeneratorDiagnostic(location, message))
  }
}

extension Conditional<EnumCase> {
  /// The same case, under the same conditions, with one value of the type `type` (already
  /// qualified) as its payload.
  func with(payload type: String) -> Self {
    var copy = self
    copy.value.payload = [PayloadElement(label: nil, type: SwiftLexer.tokens(of: type))]
    return copy
  }
}
