import Foundation
import OpenAutoLayout
import Testing
import TextMeasurement

@testable import LayoutDocuments

/// The example of layout-document.md §1, laid out, and its `solve --format json` of §3.
@Suite("Layout: the contract's example", .timeLimit(.minutes(10)))
struct LayoutContractExampleTests {
  /// §1's document: 375 × 667 at scale 2, a 20-pt safe area on top, root margins 16 leading and
  /// trailing, `pad: 20`. With `withLabel`, also the `name` label (no intrinsic size: there is no
  /// text measurement yet) and its VFL line.
  static func document(withLabel: Bool) -> TestDocument {
    var subviews = [viewSpec("blue"), viewSpec("red")]
    if withLabel {
      var name = viewSpec("name", kind: .label, hugging: (251, 251))
      name.text = "Name"
      name.compressionResistance = AxisPrioritySpec(horizontal: 750, vertical: 750)
      subviews.append(name)
    }
    var document = TestDocument(subviews)
    document.canvas = CGSize(width: 375, height: 667)
    document.metrics = ["pad": 20]
    document.root.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    document.guides = [
      GuideSpec(
        id: "spacer", owner: "root", location: .init(line: 1, column: 1), ownerLocation: .init(line: 1, column: 1))
    ]
    document.constrain(
      "blue.leading == root.leadingMargin",
      "red.leading == blue.trailing + standard",
      "red.trailing == root.trailingMargin",
      "blue.top == root.safeArea.top + 20",
      "red.top == blue.top",
      "root.safeArea.bottom == blue.bottom + 20",
      "red.bottom == blue.bottom",
      "red.width == 2 * blue.width @750",
      "blue.width >= 150")
    if withLabel { document.constrain("H:|-[name]-|") }
    document.constrain("red.width <= 400", id: "redWidth", when: DocumentTraits(horizontalSizeClass: .regular))
    return document
  }

  // By hand: blue.leading = 16 (margin), top = 20 + 20 = 40, bottom = 667 - 20 = 647, so height
  // 607. red.trailing = 375 - 16 = 359 and blue.width + 8 + red.width = 343; "red = 2 blue" would
  // make blue 111.67, below its required 150, so blue = 150, red = 185 at x = 16 + 150 + 8 = 174.
  // The spacer guide has no constraint at all: ambiguous on both axes.
  @Test func framesAreTheContracts() throws {
    let result = try Self.document(withLabel: true).layout().solve()
    #expect(result.canvas == CGSize(width: 375, height: 667))
    #expect(result.frame("root") == rect(0, 0, 375, 667))
    #expect(result.frame("blue") == rect(16, 40, 150, 607))
    #expect(result.frame("red") == rect(174, 40, 185, 607))
    #expect(result.isAmbiguous("blue") == false)
    #expect(result.isAmbiguous("red") == false)
    #expect(result.isAmbiguous("root") == false)
    #expect(result.isAmbiguous("spacer") == true)
    // "H:|-[name]-|": 20 from each edge of the root (|- is 20); nothing places it vertically.
    #expect(result.frame("name")?.minX == 20)
    #expect(result.frame("name")?.width == 335)
    #expect(result.isAmbiguous("name") == true)
    #expect(result.unsatisfiable.isEmpty)
    #expect(result.views.map(\.id) == ["root", "blue", "red", "name"])
  }

  /// The contract's `name` label has no intrinsic size: it is measured, as a `Label` with its
  /// text and font is (TextMeasurement's tests pin those metrics to the font file), and rounded
  /// to the document's 2x pixels.
  @Test func theLabelIsMeasured() throws {
    let layout = try Self.document(withLabel: true).layout()
    let label = Label("Name", font: .systemFont(ofSize: 17))
    label.overrideTraitCollection = TraitCollection(displayScale: 2)
    let measured = label.intrinsicContentSize
    #expect(measured.height > 17 && measured.height < 17 * 1.5)
    #expect(try #require(layout.view("name")).intrinsicContentSize == measured)
    #expect(layout.solve().frame("name")?.height == measured.height)
  }

  /// The JSON of §3: the sample's lines, with the top-level keys sorted as the contract's rule
  /// says (the sample lists views second).
  @Test func jsonIsTheContractsSample() throws {
    let json = try Self.document(withLabel: false).layout().solve().json()
    #expect(
      json == """
        {
          "canvas": {"height": 667, "width": 375},
          "guides": {"spacer": {"ambiguous": true, "frame": {"height": 0, "width": 0, "x": 0, "y": 0}}},
          "unsatisfiable": [],
          "views": {
            "blue": {"ambiguous": false, "frame": {"height": 607, "width": 150, "x": 16, "y": 40}},
            "red":  {"ambiguous": false, "frame": {"height": 607, "width": 185, "x": 174, "y": 40}},
            "root": {"ambiguous": false, "frame": {"height": 667, "width": 375, "x": 0, "y": 0}}
          }
        }
        """)
  }

  @Test func conditionalConstraintFollowsTheTraits() throws {
    let document = Self.document(withLabel: false)
    let regular = try document.layout()
    #expect(regular.constraints.contains { $0.spec.id == "redWidth" })
    #expect(regular.constraints.first { $0.spec.id == "redWidth" }?.constraints.first?.identifier == "redWidth")
    let compact = try document.layout(LayoutOptions(traits: DocumentTraits(horizontalSizeClass: .compact)))
    #expect(!compact.constraints.contains { $0.spec.id == "redWidth" })
    #expect(compact.traits.horizontalSizeClass == .compact)
    #expect(compact.traits.verticalSizeClass == .regular)
  }
}
