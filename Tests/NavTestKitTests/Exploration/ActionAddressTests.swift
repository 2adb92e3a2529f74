import NavTestKit
import Testing

/// The screen an action is addressed to, by its presentation and stack steps.
@Suite struct ActionAddressTests {
  typealias Level = NavigationTree.Level

  @Test func aStackElementsActionIsThatElementsNotTheTopsOrTheFirsts() {
    let levels = [
      Level(kind: .root, name: "Deck"), Level(kind: .stack(0), name: "Ticker"),
      Level(kind: .stack(1), name: "Ticker"), Level(kind: .stack(2), name: "Ticker"),
    ]
    #expect(
      ActionAddress.level(of: Deck.Action.path(.element(id: 1, action: .tick)), in: levels) == 2)
    #expect(
      ActionAddress.level(of: Deck.Action.path(.element(id: 2, action: .tick)), in: levels) == 3)
    #expect(
      ActionAddress.level(of: Deck.Action.path(.element(id: 0, action: .tick)), in: levels) == 1)
    // A pop, a push and the root's own actions are the root's.
    #expect(ActionAddress.level(of: Deck.Action.path(.popFrom(id: 1)), in: levels) == 0)
    #expect(ActionAddress.level(of: Deck.Action.popAllTapped, in: levels) == 0)
    // An id that is not there: the deepest level reached.
    #expect(
      ActionAddress.level(of: Deck.Action.path(.element(id: 7, action: .tick)), in: levels) == 0)
  }

  @Test func aPresentedActionAndADismissAreThePresentedScreens() {
    let levels = [
      Level(kind: .root, name: "SettingsApp"), Level(kind: .sheet, name: "Preferences"),
      Level(kind: .sheet, name: "ColorPicker"),
    ]
    let done = SettingsApp.Action.settings(.presented(.picker(.presented(.doneTapped))))
    #expect(ActionAddress.level(of: done, in: levels) == 2)
    #expect(
      ActionAddress.level(of: SettingsApp.Action.settings(.presented(.pickTapped)), in: levels) == 1
    )
    #expect(ActionAddress.level(of: SettingsApp.Action.settings(.dismiss), in: levels) == 1)
    #expect(ActionAddress.level(of: SettingsApp.Action.openTapped, in: levels) == 0)
    // Nothing presented: the root.
    #expect(ActionAddress.level(of: done, in: Array(levels.prefix(1))) == 0)
  }
}
