import Foundation

/// What draws a view, as Core Animation's `CALayer` (`view.layer`): rounded corners, a border, a
/// shadow, and the view's background colour, opacity and clipping, which UIKit keeps on the
/// layer.
///
/// Each view has one layer for its lifetime. Three of its properties are the view's under
/// another name, as in UIKit: ``backgroundColor`` is ``View/backgroundColor``, ``opacity`` is
/// ``View/alpha`` and ``masksToBounds`` is ``View/clipsToBounds``. None of them affects layout:
/// they are kept for drawing (LayoutRendering draws them) and for code that reads them back.
///
/// Colours are ``Color``s, where Core Animation takes `CGColor`s: `OpenAutoLayoutUIKit` names
/// ``Color`` `CGColor` and gives it `cgColor`, so `layer.borderColor = UIColor.red.cgColor`
/// compiles unchanged.
open class Layer {
  /// The radius of the rounded corners, in points; 0 (square) by default. It rounds the
  /// background and the border; it clips the content only with ``masksToBounds``.
  public var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds; all four by default.
  public var maskedCorners: CornerMask = .all
  /// The shape of the rounded corners; ``CornerCurve/circular`` by default. Drawings show both
  /// as circular arcs.
  public var cornerCurve: CornerCurve = .circular
  /// The width of the border drawn inside the bounds, in points; 0 (none) by default.
  public var borderWidth: CGFloat = 0
  /// The border's colour; opaque black by default, as Core Animation's.
  public var borderColor: Color? = .black
  /// Whether the content (subviews) is clipped to the bounds and the rounded corners; false by
  /// default. The view's ``View/clipsToBounds``. A layer that clips shows no shadow, as in UIKit.
  public var masksToBounds = false
  /// The shadow's colour; opaque black by default.
  public var shadowColor: Color? = .black
  /// The shadow's opacity, 0…1; 0 (no shadow) by default.
  public var shadowOpacity: Float = 0
  /// How far the shadow is moved; (0, −3), upwards, by default, as Core Animation's.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow, in points; 3 by default.
  public var shadowRadius: CGFloat = 3
  /// The colour filling the bounds; nil (transparent) by default. The view's
  /// ``View/backgroundColor``.
  public var backgroundColor: Color?
  /// The opacity as the view stores it (``View/alpha``), kept in `CGFloat` so that the view
  /// reads back what it was given.
  var alpha: CGFloat = 1

  /// The opacity, 0…1; 1 by default. The view's ``View/alpha``, in Core Animation's `Float`.
  public var opacity: Float {
    get { Float(alpha) }
    set { alpha = CGFloat(newValue) }
  }

  /// A layer with Core Animation's defaults.
  public init() {}
}

/// The corners of a layer that ``Layer/cornerRadius`` rounds, as Core Animation's `CACornerMask`.
///
/// UIKit's layers are flipped: the minimum y is the top, so ``layerMinXMinYCorner`` is the
/// top-left corner.
public struct CornerMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top-left corner.
  public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
  /// All four corners, the default.
  public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The shape of rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CornerCurve: RawRepresentable, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Quarter circles, the default.
  public static let circular = CornerCurve(rawValue: "circular")
  /// A continuous curve, the "squircle" of the system's own controls.
  public static let continuous = CornerCurve(rawValue: "continuous")
}
