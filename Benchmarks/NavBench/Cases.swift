import Foundation
import NavTestKit
import Reducers

/// The benchmark cases, each timed against hand-written Swift doing the same work.
@MainActor
enum Cases {
  static func sendFlat() -> Result {
    let iterations = Measure.scaled(100_000)
    let store = Store(initialState: FlatCounter.State()) { FlatCounter() }
    var state = FlatCounter.State()
    let comparison = Measure.compare(iterations: iterations, baselineScale: 8) { count in
      for _ in 0..<count { store.send(.increment) }
    } against: { count in
      for _ in 0..<count { handWrittenCounter(&state, .increment) }
    }
    // The timed work must be the same work: one increment per send (warm-up and runs).
    precondition(store.state.count == iterations * (Measure.runs + 1), "send.flat: lost sends")
    precondition(state.count == 8 * store.state.count, "send.flat: the baseline did other work")
    return Result(
      name: "send.flat", comparison, peakResidentBytes: Measure.peakResidentBytes(), note: nil)
  }

  static func sendNested10() -> [Result] {
    let depth = 10
    let iterations = Measure.scaled(20_000)
    let store = Store(initialState: Nested.state(depth: depth)) { Nested() }
    var scoped: Store<Nested.State, Nested.Action>? = store
    for _ in 1..<depth { scoped = scoped?.scope(state: \.child, action: \.child.presented) }
    let action = Nested.action(depth: depth)
    let deepest = scoped
    var hand = HandNested.state(depth: depth)
    // The hand-written mutation is about a hundred times faster: it runs fifty times as often.
    let throughScope = Measure.compare(iterations: iterations, baselineScale: 50) { count in
      for _ in 0..<count { deepest?.send(.increment) }
    } against: { count in
      for _ in 0..<count { handWrittenNested(&hand, depth: depth) }
    }
    let throughRoot = Measure.compare(iterations: iterations, baselineScale: 50) { count in
      for _ in 0..<count { store.send(action) }
    } against: { count in
      for _ in 0..<count { handWrittenNested(&hand, depth: depth) }
    }
    var deepestState = store.state
    for _ in 1..<depth { deepestState = deepestState.child! }
    var deepestHand = hand
    for _ in 1..<depth { deepestHand = deepestHand.child[0] }
    precondition(
      deepestState.count == 2 * iterations * (Measure.runs + 1), "send.nested10: lost sends")
    precondition(
      deepestHand.count == 50 * deepestState.count, "send.nested10: the baseline did other work")
    let peak = Measure.peakResidentBytes()
    return [
      Result(
        name: "send.nested10", throughScope, peakResidentBytes: peak,
        note: "through a store scoped to depth 10"),
      Result(
        name: "send.nested10.root", throughRoot, peakResidentBytes: peak,
        note: "through the root store"),
    ]
  }

  static func stackPushPop() -> [Result] {
    let iterations = Measure.scaled(20_000)
    var results: [Result] = []
    var stores: [Int: Store<Pusher.State, Pusher.Action>] = [:]
    for depth in [10, 10_000] {
      let store = Store(initialState: Pusher.State()) { Pusher() }
      for _ in 0..<depth { store.send(.push) }
      stores[depth] = store
      var array = Array(0..<depth)
      // Each count is pushes and pops together: half of them pushes.
      let comparison = Measure.compare(iterations: iterations * 2, baselineScale: 100) { count in
        for _ in 0..<count / 2 {
          store.send(.push)
          store.send(.pop)
        }
      } against: { count in
        for index in 0..<count / 2 {
          array.append(index)
          array.removeLast()
        }
      }
      precondition(store.state.path.count == depth, "stack.push-pop: pushes and pops unbalanced")
      blackHole(array)
      results.append(
        Result(
          name: "stack.push-pop.depth\(depth)", comparison,
          peakResidentBytes: Measure.peakResidentBytes(), note: nil))
    }
    if let shallow = stores[10], let deep = stores[10_000] {
      let comparison = Measure.compare(iterations: iterations * 2) { count in
        for _ in 0..<count / 2 {
          deep.send(.push)
          deep.send(.pop)
        }
      } against: { count in
        for _ in 0..<count / 2 {
          shallow.send(.push)
          shallow.send(.pop)
        }
      }
      precondition(deep.state.path.count == 10_000, "stack.push-pop: pushes and pops unbalanced")
      results.append(
        Result(
          name: "stack.push-pop", comparison, peakResidentBytes: Measure.peakResidentBytes(),
          note: "per-op at depth 10,000; the baseline is the same work at depth 10"))
    }
    return results
  }

  static func presentDismissCycle() async -> Result {
    let cycles = Measure.scaled(100_000)
    let store = Store(initialState: Presenter.State()) { Presenter() }
    func cycle(_ count: Int) async {
      var started: [StoreTask] = []
      for index in 0..<count {
        store.send(.present)
        started.append(store.send(.child(.presented(.start))))
        store.send(.child(.dismiss))
        // Every thousand cycles, wait for the cancelled effects to end, as an app would over
        // time: memory must come back to where it was.
        if index % 1_000 == 999 {
          for task in started { await task.finish() }
          started.removeAll(keepingCapacity: true)
        }
      }
      for task in started { await task.finish() }
    }
    // Warm up until the allocator has the pages it keeps for this work, then measure.
    let warmUp = max(1_000, Measure.scaled(50_000))
    await cycle(warmUp)
    Measure.returnFreePages()
    let residentBefore = Measure.residentBytes()
    let peakBefore = Measure.peakResidentBytes()
    // Ten samples of the resident size along the way: a leak shows as a slope, while the
    // allocator's own ups and downs (about a mebibyte here) do not add up.
    var samples: [(cycles: Double, bytes: Double)] = [(0, Double(residentBefore))]
    let start = ContinuousClock.now
    for step in 1...10 {
      await cycle(cycles / 10)
      Measure.returnFreePages()
      samples.append((Double(step * (cycles / 10)), Double(Measure.residentBytes())))
    }
    let elapsed = Measure.seconds(ContinuousClock.now - start) * 1e9 / Double(cycles / 10 * 10)
    let peakAfter = Measure.peakResidentBytes()
    let bytesPerCycle = Measure.slope(samples)
    let growthPer100k = bytesPerCycle * 100_000
    // Flat: the trend is under a mebibyte per 100,000 cycles (a leak of 10 bytes a cycle). A
    // run shortened by NAV_BENCH_SCALE samples too few cycles for its trend to mean that.
    let verdict =
      cycles < 100_000 ? "not judged, scaled run" : growthPer100k < 1_048_576 ? "flat" : "GROWS"
    return Result(
      name: "present-dismiss.cycle", nanosecondsPerOperation: elapsed,
      peakResidentBytes: peakAfter,
      note: "\(verdict): resident \(mebibytes(residentBefore)) MiB after "
        + "\(warmUp) cycles, trend \(mebibytes(Int(growthPer100k))) MiB per 100,000 more "
        + "(\(samples.count) samples over \(cycles)); peak \(mebibytes(peakBefore)) → "
        + "\(mebibytes(peakAfter)) MiB"
    )
  }

  static func testStoreSend() async -> Result {
    let count = 10_000
    let iterations = Measure.scaled(200)
    let store = TestStore(initialState: Rows.state(count: count)) { Rows() }
    var toggle = false
    // The hand-written state: the same rows in a plain array, compared with plain `==`.
    let lhs = HandRows(count: count)
    var rhs = lhs
    rhs.rows[5000].title = "Eggs"
    let comparison = await Measure.compare(iterations: iterations) { count in
      for _ in 0..<count {
        toggle.toggle()
        let title = toggle ? "Eggs" : "Row 5000"
        await store.send(.rename(id: 5000, title: title)) {
          $0.rows[id: 5000]?.title = title
        }
      }
    } against: { count in
      for _ in 0..<count {
        blackHole(lhs == rhs)
        blackHole(lhs == lhs)
      }
    }
    return Result(
      name: "teststore.send", comparison, peakResidentBytes: Measure.peakResidentBytes(),
      note: "baseline: two == of the 10,000 rows in a plain array")
  }

  static func failureDiff() -> Result {
    let expected = Rows.state(count: 10_000)
    var actual = expected
    actual.rows[id: 5000]?.title = "Eggs"
    let iterations = Measure.scaled(20)
    var message = ""
    let time = Measure.nanosecondsPerOperation(iterations: iterations) {
      for _ in 0..<iterations {
        message = diff(expected, actual) ?? ""
      }
    }
    let shownRows = message.split(separator: "\n").filter { $0.contains("[") && $0.contains("]:") }
    return Result(
      name: "teststore.failure-diff", nanosecondsPerOperation: time,
      peakResidentBytes: Measure.peakResidentBytes(),
      note: "\(message.split(separator: "\n").count) lines, \(shownRows.count) row shown")
  }

  static func casePathExtract() -> Result {
    let iterations = Measure.scaled(1_000_000)
    let path = Case<Outer, Int>(\.middle.inner.value)
    let values: [Outer] = [
      .middle(.inner(.value(1))), .other, .middle(.other), .middle(.inner(.other)),
    ]
    // The timed work must be the same work: every value extracts as it does by hand.
    for value in values {
      precondition(
        path.extract(value) == handWrittenExtract(value), "casepath.extract: wrong result")
    }
    precondition(path.embed(7) == .middle(.inner(.value(7))), "casepath.extract: wrong embedding")
    var sum = 0
    var baselineSum = 0
    let comparison = Measure.compare(iterations: iterations, baselineScale: 8) { count in
      for index in 0..<count { sum &+= path.extract(values[index & 3]) ?? 0 }
    } against: { count in
      for index in 0..<count { baselineSum &+= handWrittenExtract(values[index & 3]) ?? 0 }
    }
    blackHole(sum)
    blackHole(baselineSum)
    return Result(
      name: "casepath.extract", comparison, peakResidentBytes: Measure.peakResidentBytes(),
      note: nil)
  }
}

/// Bytes as mebibytes with one decimal, for notes.
func mebibytes(_ bytes: Int) -> String {
  String(format: "%.1f", Double(bytes) / 1_048_576)
}
