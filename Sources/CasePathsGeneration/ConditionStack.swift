import SwiftLexing

/// The `#if` blocks the parser is inside, as the conditions that hold there.
///
/// In `#if A … #elseif B … #else … #endif`, the first branch holds under `A`, the second under
/// `!(A) && (B)`, the last under `!(A) && !(B)`: each one a condition the generated code can be
/// put under with `#if`, so it exists exactly where the declaration it is for does.
struct ConditionStack: Sendable {
  private struct Block: Sendable {
    /// The conditions of the branches before this one, as written.
    var previous: [String] = []
    /// This branch's condition as written, or `nil` for `#else`.
    var written: String?
    /// What holds in this branch.
    var current: String
  }

  private var blocks: [Block] = []

  /// The conditions that hold at this point, outermost first.
  var active: [String] { blocks.map(\.current) }

  mutating func apply(_ directive: SwiftToken.Directive) {
    switch directive {
    case .if(let condition):
      blocks.append(Block(written: condition, current: "(\(condition))"))
    case .elseif(let condition):
      guard var block = blocks.popLast() else { return }
      block.previous += block.written.map { [$0] } ?? []
      block.written = condition
      block.current = (block.previous.map { "!(\($0))" } + ["(\(condition))"])
        .joined(separator: " && ")
      blocks.append(block)
    case .else:
      guard var block = blocks.popLast() else { return }
      block.previous += block.written.map { [$0] } ?? []
      block.written = nil
      block.current = block.previous.map { "!(\($0))" }.joined(separator: " && ")
      blocks.append(block)
    case .endif:
      _ = blocks.popLast()
    }
  }
}
