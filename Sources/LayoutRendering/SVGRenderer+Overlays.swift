import Foundation

/// The frames, margins, safe-area and guides overlays.
extension SVGRenderer {
  /// Each visible view's frame outlined (clipped as the view is), and its id where `labels`
  /// placed it: in its top-left corner when there is room.
  static func frameElements(_ scene: RenderScene, labels: SceneLabels) -> [String] {
    scene.items.enumerated().filter { !$0.element.isGuide && !$0.element.isHidden }.flatMap { index, item in
      clipped(item, [rect(item.rect, ("fill", "none"), ("stroke", RenderPalette.frame), ("stroke-width", "1"))])
        + captionElements(item.id, labels.captions[index], color: RenderPalette.frame)
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

  /// Each guide as a dashed outline with its id where `labels` placed it (purple when ambiguous).
  static func guideElements(_ scene: RenderScene, labels: SceneLabels) -> [String] {
    scene.items.enumerated().filter { $0.element.isGuide && !$0.element.isHidden }.flatMap { index, guide in
      let color = guide.isAmbiguous ? RenderPalette.ambiguous : RenderPalette.guide
      return [
        rect(guide.rect, ("fill", "none"), ("stroke", color), ("stroke-width", "1.5"), ("stroke-dasharray", "4 3"))
      ] + captionElements(guide.id, labels.captions[index], color: color)
    }
  }

  /// An id caption in its placed box, on a pale backing, with a leader line when it had to move
  /// away from its corner; nothing when it was left out.
  static func captionElements(_ text: String, _ placement: LabelPlacement.Placement?, color: String) -> [String] {
    guard let placement else { return [] }
    let box = placement.box
    return (placement.leader.map { [leaderLine(from: $0, to: box, color: color)] } ?? []) + [
      rect(box, ("class", "label"), ("fill", "#ffffff"), ("fill-opacity", "0.7")),
      Element(
        "text",
        [
          ("x", Markup.number(box.minX + 1.5)), ("y", Markup.number(box.maxY - 2.5)),
          ("font-size", Markup.number(SceneLabels.captionFontSize)), ("fill", color),
        ]
      ).wrapping(Markup.escape(text)),
    ]
  }
}
