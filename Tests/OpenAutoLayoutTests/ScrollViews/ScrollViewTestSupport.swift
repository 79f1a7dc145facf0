import Foundation
import Testing

@testable import OpenAutoLayout

// Helpers for the scroll-view and list tests (behaviour-2 §1.19–§1.24, S31–S36).

/// A root of `width` × `height` at scale 2 with `safeArea` as its screen's insets, holding a
/// scroll view named `scrollView` pinned to its edges (as in S31–S33).
func scrollScene(
  _ width: CGFloat, _ height: CGFloat, safeArea: EdgeInsets = .zero, inNavigationController: Bool = false
) -> (root: View, scrollView: ScrollView) {
  let root = makeRoot(width, height)
  root.overrideTraitCollection = TraitCollection(displayScale: 2)
  root.rootSafeAreaInsets = safeArea
  let scrollView = ScrollView()
  scrollView.accessibilityIdentifier = "scrollView"
  scrollView.translatesAutoresizingMaskIntoConstraints = false
  scrollView.isInNavigationOrTabBarController = inNavigationController
  root.addSubview(scrollView)
  pinEdges(of: scrollView, to: root)
  return (root, scrollView)
}

/// Activates `view`'s four edges equal to `item`'s.
@discardableResult
func pinEdges(of view: View, to item: LayoutItem) -> [LayoutConstraint] {
  let constraints = [
    view.leadingAnchor.constraint(equalTo: item.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: item.trailingAnchor),
    view.topAnchor.constraint(equalTo: item.topAnchor),
    view.bottomAnchor.constraint(equalTo: item.bottomAnchor),
  ]
  LayoutConstraint.activate(constraints)
  return constraints
}

/// How S31's container is tied to its scroll view: v3 writes the guides, v2 the scroll view's
/// own anchors (edges for the content area, width for the frame).
enum ContentPinning: String, CaseIterable, Sendable {
  case guides, scrollViewAnchors
}

/// S31's content: a container (default margins 8) holding a label 67 high, an image 300 × 300
/// and a button 58 high, stacked 8 apart between the container's margins.
struct S31Content {
  let container: View
  let label: StubView
  let image: StubView
  let button: StubView
  /// `container.width == frameLayoutGuide.width` (or `== scrollView.width`).
  let widthConstraint: LayoutConstraint

  init(in scrollView: ScrollView, pinning: ContentPinning) {
    container = addView("container", to: scrollView)
    label = StubView("label", width: 120, height: 67)
    image = StubView("image", width: 300, height: 300)
    button = StubView("button", width: 80, height: 58)
    let margins = container.layoutMarginsGuide
    for view in [label, image, button] {
      container.addSubview(view)
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      image.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
      button.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
      button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    switch pinning {
    case .guides:
      pinEdges(of: container, to: scrollView.contentLayoutGuide)
      widthConstraint = container.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)
    case .scrollViewAnchors:
      pinEdges(of: container, to: scrollView)
      widthConstraint = container.widthAnchor.constraint(equalTo: scrollView.widthAnchor)
    }
    widthConstraint.isActive = true
  }
}

/// Asserts a point, within `tolerance` on each coordinate.
func expectPoint(
  _ point: CGPoint, _ x: CGFloat, _ y: CGFloat, tolerance: CGFloat = 0.001, _ name: String = "point",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let ok = abs(point.x - x) <= tolerance && abs(point.y - y) <= tolerance
  #expect(ok, "\(name): expected (\(x), \(y)), got \(point)", sourceLocation: sourceLocation)
}

/// Asserts a size, within `tolerance` on each component.
func expectSize(
  _ size: CGSize, _ width: CGFloat, _ height: CGFloat, tolerance: CGFloat = 0.001, _ name: String = "size",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let ok = abs(size.width - width) <= tolerance && abs(size.height - height) <= tolerance
  #expect(ok, "\(name): expected (\(width), \(height)), got \(size)", sourceLocation: sourceLocation)
}

