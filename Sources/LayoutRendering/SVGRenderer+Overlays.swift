import Foundation

/// The frames, margins, safe-area and guides overlays.
extension SVGRenderer {
  /// Each visible view's frame outlined, its id in the top-left corner (clipped as the view is).
  static func frameElements(_ scene: RenderScene) -> [String] {
    scene.items.filter { !$0.isGuide && !$0.isHidden }.flatMap { item in
      clipped(
        item,
        [
          rect(item.rect, ("fill", "none"), ("stroke", RenderPalette.frame), ("stroke-width", "1")),
          caption(item.id, at: CGPoint(x: item.rect.minX + 2, y: item.rect.minY + 10), color: RenderPalette.frame),
        ])
    }
  }

  /// The band between each visible view's frame and its margins.
  static func marginElements(_ scene: RenderScene) -> [String] {
    scene.items.flatMap { item -> [String] in
      guard !item.isGuide, !item.isHidden, let margins = item.margins, margins != item.rect else { return [] }
      return clipped(
        item,
        [
          band(
            outer: item.rect, inner: margins,
            [("fill", RenderPalette.margins), ("fill-opacity", RenderPalette.marginsOpacity)])
        ])
    }
  }

  /// The band between the root view's bounds and its safe area (the first item is the root).
  static func safeAreaElements(_ scene: RenderScene) -> [String] {
    guard let root = scene.items.first(where: { !$0.isGuide }), let safeArea = root.safeArea, safeArea != root.rect
    else { return [] }
    return [
      band(
        outer: root.rect, inner: safeArea,
        [("fill", RenderPalette.safeArea), ("fill-opacity", RenderPalette.safeAreaOpacity)])
    ]
  }

  /// Each guide as a dashed outline with its id (purple when ambiguous).
  static func guideElements(_ scene: RenderScene) -> [String] {
    scene.items.filter { $0.isGuide && !$0.isHidden }.flatMap { guide in
      let color = guide.isAmbiguous ? RenderPalette.ambiguous : RenderPalette.guide
      return [
        rect(guide.rect, ("fill", "none"), ("stroke", color), ("stroke-width", "1.5"), ("stroke-dasharray", "4 3")),
        caption(guide.id, at: CGPoint(x: guide.rect.minX + 2, y: guide.rect.minY + 10), color: color),
      ]
    }
  }

  /// A small line of text starting at `point` (its baseline).
  static func caption(_ text: String, at point: CGPoint, color: String, anchor: String = "start") -> String {
    Element(
      "text",
      [
        ("x", Markup.number(point.x)), ("y", Markup.number(point.y)), ("font-size", "9"), ("fill", color),
      ] + (anchor == "start" ? [] : [("text-anchor", anchor)])
    ).wrapping(Markup.escape(text))
  }
}
