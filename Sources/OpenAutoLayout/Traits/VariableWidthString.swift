import Foundation

/// Widths in ems, the unit of variable-width strings (behaviour-2 §1.29): how many "M"s of the
/// 14-point system font fit across the screen (WWDC 2015, session 227).
public enum EmWidth {
  /// Points per em: `floor(width / 14.5)` reproduces all fourteen cells of the book's measured
  /// table (behaviour-2 §2.3); any divisor in (14.452, 14.5] does.
  public static let pointsPerEm: CGFloat = 14.5

  /// The whole ems in `width` points: 320 → 22, 375 → 25, 667 → 46, 1366 → 94.
  public static func ems(in width: CGFloat) -> Int {
    Int((width / pointsPerEm).rounded(.down))
  }
}

/// A string with variants for different widths, as a `Localizable.stringsdict` entry with an
/// `NSStringVariableWidthRuleType` dictionary: each variant is keyed by the width in ems it
/// needs (behaviour-2 §1.29).
///
/// ```swift
/// let abort: VariableWidthString = [20: "Abort", 25: "Abort Launch", 50: "Abort Launch Sequence"]
/// abort.variantFittingPresentationWidth(22)  // "Abort" (iPhone SE, portrait)
/// abort.variantFittingPresentationWidth(46)  // "Abort Launch" (iPhone 8, landscape)
/// ```
public struct VariableWidthString: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  /// The variants, by the width in ems each is written for.
  public var variants: [Int: String]

  /// A string with `variants`, keyed by width in ems.
  public init(_ variants: [Int: String]) {
    self.variants = variants
  }

  /// A string from a literal `[ems: variant]` table; a repeated width keeps its last variant.
  public init(dictionaryLiteral elements: (Int, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The variant for a screen `ems` wide, as Foundation's
  /// `NSString.variantFittingPresentationWidth(_:)`: the one with the largest width not above
  /// `ems`, the rule the book's data follow (behaviour-2 §1.29, S42).
  ///
  /// When every variant is wider than `ems`, the narrowest is the best there is; with no
  /// variants the result is empty.
  ///
  /// - Complexity: O(*n*) for *n* variants.
  public func variantFittingPresentationWidth(_ ems: Int) -> String {
    let fitting = variants.keys.filter { $0 <= ems }.max() ?? variants.keys.min()
    return fitting.flatMap { variants[$0] } ?? ""
  }

  /// The variant for a screen or window `width` points wide (``EmWidth/ems(in:)``).
  public func variant(forWidth width: CGFloat) -> String {
    variantFittingPresentationWidth(EmWidth.ems(in: width))
  }
}
