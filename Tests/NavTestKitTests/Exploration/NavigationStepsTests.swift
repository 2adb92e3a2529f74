import NavTestKit
import Testing

/// The navigation steps a screen's state declares, offered by the explorer without `actions:`
/// listing them — closing a sheet with a swipe, going back, an alert's buttons — and screens
/// named by what they are, not by text that carries data.
@MainActor
@Suite(.scaledTimeLimit(minutes: 1)) struct NavigationStepsTests {
  func uploader(hasBug: Bool, navigation: NavigationSteps = .all) async -> Exploration {
    await explore(
      initialState: Uploader.State(), depth: 4, time: .toNextDeadline, navigation: navigation
    ) {
      Uploader(hasBug: hasBug)
    } actions: {
      Uploader.buttons($0)
    }
  }

  func playlist(hasBug: Bool) async -> Exploration {
    await explore(initialState: Playlist.State(), depth: 4, time: .toNextDeadline) {
      Playlist(hasBug: hasBug)
    } actions: {
      Playlist.buttons($0)
    }
  }

  func document(hasBug: Bool) async -> Exploration {
    await explore(initialState: Document.State(), depth: 4) {
      Document(hasBug: hasBug)
    } actions: {
      Document.buttons($0)
    }
  }

  /// Runs an exploration expected to fail with one headline.
  func failing(_ headline: String, _ body: () async -> Exploration) async -> Exploration? {
    var exploration: Exploration?
    await withKnownIssue {
      exploration = await body()
    } matching: { issue in
      String(describing: issue).contains(headline)
    }
    return exploration
  }

  @Test func aSwipeThatClosesTheSheetIsOfferedAndFindsTheUploadItLeavesRunning() async {
    let exploration = await failing("no effect outlives its screen") {
      await uploader(hasBug: true)
    }
    #expect(exploration?.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(
      exploration?.violations.first?.steps == ["send(.openTapped)", "send(.upload(.dismiss))"])
  }

  @Test func theSameUploaderStoppingOnTheSwipeExploresClean() async {
    let exploration = await uploader(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(
      exploration.map.transitions.map(\.step) == [
        "openTapped", "upload.cancelTapped", "upload.dismiss",
      ])
  }

  /// Without the explorer's own navigation steps, the swipe is not taken and the bug is not
  /// found: what `navigation: []` is for is a sheet that cannot be swiped away.
  @Test func withoutNavigationStepsTheSwipeIsNotTaken() async {
    let exploration = await uploader(hasBug: true, navigation: [])
    #expect(exploration.violations.isEmpty)
    #expect(exploration.map.transitions.map(\.step) == ["openTapped", "upload.cancelTapped"])
  }

  @Test func goingBackIsOfferedAndFindsTheTrackItLeavesPlaying() async {
    let exploration = await failing("no effect outlives its screen") {
      await playlist(hasBug: true)
    }
    #expect(exploration?.violations.map(\.invariant) == [.noEffectOutlivesItsScreen])
    #expect(
      exploration?.violations.first?.steps == [
        "send(.playerTapped)", "send(.path(.element(id: 0, action: .playTapped)))",
        "send(.path(.popFrom(id: 0)))",
      ])
  }

  @Test func theSamePlaylistStoppingOnBackExploresClean() async {
    let exploration = await playlist(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(exploration.map.transitions.map(\.step) == ["playerTapped", "path.popFrom"])
  }

  @Test func anAlertsButtonsAreOfferedAndFindTheActionSentToASheetNotThere() async {
    let exploration = await failing("no runtime issue") {
      await document(hasBug: true)
    }
    #expect(exploration?.violations.map(\.invariant) == [.noRuntimeIssue])
    #expect(
      exploration?.violations.first?.steps == [
        "send(.titleTapped)", "send(.destination(.presented(.alert(.renameTapped))))",
      ])
  }

  @Test func theSameDocumentPresentingTheSheetFirstExploresClean() async {
    let exploration = await document(hasBug: false)
    #expect(exploration.violations.isEmpty)
    #expect(
      exploration.map.screens == [
        "Document", "Document ▸ alert(renameTapped)", "Document ▸ sheet rename",
      ])
    #expect(
      exploration.map.transitions.map(\.step) == [
        "titleTapped", "destination.alert.renameTapped", "destination.dismiss",
        "destination.rename.doneTapped", "destination.dismiss",
      ])
  }

  /// An alert titled with the row it deletes is one screen, whichever row: named by its
  /// buttons' actions, labelled with the title it had when the explorer first saw it.
  @Test func anAlertTitledWithDataIsOneScreen() async {
    let exploration = await explore(initialState: ContactList.State(), depth: 3) {
      ContactList()
    } actions: {
      ContactList.buttons($0)
    }
    #expect(exploration.violations.isEmpty)
    #expect(exploration.map.screens == ["ContactList", "ContactList ▸ alert(confirmDeletion)"])
    #expect(
      exploration.map.label(of: "ContactList ▸ alert(confirmDeletion)")
        == #"ContactList ▸ alert(confirmDeletion) "Delete Ada?""#)
    #expect(exploration.map.mermaid.contains(#"alert(confirmDeletion) #quot;Delete Ada?#quot;"#))
    // The navigation tree still prints the alert by its title.
    var state = ContactList.State()
    state.alert = AlertState { TextState("Delete Grace?") }
    #expect(NavigationTree(of: state).description == #"ContactList ▸ alert "Delete Grace?""#)
  }
}
