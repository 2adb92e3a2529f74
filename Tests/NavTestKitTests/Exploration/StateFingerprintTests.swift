import NavTestKitTools
import Reducers
import Testing

/// How the explorer tells states apart: bucketed by a fingerprint, compared with `==`.
@Suite struct StateFingerprintTests {
  enum Mode: Equatable {
    case idle
    case running(seconds: Int)
    case paused(Int)
  }
  struct Row: Equatable {
    var title: String
    var count: Int
  }
  struct State: Equatable {
    var mode = Mode.idle
    var rows: [Row] = []
    var tags: [String: Int] = [:]
    var picked: Set<Int> = []
    var note: String?
  }

  @Test func equalStatesHaveEqualFingerprints() {
    let state = State(
      mode: .running(seconds: 3), rows: [Row(title: "a", count: 1)], tags: ["x": 1], note: "n")
    #expect(StateFingerprint.of(state) == StateFingerprint.of(state))
  }

  @Test func eachPartOfAStateChangesTheFingerprint() {
    let base = State()
    var changed: [State] = []
    for change in [
      { (state: inout State) in state.mode = .running(seconds: 0) },
      { $0.mode = .paused(0) },
      { $0.rows = [Row(title: "", count: 0)] },
      { $0.rows = [Row(title: "", count: 0), Row(title: "", count: 0)] },
      { $0.tags = ["": 0] },
      { $0.picked = [0] },
      { $0.note = "" },
    ] {
      var state = base
      change(&state)
      changed.append(state)
    }
    let fingerprints = Set(([base] + changed).map(StateFingerprint.of))
    #expect(fingerprints.count == changed.count + 1)
  }

  @Test func aCaseWithoutAPayloadIsToldFromTheOthersByItsName() {
    enum Screen: Equatable {
      case list, detail
      case edit(Int)
    }
    #expect(StateFingerprint.of(Screen.list) != StateFingerprint.of(Screen.detail))
    #expect(StateFingerprint.of(Screen.edit(1)) != StateFingerprint.of(Screen.edit(2)))
  }

  @Test func aDictionaryFingerprintsTheSameWhateverOrderItKeeps() {
    // Values that are not `Hashable` make the dictionary reflected rather than hashed. One
    // grown a key at a time, the other made room for a thousand first: with different numbers
    // of buckets, they keep the same elements in different orders.
    var forward: [String: Row] = [:]
    var backward = [String: Row](minimumCapacity: 1_000)
    for number in 0..<200 {
      forward["\(number)"] = Row(title: "\(number)", count: number)
    }
    for number in (0..<200).reversed() {
      backward["\(number)"] = Row(title: "\(number)", count: number)
    }
    #expect(forward == backward && Array(forward.keys) != Array(backward.keys))
    #expect(StateFingerprint.of(forward) == StateFingerprint.of(backward))
    var other = backward
    other["0"]?.count = 1
    #expect(StateFingerprint.of(forward) != StateFingerprint.of(other))
  }

  @Test func aSharedValueIsFingerprintedByTheValueItHolds() {
    struct Holding: Equatable {
      @Shared var count: Int
    }
    let one = Holding(count: Shared(value: 1))
    let same = Holding(count: Shared(value: 1))
    let two = Holding(count: Shared(value: 2))
    #expect(StateFingerprint.of(one) == StateFingerprint.of(same))
    #expect(StateFingerprint.of(one) != StateFingerprint.of(two))
    one.$count.withLock { $0 = 2 }
    #expect(StateFingerprint.of(one) == StateFingerprint.of(two))
  }

  @Test func statesWhoseFingerprintsCollideAreStillToldApartByEquality() {
    // Every state here has the same fingerprint: `==` alone tells them apart.
    struct Colliding: Hashable {
      var value: Int
      func hash(into hasher: inout Hasher) {}
    }
    var index = ConfigurationIndex<Colliding>()
    for value in 0..<3 {
      let bucket = ConfigurationIndex<Colliding>.bucket(
        of: Colliding(value: value), effectsInFlight: 0, isDismissed: false)
      #expect(index.node(of: Colliding(value: value), in: bucket) == nil)
      index.add(Colliding(value: value), as: value, in: bucket)
    }
    for value in 0..<3 {
      let bucket = ConfigurationIndex<Colliding>.bucket(
        of: Colliding(value: value), effectsInFlight: 0, isDismissed: false)
      #expect(index.node(of: Colliding(value: value), in: bucket) == value)
    }
    #expect(index.count == 3)
  }

  @Test func effectsInFlightAndADismissedRootMakeADifferentConfiguration() {
    var index = ConfigurationIndex<Int>()
    let plain = ConfigurationIndex<Int>.bucket(of: 1, effectsInFlight: 0, isDismissed: false)
    index.add(1, as: 0, in: plain)
    let running = ConfigurationIndex<Int>.bucket(of: 1, effectsInFlight: 1, isDismissed: false)
    let dismissed = ConfigurationIndex<Int>.bucket(of: 1, effectsInFlight: 0, isDismissed: true)
    #expect(index.node(of: 1, in: plain) == 0)
    #expect(index.node(of: 1, in: running) == nil)
    #expect(index.node(of: 1, in: dismissed) == nil)
  }
}
