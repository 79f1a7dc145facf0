import Foundation

/// A strip at the top or bottom of a view controller's view that content should stay clear of,
/// as UIKit's `UILayoutSupport`: the type of ``ViewController/topLayoutGuide`` and
/// ``ViewController/bottomLayoutGuide``.
///
/// UIKit deprecated both guides in iOS 11 for the safe area, which they now follow: the top
/// guide spans from the top of the view to the top of its safe area (the status bar and a
/// navigation bar), the bottom guide from the bottom of the safe area to the bottom of the view.
/// Code from before iOS 11 constrains to them, by anchor or as a constraint's item:
///
/// ```swift
/// label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8)
/// NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal,
///                    toItem: topLayoutGuide, attribute: .bottom, multiplier: 1, constant: 8)
/// ```
public protocol LayoutSupport: LayoutItem {
  /// The strip's height after the last layout: how far content should stay from the edge.
  var length: CGFloat { get }
  /// The strip's top edge.
  var topAnchor: LayoutYAxisAnchor { get }
  /// The strip's bottom edge.
  var bottomAnchor: LayoutYAxisAnchor { get }
  /// The strip's height.
  var heightAnchor: LayoutDimension { get }
}

/// Which edge of its view a layout-support guide stands on.
package enum LayoutSupportEdge: Sendable {
  case top, bottom
}

/// A controller's legacy top or bottom layout guide: a layout guide of its root view, held
/// between the view's edge and its safe area. UIKit's class is `_UILayoutGuide`, as logs show.
final class LayoutSupportGuide: LayoutGuide, LayoutSupport {
  let edge: LayoutSupportEdge

  init(edge: LayoutSupportEdge) {
    self.edge = edge
    super.init()
  }

  var length: CGFloat { layoutFrame.height }
}

extension View {
  /// The view's legacy layout guide at `edge`, made on first use: added to the view and
  /// constrained from the view's top to its safe area's top (or from the safe area's bottom to
  /// the view's bottom), across the view's width. Layout documents and Interface Builder
  /// scenes use it for IB's `topLayoutGuide` and `bottomLayoutGuide`.
  package func layoutSupportGuide(_ edge: LayoutSupportEdge) -> LayoutGuide {
    supportGuide(edge)
  }

  func supportGuide(_ edge: LayoutSupportEdge) -> LayoutSupportGuide {
    for case let guide as LayoutSupportGuide in layoutGuides where guide.edge == edge { return guide }
    let guide = LayoutSupportGuide(edge: edge)
    addLayoutGuide(guide)
    let safeArea = safeAreaLayoutGuide
    let vertical =
      edge == .top
      ? [guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)]
      : [guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor)]
    let horizontal = [
      guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.trailingAnchor.constraint(equalTo: trailingAnchor),
    ]
    LayoutConstraint.activate(vertical + horizontal)
    return guide
  }
}

extension ViewController {
  /// The strip from the top of the root view to the top of its safe area — the status bar and
  /// a navigation bar — as UIKit's deprecated `topLayoutGuide`. Loads the view.
  ///
  /// Prefer `view.safeAreaLayoutGuide.topAnchor`, which UIKit names as its replacement and
  /// which is the same edge as this guide's `bottomAnchor`.
  public var topLayoutGuide: any LayoutSupport {
    view.supportGuide(.top)
  }

  /// The strip from the bottom of the root view's safe area — the home indicator, a tab bar or
  /// a toolbar — to the bottom of the view, as UIKit's deprecated `bottomLayoutGuide`. Loads the
  /// view.
  ///
  /// Prefer `view.safeAreaLayoutGuide.bottomAnchor`, the same edge as this guide's `topAnchor`.
  public var bottomLayoutGuide: any LayoutSupport {
    view.supportGuide(.bottom)
  }
}
