import Foundation
import OpenAutoLayout

/// A visual effect (a blur or vibrancy) a ``UIVisualEffectView`` would draw: UIKit's
/// `UIVisualEffect`. Effects are not drawn here; they only say which effect a view was given.
open class UIVisualEffect: NSObject {}

/// A blur of the content behind a view: UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect {
  /// The blur's material, with UIKit's raw values.
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The material the blur was made with.
  public let style: Style

  /// A blur in `style`, as UIKit's `UIBlurEffect(style:)`.
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Vibrancy for content over a blur: UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy sits on.
  public let blurEffect: UIBlurEffect

  /// Vibrancy for content over `blurEffect`, as UIKit's `UIVibrancyEffect(blurEffect:)`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view that would draw a visual effect behind its content: UIKit's `UIVisualEffectView`.
///
/// As in UIKit, subviews go into ``contentView``, which always fills the effect view (it
/// follows its bounds by its autoresizing mask), so constraints to `contentView` lay content out
/// inside the effect view. The effect itself is not drawn.
open class UIVisualEffectView: View {
  /// The view to add subviews to; it fills the effect view.
  public let contentView = View()

  /// The effect the view shows; nil for none.
  open var effect: UIVisualEffect?

  /// An effect view showing `effect`, as UIKit's `UIVisualEffectView(effect:)`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addContentView()
  }

  /// An effect view with no effect, as UIKit's `UIVisualEffectView(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addContentView()
  }

  /// Creates the view as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addContentView()
  }

  /// Puts ``contentView`` in, filling the bounds and following them.
  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
