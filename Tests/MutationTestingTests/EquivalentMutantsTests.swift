import Testing

@testable import MutationTesting

/// The equivalent-mutants file: one mutant and its reason a line, comments and blank lines
/// skipped, a line without a reason reported with its number.
@Suite struct EquivalentMutantsTests {
  @Test func eachLineNamesAMutantAndItsReason() {
    let list = EquivalentMutants(
      """
      # file:line:column operator: why
      Sources/F.swift:2:6 boundary: both bounds are checked above

      Sources/F.swift:9:1 dropped-statement
      """)
    let mutant = Mutator(source: "let a = 1\nif a < b {}", file: "Sources/F.swift").mutants()
      .first { $0.mutation == .boundary }
    #expect(mutant.flatMap(list.reason(for:)) == "both bounds are checked above")
    #expect(list.malformed.map(\.line) == [4])
  }
}
