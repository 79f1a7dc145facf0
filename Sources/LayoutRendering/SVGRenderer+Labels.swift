import Foundation

/// The labels of one render, placed before anything is drawn: guide ids, then view ids (the
/// frames overlay), then the constraints' labels and badges, each kept clear of the others and
/// of the views' own text by a ``LabelPlacement`` on the canvas.
struct SceneLabels {
  /// Height of a constraint's label, and its font size.
  static let markLabelHeight: CGFloat = 13
  static let markFontSize: CGFloat = 10
  /// Height of a view's or guide's id caption, and its font size.
  static let captionHeight: CGFloat = 11
  static let captionFontSize: CGFloat = 9

  /// Each guide's and view's id caption, by the item's index in the scene.
  private(set) var captions: [Int: LabelPlacement.Placement] = [:]
  /// Each mark's labels, by the mark's index: one, or two for an equal-size mark's badges (nil
  /// where a label was left out).
  private(set) var marks: [Int: [LabelPlacement.Placement?]] = [:]
  /// The placement, with every box placed and the count left out.
  private(set) var placement: LabelPlacement

  init(scene: RenderScene, overlays: RenderOverlays) {
    let obstacles = scene.items.filter { !$0.isGuide && !$0.isHidden }.flatMap(SceneLabels.textBoxes)
    placement = LabelPlacement(bounds: CGRect(origin: .zero, size: scene.canvas), obstacles: obstacles)
    for (index, item) in scene.items.enumerated() where !item.isHidden {
      guard item.isGuide ? overlays.contains(.guides) : overlays.contains(.frames) else { continue }
      guard let visible = SceneLabels.visibleRect(of: item) else { continue }
      captions[index] = placeCaption(item.id, in: visible)
    }
    guard overlays.contains(.constraints) else { return }
    for (index, mark) in scene.marks.enumerated() {
      let text = SVGRenderer.markLabel(mark)
      switch mark.kind {
      case .equalSize:
        let badge = text.isEmpty ? "=" : text
        let points = mark.to == mark.from ? [mark.from] : [mark.from, mark.to]
        marks[index] = points.map { placeBadge(badge, at: $0) }
      default:
        guard !text.isEmpty else { continue }
        marks[index] = [placeMarkLabel(text, along: mark)]
      }
    }
  }

  /// How many labels were left out for want of room.
  var omitted: Int { placement.omitted }

  /// The part of `item` that shows: its rectangle, cut by the scroll views it is in; nil when
  /// none of it does.
  static func visibleRect(of item: RenderItem) -> CGRect? {
    let rect = item.rect.standardized
    let visible = item.clip.map { $0.intersection(rect) } ?? rect
    guard !visible.isNull, visible.width > 0 || visible.height > 0 else { return nil }
    return visible
  }

  /// An id caption: inside the item's top-left corner, as Xcode shows a view's name, else its
  /// other corners, else just above or below it.
  private mutating func placeCaption(_ id: String, in r: CGRect) -> LabelPlacement.Placement? {
    let size = SceneLabels.captionSize(id)
    let (w, h) = (size.width / 2, size.height / 2)
    let candidates = [
      CGPoint(x: r.minX + 1 + w, y: r.minY + 1 + h), CGPoint(x: r.maxX - 1 - w, y: r.minY + 1 + h),
      CGPoint(x: r.minX + 1 + w, y: r.maxY - 1 - h), CGPoint(x: r.maxX - 1 - w, y: r.maxY - 1 - h),
      CGPoint(x: r.minX + w, y: r.minY - 1 - h), CGPoint(x: r.minX + w, y: r.maxY + 1 + h),
    ]
    return placement.place(size: size, candidates: candidates, anchor: CGPoint(x: r.minX, y: r.minY))
  }

  /// A constraint's label: on the middle of its line, else further along it, else beside it.
  private mutating func placeMarkLabel(_ text: String, along mark: ConstraintMark) -> LabelPlacement.Placement? {
    let size = SceneLabels.markLabelSize(text)
    func along(_ t: CGFloat) -> CGPoint {
      CGPoint(x: mark.from.x + (mark.to.x - mark.from.x) * t, y: mark.from.y + (mark.to.y - mark.from.y) * t)
    }
    let middle = along(0.5)
    // Beside the line: above and below a horizontal one, left and right of a vertical one.
    let isVertical = abs(mark.to.y - mark.from.y) > abs(mark.to.x - mark.from.x)
    let beside: [CGPoint] =
      isVertical
      ? [CGPoint(x: middle.x + size.width / 2 + 3, y: middle.y), CGPoint(x: middle.x - size.width / 2 - 3, y: middle.y)]
      : [CGPoint(x: middle.x, y: middle.y - size.height / 2 - 3), CGPoint(x: middle.x, y: middle.y + size.height / 2 + 3)]
    let candidates = [0.5, 0.3, 0.7, 0.15, 0.85].map(along) + beside
    return placement.place(size: size, candidates: candidates, anchor: middle)
  }

  /// An equal-size badge: on its point, else just beside it.
  private mutating func placeBadge(_ text: String, at point: CGPoint) -> LabelPlacement.Placement? {
    let size = SVGRenderer.badgeSize(text)
    let candidates = [
      point, CGPoint(x: point.x + size.width + 2, y: point.y), CGPoint(x: point.x - size.width - 2, y: point.y),
      CGPoint(x: point.x, y: point.y + size.height + 2), CGPoint(x: point.x, y: point.y - size.height - 2),
    ]
    return placement.place(size: size, candidates: candidates, anchor: point)
  }

  static func markLabelSize(_ text: String) -> CGSize {
    CGSize(width: labelWidth(of: text, fontSize: markFontSize) + 4, height: markLabelHeight)
  }

  static func captionSize(_ text: String) -> CGSize {
    CGSize(width: labelWidth(of: text, fontSize: captionFontSize) + 3, height: captionHeight)
  }

  /// A generous estimate of a label's width: DejaVu Sans, what viewers on Linux draw sans-serif
  /// in, averages about 0.6 em a character in ids and numbers (digits are 0.64 em). Too wide a box
  /// costs a little room; too narrow a one lets text overlap.
  static func labelWidth(of text: String, fontSize: CGFloat) -> CGFloat {
    CGFloat(text.count) * fontSize * 0.64
  }

  /// The boxes of the text `item` draws, one per line, cut to what shows of the item: what the
  /// labels must not cover.
  static func textBoxes(_ item: RenderItem) -> [CGRect] {
    guard let visible = visibleRect(of: item) else { return [] }
    let r = item.rect.standardized
    let size = item.fontSize
    var boxes: [CGRect] = []
    if let lines = item.textLines {
      for line in lines where !line.text.isEmpty {
        let width = line.width ?? Markup.estimatedWidth(of: line.text, fontSize: size)
        boxes.append(
          CGRect(x: r.minX + line.x, y: r.minY + line.baseline - size * 0.8, width: width, height: size * 1.05))
      }
    } else if let text = item.text.flatMap({ $0.isEmpty ? nil : $0 }) ?? item.placeholder, !text.isEmpty {
      // The estimate SVGRenderer.textElement draws with: the whole text block.
      let lineHeight = size * 1.2
      let lines = SVGRenderer.wrap(
        text, width: r.width, fontSize: size, maxLines: max(1, Int((r.height / lineHeight).rounded(.down))))
      let width = lines.map { Markup.estimatedWidth(of: $0, fontSize: size) }.max() ?? 0
      let height = CGFloat(lines.count) * lineHeight
      let x = item.kind == .button ? r.midX - width / 2 : r.minX
      boxes.append(CGRect(x: x, y: r.midY - height / 2, width: width, height: height))
    }
    return boxes.compactMap { box in
      let shown = box.intersection(visible)
      return shown.isNull || shown.width <= 0 || shown.height <= 0 ? nil : shown
    }
  }
}
