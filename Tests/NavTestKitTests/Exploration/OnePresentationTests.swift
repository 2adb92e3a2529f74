import NavTestKit
import Testing

/// A feature presents one thing at a time: two of its optionals presented at once are reported,
/// and drawn side by side, not one presented by the other.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct OnePresentationTests {
  func draft(hasBug: Bool) async -> Exploration {
    await explore(initialState: Draft.State(), depth: 4) {
      Draft(hasBug: hasBug)
    } actions: {
      Draft.buttons($0)
    }
  }

  @Test func aSheetAndAnAlertAtOnceAreReportedAndDrawnSideBySide() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await draft(hasBug: true)
    } matching: { issue in
      String(describing: issue).contains(#"breaks "one presentation at a time""#)
    }
    #expect(exploration?.violations.map(\.invariant) == [.onePresentationAtATime])
    let violation = exploration?.violations.first
    #expect(
      violation?.steps == ["send(.attachTapped)", "send(.attachment(.presented(.cancelTapped)))"])
    #expect(
      violation?.detail
        == #""Draft ▸ sheet AttachmentPicker" and "alert "Discard the attachment?"" are presented at once, by one feature through two optionals: a screen shows one presentation at a time."#
    )
    #expect(
      exploration?.map.screens.contains("Draft ▸ sheet AttachmentPicker + alert(discard)") == true)
    // A picture of the map labels the alert with its title.
    #expect(
      exploration?.map.label(of: "Draft ▸ sheet AttachmentPicker + alert(discard)")
        == #"Draft ▸ sheet AttachmentPicker + alert(discard) "Discard the attachment?""#)
    #expect(
      violation?.test.hasSuffix(
        """
          // The state the exploration saw: with what effects fed back so far.
          await store.skipReceivedActions(strict: false)
          #expect(!NavigationTree(of: store.state).hasPresentationsSideBySide, "one feature presents two things at once")
        }
        """) == true)
  }

  @Test func theSameDraftClosingThePickerFirstExploresClean() async {
    let exploration = await draft(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(
      exploration.map.screens == [
        "Draft", "Draft ▸ sheet AttachmentPicker", "Draft ▸ alert(discard)",
      ])
  }

  @Test func thePrintedTestFailsTheSameWay() async {
    // The counterexample as printed, pasted (its long comment on a line of its own).
    await withKnownIssue {
      let store = TestStore(initialState: Draft.State()) {
        Draft(hasBug: true)
      }
      store.exhaustivity = .off
      await store.send(.attachTapped)  // Draft  →  Draft ▸ sheet AttachmentPicker
      // Draft ▸ sheet AttachmentPicker  →  Draft ▸ sheet AttachmentPicker + alert "Discard the attachment?"
      await store.send(.attachment(.presented(.cancelTapped)))
      // The state the exploration saw: with what effects fed back so far.
      await store.skipReceivedActions(strict: false)
      #expect(
        !NavigationTree(of: store.state).hasPresentationsSideBySide,
        "one feature presents two things at once")
    } matching: { issue in
      String(describing: issue).contains("one feature presents two things at once")
    }
  }

  @Test func aSheetPresentedInsideASheetIsNotBesideIt() {
    let state = SettingsApp.State(
      settings: Preferences.State(picker: ColorPicker.State()))
    let tree = NavigationTree(of: state)
    #expect(!tree.hasPresentationsSideBySide)
    #expect(tree.description == "SettingsApp ▸ sheet Preferences ▸ sheet ColorPicker")
  }
}
