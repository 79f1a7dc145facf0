import Foundation
import OpenAutoLayout

@testable import TextMeasurement

/// What the control tests share: the deterministic measurer and a root to lay controls out in.
///
/// With ``FixedAdvanceTextMeasurer``'s defaults a character is half an em and a line 1.2 em, the
/// baseline 0.95 em below its top: at 10 points a character is 5 wide and a line 12 tall, the
/// baseline 9.5 down and 2.5 above the bottom. Every expectation is counted from that by hand.
enum ControlFixtures {
  static let fixed = FixedAdvanceTextMeasurer()

  /// A root of `width` × `height` at `scale` pixels per point, its diagnostics collected.
  static func root(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.overrideTraitCollection = TraitCollection(displayScale: scale)
    root.layoutDiagnostics.handler = { _ in true }
    return root
  }

  /// Pins `view`'s top-left corner at (`x`, `y`) in `root`, then lays the root out.
  static func place(_ view: View, in root: View, x: CGFloat, y: CGFloat) {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
    ])
    root.layoutIfNeeded()
  }

  /// The four content priorities of `view`: hugging and compression resistance, horizontal then
  /// vertical.
  static func priorities(of view: View) -> [Float] {
    [
      view.contentHuggingPriority(for: .horizontal).rawValue, view.contentHuggingPriority(for: .vertical).rawValue,
      view.contentCompressionResistancePriority(for: .horizontal).rawValue,
      view.contentCompressionResistancePriority(for: .vertical).rawValue,
    ]
  }
}
