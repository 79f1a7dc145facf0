import Foundation
import OpenAutoLayout

/// What draws a view: Core Animation's `CALayer`, the model's `Layer` (`view.layer`), with
/// `cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`, the shadow's colour, opacity,
/// offset and radius, `opacity`, `backgroundColor`, `maskedCorners` and `cornerCurve`.
public typealias CALayer = Layer

/// The corners a layer rounds: Core Animation's `CACornerMask`, the model's `CornerMask`.
public typealias CACornerMask = CornerMask

/// The shape of a layer's rounded corners: Core Animation's `CALayerCornerCurve`, the model's
/// `CornerCurve`.
public typealias CALayerCornerCurve = CornerCurve

/// A colour as Core Graphics passes it to layers: here the same `Color` as `UIColor`, so that
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

/// Core Animation's animation keys: changes are never animated here (UIView+Animation.swift
/// applies them at once), so a layer has no animations to find or remove. Code that cancels a
/// running animation before changing a frame compiles and does what it would after the animation.
extension Layer {
  /// The keys of the layer's running animations: nil, as Core Animation answers with none.
  public func animationKeys() -> [String]? { nil }

  /// Removes the animation under `key`: there is none.
  public func removeAnimation(forKey key: String) {}

  /// Removes every animation: there is none.
  public func removeAllAnimations() {}
}
