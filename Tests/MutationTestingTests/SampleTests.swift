import Testing

@testable import MutationTesting

/// A sample is the same for a seed, differs between seeds, and keeps source order.
@Suite struct SampleTests {
  let mutants = Mutator(
    source: (1...40).map { "if a\($0) < b {}" }.joined(separator: "\n"), file: "F.swift",
    operators: [.boundary]
  ).mutants()

  @Test func aSeedPicksTheSameMutantsEveryTimeInSourceOrder() {
    let first = Sample.pick(10, of: mutants, seed: 7)
    #expect(first == Sample.pick(10, of: mutants, seed: 7))
    #expect(first.count == 10)
    #expect(first.map(\.line) == first.map(\.line).sorted())
    #expect(Set(first.map(\.line)).count == 10)
    #expect(first != Sample.pick(10, of: mutants, seed: 8))
  }

  @Test func aSampleAsLargeAsTheMutantsIsAllOfThem() {
    #expect(Sample.pick(40, of: mutants, seed: 1) == mutants)
    #expect(Sample.pick(100, of: mutants, seed: 1) == mutants)
    #expect(Sample.pick(0, of: mutants, seed: 1).isEmpty)
  }
}
