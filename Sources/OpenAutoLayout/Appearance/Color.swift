import Foundation

/// A colour in sRGB with opacity, as UIKit's `UIColor`, reduced to its components; components are
/// in 0…1. Colours do not affect layout: views keep one as ``View/backgroundColor`` for drawing.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component.
  public var red: CGFloat
  /// The green component.
  public var green: CGFloat
  /// The blue component.
  public var blue: CGFloat
  /// The opacity: 0 is transparent, 1 opaque.
  public var alpha: CGFloat

  /// A colour from its components, as `Color(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey of brightness `white`, as `UIColor(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with opacity `alpha`, as `UIColor.withAlphaComponent(_:)`.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The components, as `(r, g, b, a)`.
  public var description: String {
    "Color(\(red), \(green), \(blue), \(alpha))"
  }

  /// Black.
  public static let black = Color(white: 0, alpha: 1)
  /// Dark grey (one third white).
  public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
  /// Light grey (two thirds white).
  public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
  /// White.
  public static let white = Color(white: 1, alpha: 1)
  /// Grey (half white).
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Red.
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan.
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta.
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange.
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent.
  public static let clear = Color(white: 0, alpha: 0)
}
