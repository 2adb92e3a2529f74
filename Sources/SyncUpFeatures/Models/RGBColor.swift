/// A colour as data: red, green and blue components from 0 to 255.
///
/// Themes describe their colours with it, so any front end can render them: a terminal with
/// 24-bit escape codes, a web page with the ``hex`` string.
public struct RGBColor: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The red component.
  public var red: UInt8
  /// The green component.
  public var green: UInt8
  /// The blue component.
  public var blue: UInt8

  /// Creates a colour from its components.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Creates a colour from a 24-bit value written `0xRRGGBB`.
  ///
  /// - Parameter hex: The colour; bits above the lowest 24 are ignored.
  public init(hex: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16),
      green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex)
    )
  }

  /// Black, the accent colour of light themes.
  public static let black = Self(hex: 0x000000)
  /// White, the accent colour of dark themes.
  public static let white = Self(hex: 0xFFFFFF)

  /// The colour as `#RRGGBB`.
  public var hex: String {
    "#"
      + [red, green, blue].map { component in
        let digits = String(component, radix: 16, uppercase: true)
        return component < 0x10 ? "0" + digits : digits
      }.joined()
  }

  /// The colour as `#RRGGBB`.
  public var description: String { hex }
}
