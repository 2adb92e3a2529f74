// Runtime values that dumps and diffs print as one literal line, as a person writes them.

extension StackElementID: CustomDumpStringConvertible {
  /// `#1`, in actions (`.popFrom(id: #1)`) as in stacks.
  package var customDumpDescription: String { description }
}

extension TextState: CustomDumpStringConvertible {
  /// The text as a string literal: a wrong alert title diffs as one `−`/`+` pair.
  package var customDumpDescription: String { StringLiteral.quoted(description) }
}
