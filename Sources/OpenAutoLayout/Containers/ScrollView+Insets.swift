import Foundation

/// Content insets, the safe area and the range of offsets (behaviour-2 §1.19, §1.20).
extension ScrollView {
  /// How the safe area is added to ``ScrollView/contentInset``, as UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As ``scrollableAxes``, except that the vertical insets are always adjusted when the
    /// scroll view is in a navigation or tab bar controller
    /// (``ScrollView/isInNavigationOrTabBarController``).
    case automatic
    /// The top and bottom insets include the safe area when the content is taller than the
    /// scroll view (or ``ScrollView/alwaysBounceVertical``); the left and right ones when it is
    /// wider (or ``ScrollView/alwaysBounceHorizontal``).
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added.
    case always
  }

  /// The insets the content is actually laid out with: ``contentInset`` plus the parts of the
  /// safe area that ``contentInsetAdjustmentBehavior`` adds.
  public var adjustedContentInset: EdgeInsets {
    contentInset + absorbedSafeArea(safeAreaInsets)
  }

  /// The smallest offset scrolling reaches: `−adjustedContentInset.left`, `−adjustedContentInset.top`
  /// (behaviour-2 §1.20). The model's name; UIKit users compute it.
  public var minimumContentOffset: CGPoint {
    let insets = adjustedContentInset
    return CGPoint(x: -insets.left, y: -insets.top)
  }

  /// The largest offset scrolling reaches: the content's far edge plus its inset, less the
  /// bounds (`contentSize.height + adjustedContentInset.bottom − bounds.height`, behaviour-2
  /// §1.20), and never below ``minimumContentOffset``.
  public var maximumContentOffset: CGPoint {
    let insets = adjustedContentInset, size = contentSize, minimum = minimumContentOffset
    return CGPoint(
      x: max(minimum.x, size.width + insets.right - bounds.width),
      y: max(minimum.y, size.height + insets.bottom - bounds.height))
  }

  /// Scrolls as little as possible to show `rect`, in content coordinates, inside the area the
  /// adjusted content inset leaves, within the range of offsets.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let insets = adjustedContentInset
    var offset = contentOffset
    let visibleWidth = bounds.width - insets.left - insets.right
    let visibleHeight = bounds.height - insets.top - insets.bottom
    func scroll(_ current: CGFloat, _ minEdge: CGFloat, _ maxEdge: CGFloat, _ inset: CGFloat, _ extent: CGFloat)
      -> CGFloat
    {
      let start = current + inset
      if maxEdge > start + extent { return min(minEdge, maxEdge - extent) - inset }
      if minEdge < start { return minEdge - inset }
      return current
    }
    offset.x = scroll(offset.x, rect.minX, rect.maxX, insets.left, visibleWidth)
    offset.y = scroll(offset.y, rect.minY, rect.maxY, insets.top, visibleHeight)
    let lower = minimumContentOffset, upper = maximumContentOffset
    contentOffset = CGPoint(x: min(max(offset.x, lower.x), upper.x), y: min(max(offset.y, lower.y), upper.y))
  }

  /// Which axes take the safe area into ``adjustedContentInset``.
  private var adjustedAxes: (horizontal: Bool, vertical: Bool) {
    let size = contentSize
    let horizontal = size.width > bounds.width || alwaysBounceHorizontal
    let vertical = size.height > bounds.height || alwaysBounceVertical
    switch contentInsetAdjustmentBehavior {
    case .never: return (false, false)
    case .always: return (true, true)
    case .scrollableAxes: return (horizontal, vertical)
    case .automatic: return (horizontal, vertical || isInNavigationOrTabBarController)
    }
  }

  /// The part of `safeArea` the adjusted content inset takes in.
  func absorbedSafeArea(_ safeArea: EdgeInsets) -> EdgeInsets {
    let axes = adjustedAxes
    return EdgeInsets(
      top: axes.vertical ? safeArea.top : 0, left: axes.horizontal ? safeArea.left : 0,
      bottom: axes.vertical ? safeArea.bottom : 0, right: axes.horizontal ? safeArea.right : 0)
  }

  /// Recomputes ``adjustedContentInset`` after a layout pass. When it changes, an offset resting
  /// at the old minimum moves to the new one — the content stays just below a bar, as UIKit
  /// places it when the scroll view first appears — and the subviews' safe areas, which exclude
  /// what the inset absorbed, are recomputed.
  func updateAdjustedContentInset() {
    let adjusted = adjustedContentInset
    let old = lastAdjustedContentInset ?? .zero
    guard adjusted != lastAdjustedContentInset else { return }
    lastAdjustedContentInset = adjusted
    var offset = contentOffset
    if offset.x == -old.left { offset.x = -adjusted.left }
    if offset.y == -old.top { offset.y = -adjusted.top }
    contentOffset = offset
    for subview in subviews { subview.enqueueInsetsRefresh() }
    adjustedContentInsetDidChange()
  }
}

extension View {
  /// The safe area the view's subviews measure theirs against: its own, except that a scroll
  /// view keeps what its adjusted content inset already absorbed, so that content scrolled under
  /// a bar is not inset a second time.
  func safeAreaInsetsForSubviews(_ engine: LayoutEngine?, memo context: HierarchyContext? = nil) -> EdgeInsets {
    let own = computedSafeAreaInsets(engine, memo: context)
    guard let scrollView = self as? ScrollView else { return own }
    let absorbed = scrollView.absorbedSafeArea(own)
    return EdgeInsets(
      top: own.top - absorbed.top, left: own.left - absorbed.left, bottom: own.bottom - absorbed.bottom,
      right: own.right - absorbed.right)
  }

  /// The view's frame from the engine, relative to its superview's visible area: a scroll
  /// view's subviews are measured in content coordinates, so the offset is taken off.
  func engineFrameInVisibleArea(_ engine: LayoutEngine?) -> CGRect {
    let frame = engineFrame(engine)
    guard let scrollView = superview as? ScrollView else { return frame }
    let offset = scrollView.contentOffset
    return frame.offsetBy(dx: -offset.x, dy: -offset.y)
  }
}
