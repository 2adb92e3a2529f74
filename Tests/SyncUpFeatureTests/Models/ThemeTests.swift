import SyncUpFeatures
import Testing

@Suite struct ThemeTests {
  @Test func hasTheSixteenReferenceThemes() {
    #expect(
      Theme.allCases.map(\.name) == [
        "Bubblegum", "Buttercup", "Indigo", "Lavender", "Magenta", "Navy", "Orange", "Oxblood",
        "Periwinkle", "Poppy", "Purple", "Seafoam", "Sky", "Tan", "Teal", "Yellow",
      ])
    #expect(Theme.allCases.allSatisfy { $0.id == $0 })
  }

  @Test(arguments: Theme.allCases)
  func accentIsWhiteOnDarkThemesOnly(theme: Theme) {
    let dark: Set<Theme> = [.indigo, .magenta, .navy, .oxblood, .purple]
    #expect(theme.accentColor == (dark.contains(theme) ? .white : .black))
  }

  @Test func everyThemeHasItsOwnMainColor() {
    #expect(Set(Theme.allCases.map(\.mainColor)).count == 16)
    #expect(Theme.navy.mainColor.hex == "#00164D")
    #expect(Theme.bubblegum.mainColor.description == "#F0A1C9")
  }

  @Test func colorsSpellTheirComponentsInHex() {
    #expect(RGBColor(red: 1, green: 0xAB, blue: 0xFF).hex == "#01ABFF")
    #expect(RGBColor(hex: 0x12_3456) == RGBColor(red: 0x12, green: 0x34, blue: 0x56))
    #expect(RGBColor.white.hex == "#FFFFFF")
    #expect(RGBColor.black.hex == "#000000")
  }
}
