/// A line's vertical metrics at one point size, in points.
public struct LineMetrics: Sendable, Equatable {
  /// From the baseline up to the top of the line, positive.
  public var ascender: Double
  /// From the baseline down to the bottom of the line, positive.
  public var descender: Double
  /// The distance between the baselines of consecutive lines.
  public var lineHeight: Double

  /// Metrics from values, in points.
  public init(ascender: Double, descender: Double, lineHeight: Double) {
    self.ascender = ascender
    self.descender = descender
    self.lineHeight = lineHeight
  }
}

/// Measures runs of text in one font: what a label's intrinsic size and baselines come from.
public protocol TextMeasurer: Sendable {
  /// The advance width of `text` at `pointSize`, in points.
  func width(of text: Substring, pointSize: Double) -> Double
  /// The font's line metrics at `pointSize`.
  func lineMetrics(pointSize: Double) -> LineMetrics
}

extension TextMeasurer {
  /// The advance width of `text` at `pointSize`, in points.
  public func width(of text: String, pointSize: Double) -> Double {
    width(of: text[...], pointSize: pointSize)
  }
}

/// Measures with a font file's real metrics (FreeType): the sum of the glyphs' advances.
public struct FontTextMeasurer: TextMeasurer {
  /// The face measured with.
  public let face: FontFace

  /// A measurer with `face`'s metrics.
  public init(face: FontFace) { self.face = face }

  /// The system font's stand-in (DejaVu Sans) at `weight`, found with fontconfig; nil when no
  /// font can be found or read.
  public static func system(weight: Int = 400) -> FontTextMeasurer? {
    guard let file = FontLocator.file(family: FontLocator.systemFamily, weight: weight),
      let face = try? FontFace(file: file)
    else { return nil }
    return FontTextMeasurer(face: face)
  }

  public func width(of text: Substring, pointSize: Double) -> Double {
    let units = face.advance(of: text.unicodeScalars.lazy.filter { $0 != "\n" })
    return Double(units) * pointSize / Double(face.unitsPerEm)
  }

  public func lineMetrics(pointSize: Double) -> LineMetrics {
    let scale = pointSize / Double(face.unitsPerEm)
    return LineMetrics(
      ascender: Double(face.ascender) * scale, descender: Double(-face.descender) * scale,
      lineHeight: Double(face.lineSpacing) * scale)
  }
}

/// A measurer that needs no font, for tests that must not depend on one: every character is
/// `advance` ems wide; lines are `lineHeight` ems, the baseline `ascender` ems below their top.
public struct FixedAdvanceTextMeasurer: TextMeasurer {
  /// Every character's width, in ems.
  public var advance: Double
  /// From the baseline up to the top of a line, in ems.
  public var ascender: Double
  /// From the baseline down to the bottom of a line, in ems.
  public var descender: Double

  /// By default a character is half an em wide, and a line 1.2 em: 0.95 above the baseline and
  /// 0.25 below.
  public init(advance: Double = 0.5, ascender: Double = 0.95, descender: Double = 0.25) {
    self.advance = advance
    self.ascender = ascender
    self.descender = descender
  }

  public func width(of text: Substring, pointSize: Double) -> Double {
    Double(text.filter { $0 != "\n" }.count) * advance * pointSize
  }

  public func lineMetrics(pointSize: Double) -> LineMetrics {
    LineMetrics(ascender: ascender * pointSize, descender: descender * pointSize, lineHeight: (ascender + descender) * pointSize)
  }
}
