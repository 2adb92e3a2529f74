import Foundation
import Testing

@testable import MutationTesting

/// Each operator writes exactly the intended text, and nothing where it does not apply.
@Suite struct MutatorTests {
  /// The source after each mutant of one operator, in order.
  static func mutated(_ source: String, _ mutation: MutationOperator) -> [String] {
    Mutator(source: source, file: "F.swift", operators: [mutation]).mutants().map {
      $0.applied(to: source)
    }
  }

  @Test(arguments: [
    ("if a < b {}", "if a <= b {}"),
    ("if a <= b {}", "if a < b {}"),
    ("if a > b {}", "if a >= b {}"),
    ("if a >= b {}", "if a > b {}"),
  ])
  func aBoundaryMovesByOne(_ source: String, _ mutated: String) {
    #expect(Self.mutated(source, .boundary) == [mutated])
  }

  @Test func genericsArrowsAndShiftsAreNotComparisons() {
    let source = """
      let a: Array<Int> = []
      func f() -> Set<String> { [] }
      let b = x << 2
      let c = y >> 1
      """
    #expect(Self.mutated(source, .boundary).isEmpty)
  }

  @Test func equalityLogicAndArithmeticSwap() {
    #expect(Self.mutated("x == y", .equality) == ["x != y"])
    #expect(Self.mutated("x != y", .equality) == ["x == y"])
    #expect(Self.mutated("a && b || c", .logic) == ["a || b || c", "a && b && c"])
    #expect(Self.mutated("n = i + 1 - j", .arithmetic) == ["n = i - 1 - j", "n = i + 1 + j"])
    #expect(Self.mutated("n += 1", .arithmetic) == ["n -= 1"])
    #expect(Self.mutated("n -= 1", .arithmetic) == ["n += 1"])
    #expect(Self.mutated("let n = -1", .arithmetic).isEmpty)
    #expect(Self.mutated("let s = \"a\" + name + \"b\"", .arithmetic).isEmpty)
    #expect(Self.mutated("x === y", .equality).isEmpty)
    #expect(Self.mutated("extension A where Action == B {}", .equality).isEmpty)
    #expect(Self.mutated("static func == (l: A, r: A) -> Bool", .equality).isEmpty)
    #expect(
      Self.mutated("for x in xs where x == 1 {}", .equality) == ["for x in xs where x != 1 {}"])
  }

  @Test func firstAndLastSwapAsMembersMinAndMaxAsCalls() {
    #expect(Self.mutated("rows.first", .firstLast) == ["rows.last"])
    #expect(Self.mutated("rows.removeLast()", .firstLast) == ["rows.removeFirst()"])
    #expect(Self.mutated("let first = 1", .firstLast).isEmpty)
    #expect(Self.mutated("min(a, b)", .minMax) == ["max(a, b)"])
    #expect(Self.mutated("xs.max()", .minMax) == ["xs.min()"])
    #expect(Self.mutated("let max = 3", .minMax).isEmpty)
  }

  @Test func aConditionThatBindsNothingIsNegated() {
    #expect(Self.mutated("if a.isEmpty {}", .negatedCondition) == ["if !(a.isEmpty) {}"])
    #expect(Self.mutated("guard n > 0 else {}", .negatedCondition) == ["guard !(n > 0) else {}"])
    #expect(Self.mutated("while i < n {}", .negatedCondition) == ["while !(i < n) {}"])
    #expect(Self.mutated("if let x {}", .negatedCondition).isEmpty)
    #expect(Self.mutated("if case .a = x {}", .negatedCondition).isEmpty)
    #expect(Self.mutated("if a, b {}", .negatedCondition).isEmpty)
    #expect(Self.mutated("#if DEBUG\nlet a = 1\n#endif", .negatedCondition).isEmpty)
  }

  @Test func anAssignmentOrACollectionChangeOnItsOwnLineIsLeftOut() {
    let source = """
      func f() {
        state.count += 1
        state.rows.append(row)
        let kept = 1
        state.title = title
          .trimmed()
        self.value = 2
      }
      func g(
        interval: Duration = .seconds(1),
        count: Int = 0
      ) {}
      """
    #expect(
      Self.mutated(source, .droppedStatement) == [
        source.replacingOccurrences(of: "state.count += 1", with: ""),
        source.replacingOccurrences(of: "state.rows.append(row)", with: ""),
        source.replacingOccurrences(of: "state.title = title\n    .trimmed()", with: ""),
      ])
  }

  @Test func anEffectReturnedBecomesNone() {
    let source = """
      case .tapped:
        return .run { send in
          await send(.done)
        }
        .cancellable(id: ID.timer)
      case .other:
        return .none
      """
    #expect(
      Self.mutated(source, .droppedEffect) == [
        """
        case .tapped:
          return .none
        case .other:
          return .none
        """
      ])
  }

  @Test func navigationOperatorsWriteTheirBug() {
    #expect(Self.mutated("  await dismiss()\n", .droppedDismiss) == ["  \n"])
    #expect(Self.mutated("await self.dismiss()", .droppedDismiss) == [""])
    #expect(
      Self.mutated("  state.destination = nil\n", .droppedNilAssignment) == ["  \n"])
    #expect(
      Self.mutated("return .run {}.cancellable(id: ID.a)", .droppedCancellable) == [
        "return .run {}"
      ])
    #expect(Self.mutated("return .cancel(id: ID.a)", .droppedCancel) == ["return .none"])
    #expect(
      Self.mutated("return .merge(.cancel(id: ID.a), .none)", .droppedCancel) == [
        "return .merge(.none, .none)"
      ])
    #expect(Self.mutated("effect.cancel(id: 1)", .droppedCancel).isEmpty)
    #expect(
      Self.mutated("return .send(.delegate(.saved(x)))", .droppedDelegate) == ["return .none"])
    #expect(Self.mutated("  await send(.delegate(.done))\n", .droppedDelegate) == ["  \n"])
    #expect(Self.mutated("  await send(.done)\n", .droppedDelegate).isEmpty)
    #expect(
      Self.mutated("Detail.State(syncUp: $syncUp)", .sharedCopy) == [
        "Detail.State(syncUp: Shared(value: syncUp))"
      ])
    #expect(Self.mutated("{ $0.count }", .sharedCopy).isEmpty)
    #expect(
      Self.mutated("state.rows.remove(id: id)", .removeFirst) == ["state.rows.removeFirst()"])
  }

  @Test func aPopGoesToTheNextIdAndNeighbouringReducersSwap() {
    #expect(
      Self.mutated("return .send(.path(.popFrom(id: id)))", .wrongPop) == [
        "return .send(.path(.popFrom(id: StackElementID(generation: (id).generation + 1))))"
      ])
    #expect(
      Self.mutated("state.path.pop(from: ids[1])", .wrongPop) == [
        "state.path.pop(from: StackElementID(generation: (ids[1]).generation + 1))"
      ])
    let body = """
      var body: some ReducerOf<Self> {
        BindingReducer()
        Scope(state: \\.child, action: \\.child) { Child() }
        Reduce { state, action in
          .none
        }
        .ifLet(\\.$destination, action: \\.destination)
      }
      """
    #expect(
      Self.mutated(body, .swappedReducers) == [
        """
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: \\.child) { Child() }
          BindingReducer()
          Reduce { state, action in
            .none
          }
          .ifLet(\\.$destination, action: \\.destination)
        }
        """,
        """
        var body: some ReducerOf<Self> {
          BindingReducer()
          Reduce { state, action in
            .none
          }
          .ifLet(\\.$destination, action: \\.destination)
          Scope(state: \\.child, action: \\.child) { Child() }
        }
        """,
      ])
  }

  @Test func stringsAndCommentsAreNeverMutated() {
    let source = """
      let s = "a < b && rows.first"  // x == y
      /* if a > b { state.x = nil } */
      """
    #expect(Mutator(source: source, file: "F.swift").mutants().isEmpty)
  }

  @Test func aMutantNamesItsPlaceItsOperatorAndItsChange() {
    let mutants = Mutator(source: "let a = 1\nif a < b {}", file: "Sources/F.swift").mutants()
    let boundary = mutants.first { $0.mutation == .boundary }
    #expect(boundary?.description == "Sources/F.swift:2:6: boundary: < → <=")
    #expect(boundary?.key == "Sources/F.swift:2:6 boundary")
  }
}
