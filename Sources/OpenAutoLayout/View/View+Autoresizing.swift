import Foundation

/// Autoresizing masks as constraints (behaviour-1 §1.4, §1.7; spec decision 8).
///
/// On each axis the frame splits the superview's extent into three parts: the leading margin,
/// the size and the trailing margin. When the superview's extent changes by Δ, the flexible
/// parts share Δ in proportion to their current sizes (equally when they are all 0), and the
/// fixed parts keep their size. That rule is linear in the superview's size, so it is two
/// required constraints per axis: the view's centre and its size, each a multiple of the
/// superview's size plus a constant. Being proportional, it is also path-independent: resizing
/// in two steps lands where one step does.
extension View {
  func autoresizingDidChange() {
    needsAutoresizingUpdate = true
    enqueueForUpdate()
  }

  /// Replaces the autoresizing constraints with ones for the current frame and mask, changing
  /// constants in place when the shape of the constraints stays the same.
  func syncAutoresizingConstraints() {
    // A subview hosting its own engine is placed by its frame, outside its superview's engine.
    guard translatesAutoresizingMaskIntoConstraints, let parent = superview, !hasContext else {
      for constraint in autoresizingConstraints { constraint.owner?.uninstall(constraint) }
      autoresizingConstraints = []
      return
    }
    let wanted =
      autoresizingParts(axis: .horizontal, parent: parent) + autoresizingParts(axis: .vertical, parent: parent)
    let sameShape =
      autoresizingConstraints.count == wanted.count
      && zip(autoresizingConstraints, wanted).allSatisfy { old, new in
        old.owner === parent && old.firstAttribute == new.attribute && old.multiplier == new.multiplier
          && (old.secondItem == nil) == (new.multiplier == 0)
      }
    if sameShape {
      for (constraint, part) in zip(autoresizingConstraints, wanted) { constraint.constant = part.constant }
      return
    }
    for constraint in autoresizingConstraints { constraint.owner?.uninstall(constraint) }
    autoresizingConstraints = wanted.map { part in
      let dimension: LayoutAttribute = part.attribute.axis == .horizontal ? .width : .height
      return LayoutConstraint(
        first: .attribute(WeakItem(self), part.attribute), relation: .equal,
        second: part.multiplier == 0 ? nil : .attribute(WeakItem(parent), dimension),
        multiplier: part.multiplier, constant: part.constant, origin: .autoresizingMask)
    }
    for constraint in autoresizingConstraints { parent.install(constraint) }
  }

  /// The mask in Apple's log notation, `h=--& v=--&`: per axis leading margin, size and trailing
  /// margin, `&` flexible and `-` fixed. An axis with nothing flexible shows its trailing margin
  /// flexible, as UIKit's do: that margin is the one that takes a change of the superview's size.
  public var autoresizingMaskText: String {
    func axis(_ leading: AutoresizingMask, _ size: AutoresizingMask, _ trailing: AutoresizingMask) -> String {
      let flags = [leading, size, trailing].map { autoresizingMask.contains($0) }
      let shown = flags.contains(true) ? flags : [false, false, true]
      return shown.map { $0 ? "&" : "-" }.joined()
    }
    return "h=\(axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) "
      + "v=\(axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
  }

  /// The centre and size constraints of one axis: `attribute == multiplier × parent.size + constant`.
  private func autoresizingParts(
    axis: LayoutAxis, parent: View
  ) -> [(attribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat)] {
    let horizontal = axis == .horizontal
    // A view with another public convention (AppKit's NSView) gives its frame and mask in the
    // model's terms: top-down, UIKit's margins.
    let appKit = self as? AppKitView
    let frame = appKit?.modelFrame ?? self.frame
    let autoresizingMask = appKit?.modelAutoresizingMask ?? self.autoresizingMask
    // The frame stands for the superview's size it was meant for; the constants carry the
    // change since then.
    let reference = autoresizingReferenceSize ?? parent.storedBounds.size
    let extent = horizontal ? reference.width : reference.height
    let leading = horizontal ? frame.minX : frame.minY
    let size = horizontal ? frame.width : frame.height
    let trailing = extent - leading - size
    let flexible = [
      autoresizingMask.contains(horizontal ? .flexibleLeftMargin : .flexibleTopMargin),
      autoresizingMask.contains(horizontal ? .flexibleWidth : .flexibleHeight),
      autoresizingMask.contains(horizontal ? .flexibleRightMargin : .flexibleBottomMargin),
    ]
    let parts = [leading, size, trailing]
    let total = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
    let count = CGFloat(flexible.filter { $0 }.count)
    // The share of Δ each part takes.
    let share = (0..<3).map { index -> CGFloat in
      guard flexible[index] else { return 0 }
      return total != 0 ? parts[index] / total : 1 / count
    }
    // In alignment-rectangle terms: the frame's centre and size, less the view's insets; the
    // parent's engine size is its alignment size, so its insets join the constant.
    let own = alignmentRectInsets, parentInsets = parent.alignmentRectInsets
    let ownLeading = horizontal ? own.left : own.top, ownTrailing = horizontal ? own.right : own.bottom
    let parentExtra = horizontal ? parentInsets.left + parentInsets.right : parentInsets.top + parentInsets.bottom
    let centerMultiplier = share[0] + share[1] / 2
    let sizeMultiplier = share[1]
    let center = leading + size / 2 - (ownTrailing - ownLeading) / 2
    return [
      (horizontal ? .centerX : .centerY, centerMultiplier, center + centerMultiplier * (parentExtra - extent)),
      (
        horizontal ? .width : .height, sizeMultiplier,
        size - ownLeading - ownTrailing + sizeMultiplier * (parentExtra - extent)
      ),
    ]
  }
}
