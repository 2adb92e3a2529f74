import NavTestKit
import Testing

/// Which screen an effect belongs to, and when it has outlived it: an effect is the screen's the
/// action that started it was addressed to, whichever reducer returned it, and outlives the
/// screen only if, left to run once the screen is gone, it does not end by itself.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct EffectOwnershipTests {
  func metronome(hasBug: Bool) async -> Exploration {
    await explore(initialState: Metronome.State(), depth: 5, time: .toNextDeadline) {
      Metronome(hasBug: hasBug)
    } actions: {
      Metronome.buttons($0)
    }
  }

  func settings(save: SettingsApp.Save, depth: Int = 6) async -> Exploration {
    await explore(initialState: SettingsApp.State(), depth: depth, time: .toNextDeadline) {
      SettingsApp(save: save)
    } actions: {
      SettingsApp.buttons($0)
    }
  }

  @Test func aParentsTimerStartedByAButtonOnItsOpenSheetIsTheSheetsAndMustEndWithIt() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await metronome(hasBug: true)
    } matching: { issue in
      String(describing: issue).contains("no effect outlives its screen")
    }
    let violation = exploration?.violations.first
    #expect(exploration?.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(
      violation?.steps == [
        "send(.openTapped)", "send(.panel(.presented(.startTapped)))", "send(.panel(.dismiss))",
      ])
    #expect(
      violation?.detail
        == #""Metronome ▸ sheet Panel" is gone, and an effect it started still runs after time passed 20 times with no other step."#
    )
  }

  @Test func theSameTimerCancelledWithTheSheetExploresClean() async {
    let exploration = await metronome(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.map.screens == ["Metronome", "Metronome ▸ sheet Panel"])
  }

  @Test func aOneSecondSaveStartedAsThePickerClosesIsFine() async {
    let exploration = await settings(save: .once)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.map.screens.contains("SettingsApp ▸ sheet Preferences ▸ sheet ColorPicker"))
  }

  @Test func anAutosaveThatNeverEndsOutlivesThePicker() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await settings(save: .forever)
    } matching: { issue in
      String(describing: issue).contains("no effect outlives its screen")
    }
    #expect(exploration?.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(
      exploration?.violations.first?.steps == [
        "send(.openTapped)", "send(.settings(.presented(.pickTapped)))",
        "send(.settings(.presented(.picker(.presented(.doneTapped)))))",
      ])
    #expect(
      exploration?.violations.first?.detail.hasPrefix(
        #""SettingsApp ▸ sheet Preferences ▸ sheet ColorPicker" is gone"#) == true)
  }

  // Depth 3 ends the search as the picker closes, so what the save does next is seen only by
  // the check that lets time pass once a screen is gone.

  @Test func aSaveThatNeverWaitsOnceThePickerIsGoneIsARunawayEffect() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await settings(save: .withoutWaiting, depth: 3)
    } matching: { issue in
      String(describing: issue).contains("no effect runs without stopping")
    }
    #expect(exploration?.violations.map(\.invariant) == [.noRunawayEffect])
  }

  @Test func aSaveThatAnswersTheClosedPickerIsReportedAsTheRuntimeReportsIt() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await settings(save: .toTheClosedPicker, depth: 3)
    } matching: { issue in
      String(describing: issue).contains("no effect outlives its screen")
    }
    #expect(exploration?.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    // What the runtime said about the action for the closed picker is the evidence.
    #expect(
      exploration?.violations.first?.detail.hasPrefix(
        #""SettingsApp ▸ sheet Preferences ▸ sheet ColorPicker" is gone, and an effect it "#
          + "started, left to run on its own, made the runtime report:") == true)
  }
}
