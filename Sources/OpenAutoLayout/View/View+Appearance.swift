import Foundation

/// How a view looks and what assistive technologies see, with UIKit's names: kept on the model
/// so that UIKit view code compiles and its settings are there for drawing (LayoutRendering draws
/// them) and for code that reads them back. None of it affects layout: frames, intrinsic sizes
/// and constraints do not change when these do.
extension View {
  /// The view's opacity, 0…1; 1 by default. It multiplies down the tree when drawn: a subview of
  /// a half-transparent view is at most half opaque. The layer's ``Layer/opacity``.
  public var alpha: CGFloat {
    get { layerStorage?.alpha ?? 1 }
    set { layer.alpha = newValue }
  }

  /// Whether the view promises to fill its bounds with opaque colour, a drawing hint; true by
  /// default, as UIKit's.
  public var isOpaque: Bool {
    get { appearance.isOpaque }
    set { appearance.isOpaque = newValue }
  }

  /// A number that names the view for ``viewWithTag(_:)``; 0 by default.
  public var tag: Int {
    get { appearance.tag }
    set { appearance.tag = newValue }
  }

  /// The first view of the subtree whose ``tag`` is `tag`, searched depth first, the view itself
  /// first, then each subview's subtree back to front, as UIKit's `viewWithTag(_:)`; nil when
  /// there is none.
  public func viewWithTag(_ tag: Int) -> View? {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  /// Whether subviews are clipped to the bounds (and the layer's rounded corners) when drawn;
  /// false by default, true for scroll views. The layer's ``Layer/masksToBounds``.
  public var clipsToBounds: Bool {
    get { layerStorage?.masksToBounds ?? false }
    set { layer.masksToBounds = newValue }
  }

  /// How the tint colour is adjusted: the first mode other than ``TintAdjustmentMode/automatic``
  /// from the view up through its superviews, ``TintAdjustmentMode/normal`` when there is none,
  /// as UIKit's getter answers. Setting ``TintAdjustmentMode/automatic`` inherits again.
  ///
  /// The mode is kept, and a change calls ``tintColorDidChange()`` as UIKit does; the dimmed
  /// mode does not grey ``tintColor`` here.
  public var tintAdjustmentMode: TintAdjustmentMode {
    get {
      var current: View? = self
      while let view = current {
        if view.appearance.tintAdjustmentMode != .automatic { return view.appearance.tintAdjustmentMode }
        current = view.superview
      }
      return .normal
    }
    set {
      let before = tintAdjustmentMode
      appearance.tintAdjustmentMode = newValue
      if tintAdjustmentMode != before { notifyTintChange { $0.appearance.tintAdjustmentMode == .automatic } }
    }
  }

  /// Whether the view takes touches; true by default, false for labels and image views, as in
  /// UIKit. Kept for code that reads it: nothing here is touched.
  public var isUserInteractionEnabled: Bool {
    get { appearance.isUserInteractionEnabled ?? Self.kindAppearance?.isUserInteractionEnabled ?? true }
    set { appearance.isUserInteractionEnabled = newValue }
  }

  /// UIKit's default tint, the system blue (#007AFF).
  static let defaultTintColor = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

  /// The tint the view's own, its nearest ancestor's that has one, or the system blue.
  var effectiveTintColor: Color {
    var current: View? = self
    while let view = current {
      if let tint = view.appearance.tintColor { return tint }
      current = view.superview
    }
    return View.defaultTintColor
  }

  /// Sets the view's own tint (nil to inherit) and tells the views whose tint changed.
  func setOwnTintColor(_ color: Color?) {
    let before = effectiveTintColor
    appearance.tintColor = color
    if effectiveTintColor != before { notifyTintChange { $0.appearance.tintColor == nil } }
  }

  /// Calls ``tintColorDidChange()`` on the view and on the descendants that `inherit` what
  /// changed (a descendant with its own tint keeps it, and so does its subtree), parents first.
  func notifyTintChange(where inherits: (View) -> Bool) {
    var stack: [View] = [self]
    while let view = stack.popLast() {
      view.tintColorDidChange()
      stack.append(contentsOf: view.subviews.reversed().filter(inherits))
    }
  }

  /// The defaults of the view's class where UIKit's differ from a plain view's; nil for a plain
  /// view.
  static var kindAppearance: DefaultAppearance? {
    (self as? any AppearanceDefaults.Type)?.defaultAppearance
  }
}

/// What the view keeps of its appearance besides its ``Layer``; nil where the class's default
/// (``AppearanceDefaults``) applies until set.
struct ViewAppearance {
  var isOpaque = true
  var tag = 0
  var tintColor: Color?
  var tintAdjustmentMode = TintAdjustmentMode.automatic
  var isUserInteractionEnabled: Bool?
  var isAccessibilityElement: Bool?
  var accessibilityTraits: AccessibilityTraits?
  var accessibilityLabel: String?
}

/// A kind of view whose appearance defaults differ from a plain view's, as UIKit's controls'
/// do: a label is an accessibility element with static-text traits, reads its text as its
/// label, and takes no touches. The controls conform where they are defined.
package protocol AppearanceDefaults: View {
  /// The class's defaults.
  static var defaultAppearance: DefaultAppearance { get }
  /// The accessibility label when none is set (a label's text); nil by default.
  var defaultAccessibilityLabel: String? { get }
}

extension AppearanceDefaults {
  package var defaultAccessibilityLabel: String? { nil }
}

/// The defaults ``AppearanceDefaults`` gives.
package struct DefaultAppearance: Sendable {
  package var isAccessibilityElement: Bool
  package var accessibilityTraits: AccessibilityTraits
  package var isUserInteractionEnabled: Bool

  package init(isAccessibilityElement: Bool, accessibilityTraits: AccessibilityTraits = .none, isUserInteractionEnabled: Bool = true) {
    self.isAccessibilityElement = isAccessibilityElement
    self.accessibilityTraits = accessibilityTraits
    self.isUserInteractionEnabled = isUserInteractionEnabled
  }
}

/// How a view's tint colour is adjusted, as UIKit's `UIView.TintAdjustmentMode`.
public enum TintAdjustmentMode: Int, Sendable, Hashable, CaseIterable {
  /// The superview's mode (normal at the root). The default.
  case automatic = 0
  /// The tint colour as it is.
  case normal = 1
  /// The tint colour dimmed, as UIKit shows views behind an alert.
  case dimmed = 2
}

/// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`, with UIKit's
/// bit values.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = AccessibilityTraits([])
  /// Behaves as a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Behaves as a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// Is an image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Is selected.
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// Behaves as a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Is text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the screen when the app starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Is not enabled.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Updates its label or value often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Is adjusted continuously (a slider).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly while VoiceOver runs.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// Is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
  /// Is a header that divides content into sections.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
}
