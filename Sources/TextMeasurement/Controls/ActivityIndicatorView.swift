import Foundation
import OpenAutoLayout

/// A spinning wheel, as UIKit's `UIActivityIndicatorView`: a fixed size set by its style, 20 × 20
/// points (medium) or 37 × 37 (large).
///
/// Like UIKit's, it hides itself while stopped when ``hidesWhenStopped`` (the default), and a
/// hidden view leaves a stack view's arrangement. Hugging and compression resistance are 750 on
/// both axes, like the other fixed-size controls (chosen: behaviour-1 §1.19's table does not list
/// it).
open class ActivityIndicatorView: View {
  /// The size of the wheel, as `UIActivityIndicatorView.Style`.
  public enum Style: Sendable, Hashable, CaseIterable {
    /// The small wheel, 20 × 20 points (formerly `.white` and `.gray`).
    case medium
    /// The large wheel, 37 × 37 points (formerly `.whiteLarge`).
    case large

    /// The indicator's size in this style.
    public var size: CGSize {
      switch self {
      case .medium: CGSize(width: 20, height: 20)
      case .large: CGSize(width: 37, height: 37)
      }
    }
  }

  /// The style; it sets the size.
  public var style: Style {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the view hides while it is not animating; true by default.
  public var hidesWhenStopped = true {
    didSet { updateVisibility() }
  }
  /// Whether the wheel is spinning; false until ``startAnimating()``.
  public private(set) var isAnimating = false

  /// An indicator of `style`, stopped (and so hidden), taking part in Auto Layout
  /// (``View/translatesAutoresizingMaskIntoConstraints`` false).
  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    FixedSizeControl.holdNaturalSize(self)
    updateVisibility()
  }

  /// The style's size.
  open override var intrinsicContentSize: CGSize { style.size }

  /// Starts spinning, and shows the view.
  public func startAnimating() {
    isAnimating = true
    updateVisibility()
  }

  /// Stops spinning, and hides the view when ``hidesWhenStopped``.
  public func stopAnimating() {
    isAnimating = false
    updateVisibility()
  }

  private func updateVisibility() {
    isHidden = hidesWhenStopped && !isAnimating
  }
}
