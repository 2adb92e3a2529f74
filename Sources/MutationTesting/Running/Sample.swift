/// A deterministic sample of mutants: the same `seed` picks the same ones on every machine.
public enum Sample {
  /// `count` of `mutants`, picked by `seed`, in source order; all of them when `count` is at
  /// least their number.
  public static func pick(_ count: Int, of mutants: [Mutant], seed: UInt64) -> [Mutant] {
    guard count < mutants.count else { return mutants }
    var generator = SplitMix64(seed: seed)
    var indices = Array(mutants.indices)
    // Fisher–Yates with our own generator: `shuffle(using:)`'s algorithm may change between
    // toolchains, and the sample must not.
    for index in stride(from: indices.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      indices.swapAt(index, other)
    }
    return indices.prefix(count).sorted().map { mutants[$0] }
  }
}

/// SplitMix64: a small generator whose sequence is fixed by its seed.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
