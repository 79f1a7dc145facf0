import Synchronization

/// A font: a family, a weight and a size, as `UIFont` names one.
public struct Font: Sendable, Hashable {
  /// The family; ``FontLocator/systemFamily`` for the system font.
  public var family: String
  /// The point size.
  public var pointSize: Double
  /// The weight on CSS's scale: 400 regular, 600 semibold, 700 bold.
  public var weight: Int

  /// A font of `family`.
  public init(family: String, pointSize: Double, weight: Int = 400) {
    self.family = family
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font at `pointSize`, as `UIFont.systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize pointSize: Double, weight: Int = 400) -> Font {
    Font(family: FontLocator.systemFamily, pointSize: pointSize, weight: weight)
  }

  /// UIKit's label font: the system font at 17 points.
  public static let body = systemFont(ofSize: 17)
}

/// The measurer of each font family and weight, read once.
public enum FontMeasurers {
  private static let measurers = Mutex<[String: any TextMeasurer]>([:])

  /// The measurer for `font`'s face: FreeType's, or the fixed-advance measurer when no font file
  /// can be found or read (text still lays out, at approximate widths).
  public static func measurer(for font: Font) -> any TextMeasurer {
    let key = "\(font.family)|\(font.weight)"
    return measurers.withLock { measurers in
      if let known = measurers[key] { return known }
      let made: any TextMeasurer =
        FontLocator.file(family: font.family, weight: font.weight).flatMap { try? FontFace(file: $0) }
        .map { FontTextMeasurer(face: $0) } ?? FixedAdvanceTextMeasurer()
      measurers[key] = made
      return made
    }
  }
}
