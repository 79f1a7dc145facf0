import Foundation
import OpenAutoLayout

/// What draws a view: Core Animation's `CALayer`, the model's ``Layer`` (`view.layer`), with
/// `cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`, the shadow's colour, opacity,
/// offset and radius, `opacity`, `backgroundColor`, `maskedCorners` and `cornerCurve`.
public typealias CALayer = Layer

/// The corners a layer rounds: Core Animation's `CACornerMask`, the model's ``CornerMask``.
public typealias CACornerMask = CornerMask

/// The shape of a layer's rounded corners: Core Animation's `CALayerCornerCurve`, the model's
/// ``CornerCurve``.
public typealias CALayerCornerCurve = CornerCurve

/// A colour as Core Graphics passes it to layers: here the same ``Color`` as `UIColor`, so that
/// `layer.borderColor = UIColor.red.cgColor` compiles unchanged (Linux has no Core Graphics).
public typealias CGColor = Color

extension Color {
  /// The colour as a `CGColor`: the colour itself, as UIKit's `UIColor.cgColor`.
  public var cgColor: CGColor { self }

  /// The colour of a `CGColor`, as `UIColor(cgColor:)`.
  public init(cgColor: CGColor) {
    self = cgColor
  }
}
