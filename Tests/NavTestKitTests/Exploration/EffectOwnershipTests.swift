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

  func settings(hasBug: Bool) async -> Exploration {
    await explore(initialState: SettingsApp.State(), depth: 6, time: .toNextDeadline) {
      SettingsApp(hasBug: hasBug)
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
    let exploration = await settings(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.map.screens.contains("SettingsApp ▸ sheet Preferences ▸ sheet ColorPicker"))
  }

  @Test func anAutosaveThatNeverEndsOutlivesThePicker() async {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await settings(hasBug: true)
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
}
