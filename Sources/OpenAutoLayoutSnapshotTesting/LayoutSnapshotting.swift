import Foundation
import LayoutRendering
import OpenAutoLayout
import SnapshotTesting

/// Snapshot strategies for pointfreeco's swift-snapshot-testing: a view hierarchy laid out,
/// recorded as one SVG file that starts with its frame tree.
///
/// ```swift
/// import OpenAutoLayoutSnapshotTesting
/// import SnapshotTesting
///
/// assertSnapshot(of: card, as: .layout)
/// assertSnapshot(of: viewController, as: .layout(size: CGSize(width: 375, height: 667)))
/// ```
///
/// The file's first lines are an XML comment holding `View/frameTree` (one line a view, its
/// name and its frame as UIKit prints it); the drawing follows (`View/renderedSVG(overlays:)`).
/// So a failing assertion's line diff names the frames that moved, and the file opens in a
/// browser as a picture of the layout.
extension Snapshotting where Value == View, Format == String {
  /// The view laid out, drawn without overlays, after its frame tree.
  public static var layout: Snapshotting<View, String> { layout() }

  /// The view laid out, drawn with `overlays` (frames, constraints, …), after its frame tree.
  ///
  /// - Parameters:
  ///   - overlays: What to draw over the views (`RenderOverlays`); none by default.
  ///   - size: A size to give the view's frame first; nil keeps it as it is.
  ///   - traits: Traits to give the view first (`overrideTraitCollection`); nil keeps its own.
  public static func layout(
    overlays: RenderOverlays = [], size: CGSize? = nil, traits: TraitCollection? = nil
  ) -> Snapshotting<View, String> {
    Snapshotting(pathExtension: "svg", diffing: .lines) { view in
      LayoutSnapshot.text(of: view, overlays: overlays, size: size, traits: traits)
    }
  }
}

extension Snapshotting where Value == ViewController, Format == String {
  /// The controller's root view laid out, drawn without overlays, after its frame tree.
  public static var layout: Snapshotting<ViewController, String> { layout() }

  /// The controller's root view (loaded if need be) laid out, drawn with `overlays`, after its
  /// frame tree; see `Snapshotting/layout(overlays:size:traits:)` for a view. A view made in
  /// code has no size until someone gives it one: pass the screen's.
  public static func layout(
    overlays: RenderOverlays = [], size: CGSize? = nil, traits: TraitCollection? = nil
  ) -> Snapshotting<ViewController, String> {
    Snapshotting<View, String>.layout(overlays: overlays, size: size, traits: traits).pullback { $0.view }
  }
}

/// The text a layout snapshot records.
public enum LayoutSnapshot {
  /// `view` (sized to `size` and given `traits` first, when given) laid out: an XML comment with
  /// its frame tree, then its drawing with `overlays`.
  public static func text(
    of view: View, overlays: RenderOverlays = [], size: CGSize? = nil, traits: TraitCollection? = nil
  ) -> String {
    if let traits { view.overrideTraitCollection = traits }
    if let size { view.frame = CGRect(origin: view.frame.origin, size: size) }
    return comment(view.frameTree) + view.renderedSVG(overlays: overlays)
  }

  /// `text` as an XML comment, a line each: a comment may not hold `--`, so any is broken up.
  static func comment(_ text: String) -> String {
    var body = text
    while body.contains("--") { body = body.replacingOccurrences(of: "--", with: "- -") }
    return "<!--\n" + body + "-->\n"
  }
}
