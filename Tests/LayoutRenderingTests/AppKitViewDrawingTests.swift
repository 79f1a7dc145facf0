import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutRendering

/// AppKit views (the model's `AppKitView`, AppKit's `NSView`) report frames that grow upward in
/// an unflipped superview; a drawing is top-down, so it must place them by the model's geometry.
@Suite struct AppKitViewDrawingTests {
  @Test("an unflipped AppKit hierarchy is drawn as it looks: a view pinned to the top is at the top")
  func unflippedHierarchy() {
    let root = AppKitView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let bar = AppKitView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    let inner = AppKitView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    bar.addSubview(inner)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      bar.widthAnchor.constraint(equalToConstant: 50), bar.heightAnchor.constraint(equalToConstant: 30),
      inner.topAnchor.constraint(equalTo: bar.topAnchor, constant: 5),
      inner.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 5),
      inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // AppKit's frames: the bar's bottom is 100 − 10 − 30 = 60 above the root's; the inner
    // view's 30 − 5 − 10 = 15 above the bar's.
    #expect(bar.frame == CGRect(x: 10, y: 60, width: 50, height: 30))
    #expect(inner.frame == CGRect(x: 5, y: 15, width: 10, height: 10))
    // Drawn top-down: the bar 10 from the top, the inner view 10 + 5 = 15 from it.
    let rects = RenderScene(view: root).items.map(\.rect)
    #expect(rects == [
      CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 10, y: 10, width: 50, height: 30),
      CGRect(x: 15, y: 15, width: 10, height: 10),
    ])
  }
}
