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
  public enum Style: Int, Sendable, CaseIterable {
    /// The small wheel, 20 × 20 points (formerly `.white` and `.gray`).
    case medium = 100
    /// The large wheel, 37 × 37 points (formerly `.whiteLarge`).
    case large = 101

    /// UIKit's name before iOS 13 for the large wheel.
    public static var whiteLarge: Style { .large }
    /// UIKit's name before iOS 13 for the small wheel on dark backgrounds.
    public static var white: Style { .medium }
    /// UIKit's name before iOS 13 for the small wheel.
    public static var gray: Style { .medium }

    /// The indicator's size in this style.
    public var size: CGSize {
      switch self {
      case .medium: CGSize(width: 20, height: 20)
      case .large: CGSize(width: 37, height: 37)
      }
    }
  }

  /// The style; it sets the size.
  public var style: Style = .medium {
    didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the view hides while it is not animating; true by default.
  public var hidesWhenStopped = true {
    didSet { updateVisibility() }
  }
  /// Whether the wheel is spinning; false until ``startAnimating()``.
  public private(set) var isAnimating = false

  /// A stopped (and so hidden) medium indicator, as UIKit's `UIActivityIndicatorView(frame:)`.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
    FixedSizeControl.holdNaturalSize(self)
    updateVisibility()
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
    FixedSizeControl.holdNaturalSize(self)
    updateVisibility()
  }

  /// A stopped (and so hidden) indicator of `style`, as UIKit's
  /// `UIActivityIndicatorView(style:)`.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    // Property observers do not run in the class's own initialisers.
    invalidateIntrinsicContentSize()
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
