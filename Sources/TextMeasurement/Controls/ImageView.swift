import Foundation
import OpenAutoLayout

/// A view that shows an image, as UIKit's `UIImageView` (behaviour-1 §1.18, §1.20).
///
/// Its intrinsic content size is its image's size; without an image it has none on either axis
/// (`(−1, −1)`), so its size must come from constraints. ``contentMode`` places the image in
/// whatever frame the constraints give (``imageRect(in:)``); it never changes the layout.
///
/// Hugging is 250 and compression resistance 750 on both axes, UIKit's defaults for image views
/// made in code (Interface Builder gives 251 hugging; set it where a layout expects it).
open class ImageView: View {
  /// The image; nil (the default) gives no intrinsic size.
  public var image: ImageContent? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// How the image is placed in the bounds; `ContentMode/scaleToFill` by default, as UIKit's.
  public var contentMode: ContentMode = .scaleToFill

  /// An image view with no image, as UIKit's `UIImageView(frame:)` and `UIImageView()`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
  }

  /// An image view showing `image`, as UIKit's `UIImageView(image:)`: sized to the image
  /// (its intrinsic size) and, made in code, translating its autoresizing mask.
  public convenience init(image: ImageContent?) {
    self.init(frame: .zero)
    self.image = image
    // Property observers do not run in the class's own initialisers.
    invalidateIntrinsicContentSize()
  }

  /// The image's size, or no intrinsic metric on either axis without an image.
  open override var intrinsicContentSize: CGSize {
    guard let image else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    return image.sanitizedSize
  }

  /// Where the image is drawn in the current bounds; see ``imageRect(in:)``.
  public var imageRect: CGRect? { imageRect(in: bounds) }

  /// Where the image is drawn in `bounds` under ``contentMode``
  /// (`ContentMode/contentRect(forContentSize:in:)`); nil without an image.
  public func imageRect(in bounds: CGRect) -> CGRect? {
    guard let image else { return nil }
    return contentMode.contentRect(forContentSize: image.sanitizedSize, in: bounds)
  }
}
