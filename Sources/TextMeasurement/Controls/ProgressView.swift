import Foundation
import OpenAutoLayout

/// A bar that fills as work progresses, as UIKit's `UIProgressView`: an intrinsic height only
/// (behaviour-1 §1.18), so its width must come from constraints.
///
/// The height is 2 points in both styles, UIKit's from iOS 7 (a progress view "defaults to 2"
/// points; the bar style is the same height without rounded ends). Hugging 250 and compression
/// resistance 750 on both axes.
open class ProgressView: View {
  /// The look, as `UIProgressView.Style`.
  public enum Style: Int, Sendable, CaseIterable {
    /// The standard progress bar.
    case `default`
    /// The style for toolbars.
    case bar
  }

  /// The bar's height in either style, 2 points.
  public static let height: CGFloat = 2

  /// The style; ``Style/default`` by default. It does not change the size.
  public var progressViewStyle: Style = .default
  /// How full the bar is, from 0 to 1; 0 by default.
  public var progress: Float = 0

  /// A default-style progress view, as UIKit's `UIProgressView(frame:)` and `UIProgressView()`.
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

  /// A progress view of `style`, as UIKit's `UIProgressView(progressViewStyle:)`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// No intrinsic width; ``height`` tall.
  open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.height) }

  /// The filled part of `bounds`, from the left edge (flipped in right-to-left layouts, as UIKit
  /// fills from the leading edge); ``progress`` is clamped to 0…1.
  public func progressRect(in bounds: CGRect) -> CGRect {
    let fraction = CGFloat(progress.isFinite ? min(max(progress, 0), 1) : 0)
    let width = bounds.width * fraction
    let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - width : bounds.minX
    return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
  }
}
