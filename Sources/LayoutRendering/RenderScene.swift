import Foundation
import LayoutDocuments
import OpenAutoLayout

/// Everything a render draws, as plain values: a laid-out document reduced to rectangles in the
/// root view's coordinates, colours, text and constraint marks.
///
/// Build one from a solved `DocumentLayout` with ``init(layout:)`` (the package's tests also
/// build one directly from values). The renderer reads nothing else, so equal scenes render to
/// equal SVG.
public struct RenderScene: Sendable, Equatable {
  /// The root view's size in points.
  public var canvas: CGSize
  /// Shown above the canvas: the document's name, or its file.
  public var title: String
  /// Views and guides, in drawing order: a view before its subviews, siblings back to front,
  /// guides after the views.
  package var items: [RenderItem]
  /// The document's constraints as marks.
  package var marks: [ConstraintMark]
  /// Lines shown under the legend, such as the device the layout is on.
  public var notes: [String]
  /// The screen's pixels per point (2 on a Retina phone): a PNG of the scene is this many
  /// pixels per point, as the device would show it.
  public var scale: CGFloat = 1
  /// Whether views without a colour are outlined thinly, to show where they are. Off: such a
  /// view is invisible, as in UIKit; the frames overlay outlines every view when asked for.
  package var outlinesClearViews = false

  /// A scene from values; see ``init(layout:)`` for one from a laid-out document.
  package init(
    canvas: CGSize, title: String, items: [RenderItem] = [], marks: [ConstraintMark] = [], notes: [String] = []
  ) {
    self.canvas = canvas
    self.title = title
    self.items = items
    self.marks = marks
    self.notes = notes
  }
}

extension RenderScene {
  /// The ids of the visible views that reach outside the canvas, in drawing order: content a
  /// person on that screen could not see (a form too tall for a small phone at a large text
  /// size). Views inside scroll views are left out, since they can be scrolled to; a hidden view,
  /// a guide and an empty view at the canvas's edge do not count. Overhangs within half a point
  /// are rounding.
  public var offscreenViewIDs: [String] {
    let bounds = CGRect(origin: .zero, size: canvas).insetBy(dx: -0.5, dy: -0.5)
    return items.filter { item in
      guard !item.isGuide, !item.isHidden, item.clip == nil else { return false }
      let rect = item.rect.standardized
      guard rect.width > 0 || rect.height > 0 else { return false }
      return !bounds.contains(rect)
    }.map(\.id)
  }
}

/// A view or layout guide to draw.
package struct RenderItem: Sendable, Equatable {
  /// The document's id.
  package var id: String
  /// The view's kind; `.view` for guides.
  package var kind: ViewSpec.Kind
  /// Whether it is a layout guide (drawn only with the guides overlay, never filled).
  package var isGuide: Bool
  /// The frame (a guide's layout frame) in the root view's coordinates.
  package var rect: CGRect
  /// The fill; nil draws a thin outline.
  package var color: Color?
  /// Text drawn in the view (labels, buttons, text fields, text views).
  package var text: String?
  /// A text field's placeholder, drawn in grey when there is no text.
  package var placeholder: String?
  /// The font size in points (17, UIKit's body size, unless the control says otherwise).
  package var fontSize: CGFloat
  /// The font weight on CSS's scale (400 regular, 600 semibold, 700 bold).
  package var fontWeight: Int
  /// The font family the control measured its text in (`DejaVu Sans` for the system font); nil
  /// draws in a generic sans-serif.
  package var fontFamily: String?
  /// The lines the control shows, as it laid them out, in the item's own coordinates; nil when
  /// the scene was made from values: `text` is then wrapped by an estimate of its width.
  package var textLines: [RenderTextLine]?
  /// Whether `textLines` are a text field's placeholder, drawn grey.
  package var textIsPlaceholder: Bool
  /// Whether it is hidden, itself or through an ancestor: hidden views are not drawn.
  package var isHidden: Bool
  /// Whether its frame is ambiguous on either axis.
  package var isAmbiguous: Bool
  /// Its layout margins rectangle in root coordinates, when margins are worth showing (the
  /// root, containers, views with margins set).
  package var margins: CGRect?
  /// Its safe area in root coordinates; only the root's is drawn.
  package var safeArea: CGRect?
  /// The rectangle it is clipped to in root coordinates: the bounds of the ancestors that clip
  /// their subviews (`clipsToBounds`: the visible part of the scroll views it is inside, as UIKit's
  /// scroll views clip their content); nil when nothing clips it.
  package var clip: CGRect?
  /// Its appearance: opacity, corners, border, shadow, colours (``RenderStyle``).
  package var style = RenderStyle()

  /// An item from values; only the id and the rectangle are required.
  package init(
    id: String, kind: ViewSpec.Kind = .view, isGuide: Bool = false, rect: CGRect, color: Color? = nil,
    text: String? = nil, placeholder: String? = nil, fontSize: CGFloat = 17, fontWeight: Int = 400,
    isHidden: Bool = false, isAmbiguous: Bool = false, margins: CGRect? = nil, safeArea: CGRect? = nil,
    clip: CGRect? = nil
  ) {
    self.id = id
    self.kind = kind
    self.isGuide = isGuide
    self.rect = rect
    self.color = color
    self.text = text
    self.placeholder = placeholder
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.fontFamily = nil
    self.textLines = nil
    self.textIsPlaceholder = false
    self.isHidden = isHidden
    self.isAmbiguous = isAmbiguous
    self.margins = margins
    self.safeArea = safeArea
    self.clip = clip
  }
}

/// One line of a control's text: what is drawn, from where, on which baseline.
package struct RenderTextLine: Sendable, Equatable {
  /// The characters, with "…" where the control truncated them.
  package var text: String
  /// The x of the line's start, in the item's own coordinates.
  package var x: CGFloat
  /// The y of its baseline, in the item's own coordinates.
  package var baseline: CGFloat
  /// Its width as the control measured it, to anchor it at its middle or end; nil when unknown.
  package var width: CGFloat?

  package init(text: String, x: CGFloat, baseline: CGFloat, width: CGFloat? = nil) {
    self.text = text
    self.x = x
    self.baseline = baseline
    self.width = width
  }
}

/// One constraint as Xcode draws it on the canvas.
package struct ConstraintMark: Sendable, Equatable {
  /// How a constraint is drawn.
  package enum Kind: Sendable, Hashable, CaseIterable {
    /// The space between two parallel edges: an I-beam from `from` to `to` (a line with short
    /// perpendicular end caps), the constant as its label.
    case spacing
    /// A width or height against a constant: an I-beam along the view's edge, from `from` to `to`.
    case size
    /// Two centres on one line: a line through both, from `from` to `to`.
    case centering
    /// Two edges on one line: a line along both, from `from` to `to`.
    case alignment
    /// Two baselines on one line: a line along the baseline, from `from` to `to`.
    case baseline
    /// A width or height equal (or proportional) to another: a small badge with the label on
    /// each view, at `from` and `to` (one badge when they coincide, as for an aspect ratio).
    case equalSize
  }

  /// How it is drawn.
  package var kind: Kind
  /// Where the mark starts, in root coordinates.
  package var from: CGPoint
  /// Where it ends, in root coordinates.
  package var to: CGPoint
  /// The text shown by the mark: the constant (`20`, `≥ 150`) or the ratio (`=`, `= 2×`).
  /// The priority is added when the renderer draws it.
  package var label: String
  /// The priority, 1000 when required.
  package var priority: Float
  /// Whether the engine broke it to recover from a conflict.
  package var isBroken: Bool
  /// Whether it involves an item whose layout is ambiguous.
  package var isAmbiguousItem: Bool
  /// The constraint in the constraint language, shown as a tooltip.
  package var constraint: String
  /// The axis the constraint measures, which orients the end caps of a zero-length I-beam; nil
  /// takes it from the direction of `from` to `to`.
  package var axis: LayoutAxis?

  /// Whether it is optional (priority below 1000): drawn dashed, its priority labelled.
  package var isOptional: Bool { priority < 1000 }

  /// A mark from values; required, not broken and not ambiguous unless told.
  package init(
    kind: Kind, from: CGPoint, to: CGPoint, label: String, priority: Float = 1000, isBroken: Bool = false,
    isAmbiguousItem: Bool = false, constraint: String = "", axis: LayoutAxis? = nil
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.label = label
    self.priority = priority
    self.isBroken = isBroken
    self.isAmbiguousItem = isAmbiguousItem
    self.constraint = constraint
    self.axis = axis
  }
}
