import Foundation

/// The colour scheme of a sync-up: a name, a main colour and an accent colour for text on it.
///
/// The main colours stand in for the asset catalogue colours of the reference app, which a
/// non-Apple front end has no access to.
public enum Theme: String, CaseIterable, Codable, Hashable, Identifiable, Sendable {
  /// Pink.
  case bubblegum
  /// Pale yellow.
  case buttercup
  /// Deep blue-violet.
  case indigo
  /// Pale purple.
  case lavender
  /// Deep pink-purple.
  case magenta
  /// Dark blue.
  case navy
  /// Orange.
  case orange
  /// Dark red.
  case oxblood
  /// Blue-violet.
  case periwinkle
  /// Red-orange.
  case poppy
  /// Purple.
  case purple
  /// Pale green.
  case seafoam
  /// Light blue.
  case sky
  /// Light brown.
  case tan
  /// Blue-green.
  case teal
  /// Yellow.
  case yellow

  /// The theme itself.
  public var id: Self { self }

  /// The theme's name for display: `"Bubblegum"`.
  public var name: String { rawValue.capitalized }

  /// The colour of text on the main colour: white on the dark themes, black on the others.
  public var accentColor: RGBColor {
    switch self {
    case .indigo, .magenta, .navy, .oxblood, .purple:
      return .white
    case .bubblegum, .buttercup, .lavender, .orange, .periwinkle, .poppy, .seafoam, .sky, .tan,
      .teal, .yellow:
      return .black
    }
  }

  /// The theme's background colour.
  public var mainColor: RGBColor {
    switch self {
    case .bubblegum: return RGBColor(hex: 0xF0A1C9)
    case .buttercup: return RGBColor(hex: 0xFCE6A0)
    case .indigo: return RGBColor(hex: 0x3B0A8F)
    case .lavender: return RGBColor(hex: 0xCDB8F5)
    case .magenta: return RGBColor(hex: 0xA5237A)
    case .navy: return RGBColor(hex: 0x00164D)
    case .orange: return RGBColor(hex: 0xFF8A3D)
    case .oxblood: return RGBColor(hex: 0x4A0A0F)
    case .periwinkle: return RGBColor(hex: 0x8C93F2)
    case .poppy: return RGBColor(hex: 0xFF5C4D)
    case .purple: return RGBColor(hex: 0x8A2BC2)
    case .seafoam: return RGBColor(hex: 0xC6EDDE)
    case .sky: return RGBColor(hex: 0x6DB9F7)
    case .tan: return RGBColor(hex: 0xC4A27C)
    case .teal: return RGBColor(hex: 0x2C8C91)
    case .yellow: return RGBColor(hex: 0xFFDD3C)
    }
  }
}
