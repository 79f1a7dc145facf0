import Testing

@testable import LayoutRendering

/// Whole renders of the hand-built scenes against committed snapshots (`Snapshots/*.svg`);
/// `RECORD_SNAPSHOTS=1 swift test --filter LayoutRenderingTests` rewrites them. Review a changed
/// snapshot by opening it in a browser before committing it.
@Suite("SVG snapshots", .timeLimit(.minutes(10)))
struct SVGSnapshotTests {
  @Test("Two views with complex widths, every overlay")
  func twoViews() throws {
    try expectSnapshot(SVGRenderer.render(SceneFixtures.twoViews, overlays: .all), named: "two-views-all.svg")
  }

  @Test("Two views with complex widths, no overlay")
  func twoViewsPlain() throws {
    try expectSnapshot(SVGRenderer.render(SceneFixtures.twoViews, overlays: []), named: "two-views-plain.svg")
  }

  @Test("Label and text field: text, placeholder, baseline, a broken constraint, a hidden view")
  func labelAndField() throws {
    try expectSnapshot(
      SVGRenderer.render(SceneFixtures.labelAndField, overlays: .all), named: "label-and-field-all.svg")
  }

  @Test("Ambiguous view and guides, with a note")
  func ambiguousGuide() throws {
    try expectSnapshot(
      SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: .all), named: "ambiguous-guide-all.svg")
  }
}
