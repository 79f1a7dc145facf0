import Foundation
import OpenAutoLayout
import TextMeasurement

/// A view's appearance in a scene: what its layer and its properties say about how it is drawn.
extension RenderItem {
  /// Takes `view`'s appearance (``RenderStyle``). Its ancestors up to `top` count for opacity and
  /// clipping; all of them when `top` is nil, none above `top` (a drawing of `top`'s subtree
  /// does not show what is above it).
  mutating func showAppearance(of view: View, upTo top: View?) {
    let layer = view.layer
    let ancestors = RenderScene.ancestors(of: view, upTo: top)
    style.opacity = ([view] + ancestors).reduce(1) { $0 * min(max($1.alpha, 0), 1) }
    style.cornerRadius = max(0, layer.cornerRadius)
    style.maskedCorners = layer.maskedCorners
    if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
      style.border = RenderBorder(width: layer.borderWidth, color: color)
    }
    // A layer that masks to its bounds cuts its own shadow off, as in UIKit.
    if layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0, !layer.masksToBounds {
      style.shadow = RenderShadow(
        color: color, opacity: CGFloat(min(layer.shadowOpacity, 1)), offset: layer.shadowOffset,
        radius: max(0, layer.shadowRadius))
    }
    switch view {
    case let label as Label: style.textColor = label.textColor
    case let field as TextField: style.textColor = field.textColor
    case let textView as TextView: style.textColor = textView.textColor
    case let button as Button: style.textColor = button.assignedTitleColor
    // AppKit's titles are drawn in the control text colour (black at 85 %), not in the tint.
    case let field as AppKitTextField: style.textColor = field.textColor
    case let button as AppKitButton: style.textColor = button.contentTintColor ?? Color(white: 0, alpha: 0.85)
    case is PopUpButton, is AppKitSegmentedControl: style.textColor = Color(white: 0, alpha: 0.85)
    default: break
    }
    style.tintColor = view.tintColor
    switch view {
    case let imageView as ImageView: style.imageRect = imageView.imageRect
    case let button as Button: style.imageRect = button.imageRect(in: button.bounds)
    default: break
    }
    style.imageRect = style.imageRect.map { LayoutGeometry.convert($0, from: view) }
    style.clipsOwnContent = view.clipsToBounds
    style.depth = ancestors.count
    style.roundedClips = ancestors.reversed().filter { $0.clipsToBounds && $0.layer.cornerRadius > 0 }.map {
      RoundedRect(
        rect: LayoutGeometry.bounds(of: $0, insetBy: .zero), radius: $0.layer.cornerRadius,
        corners: $0.layer.maskedCorners)
    }
  }
}

extension RenderScene {
  /// `view`'s superviews, nearest first, up to and including `top` (all when `top` is nil; none
  /// when `view` is `top`).
  static func ancestors(of view: View, upTo top: View?) -> [View] {
    guard view !== top else { return [] }
    var result: [View] = []
    var ancestor = view.superview
    while let each = ancestor {
      result.append(each)
      if each === top { break }
      ancestor = each.superview
    }
    return result
  }
}
