import SwiftLexing

extension Mutator {
  /// The navigation bugs: a `dismiss()` left out, a cancellation or a cancellable id dropped, a
  /// delegate action never sent, a shared reference passed on as a copy, the first element
  /// removed instead of the one by id.
  func navigationMutants() -> [Mutant] {
    var result: [Mutant] = []
    for index in tokens.indices {
      let token = tokens[index]
      // `await dismiss()`, `await self.dismiss()`.
      if token.isWord("await"), let call = dismissCall(after: index) {
        result.append(mutant(.droppedDismiss, from: index, through: call, with: ""))
      }
      guard token.isPunctuation("."), index + 2 < tokens.count,
        tokens[index + 2].isPunctuation("("), let close = closing(index + 2)
      else {
        if token.kind == .word, token.text.hasPrefix("$"), let copy = sharedCopy(at: index) {
          result.append(copy)
        }
        continue
      }
      let member = tokens[index + 1].text
      let isEffectPosition =
        index > 0
        && (tokens[index - 1].isWord("return") || tokens[index - 1].isPunctuation("(")
          || tokens[index - 1].isPunctuation(","))
      switch member {
      case "cancellable":
        result.append(mutant(.droppedCancellable, from: index, through: close, with: ""))
      case "cancel" where isEffectPosition:
        result.append(mutant(.droppedCancel, from: index, through: close, with: ".none"))
      case "send" where isEffectPosition && isDelegate(at: index + 3):
        result.append(mutant(.droppedDelegate, from: index, through: close, with: ".none"))
      case "remove"
      where index + 4 < tokens.count && tokens[index + 3].isWord("id")
        && tokens[index + 4].isPunctuation(":"):
        result.append(mutant(.removeFirst, from: index + 1, through: close, with: "removeFirst()"))
      case "popFrom" where isLabelled(index + 3, "id", before: close),
        "pop" where isLabelled(index + 3, "from", before: close):
        let id = text(from: index + 5, through: close - 1)
        let label = member == "pop" ? "from" : "id"
        result.append(
          mutant(
            .wrongPop, from: index + 1, through: close,
            with: "\(member)(\(label): StackElementID(generation: (\(id)).generation + 1))"))
      default:
        break
      }
    }
    // `await send(.delegate(…))` in an effect.
    for index in tokens.indices where tokens[index].isWord("await") {
      guard index + 2 < tokens.count, tokens[index + 1].isWord("send"),
        tokens[index + 2].isPunctuation("("), isDelegate(at: index + 3),
        let close = closing(index + 2)
      else { continue }
      result.append(mutant(.droppedDelegate, from: index, through: close, with: ""))
    }
    return result
  }

  /// Whether the tokens at `index` are the label `label:` with an argument after it, before
  /// `close`.
  private func isLabelled(_ index: Int, _ label: String, before close: Int) -> Bool {
    index + 2 < close && tokens[index].isWord(label) && tokens[index + 1].isPunctuation(":")
  }

  /// Neighbouring reducers of each `var body` swapped, each pair once: the body's statements
  /// are its reducers, a chained `.ifLet`/`.forEach` part of the one it follows.
  func swappedReducerMutants() -> [Mutant] {
    var result: [Mutant] = []
    for index in tokens.indices where tokens[index].isWord("body") {
      guard index > 0, tokens[index - 1].isWord("var"),
        let open = tokens[index...].firstIndex(where: { $0.isPunctuation("{") }),
        let close = closing(open)
      else { continue }
      var statements: [(first: Int, last: Int)] = []
      var cursor = open + 1
      while cursor < close {
        guard let last = statementEnd(from: cursor), last < close else { break }
        statements.append((cursor, last))
        cursor = last + 1
      }
      for (one, other) in zip(statements, statements.dropFirst()) {
        let between = String(source[tokens[one.last].end..<tokens[other.first].offset])
        result.append(
          mutant(
            .swappedReducers, from: one.first, through: other.last,
            with: text(from: other.first, through: other.last) + between
              + text(from: one.first, through: one.last)))
      }
    }
    return result
  }

  /// The `)` of `dismiss()` or `self.dismiss()` right after the `await` at `index`.
  private func dismissCall(after index: Int) -> Int? {
    var cursor = index + 1
    if cursor + 1 < tokens.count, tokens[cursor].isWord("self"),
      tokens[cursor + 1].isPunctuation(".")
    {
      cursor += 2
    }
    guard cursor + 2 < tokens.count, tokens[cursor].isWord("dismiss"),
      tokens[cursor + 1].isPunctuation("("), tokens[cursor + 2].isPunctuation(")")
    else { return nil }
    return cursor + 2
  }

  /// Whether the tokens at `index` are `.delegate(`: a delegate action.
  private func isDelegate(at index: Int) -> Bool {
    index + 2 < tokens.count && tokens[index].isPunctuation(".")
      && tokens[index + 1].isWord("delegate") && tokens[index + 2].isPunctuation("(")
  }

  /// `$syncUp` passed as an argument → `Shared(value: syncUp)`.
  private func sharedCopy(at index: Int) -> Mutant? {
    let name = tokens[index].text.dropFirst()
    guard let first = name.first, first.isLetter || first == "_", index > 0,
      index + 1 < tokens.count
    else { return nil }
    let before = tokens[index - 1]
    let after = tokens[index + 1]
    guard before.isPunctuation(":") || before.isPunctuation("(") || before.isPunctuation(","),
      after.isPunctuation(")") || after.isPunctuation(",")
    else { return nil }
    return mutant(.sharedCopy, from: index, through: index, with: "Shared(value: \(name))")
  }
}
