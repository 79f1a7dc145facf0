import Foundation
import OpenAutoLayout
import TextMeasurement

/// UIKit's `UIColor`: the model's `Color`, sRGB components with opacity, with UIKit's system
/// colours (light appearance) and initialisers.
///
/// The model draws in the light appearance only: a dynamic colour (`UIColor { traits in … }`) is
/// resolved once, with light traits.
public typealias UIColor = Color

extension Color {
  /// A colour from hue, saturation and brightness (each 0…1), as
  /// `UIColor(hue:saturation:brightness:alpha:)`.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let hue = (hue - hue.rounded(.down)) * 6
    let sector = Int(hue.rounded(.down)) % 6
    let fraction = hue - hue.rounded(.down)
    let (v, s) = (brightness, saturation)
    let p = v * (1 - s)
    let q = v * (1 - s * fraction)
    let t = v * (1 - s * (1 - fraction))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// A Display P3 colour, as `UIColor(displayP3Red:green:blue:alpha:)`, converted to sRGB (the
  /// P3-to-sRGB matrix on linear components, both with the sRGB transfer curve) and clamped to
  /// 0…1: colours outside sRGB come out at its edge, where UIKit keeps them in extended sRGB.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func encoded(_ c: CGFloat) -> CGFloat {
      let c = min(max(c, 0), 1)
      return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    self.init(
      red: encoded(1.2249401 * r - 0.2249404 * g), green: encoded(-0.0420569 * r + 1.0420571 * g),
      blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
  }

  /// The colour `provider` gives for light traits, as `UIColor(dynamicProvider:)` (and
  /// `UIColor { traits in … }`): the model has only the light appearance, so it is asked once.
  public init(dynamicProvider provider: (TraitCollection) -> Color) {
    self = provider(TraitCollection())
  }

  /// The colour for `traits`, as `resolvedColor(with:)`: itself (colours are resolved when made).
  public func resolvedColor(with traits: TraitCollection) -> Color { self }

  /// The colour set `name` of an asset catalogue in the main bundle, as `UIColor(named:)`; nil
  /// when there is none. See ``init(named:in:compatibleWith:)``.
  public init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The colour set `name` of an asset catalogue (`*.xcassets/…/name.colorset/Contents.json`)
  /// among `bundle`'s resources (the main bundle's when nil), in its light or universal
  /// appearance, as `UIColor(named:in:compatibleWith:)`; nil when there is none or it cannot
  /// be read.
  public init?(named name: String, in bundle: Bundle?, compatibleWith traits: TraitCollection?) {
    for folder in AssetCatalogs.resourceFolders(of: bundle ?? .main) {
      guard let set = AssetCatalogs.set(named: name, kind: "colorset", under: folder) else { continue }
      guard let color = ColorSets.color(inSet: set) else { return nil }
      self = color
      return
    }
    return nil
  }

  /// Writes the sRGB components to the four references and returns true, as UIKit's
  /// `getRed(_:green:blue:alpha:)`.
  @discardableResult
  public func getRed(
    _ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    (red, green, blue, alpha) = (self.red, self.green, self.blue, self.alpha)
    return true
  }

  /// Writes the brightness (the mean of the components, exact for greys) and opacity, as
  /// UIKit's `getWhite(_:alpha:)`; true.
  @discardableResult
  public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
    (white, alpha) = ((red + green + blue) / 3, self.alpha)
    return true
  }

  /// Writes hue, saturation, brightness (each 0…1) and opacity, as UIKit's
  /// `getHue(_:saturation:brightness:alpha:)`; true.
  @discardableResult
  public func getHue(
    _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
  ) -> Bool {
    let top = max(red, green, blue)
    let range = top - min(red, green, blue)
    var h: CGFloat = 0
    if range > 0 {
      if top == red {
        h = (green - blue) / range
      } else if top == green {
        h = 2 + (blue - red) / range
      } else {
        h = 4 + (red - green) / range
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    (hue, saturation, brightness, alpha) = (h, top > 0 ? range / top : 0, top, self.alpha)
    return true
  }
}

/// Reading colour sets of asset catalogues.
enum ColorSets {
  /// The light (or universal) colour of the colour set at `set`; nil when it has none readable.
  static func color(inSet set: String) -> Color? {
    let contents = (set as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: contents),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    let light = entries.first { entry in
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      return appearances.allSatisfy { ($0["value"] as? String) == "light" }
    }
    guard let color = (light ?? entries.first)?["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func component(_ key: String) -> CGFloat? {
      guard let raw = components[key] else { return nil }
      let text = "\(raw)".trimmingCharacters(in: .whitespaces)
      if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 } }
      guard let value = Double(text) else { return nil }
      // Integers above 1 are 0–255 components; fractions are 0–1.
      return CGFloat(value > 1 ? value / 255 : value)
    }
    let alpha = component("alpha") ?? 1
    if let white = component("white") { return Color(white: white, alpha: alpha) }
    guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
    if (color["color-space"] as? String) == "display-p3" {
      return Color(displayP3Red: red, green: green, blue: blue, alpha: alpha)
    }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }
}
