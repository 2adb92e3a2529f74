/// The configurations an exploration reached, found again by what tells them apart: the
/// state, how many effects are in flight, how long from now each waits on the clock, and
/// whether the root dismissed itself.
///
/// States are bucketed by their ``StateFingerprint`` (a `Hashable` state's own hash) and
/// compared with `==` inside a bucket, so two states are one configuration exactly when they
/// are equal.
package struct ConfigurationIndex<State: Equatable> {
  /// The hash and the counts a configuration is kept under.
  package struct Bucket: Hashable, Sendable {
    let hash: Int
    let effectsInFlight: Int
    let pendingDelays: [Duration]
    let isDismissed: Bool
  }

  private var buckets: [Bucket: [(state: State, node: Int)]] = [:]
  /// How many configurations it holds.
  package private(set) var count = 0

  /// An empty index.
  package init() {}

  /// Where a configuration is kept, in any index: a worker works it out for the explorer.
  package static func bucket(
    of state: State, effectsInFlight: Int, pendingDelays: [Duration] = [], isDismissed: Bool
  ) -> Bucket {
    Bucket(
      hash: StateFingerprint.of(state), effectsInFlight: effectsInFlight,
      pendingDelays: pendingDelays, isDismissed: isDismissed)
  }

  /// The node a configuration was recorded as, if it was.
  package func node(of state: State, in bucket: Bucket) -> Int? {
    buckets[bucket]?.first(where: { $0.state == state })?.node
  }

  /// Records a configuration not recorded yet.
  package mutating func add(_ state: State, as node: Int, in bucket: Bucket) {
    buckets[bucket, default: []].append((state, node))
    count += 1
  }
}
