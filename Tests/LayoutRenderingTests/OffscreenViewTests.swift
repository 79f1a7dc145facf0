import Foundation
import LayoutDocuments
import Testing

@testable import LayoutRendering

/// `RenderScene.offscreenViewIDs`: the views a person on that screen could not see.
@Suite("Views off the screen", .timeLimit(.minutes(10)))
struct OffscreenViewTests {
  @Test("Only visible views outside the canvas and outside scroll views count; half a point is rounding")
  func offscreen() {
    let scrolled = CGRect(x: 0, y: 0, width: 100, height: 50)
    let scene = RenderScene(
      canvas: CGSize(width: 100, height: 100), title: "t",
      items: [
        RenderItem(id: "root", rect: CGRect(x: 0, y: 0, width: 100, height: 100)),
        RenderItem(id: "inside", rect: CGRect(x: 10, y: 10, width: 20, height: 20)),
        RenderItem(id: "below", rect: CGRect(x: 10, y: 90, width: 20, height: 20)),
        RenderItem(id: "left", rect: CGRect(x: -5, y: 10, width: 20, height: 20)),
        RenderItem(id: "hidden", rect: CGRect(x: 90, y: 90, width: 20, height: 20), isHidden: true),
        RenderItem(id: "guide", isGuide: true, rect: CGRect(x: 90, y: 90, width: 20, height: 20)),
        RenderItem(id: "scrolled", rect: CGRect(x: 0, y: 40, width: 100, height: 200), clip: scrolled),
        RenderItem(id: "rounding", rect: CGRect(x: 0, y: 0, width: 100.4, height: 100)),
        RenderItem(id: "empty", rect: CGRect(x: 100, y: 120, width: 0, height: 0)),
        RenderItem(id: "line", rect: CGRect(x: 0, y: 120, width: 100, height: 0)),
      ])
    #expect(scene.offscreenViewIDs == ["below", "left", "line"])
  }
}
