import Foundation
import Reducers

/// The cost of composition: `Scope` and `ifLet` per level, and of making a store.
@MainActor
extension Cases {
  /// Three `Scope`s, an action for the leaf sent to the top store, against three hand-written
  /// levels; and the cost of one `Scope` level, from the same run's leaf store alone.
  static func sendNested3Scope() -> [Result] {
    let iterations = Measure.scaled(100_000)
    let store = Store(initialState: ScopeTop.State()) { ScopeTop() }
    let leaf = Store(initialState: FlatCounter.State()) { FlatCounter() }
    var hand = ScopeTop.State()
    var handLeaf = FlatCounter.State()
    let nested = Measure.compare(iterations: iterations, baselineScale: 8) { count in
      for _ in 0..<count { store.send(ScopeTop.leafAction) }
    } against: { count in
      for _ in 0..<count { handWrittenTop(&hand, ScopeTop.leafAction) }
    }
    let flat = Measure.compare(iterations: iterations, baselineScale: 8) { count in
      for _ in 0..<count { leaf.send(.increment) }
    } against: { count in
      for _ in 0..<count { handWrittenCounter(&handLeaf, .increment) }
    }
    // The timed work must be the same work: every send reached the leaf, and only the leaf.
    let sends = iterations * (Measure.runs + 1)
    precondition(store.state.child.child.child.count == sends, "send.nested3.scope: lost sends")
    precondition(store.state.count == 0, "send.nested3.scope: a level ran its own action")
    precondition(hand.child.child.child.count == 8 * sends, "send.nested3.scope: baseline")
    precondition(leaf.state.count == sends, "send.nested3.scope: lost leaf sends")
    let peak = Measure.peakResidentBytes()
    let level = perLevel(
      name: "send.scope.per-level", [(0, flat), (3, nested)], peak: peak,
      note: "(nested3 − the leaf's own store) / 3")
    return [
      Result(
        name: "send.nested3.scope", nested, peakResidentBytes: peak,
        note: "three Scopes, each level with an action of its own"),
      level,
    ]
  }

  /// Chains of presentation `ifLet`s 1, 5, 10, 20 and 40 deep, the deepest action sent to the
  /// root store, against hand-written levels; the cost of one level is the slope.
  static func sendDepthSweep() -> [Result] {
    var results: [Result] = []
    var points: [(depth: Int, comparison: Comparison)] = []
    for depth in [1, 5, 10, 20, 40] {
      let iterations = Measure.scaled(200_000 / depth)
      let store = Store(initialState: Nested.state(depth: depth)) { Nested() }
      let action = Nested.action(depth: depth)
      var hand = HandNested.state(depth: depth)
      let comparison = Measure.compare(iterations: iterations, baselineScale: 8) { count in
        for _ in 0..<count { store.send(action) }
      } against: { count in
        for _ in 0..<count { handWrittenChain(&hand, action) }
      }
      var deepest = store.state
      var deepestHand = hand
      for _ in 1..<depth {
        deepest = deepest.child!
        deepestHand = deepestHand.child[0]
      }
      let sends = iterations * (Measure.runs + 1)
      precondition(deepest.count == sends, "send.depth.\(depth): lost sends")
      precondition(deepestHand.count == 8 * sends, "send.depth.\(depth): baseline")
      points.append((depth, comparison))
      results.append(
        Result(
          name: "send.depth.\(depth)", comparison, peakResidentBytes: Measure.peakResidentBytes(),
          note: "\(depth) presentation ifLet level\(depth == 1 ? "" : "s")"))
    }
    results.append(
      perLevel(
        name: "send.ifLet.per-level", points, peak: Measure.peakResidentBytes(),
        note: "least-squares slope over depths 1–40"))
    return results
  }

  /// Making a store of the flat counter, against allocating an object that holds its state.
  static func storeCreate() -> Result {
    let iterations = Measure.scaled(100_000)
    let comparison = Measure.compare(iterations: iterations, baselineScale: 8) { count in
      for _ in 0..<count {
        keepAlive(Store(initialState: FlatCounter.State()) { FlatCounter() })
      }
    } against: { count in
      for _ in 0..<count { keepAlive(HandWrittenStore(state: FlatCounter.State())) }
    }
    return Result(
      name: "store.create", comparison, peakResidentBytes: Measure.peakResidentBytes(),
      note: "baseline: a final class holding the state")
  }

  /// The cost of one level: the least-squares slopes of the case's and the baseline's time
  /// over depth, and their ratio.
  private static func perLevel(
    name: String, _ points: [(depth: Int, comparison: Comparison)], peak: Int, note: String
  ) -> Result {
    let slope = Measure.slope(
      points.map { (Double($0.depth), $0.comparison.nanosecondsPerOperation) })
    let baseline = Measure.slope(
      points.map { (Double($0.depth), $0.comparison.baselineNanosecondsPerOperation) })
    return Result(
      name: name,
      Comparison(
        nanosecondsPerOperation: slope, baselineNanosecondsPerOperation: baseline,
        ratio: slope / max(baseline, 0.001)),
      peakResidentBytes: peak, note: note)
  }
}
