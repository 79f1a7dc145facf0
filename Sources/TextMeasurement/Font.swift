import Foundation
import OpenAutoLayout
import Synchronization

/// A font: a family, a weight and a size, as `UIFont` names one.
public struct Font: Sendable, Hashable {
  /// The family; ``FontLocator/systemFamily`` for the system font.
  public var family: String
  /// The point size.
  public var pointSize: Double
  /// The weight on CSS's scale: 400 regular, 600 semibold, 700 bold.
  public var weight: Int
  /// How the font follows Dynamic Type: the text style whose scale it follows and its size at
  /// the Large category; nil for a fixed font.
  public var dynamicType: DynamicTypeScaling?
  /// Whether the font is the family's italic (or oblique) face; false by default.
  public var isItalic = false

  /// A font of `family`.
  public init(family: String, pointSize: Double, weight: Int = 400, dynamicType: DynamicTypeScaling? = nil) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
    self.dynamicType = dynamicType
  }

  /// The font for `style` at the content size category of `traits` (Large without traits), as
  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the system font at the style's size
  /// and weight (behaviour-2 §2.5). Controls that adjust to the category
  /// (`adjustsFontForContentSizeCategory`) resize it when the category changes.
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil) -> Font {
    let category = traits?.preferredContentSizeCategory ?? .large
    return Font(
      family: FontLocator.systemFamily, pointSize: Double(style.pointSize(for: category)), weight: style.weight.cssValue,
      dynamicType: DynamicTypeScaling(textStyle: style, pointSizeAtLarge: Double(style.defaultPointSize)))
  }

  /// `font` scaled for the category of `traits` (Large without traits) by `metrics`, as
  /// `UIFontMetrics.scaledFont(for:compatibleWith:)`: `font`'s size is its size at Large.
  public static func scaled(
    _ font: Font, by metrics: FontMetrics = .default, compatibleWith traits: TraitCollection? = nil
  ) -> Font {
    var scaled = font
    scaled.dynamicType = DynamicTypeScaling(textStyle: metrics.textStyle, pointSizeAtLarge: font.pointSize)
    return scaled.adjusted(to: traits?.preferredContentSizeCategory ?? .large)
  }

  /// The font at `category`: a Dynamic Type font at that category's size, any other unchanged.
  public func adjusted(to category: ContentSizeCategory) -> Font {
    guard let dynamicType else { return self }
    var font = self
    let style = dynamicType.textStyle
    // The style's own size reads the table exactly (a ratio could leave 14.000000000000002).
    font.pointSize =
      dynamicType.pointSizeAtLarge == Double(style.defaultPointSize)
      ? Double(style.pointSize(for: category))
      : Double(FontMetrics(forTextStyle: style).scaledValue(for: CGFloat(dynamicType.pointSizeAtLarge), compatibleWith: category))
    return font
  }

  /// The system font at `pointSize`, as `UIFont.systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize pointSize: Double, weight: Int = 400) -> Font {
    Font(family: FontLocator.systemFamily, pointSize: pointSize, weight: weight)
  }

  /// UIKit's label font: the system font at 17 points.
  public static let body = systemFont(ofSize: 17)
}

/// How a font follows Dynamic Type: its size at Large, scaled as its text style scales.
public struct DynamicTypeScaling: Sendable, Hashable {
  /// The text style whose sizes the font's follow.
  public var textStyle: TextStyle
  /// The font's size at the Large (default) category.
  public var pointSizeAtLarge: Double

  public init(textStyle: TextStyle, pointSizeAtLarge: Double) {
    self.textStyle = textStyle
    self.pointSizeAtLarge = pointSizeAtLarge
  }
}

/// The measurer of each font family and weight, read once.
///
/// Each font file is read once, however many families and weights stand for it: fontconfig
/// answers every name with its closest file (a handful on most systems), and a face holds some
/// 300 KB, so a face per name would grow without bound with the names asked for (the nine
/// weights of the system font alone made nine copies of two files).
public enum FontMeasurers {
  private struct Cache {
    var byName: [String: any TextMeasurer] = [:]
    var byFile: [String: FontTextMeasurer] = [:]
  }
  private static let cache = Mutex(Cache())

  /// The measurer for `font`'s face: FreeType's, or the fixed-advance measurer when no font file
  /// can be found or read (text still lays out, at approximate widths).
  public static func measurer(for font: Font) -> any TextMeasurer {
    let key = "\(font.family)|\(font.weight)|\(font.isItalic)"
    return cache.withLock { cache in
      if let known = cache.byName[key] { return known }
      var made: any TextMeasurer = FixedAdvanceTextMeasurer()
      if let file = FontLocator.file(family: font.family, weight: font.weight, italic: font.isItalic) {
        if let shared = cache.byFile[file] {
          made = shared
        } else if let face = try? FontFace(file: file) {
          cache.byFile[file] = FontTextMeasurer(face: face)
          made = FontTextMeasurer(face: face)
        }
      }
      cache.byName[key] = made
      return made
    }
  }
}
