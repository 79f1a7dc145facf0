import Foundation
import OpenAutoLayout

// AppKit's names for the layout cycle and the view's layout properties.
extension NSView {
  /// Whether the view needs a layout pass; setting it true is `setNeedsLayout()`, as AppKit's.
  public var needsLayout: Bool {
    get { needsLayoutFlag }
    set { if newValue { setNeedsLayout() } }
  }

  /// Whether the view's constraints need updating; setting it true is
  /// `setNeedsUpdateConstraints()`, as AppKit's.
  public var needsUpdateConstraints: Bool {
    get { needsUpdateConstraints() }
    set { if newValue { setNeedsUpdateConstraints() } }
  }

  /// Runs the update-constraints and layout passes for the view's hierarchy, as AppKit's
  /// `layoutSubtreeIfNeeded()` (the model's `layoutIfNeeded()`).
  public func layoutSubtreeIfNeeded() { layoutIfNeeded() }

  /// Runs the update-constraints pass for the subtree, as AppKit's
  /// `updateConstraintsForSubtreeIfNeeded()`.
  public func updateConstraintsForSubtreeIfNeeded() { updateConstraintsIfNeeded() }

  /// The smallest size the view's constraints allow, as AppKit's `fittingSize`: the model's
  /// `systemLayoutSizeFitting(_:)` of the compressed size.
  public var fittingSize: CGSize { systemLayoutSizeFitting(View.layoutFittingCompressedSize) }

  /// The view's layout direction, as AppKit's: setting it forces leading and trailing for this
  /// view and its subtree (the model's `semanticContentAttribute`).
  public var userInterfaceLayoutDirection: NSUserInterfaceLayoutDirection {
    get { effectiveUserInterfaceLayoutDirection }
    set { semanticContentAttribute = newValue == .rightToLeft ? .forceRightToLeft : .forceLeftToRight }
  }

  /// The view's identifier in logs and traces, as AppKit's `identifier` (the model's
  /// `accessibilityIdentifier`).
  public var identifier: NSUserInterfaceItemIdentifier? {
    get { accessibilityIdentifier.map(NSUserInterfaceItemIdentifier.init(rawValue:)) }
    set { accessibilityIdentifier = newValue?.rawValue }
  }
}

/// A name for a view or other interface item, as AppKit's `NSUserInterfaceItemIdentifier`.
public struct NSUserInterfaceItemIdentifier: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
