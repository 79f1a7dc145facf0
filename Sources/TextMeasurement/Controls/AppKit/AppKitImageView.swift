import Foundation
import OpenAutoLayout

/// AppKit's image view, `NSImageView`, as a model: its intrinsic content size is its image's
/// size (none without an image), with no frame of its own around it (`imageFrameStyle` none).
open class AppKitImageView: AppKitView {
  /// The image's size in points; nil for no image.
  public var imageSize: CGSize? { didSet { if imageSize != oldValue { invalidateIntrinsicContentSize() } } }

  /// The image's size; no intrinsic metric on either axis without one.
  open override var intrinsicContentSize: CGSize {
    imageSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }
}
