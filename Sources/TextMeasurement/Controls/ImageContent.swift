import Foundation
import OpenAutoLayout

/// An image as the layout sees it, as UIKit's `UIImage`: a size in points, the scale its pixels
/// were drawn for, and how it is drawn. Pixels are not needed to lay out, so none are kept.
///
/// Like UIKit's, an image is an immutable object: `withRenderingMode(_:)`,
/// `withTintColor(_:)`, `resizableImage(withCapInsets:)` and `withConfiguration(_:)` return new
/// images. It is a class, as `UIImage` is, so `NSCache<NSString, UIImage>` and identity checks
/// work; two images are equal when everything they say is equal.
///
/// Images come from PNG files by name or path and from PNG data (ImageContent+Files.swift), or
/// from SF Symbols names, sized by a symbol configuration (ImageContent+Symbols.swift).
public final class ImageContent: Hashable, Sendable, CustomStringConvertible {
  /// How an image is drawn, as UIKit's `UIImage.RenderingMode`, with its raw values.
  public enum RenderingMode: Int, Sendable, Hashable, CaseIterable {
    /// As the context decides: symbols and bar items as templates, others as they are.
    case automatic = 0
    /// The image's own colours.
    case alwaysOriginal = 1
    /// A template: its shape in the tint colour.
    case alwaysTemplate = 2
  }

  /// How a resizable image fills the space between its caps, as UIKit's
  /// `UIImage.ResizingMode`, with its raw values.
  public enum ResizingMode: Int, Sendable, Hashable, CaseIterable {
    /// Repeats the middle.
    case tile = 0
    /// Stretches the middle.
    case stretch = 1
  }

  /// The image's size in points: its pixels divided by ``scale``.
  public let size: CGSize
  /// Pixels per point: 2 for an `@2x` file, 1 by default.
  public let scale: CGFloat
  /// The image's name, if it has one: the asset or symbol name ("Star", "star.fill").
  public let name: String?
  /// How it is drawn; ``RenderingMode/automatic`` by default (templates for symbols).
  public let renderingMode: RenderingMode
  /// The colour a template image is drawn in, set by ``withTintColor(_:renderingMode:)``; nil for
  /// the view's tint.
  public let tintColor: Color?
  /// The caps that keep their size when a resizable image stretches; zero by default.
  public let capInsets: EdgeInsets
  /// How the middle of a resizable image fills its space; ``ResizingMode/tile`` by default.
  public let resizingMode: ResizingMode
  /// The insets of the image's alignment rectangle; zero by default.
  public let alignmentRectInsets: EdgeInsets
  /// Whether it is an SF Symbols image (``init(systemName:withConfiguration:)``).
  public let isSymbolImage: Bool
  /// The symbol configuration it was sized with; nil for other images.
  public let symbolConfiguration: SymbolConfiguration?

  /// An image of `size` points at `scale`, optionally named.
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
    renderingMode = .automatic
    tintColor = nil
    capInsets = .zero
    resizingMode = .tile
    alignmentRectInsets = .zero
    isSymbolImage = false
    symbolConfiguration = nil
  }

  /// An image of `width` × `height` points, optionally named.
  public convenience init(width: CGFloat, height: CGFloat, name: String? = nil) {
    self.init(size: CGSize(width: width, height: height), name: name)
  }

  /// An empty image, zero by zero, as `UIImage()`.
  public convenience init() {
    self.init(size: .zero)
  }

  /// A copy of `image`, with `change` applied to the copy's values.
  package init(_ image: ImageContent, _ change: (inout Values) -> Void = { _ in }) {
    var values = image.values
    change(&values)
    size = values.size
    scale = values.scale
    name = values.name
    renderingMode = values.renderingMode
    tintColor = values.tintColor
    capInsets = values.capInsets
    resizingMode = values.resizingMode
    alignmentRectInsets = values.alignmentRectInsets
    isSymbolImage = values.isSymbolImage
    symbolConfiguration = values.symbolConfiguration
  }

  /// Everything an image says, for copies with changes.
  package struct Values: Hashable {
    package var size: CGSize
    package var scale: CGFloat
    package var name: String?
    package var renderingMode: RenderingMode
    package var tintColor: Color?
    package var capInsets: EdgeInsets
    package var resizingMode: ResizingMode
    package var alignmentRectInsets: EdgeInsets
    package var isSymbolImage: Bool
    package var symbolConfiguration: SymbolConfiguration?
  }

  /// Everything the image says.
  package var values: Values {
    Values(
      size: size, scale: scale, name: name, renderingMode: renderingMode, tintColor: tintColor,
      capInsets: capInsets, resizingMode: resizingMode, alignmentRectInsets: alignmentRectInsets,
      isSymbolImage: isSymbolImage, symbolConfiguration: symbolConfiguration)
  }

  public static func == (lhs: ImageContent, rhs: ImageContent) -> Bool {
    lhs === rhs || lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
  }

  /// The name (or "image") and size in points.
  public var description: String {
    "\(name ?? "image") \(size.width) × \(size.height)"
  }

  /// The size with negative or non-finite components made zero, so that a bad size never
  /// reaches the engine.
  var sanitizedSize: CGSize {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  // MARK: Variants (UIKit's `with…` methods)

  /// The image drawn in `renderingMode`, as UIKit's `withRenderingMode(_:)`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> ImageContent {
    ImageContent(self) { $0.renderingMode = renderingMode }
  }

  /// The image as a template drawn in `color`, as UIKit's `withTintColor(_:)`.
  public func withTintColor(_ color: Color) -> ImageContent {
    withTintColor(color, renderingMode: .alwaysTemplate)
  }

  /// The image drawn in `color` with `renderingMode`, as UIKit's
  /// `withTintColor(_:renderingMode:)`.
  public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> ImageContent {
    ImageContent(self) {
      $0.tintColor = color
      $0.renderingMode = renderingMode
    }
  }

  /// The image with caps that keep their size when it stretches, as UIKit's
  /// `resizableImage(withCapInsets:)`: its middle tiles. Its size does not change.
  public func resizableImage(withCapInsets capInsets: EdgeInsets) -> ImageContent {
    resizableImage(withCapInsets: capInsets, resizingMode: .tile)
  }

  /// The image with caps and a resizing mode, as UIKit's
  /// `resizableImage(withCapInsets:resizingMode:)`. Its size does not change.
  public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> ImageContent {
    ImageContent(self) {
      $0.capInsets = capInsets
      $0.resizingMode = resizingMode
    }
  }

  /// The image with an alignment rectangle inset from its bounds, as UIKit's
  /// `withAlignmentRectInsets(_:)`. Its size does not change.
  public func withAlignmentRectInsets(_ insets: EdgeInsets) -> ImageContent {
    ImageContent(self) { $0.alignmentRectInsets = insets }
  }

  /// The image, as UIKit's `imageFlippedForRightToLeftLayoutDirection()`: flipping does not
  /// change its size.
  public func imageFlippedForRightToLeftLayoutDirection() -> ImageContent { self }

  /// The image, as UIKit's `withHorizontallyFlippedOrientation()`: flipping does not change its
  /// size.
  public func withHorizontallyFlippedOrientation() -> ImageContent { self }
}
