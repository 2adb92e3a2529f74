import Foundation
import NavTestKit
import Reducers
import SyncUpFeatures
import Testing

/// The navigation coverage of one test, the app's walkthrough, against the explorer's map of
/// the app: what Docs/NavigationCoverage.md shows, report and picture, kept true here.
@MainActor
// The app's exploration and the walkthrough: a few seconds; a minute under the sanitizer.
@Suite(.scaledTimeLimit(minutes: 3))
struct WalkthroughCoverageTests {
  static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Docs")
  static let marker =
    "<!-- The walkthrough's report, kept true by WalkthroughCoverageTests -->\n```text\n"

  @Test func theWalkthroughAloneReachesMostOfTheAppAndTheReportSaysWhatItMisses() async throws {
    let recorder = CoverageRecorder()
    try await CoverageRecorder.$scoped.withValue(recorder) {
      try await AppFeatureTests().walkthrough()
      await SyncUpsExploration.exploreApp()
    }
    let coverage = recorder.coverage
    let picture = try #require(recorder.picture)
    #expect(coverage.tests == 1)
    #expect(coverage.explored.screens == 9 && coverage.explored.transitions == 27)
    // The walkthrough never confirms a deletion on the detail, nor saves a meeting.
    #expect(coverage.missed.contains { $0.step == "path.detail.destination.alert.confirmDeletion" })
    #expect(coverage.missed.contains { $0.step == "path.record.alert.confirmSave" })
    #expect(!coverage.missed.contains { $0.step == "path.record.alert.confirmDiscard" })

    let pictureFile = Self.docs.appendingPathComponent("SyncUpsWalkthroughCoverage.svg")
    let docsFile = Self.docs.appendingPathComponent("NavigationCoverage.md")
    if ProcessInfo.processInfo.environment["NAVTESTKIT_UPDATE_DOCS"] == "1" {
      try (picture.svg + "\n").write(to: pictureFile, atomically: true, encoding: .utf8)
      let docs = try String(contentsOf: docsFile, encoding: .utf8)
      // The block's text: from the marker to the fence that closes it.
      if let start = docs.range(of: Self.marker),
        let end = docs.range(of: "```", range: start.upperBound..<docs.endIndex)
      {
        try docs.replacingCharacters(
          in: start.upperBound..<end.lowerBound, with: coverage.text + "\n"
        ).write(to: docsFile, atomically: true, encoding: .utf8)
      }
    }
    #expect(
      (try? String(contentsOf: pictureFile, encoding: .utf8)) == picture.svg + "\n",
      """
      Docs/SyncUpsWalkthroughCoverage.svg is not the walkthrough's coverage now. To fix, run \
      NAVTESTKIT_UPDATE_DOCS=1 swift test --filter WalkthroughCoverageTests.
      """)
    let docs = try String(contentsOf: docsFile, encoding: .utf8)
    #expect(
      docs.contains(Self.marker + coverage.text + "\n```"),
      """
      Docs/NavigationCoverage.md shows another report of the walkthrough. To fix, run \
      NAVTESTKIT_UPDATE_DOCS=1 swift test --filter WalkthroughCoverageTests.
      """)
  }
}
