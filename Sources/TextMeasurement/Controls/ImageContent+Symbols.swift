import Foundation
import OpenAutoLayout

// SF Symbols images, sized by their configuration.
//
// There is no symbol catalogue here (the symbols are Apple's), so every name gives an image, as
// a square: a symbol is drawn like a glyph of the system font at the configuration's point size,
// and most are about as wide and tall as that size. The scales follow Apple's documentation of
// the symbol scales: small is about 20 % smaller than medium, large about 30 % larger
// (`NSImage.SymbolScale`; UIKit's are the same variants). Real symbols differ from the square by
// their own shapes (a wide "ellipsis", a tall "person"): give such an image the size the design
// shows where it matters, with `UIImage(systemName:)`'s size replaced by constraints.

extension ImageContent {
  /// The weight of a symbol's strokes, as UIKit's `UIImage.SymbolWeight`, with its raw values.
  public enum SymbolWeight: Int, Sendable, Hashable, CaseIterable {
    /// No weight given: the text's.
    case unspecified = 0
    /// The lightest.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// The heaviest.
    case black = 9
  }

  /// The size variant of a symbol relative to the text beside it, as UIKit's
  /// `UIImage.SymbolScale`, with its raw values.
  public enum SymbolScale: Int, Sendable, Hashable, CaseIterable {
    /// The scale the context uses: medium.
    case `default` = -1
    /// No scale given: medium.
    case unspecified = 0
    /// About 20 % smaller than medium.
    case small = 1
    /// The text's size.
    case medium = 2
    /// About 30 % larger than medium.
    case large = 3

    /// The factor on the point size: 0.8 small, 1 medium, 1.3 large.
    public var factor: CGFloat {
      switch self {
      case .small: 0.8
      case .large: 1.3
      case .default, .unspecified, .medium: 1
      }
    }
  }

  /// How a symbol image is sized and drawn, as UIKit's `UIImage.SymbolConfiguration`: a point
  /// size, a text style or a font, a weight and a scale.
  public struct SymbolConfiguration: Sendable, Hashable {
    /// The point size; 0 when the size comes from ``textStyle`` or ``font`` (or the default).
    public var pointSize: CGFloat
    /// The text style whose size (at the traits' content size category) the symbol takes.
    public var textStyle: TextStyle?
    /// The font whose size the symbol takes.
    public var font: Font?
    /// The stroke weight; it does not change the size here.
    public var weight: SymbolWeight
    /// The size variant.
    public var scale: SymbolScale

    /// A configuration with a point size, weight and scale, as
    /// `UIImage.SymbolConfiguration(pointSize:weight:scale:)`.
    public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
      self.pointSize = pointSize
      textStyle = nil
      font = nil
      self.weight = weight
      self.scale = scale
    }

    /// A configuration that follows a text style, as
    /// `UIImage.SymbolConfiguration(textStyle:scale:)`.
    public init(textStyle: TextStyle, scale: SymbolScale = .default) {
      pointSize = 0
      self.textStyle = textStyle
      font = nil
      weight = .unspecified
      self.scale = scale
    }

    /// A configuration at a font's size, as `UIImage.SymbolConfiguration(font:scale:)`.
    public init(font: Font, scale: SymbolScale = .default) {
      pointSize = 0
      textStyle = nil
      self.font = font
      weight = .unspecified
      self.scale = scale
    }

    /// A configuration with only a weight, as `UIImage.SymbolConfiguration(weight:)`.
    public init(weight: SymbolWeight) {
      self.init(pointSize: 0, weight: weight)
    }

    /// A configuration with only a scale, as `UIImage.SymbolConfiguration(scale:)`.
    public init(scale: SymbolScale) {
      self.init(pointSize: 0, scale: scale)
    }

    /// No configuration: the body style's size, medium, as `.unspecified`.
    public static let unspecified = SymbolConfiguration(pointSize: 0)

    /// This configuration with the values `other` gives taking precedence, as UIKit's
    /// `applying(_:)`.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      var merged = self
      if other.pointSize > 0 || other.textStyle != nil || other.font != nil {
        (merged.pointSize, merged.textStyle, merged.font) = (other.pointSize, other.textStyle, other.font)
      }
      if other.weight != .unspecified { merged.weight = other.weight }
      if other.scale != .default && other.scale != .unspecified { merged.scale = other.scale }
      return merged
    }

    /// The point size the symbol is drawn at: ``pointSize`` when set, else ``font``'s, else
    /// ``textStyle``'s at the traits' content size category (Large without traits), else the
    /// body style's, 17 points at Large.
    public func resolvedPointSize(compatibleWith traits: TraitCollection? = nil) -> CGFloat {
      if pointSize > 0 { return pointSize }
      if let font { return CGFloat(font.pointSize) }
      let category = traits?.preferredContentSizeCategory ?? .large
      return (textStyle ?? .body).pointSize(for: category)
    }

    /// The symbol's size: a square of the resolved point size times the scale's factor.
    public func symbolSize(compatibleWith traits: TraitCollection? = nil) -> CGSize {
      let side = resolvedPointSize(compatibleWith: traits) * scale.factor
      return CGSize(width: side, height: side)
    }
  }

  /// The SF Symbols image named `name`, sized for the body style, as UIKit's
  /// `UIImage(systemName:)`. Any non-empty name gives an image (see the file's summary); an
  /// empty one gives nil.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// The SF Symbols image named `name`, sized by `configuration`, as UIKit's
  /// `UIImage(systemName:withConfiguration:)`.
  public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: name, configuration: configuration ?? .unspecified, traits: nil)
  }

  /// The SF Symbols image named `name`, sized for the body style at the traits' content size
  /// category, as UIKit's `UIImage(systemName:compatibleWith:)`.
  public convenience init?(systemName name: String, compatibleWith traits: TraitCollection?) {
    self.init(systemName: name, configuration: .unspecified, traits: traits)
  }

  private convenience init?(systemName name: String, configuration: SymbolConfiguration, traits: TraitCollection?) {
    guard !name.isEmpty else { return nil }
    self.init(ImageContent(size: configuration.symbolSize(compatibleWith: traits), name: name)) {
      $0.isSymbolImage = true
      $0.symbolConfiguration = configuration
    }
  }

  /// The same symbol sized by `configuration` (a symbol image), as UIKit's
  /// `withConfiguration(_:)`; any other image is returned unchanged.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> ImageContent {
    guard isSymbolImage else { return self }
    return ImageContent(self) {
      $0.symbolConfiguration = configuration
      $0.size = configuration.symbolSize()
    }
  }

  /// The same symbol with `configuration`'s values taking precedence over its own, as UIKit's
  /// `applyingSymbolConfiguration(_:)`; nil for an image that is not a symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> ImageContent? {
    guard isSymbolImage else { return nil }
    return withConfiguration((symbolConfiguration ?? .unspecified).applying(configuration))
  }
}
