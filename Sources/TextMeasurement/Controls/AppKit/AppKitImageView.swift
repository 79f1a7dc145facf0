import Foundation
import OpenAutoLayout

/// AppKit's image view, `NSImageView`, as a model: its intrinsic content size is its image's
/// size (none without an image), with no frame of its own around it (`imageFrameStyle` none).
/// ``imageScaling`` and ``imageAlignment`` say how the image is drawn in a larger or smaller
/// frame; they do not change the size.
open class AppKitImageView: AppKitControl {
  /// How the image is scaled to the view, as `NSImageScaling`, with AppKit's raw values.
  public enum Scaling: UInt, Sendable, CaseIterable {
    case scaleProportionallyDown = 0, scaleAxesIndependently = 1, scaleNone = 2, scaleProportionallyUpOrDown = 3
  }

  /// Where the image sits in the view, as `NSImageAlignment`, with AppKit's raw values.
  public enum Alignment: UInt, Sendable, CaseIterable {
    case alignCenter = 0, alignTop = 1, alignTopLeft = 2, alignTopRight = 3, alignLeft = 4, alignBottom = 5
    case alignBottomLeft = 6, alignBottomRight = 7, alignRight = 8
  }

  /// The image; nil for none. Setting it sets ``imageSize``.
  open var image: ImageContent? {
    didSet { if image != oldValue { imageSize = image?.size } }
  }
  /// The image's size in points; nil for no image. Set by ``image``, or on its own (the
  /// Interface Builder reader gives an image's size without the image).
  public var imageSize: CGSize? { didSet { if imageSize != oldValue { invalidateIntrinsicContentSize() } } }
  /// How the image is scaled; proportionally down by default, as AppKit's.
  open var imageScaling: Scaling = .scaleProportionallyDown
  /// Where the image sits; centred by default.
  open var imageAlignment: Alignment = .alignCenter
  /// Whether the image can be edited by dragging; stored.
  open var isEditable = false
  /// Whether the image animates; stored.
  open var animates = true
  /// The image's tint (template images); stored, drawing only.
  open var contentTintColor: Color?

  /// An image view showing `image`, as `NSImageView(image:)`.
  public convenience init(image: ImageContent) {
    self.init(frame: .zero)
    self.image = image
    imageSize = image.size
  }

  /// The image's size; no intrinsic metric on either axis without one.
  open override var intrinsicContentSize: CGSize {
    imageSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
}
