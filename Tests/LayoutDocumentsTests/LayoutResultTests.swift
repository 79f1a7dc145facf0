import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// `solve`'s JSON (layout-document.md §3) and text table.
@Suite("Layout: solve results as JSON and text", .timeLimit(.minutes(10)))
struct LayoutResultTests {
  static let result = SolveResult(
    canvas: CGSize(width: 320.5, height: 480),
    views: [
      ("root", ItemResult(frame: rect(0, 0, 320.5, 480), ambiguous: false)),
      ("zeta", ItemResult(frame: rect(-0.0, 0.25, 151.5, 1e-7), ambiguous: true)),
      ("Alpha", ItemResult(frame: rect(1, 2, 3, 4), ambiguous: false)),
    ],
    guides: [
      ("g2", ItemResult(frame: rect(0, 0, 10, 10), ambiguous: false)),
      ("g1", ItemResult(frame: rect(5, 5, 0, 0), ambiguous: true)),
    ],
    unsatisfiable: [
      UnsatisfiableResult(broken: "a.width == 1", conflicting: ["a.width == 1", "a.width == 2"]),
      UnsatisfiableResult(broken: "quote\"back\\slash\ttab\u{1}", conflicting: []),
    ])

  /// Parsed back, the JSON has the contract's structure and values.
  @Test func jsonParsesBack() throws {
    let json = Self.result.json()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["canvas", "views", "guides", "unsatisfiable"])
    let canvas = try #require(object["canvas"] as? [String: Double])
    #expect(canvas == ["width": 320.5, "height": 480])
    let views = try #require(object["views"] as? [String: [String: Any]])
    #expect(Set(views.keys) == ["root", "zeta", "Alpha"])
    let zeta = try #require(views["zeta"])
    #expect(zeta["ambiguous"] as? Bool == true)
    #expect(zeta["frame"] as? [String: Double] == ["x": 0, "y": 0.25, "width": 151.5, "height": 1e-7])
    let guides = try #require(object["guides"] as? [String: [String: Any]])
    #expect(Set(guides.keys) == ["g1", "g2"])
    let broken = try #require(object["unsatisfiable"] as? [[String: Any]])
    #expect(broken.count == 2)
    #expect(broken[0]["broken"] as? String == "a.width == 1")
    #expect(broken[0]["conflicting"] as? [String] == ["a.width == 1", "a.width == 2"])
    #expect(broken[1]["broken"] as? String == "quote\"back\\slash\ttab\u{1}")
    #expect(broken[1]["conflicting"] as? [String] == [])
  }

  /// Keys sorted at every level, ids by code point ("Alpha" before "root"), ids padded to line up, several guides one
  /// per line, numbers in their shortest form, -0 as 0, strings escaped.
  @Test func jsonText() {
    #expect(
      Self.result.json() == #"""
        {
          "canvas": {"height": 480, "width": 320.5},
          "guides": {
            "g1": {"ambiguous": true, "frame": {"height": 0, "width": 0, "x": 5, "y": 5}},
            "g2": {"ambiguous": false, "frame": {"height": 10, "width": 10, "x": 0, "y": 0}}
          },
          "unsatisfiable": [
            {"broken": "a.width == 1", "conflicting": ["a.width == 1", "a.width == 2"]},
            {"broken": "quote\"back\\slash\ttab\u0001", "conflicting": []}
          ],
          "views": {
            "Alpha": {"ambiguous": false, "frame": {"height": 4, "width": 3, "x": 1, "y": 2}},
            "root":  {"ambiguous": false, "frame": {"height": 480, "width": 320.5, "x": 0, "y": 0}},
            "zeta":  {"ambiguous": true, "frame": {"height": 1e-07, "width": 151.5, "x": 0, "y": 0.25}}
          }
        }
        """#)
  }

  @Test func emptyGuidesAndNoConflicts() throws {
    let json = try CookbookRecipe.simpleSingleView.document.layout().solve().json()
    #expect(
      json == """
        {
          "canvas": {"height": 600, "width": 600},
          "guides": {},
          "unsatisfiable": [],
          "views": {
            "redView": {"ambiguous": false, "frame": {"height": 540, "width": 560, "x": 20, "y": 40}},
            "root":    {"ambiguous": false, "frame": {"height": 600, "width": 600, "x": 0, "y": 0}}
          }
        }
        """)
  }

  @Test(
    arguments: [
      (607, "607"), (-0.0, "0"), (151.5, "151.5"), (0.25, "0.25"), (-12, "-12"), (1.0 / 3, "0.3333333333333333"),
      (1e20, "1e+20"), (.infinity, "null"), (.nan, "null"),
    ] as [(CGFloat, String)])
  func numbers(_ value: CGFloat, _ text: String) {
    #expect(jsonNumber(value) == text)
  }

  @Test func textTable() throws {
    let text = try CookbookRecipe.twoViewsWithComplexWidths.document.layout().solve().text()
    #expect(
      text == """
        canvas 600 x 600

        view        x   y  width  height  ambiguous
        root        0   0    600     600  no
        blueView   20  40    184     540  no
        redView   212  40    368     540  no

        no constraint broken
        """)
  }

  @Test func textTableWithGuidesAndConflicts() {
    let text = Self.result.text()
    #expect(
      text.contains(
        """

        guide  x  y  width  height  ambiguous
        g2     0  0     10      10  no
        g1     5  5      0       0  yes

        """))
    #expect(
      text.hasSuffix(
        """
        broken: a.width == 1
          conflicting:
            a.width == 1
            a.width == 2
        broken: quote\"back\\slash\ttab\u{1}
          conflicting:
        """))
  }
}
