/// The case properties of every `CasePathable` enum of a target, written as Swift source, and
/// what the generator declined to write, as diagnostics at the declaration.
///
/// For an enum `Feature.Action: CasePathable` with `case counter(Counter.Action)` and
/// `case resetTapped`, it writes what a person would:
///
/// ```swift
/// extension Case where Value: CasePathable<Feature.Action> {
///   /// The case `counter` of `Feature.Action`: `\.counter`.
///   var counter: Case<Root, Counter.Action> {
///     at(Feature.Action.counter) { if case .counter(let v0) = $0 { v0 } else { nil } }
///   }
///   ...
/// ```
///
/// Names in a payload's type are qualified as Swift would find them from inside the enum
/// (`Alert` in `SyncUpDetail.Destination.State` is `SyncUpDetail.Destination.Alert`), since
/// the generated file is outside it. An enum it cannot write exactly (generic, private) or a
/// case (overloaded, a name `Case` already uses, a variadic payload) is declined with a
/// diagnostic that says what to write by hand; nothing is written for it.
public struct CasePathsSource: Sendable {
  /// The generated file's text.
  public let text: String
  /// What was declined, and why.
  public let diagnostics: [GeneratorDiagnostic]

  /// Reads the sources of a target and writes the case properties of its enums.
  ///
  /// - Parameter files: Each file's path (for diagnostics) and text.
  public init(files: [(path: String, text: String)]) {
    var declarations = Declarations()
    for file in files {
      DeclarationParser.parse(file.text, file: file.path, into: &declarations)
    }
    var writer = CasePathsWriter(declarations: declarations)
    text = writer.write()
    diagnostics = writer.diagnostics
  }
}

/// A build diagnostic: a place in a source file and what to say there.
public struct GeneratorDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// The file.
  public let file: String
  /// The 1-based line.
  public let line: Int
  /// The 1-based column.
  public let column: Int
  /// The message.
  public let message: String

  /// `file:line:column: warning: message`, the form build tools and editors read.
  public var description: String {
    "\(file):\(line):\(column): warning: \(message)"
  }

  init(_ location: SourceLocation, _ message: String) {
    file = location.file
    line = location.line
    column = location.column
    self.message = message
  }
}
