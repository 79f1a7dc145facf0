import Foundation
import OpenAutoLayout

// A font's vertical metrics under UIKit's names (`UIFont.lineHeight`, `ascender`, `descender`,
// `leading`, `capHeight`, `xHeight`), read from the font file that draws it (FreeType), at its
// size. Code that positions text by hand (a baseline from a top, an icon on the cap height)
// gets the same numbers the controls measure with.

extension Font {
  /// The font's metrics at its size, from its measurer.
  private var lineMetrics: LineMetrics {
    FontMeasurers.measurer(for: self).lineMetrics(pointSize: pointSize)
  }

  /// The distance between consecutive baselines, as `UIFont.lineHeight`: ascender, descender and
  /// line gap.
  public var lineHeight: CGFloat { CGFloat(lineMetrics.lineHeight) }

  /// How far the font reaches above the baseline, as `UIFont.ascender` (positive).
  public var ascender: CGFloat { CGFloat(lineMetrics.ascender) }

  /// How far the font reaches below the baseline, as `UIFont.descender`: negative, as UIKit's.
  public var descender: CGFloat { -CGFloat(lineMetrics.descender) }

  /// The line gap: the line height less the ascender and descender, as `UIFont.leading`.
  public var leading: CGFloat {
    let metrics = lineMetrics
    return CGFloat(metrics.lineHeight - metrics.ascender - metrics.descender)
  }

  /// The height of capitals above the baseline, as `UIFont.capHeight`: the top of "H" in the
  /// font file; 70 % of the ascender when no font file could be read.
  public var capHeight: CGFloat { glyphTop("H", fallback: 0.7) }

  /// The height of lowercase letters above the baseline, as `UIFont.xHeight`: the top of "x";
  /// 50 % of the ascender when no font file could be read.
  public var xHeight: CGFloat { glyphTop("x", fallback: 0.5) }

  /// The family's name, as `UIFont.familyName`.
  public var familyName: String { family }

  /// The face's name, as `UIFont.fontName`: the family, with the weight and slant when they are
  /// not regular ("DejaVu Sans-Bold").
  public var fontName: String {
    let named: FontWeight? = FontWeight.allCases.first { $0.cssValue == weight }
    var style = ""
    if let named, named != .regular { style = Self.styleName(named) }
    let slant = isItalic ? "Italic" : ""
    return style.isEmpty && slant.isEmpty ? family : "\(family)-\(style)\(slant)"
  }

  /// How far `scalar`'s glyph reaches above the baseline at this size.
  private func glyphTop(_ scalar: Unicode.Scalar, fallback: Double) -> CGFloat {
    if let measurer = FontMeasurers.measurer(for: self) as? FontTextMeasurer {
      return CGFloat(Double(measurer.face.top(of: scalar)) * pointSize / Double(measurer.face.unitsPerEm))
    }
    return CGFloat(lineMetrics.ascender * fallback)
  }

  /// A weight as PostScript names spell it.
  static func styleName(_ weight: FontWeight) -> String {
    switch weight {
    case .ultraLight: "UltraLight"
    case .thin: "Thin"
    case .light: "Light"
    case .regular: "Regular"
    case .medium: "Medium"
    case .semibold: "Semibold"
    case .bold: "Bold"
    case .heavy: "Heavy"
    case .black: "Black"
    }
  }
}
