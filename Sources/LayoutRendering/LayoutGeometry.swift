import Foundation
import OpenAutoLayout

/// Where things are in a laid-out hierarchy, in the root view's coordinates: frames converted
/// through every superview, and the position of each layout attribute.
enum LayoutGeometry {
  /// `rect`, given in `view`'s own (bounds) coordinates, in the root's coordinates.
  ///
  /// A point of a view's bounds is at `point - bounds.origin + frame.origin` in its superview;
  /// the root's own coordinates are the root coordinates.
  /// - Complexity: O(*d*), where *d* is the view's depth.
  static func convert(_ rect: CGRect, from view: View) -> CGRect {
    var rect = rect
    var current = view
    while let superview = current.superview {
      // The model's top-down frame: an AppKit view's `frame` is y up in an unflipped superview.
      let frame = current.modelFrameAnyView
      rect.origin.x += frame.minX - current.bounds.minX
      rect.origin.y += frame.minY - current.bounds.minY
      current = superview
    }
    return rect
  }

  /// The view's frame in root coordinates; the root's is its bounds at the origin.
  static func frame(of view: View) -> CGRect {
    guard let superview = view.superview else { return CGRect(origin: .zero, size: view.bounds.size) }
    return convert(view.modelFrameAnyView, from: superview)
  }

  /// The guide's layout frame in root coordinates.
  static func frame(of guide: LayoutGuide) -> CGRect {
    guard let owner = guide.owningView else { return guide.layoutFrame }
    return convert(guide.layoutFrame, from: owner)
  }

  /// The view's bounds inset by `insets`, in root coordinates (margins, safe area).
  static func bounds(of view: View, insetBy insets: EdgeInsets) -> CGRect {
    let bounds = view.bounds
    let inset = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    return convert(inset, from: view)
  }

  /// The rectangle constraints on `attribute` of `item` act on, in root coordinates: a view's
  /// alignment rectangle (its margins for margin attributes), a guide's layout frame.
  static func rect(of item: LayoutItem, for attribute: LayoutAttribute) -> CGRect? {
    if let guide = item as? LayoutGuide { return frame(of: guide) }
    guard let view = item as? View else { return nil }
    if attribute.withoutMargin != nil { return bounds(of: view, insetBy: view.layoutMargins) }
    let frame = frame(of: view)
    let insets = view.alignmentRectInsets
    return CGRect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
  }

  /// The coordinate `attribute` of `item` stands for, in root coordinates: an x for horizontal
  /// positions, a y for vertical ones, a length for sizes.
  static func position(of item: LayoutItem, _ attribute: LayoutAttribute) -> CGFloat? {
    guard let rect = rect(of: item, for: attribute) else { return nil }
    let base = attribute.withoutMargin ?? attribute
    // Leading is the left edge unless the item's view lays out right to left.
    let host = (item as? View) ?? (item as? LayoutGuide)?.owningView
    let rightToLeft = host?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    switch base {
    case .left: return rect.minX
    case .right: return rect.maxX
    case .leading: return rightToLeft ? rect.maxX : rect.minX
    case .trailing: return rightToLeft ? rect.minX : rect.maxX
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .centerX: return rect.midX
    case .centerY: return rect.midY
    case .width: return rect.width
    case .height: return rect.height
    case .firstBaseline:
      // The baseline of the view standing for this one; a view without text has its bottom.
      guard let view = item as? View else { return rect.maxY }
      let source = view.forFirstBaselineLayout
      guard let offset = source.firstBaselineOffsetFromTop else { return rect.maxY }
      return frame(of: source).minY + offset
    case .lastBaseline:
      guard let view = item as? View else { return rect.maxY }
      let source = view.forLastBaselineLayout
      guard let offset = source.lastBaselineOffsetFromBottom else { return rect.maxY }
      return frame(of: source).maxY - offset
    default: return nil
    }
  }
}
