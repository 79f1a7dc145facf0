import Foundation
import OpenAutoLayout

/// Drawing a view hierarchy made in code, with the renderer and overlays documents use: for
/// looking at a layout on Linux, and for snapshot tests (the `OpenAutoLayoutSnapshotTesting`
/// library records these drawings with swift-snapshot-testing).
///
/// ```swift
/// let card = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
/// let svg = card.renderedSVG(overlays: [.frames, .constraints])
/// let png = try card.renderedPNG(scale: 2)
/// print(card.frameTree)
/// ```
extension View {
  /// The view and its subtree drawn as SVG, laid out first (``RenderScene/init(view:title:)``
  /// says what is drawn), with `overlays` over the views (frames, margins, safe area, guides,
  /// constraints, as ``RenderOverlays``).
  public func renderedSVG(overlays: RenderOverlays = []) -> String {
    SVGRenderer.render(RenderScene(view: self), overlays: overlays)
  }

  /// The drawing of ``renderedSVG(overlays:)`` as PNG, `scale` pixels per point (by default the
  /// view's `traitCollection.displayScale`, as its screen would show it), through
  /// `rsvg-convert` (``PNGExport``).
  ///
  /// - Throws: ``PNGExportError`` when `rsvg-convert` is missing or fails.
  public func renderedPNG(scale: Double? = nil, overlays: RenderOverlays = []) throws(PNGExportError) -> Data {
    try PNGExport.data(svg: renderedSVG(overlays: overlays), zoom: scale ?? Double(traitCollection.displayScale))
  }

  /// The subtree's frames, laid out first, one view a line: indented two spaces a level, its
  /// ``drawingName``, and its frame as UIKit prints a `CGRect`, `(16.0, 20.0, 288.0, 20.5)`;
  /// `hidden` after a hidden view. Subviews follow their superview, back to front.
  ///
  /// ```
  /// CardView (0.0, 0.0, 320.0, 180.0)
  ///   UILabel (16.0, 16.0, 288.0, 21.0)
  ///   UIButton (141.0, 45.0, 38.0, 30.0)
  /// ```
  public var frameTree: String {
    rootView.layoutIfNeeded()
    var lines: [String] = []
    // Depth first without recursion: a hierarchy may be deeper than the stack.
    var pending: [(view: View, depth: Int)] = [(self, 0)]
    while let (view, depth) = pending.popLast() {
      let frame = view.frame
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { "\(Double($0))" }
      lines.append(
        String(repeating: "  ", count: depth) + view.drawingName + " (" + numbers.joined(separator: ", ") + ")"
          + (view.isHidden ? " hidden" : ""))
      pending.append(contentsOf: view.subviews.reversed().map { ($0, depth + 1) })
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension ViewController {
  /// The root view drawn as SVG (``View/renderedSVG(overlays:)``); loads the view if need be.
  public func renderedSVG(overlays: RenderOverlays = []) -> String {
    view.renderedSVG(overlays: overlays)
  }

  /// The root view drawn as PNG (``View/renderedPNG(scale:overlays:)``).
  ///
  /// - Throws: ``PNGExportError`` when `rsvg-convert` is missing or fails.
  public func renderedPNG(scale: Double? = nil, overlays: RenderOverlays = []) throws(PNGExportError) -> Data {
    try view.renderedPNG(scale: scale, overlays: overlays)
  }

  /// The root view's ``View/frameTree``.
  public var frameTree: String { view.frameTree }
}
