import Foundation

/// An image as the layout sees it, standing in for `UIImage`: a size in points and an optional
/// name (an asset's, for renderers and descriptions). Pixels are not needed to lay out.
public struct ImageContent: Sendable, Hashable {
  /// The image's size in points (pixels divided by its scale).
  public var size: CGSize
  /// The image's name, if it has one ("Star").
  public var name: String?

  /// An image of `size` points, optionally named.
  public init(size: CGSize, name: String? = nil) {
    self.size = size
    self.name = name
  }

  /// An image of `width` × `height` points, optionally named.
  public init(width: CGFloat, height: CGFloat, name: String? = nil) {
    self.init(size: CGSize(width: width, height: height), name: name)
  }

  /// The size with negative or non-finite components made zero, so that a bad size never
  /// reaches the engine.
  var sanitizedSize: CGSize {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }
}
