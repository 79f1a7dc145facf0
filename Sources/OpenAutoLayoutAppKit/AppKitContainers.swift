import OpenAutoLayout
import TextMeasurement

// AppKit's containers under AppKit's names: model classes built on `AppKitView` (AppKit's
// `NSView`), as AppKitControls.swift names the controls.

/// A view that shows part of a document through a clip view: AppKit's `NSScrollView`, the
/// model's `AppKitScrollView`.
public typealias NSScrollView = AppKitScrollView
/// The view a scroll view shows its document through: AppKit's `NSClipView`.
public typealias NSClipView = ClipView
/// How a scroll view's border is drawn: AppKit's `NSBorderType`.
public typealias NSBorderType = AppKitScrollView.BorderType

/// AppKit's scroller class, for its style: `NSScroller.Style` and `preferredScrollerStyle`.
public enum NSScroller {
  /// How scrollers are shown: `.legacy` ones take room beside the content, `.overlay` ones float.
  public typealias Style = AppKitScrollView.ScrollerStyle
  /// The style the system prefers: overlay, as with a trackpad.
  public static let preferredScrollerStyle: Style = .overlay

  /// The width of a scroller of `controlSize` in `scrollerStyle`: 15 points for a regular
  /// legacy one (11 small, 9 mini), 0 for overlay scrollers, which take no room.
  public static func scrollerWidth(for controlSize: AppKitControlSize, scrollerStyle: Style) -> CGFloat {
    guard scrollerStyle == .legacy else { return 0 }
    switch controlSize {
    case .regular, .large: return AppKitScrollView.legacyScrollerWidth
    case .small: return 11
    case .mini: return 9
    }
  }
}

/// A titled, bordered group around a content view: AppKit's `NSBox`, the model's `AppKitBox`.
public typealias NSBox = AppKitBox

/// Panes side by side or stacked, with dividers: AppKit's `NSSplitView`, the model's `SplitView`.
public typealias NSSplitView = SplitView
/// Asked to limit a split view's divider moves: AppKit's `NSSplitViewDelegate`.
public typealias NSSplitViewDelegate = SplitViewDelegate
