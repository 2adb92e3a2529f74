import NavTestKit
import Reducers
import Testing

// case paths: written by hand (three of them wrong on purpose, for the check to catch)
enum Pet: Equatable, CasePathable {
  case cat(String)
  case dog(String)
  case fish
}

extension Case where Value: CasePathable<Pet> {
  var cat: Case<Root, String> { at(Pet.cat) { if case .cat(let v) = $0 { v } else { nil } } }
  var dog: Case<Root, String> { at(Pet.dog) { if case .dog(let v) = $0 { v } else { nil } } }
  var fish: Case<Root, Void> { at(.fish) { if case .fish = $0 { () } else { nil } } }
  /// Matches `cat`: a copy-paste slip the compiler accepts.
  var dogMatchingCat: Case<Root, String> {
    at(Pet.dog) { if case .cat(let v) = $0 { v } else { nil } }
  }
  /// Builds a `cat` from a dog's name.
  var dogEmbeddingCat: Case<Root, String> {
    at(Pet.cat) { if case .dog(let v) = $0 { v } else { nil } }
  }
  /// Matches both animals with a name.
  var namedPet: Case<Root, String> {
    at(Pet.dog) {
      switch $0 {
      case .cat(let v), .dog(let v): v
      case .fish: nil
      }
    }
  }
}

/// `expectCasePaths`: hand-written case paths checked against a sample of each case.
@Suite struct ExpectCasePathsTests {
  @Test func rightCasePathsPass() {
    expectCasePaths(
      of: Pet.self, [.init(\.cat, .cat("Tom")), .init(\.dog, .dog("Rex")), .init(\.fish, .fish)])
  }

  @Test func aPathThatMatchesAnotherCaseIsCaught() {
    withKnownIssue {
      expectCasePaths(
        of: Pet.self, [.init(\.cat, .cat("Tom")), .init(\.dogMatchingCat, .dog("Rex"))])
    } matching: { issue in
      text(of: issue) == """
        The case path \\.dogMatchingCat does not extract its own case from Pet.dog("Rex").

        To fix: the pattern in its `at(…)` line names another case; match dog.
        """
    }
  }

  @Test func aPathThatEmbedsAnotherCaseIsCaught() {
    withKnownIssue {
      expectCasePaths(of: Pet.self, [.init(\.dogEmbeddingCat, .dog("Rex")), .init(\.fish, .fish)])
    } matching: { issue in
      text(of: issue) == """
        The case path \\.dogEmbeddingCat embeds what it extracts from Pet.dog("Rex") as Pet.cat("Rex").

        To fix: the first argument of its `at(…)` line builds another case; use Pet.dog.
        """
    }
  }

  @Test func aPathThatMatchesMoreThanItsCaseIsCaught() {
    // The last sample's path, not only the first: each path is checked against every other.
    withKnownIssue {
      expectCasePaths(
        of: Pet.self,
        [.init(\.fish, .fish), .init(\.cat, .cat("Tom")), .init(\.namedPet, .dog("Rex"))])
    } matching: { issue in
      text(of: issue) == """
        The case path \\.namedPet also extracts a value from Pet.cat("Tom"), a sample of \\.cat.

        To fix: its pattern matches more than its own case; match dog alone.
        """
    }
  }

  /// The runtime's own hand-written paths, generic over the feature, which the plugin declines.
  @Test func theLibrarysPresentationPathsPass() {
    expectCasePaths(
      of: PresentationAction<Pet>.self,
      [.init(\.dismiss, .dismiss), .init(\.presented, .presented(.fish))])
  }

  @Test func twoSamplesOfOneCaseAreNotTakenForAnOverlap() {
    expectCasePaths(
      of: Pet.self,
      [.init(\.cat, .cat("Tom")), .init(\.cat, .cat("Felix")), .init(\.dog, .dog("Rex"))])
  }
}
