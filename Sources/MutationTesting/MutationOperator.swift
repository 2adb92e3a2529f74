/// The kinds of bug the mutation tester plants: general ones, and the navigation bugs a feature's
/// tests most often let through.
public enum MutationOperator: String, CaseIterable, Sendable, Codable {
  // General
  /// `<` ↔ `<=`, `>` ↔ `>=`: an off-by-one at a boundary.
  case boundary
  /// `==` ↔ `!=`.
  case equality
  /// `&&` ↔ `||`.
  case logic
  /// `+` ↔ `-` between two values, `+=` ↔ `-=`.
  case arithmetic
  /// `first` ↔ `last`, `removeFirst` ↔ `removeLast`.
  case firstLast = "first-last"
  /// `min` ↔ `max`.
  case minMax = "min-max"
  /// `if c` → `if !(c)`, for a condition that binds nothing.
  case negatedCondition = "negated-condition"
  /// An assignment, or a call that changes a collection, left out.
  case droppedStatement = "dropped-statement"
  /// `return .run { … }`, `.send`, `.merge` → `return .none`: an effect never started.
  case droppedEffect = "dropped-effect"

  // Navigation
  /// `await dismiss()` left out: a screen that never closes itself.
  case droppedDismiss = "dropped-dismiss"
  /// `state.destination = nil` left out: a presentation that never ends.
  case droppedNilAssignment = "dropped-nil-assignment"
  /// `.cancellable(id: …)` left out: an effect that outlives its screen.
  case droppedCancellable = "dropped-cancellable"
  /// `.cancel(id: …)` → `.none`: an effect never stopped.
  case droppedCancel = "dropped-cancel"
  /// `.send(.delegate(…))` → `.none`, `await send(.delegate(…))` left out: a parent never told.
  case droppedDelegate = "dropped-delegate"
  /// `$syncUp` passed on → `Shared(value: syncUp)`: a copy where a reference was shared.
  case sharedCopy = "shared-copy"
  /// `.remove(id: x)` → `.removeFirst()`: the wrong element removed.
  case removeFirst = "remove-first"
  /// `popFrom(id: x)`, `pop(from: x)` → the next id: a pop from the wrong screen.
  case wrongPop = "wrong-pop"
  /// Two neighbouring reducers of a `body` swapped: `BindingReducer()` after `Reduce`, a `Scope`
  /// after the parent's logic.
  case swappedReducers = "swapped-reducers"

  /// What the operator plants, in a few words.
  public var summary: String {
    switch self {
    case .boundary: "a comparison's boundary moved"
    case .equality: "an equality negated"
    case .logic: "&& and || swapped"
    case .arithmetic: "+ and - swapped"
    case .firstLast: "first and last swapped"
    case .minMax: "min and max swapped"
    case .negatedCondition: "a condition negated"
    case .droppedStatement: "a statement left out"
    case .droppedEffect: "an effect never started"
    case .droppedDismiss: "a dismiss() left out"
    case .droppedNilAssignment: "a dismissal by nil left out"
    case .droppedCancellable: "an effect no longer cancellable"
    case .droppedCancel: "a cancellation left out"
    case .droppedDelegate: "a delegate action never sent"
    case .sharedCopy: "a shared reference replaced by a copy"
    case .removeFirst: "the first element removed instead of the one by id"
    case .wrongPop: "a pop from the wrong id"
    case .swappedReducers: "two reducers of a body swapped"
    }
  }
}
