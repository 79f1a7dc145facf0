import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// Frames in the results are exact grid values (spec decision 9: each edge rounded to the nearest
/// 1/scale in root coordinates, then origin and size derived), printed in the shortest form that
/// reads back as the same `Double`.
@Suite("Layout: frames on the pixel grid, exactly", .timeLimit(.minutes(10)))
struct LayoutPixelGridTests {
  /// `outer` at (20.3, 10.1), 100.3 × 50.2; `inner` 40.1 and 0.45 into it, 39.9 × 20.3. No edge
  /// falls on a tie at scales 1, 2 or 3.
  static func document(scale: Int?) -> String {
    """
    version: 1
    canvas: {width: 200, height: 100}\(scale.map { "\nscale: \($0)" } ?? "")
    root:
      subviews:
        - id: outer
          subviews:
            - {id: inner}
    constraints:
      - outer.leading == root.leading + 20.3
      - outer.top == root.top + 10.1
      - outer.width == 100.3
      - outer.height == 50.2
      - inner.leading == outer.leading + 40.1
      - inner.top == outer.top + 0.45
      - inner.width == 39.9
      - inner.height == 20.3
    """
  }

  // By hand. Edges in root coordinates: outer 20.3 … 120.6 across, 10.1 … 60.3 down; inner
  // 60.4 … 100.3 across, 10.55 … 30.85 down. Times the scale, rounded to whole pixels:
  //
  //   scale 1: outer 20 … 121, 10 … 60;    inner 60 … 100, 11 … 31
  //   scale 2: outer 41 … 241, 20 … 121;   inner 121 … 201, 21 … 62
  //   scale 3: outer 61 … 362, 30 … 181;   inner 181 … 301, 32 … 93
  //
  // outer's frame is its edges over the scale; inner's origin is its edges minus outer's (its
  // superview's) origin, in pixels, over the scale:
  //
  //   scale 1: outer (20, 10) 101 × 50;          inner (40, 1) 40 × 20
  //   scale 2: outer (20.5, 10) 100 × 50.5;      inner (40, 0.5) 40 × 20.5
  //   scale 3: outer (61/3, 10) 301/3 × 151/3;   inner (40, 2/3) 40 × 61/3
  //
  // The doubles nearest 61/3, 301/3, 151/3 and 2/3 print (shortest round-trip form) as
  // 20.333333333333332, 100.33333333333333, 50.333333333333336 and 0.6666666666666666; 120/3 is
  // 40, never 39.99999999999999.
  static let expected: [Int: (outer: String, inner: String)] = [
    1: (
      #"{"height": 50, "width": 101, "x": 20, "y": 10}"#,
      #"{"height": 20, "width": 40, "x": 40, "y": 1}"#
    ),
    2: (
      #"{"height": 50.5, "width": 100, "x": 20.5, "y": 10}"#,
      #"{"height": 20.5, "width": 40, "x": 40, "y": 0.5}"#
    ),
    3: (
      #"{"height": 50.333333333333336, "width": 100.33333333333333, "x": 20.333333333333332, "y": 10}"#,
      #"{"height": 20.333333333333332, "width": 40, "x": 40, "y": 0.6666666666666666}"#
    ),
  ]

  @Test("solve's JSON prints each frame's exact grid values", arguments: [1, 2, 3])
  func json(scale: Int) throws {
    let layout = try DocumentLayout(DocumentParser.parse(Self.document(scale: scale), file: "grid.yaml"))
    let expected = try #require(Self.expected[scale])
    #expect(
      layout.solve().json() == """
        {
          "canvas": {"height": 100, "width": 200},
          "guides": {},
          "unsatisfiable": [],
          "views": {
            "inner": {"ambiguous": false, "frame": \(expected.inner)},
            "outer": {"ambiguous": false, "frame": \(expected.outer)},
            "root":  {"ambiguous": false, "frame": {"height": 100, "width": 200, "x": 0, "y": 0}}
          }
        }
        """)
  }

  @Test("The frames are the doubles nearest whole pixels over the scale", arguments: [1, 2, 3])
  func frameValues(scale: Int) throws {
    let layout = try DocumentLayout(DocumentParser.parse(Self.document(scale: scale), file: "grid.yaml"))
    let result = layout.solve()
    let frames = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.result.frame) })
    // The whole pixels of the derivation above: x, y, width, height.
    let pixels: [Int: (outer: [Double], inner: [Double])] = [
      1: ([20, 10, 101, 50], [40, 1, 40, 20]),
      2: ([41, 20, 200, 101], [80, 1, 80, 41]),
      3: ([61, 30, 301, 151], [120, 2, 120, 61]),
    ]
    let wanted = try #require(pixels[scale])
    for (id, values) in [("outer", wanted.outer), ("inner", wanted.inner)] {
      let frame = try #require(frames[id])
      let s = Double(scale)
      let got = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
      #expect(got == values.map { $0 / s }, "\(id) at scale \(scale)")
    }
  }

  @Test("Without a scale or a device, a document is laid out at 1x")
  func defaultScale() throws {
    let layout = try DocumentLayout(DocumentParser.parse(Self.document(scale: nil), file: "grid.yaml"))
    #expect(layout.scale == 1)
    let frames = Dictionary(uniqueKeysWithValues: layout.solve().views.map { ($0.id, $0.result.frame) })
    // Whole points, as derived above for scale 1.
    #expect(frames["outer"] == CGRect(x: 20, y: 10, width: 101, height: 50))
    #expect(frames["inner"] == CGRect(x: 40, y: 1, width: 40, height: 20))
  }

  @Test("The text table prints the same exact values")
  func textTable() throws {
    let layout = try DocumentLayout(DocumentParser.parse(Self.document(scale: 3), file: "grid.yaml"))
    #expect(
      layout.solve().text() == """
        canvas 200 x 100

        view                    x                   y               width              height  ambiguous
        root                    0                   0                 200                 100  no
        outer  20.333333333333332                  10  100.33333333333333  50.333333333333336  no
        inner                  40  0.6666666666666666                  40  20.333333333333332  no

        no constraint broken
        """)
  }
}
