import Testing

@testable import LayoutRendering

/// `--overlay` names and the groups each overlay adds (RenderOverlays, SVGRenderer).
@Suite("Overlays", .timeLimit(.minutes(10)))
struct RenderOverlaysTests {
  @Test(
    "Names parse to overlays",
    arguments: [
      ("frames", RenderOverlays.frames), ("margins", .margins), ("safeArea", .safeArea), ("guides", .guides),
      ("constraints", .constraints), ("frames,margins,guides,constraints", [.frames, .margins, .guides, .constraints]),
      (" frames , safeArea ", [.frames, .safeArea]), ("all", .all), ("", []), ("frames,,guides", [.frames, .guides]),
    ] as [(String, RenderOverlays)])
  func namesParse(names: String, expected: RenderOverlays) {
    #expect(RenderOverlays(names: names) == expected)
  }

  @Test(
    "An unknown name gives nil, and is reported", arguments: ["frame", "frames,constraint", "Margins", "safe-area"])
  func unknownName(names: String) {
    #expect(RenderOverlays(names: names) == nil)
    #expect(!RenderOverlays.unknownNames(in: names).isEmpty)
  }

  @Test("unknownNames quotes only the bad names")
  func unknownNamesListed() {
    #expect(RenderOverlays.unknownNames(in: "frames, contraints,guides,x") == ["contraints", "x"])
  }

  @Test("all is every overlay")
  func allOverlays() {
    #expect(RenderOverlays.all == [.frames, .margins, .safeArea, .guides, .constraints])
  }

  @Test(
    "Each overlay adds its own group and nothing else",
    arguments: [
      (RenderOverlays.frames, "frames"), (.margins, "margins"), (.safeArea, "safe-area"), (.guides, "guides"),
      (.constraints, "constraints"),
    ] as [(RenderOverlays, String)])
  func overlayGroup(overlay: RenderOverlays, group: String) throws {
    let groups = ["frames", "margins", "safe-area", "guides", "constraints"]
    let scene = SceneFixtures.twoViews
    let without = try SVGInspection(SVGRenderer.render(scene, overlays: RenderOverlays.all.subtracting(overlay)))
    let only = try SVGInspection(SVGRenderer.render(scene, overlays: overlay))
    #expect(try without.groups(group).isEmpty)
    #expect(try only.groups(group).count == 1)
    for other in groups where other != group {
      #expect(try only.groups(other).isEmpty, "\(other) drawn with only \(group)")
      #expect(try without.groups(other).count == 1, "\(other) missing")
    }
    // Views are drawn whatever the overlays.
    #expect(try only.groups("views").count == 1)
  }

  @Test("The overlays draw what the scene holds: margin and safe-area bands, guide outlines, frame outlines")
  func overlayContent() throws {
    let svg = try SVGInspection(SVGRenderer.render(SceneFixtures.twoViews, overlays: .all))
    // Root margins 20 on every side but the bottom, and no other view has margins.
    #expect(try svg.elements("path", inGroup: "margins").map { $0["d"] } == ["M0 0H600V600H0ZM20 20H580V600H20Z"])
    #expect(try svg.elements("path", inGroup: "safe-area").map { $0["d"] } == ["M0 0H600V600H0ZM0 20H600V600H0Z"])
    #expect(
      try svg.elements("rect", inGroup: "frames").filter { $0["class"] != "label" }.map(\.geometry) == [
        ["0", "0", "600", "600"], ["20", "40", "174", "540"], ["202", "40", "378", "540"],
      ])
    let guides = try SVGInspection(SVGRenderer.render(SceneFixtures.ambiguousGuide, overlays: .guides))
    // The guides' outlines; their ids' backings (class "label") are placed labels.
    let outlines = try guides.elements("rect", inGroup: "guides").filter { $0["class"] != "label" }
    #expect(outlines.map(\.geometry) == [["0", "100", "200", "40"], ["0", "0", "0", "0"]])
    #expect(outlines.allSatisfy { $0["stroke-dasharray"] == "4 3" })
    #expect(outlines.map { $0["stroke"] } == ["#0a8f8f", "#9b30d9"])
  }
}
