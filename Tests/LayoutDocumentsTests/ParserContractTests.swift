import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// The example document of layout-document.md §1, verbatim, and the same document as JSON.
@Suite("Parser: the contract's example document", .timeLimit(.minutes(10)))
struct ParserContractTests {
  /// layout-document.md §1's example, verbatim.
  static let yaml = #"""
    version: 1
    name: Two views with complex widths        # optional, shown in renders
    canvas: {width: 375, height: 667}          # the root view's size in points
    scale: 2                                   # pixels per point; frames are rounded to 1/scale
    safeArea: {top: 20, left: 0, bottom: 0, right: 0}   # the root view's safe-area insets
    traits:                                    # all optional
      layoutDirection: leftToRight             # or rightToLeft: flips leading/trailing
      horizontalSizeClass: compact             # compact | regular
      verticalSizeClass: regular
      contentSizeCategory: large               # UIKit's names: extraSmall … accessibilityExtraExtraExtraLarge
    metrics: {pad: 20}                         # names usable as numbers in constraints and VFL
    root:
      id: root                                 # default id of the root view is "root"
      layoutMargins: {top: 0, leading: 16, bottom: 0, trailing: 16}
      subviews:
        - {id: blue, color: blue}
        - {id: red, color: "#cc3300"}
        - id: name
          kind: label
          text: Name
          font: {size: 17}
          hugging: {horizontal: 251, vertical: 251}
          compressionResistance: {horizontal: 750, vertical: 750}
    guides:
      - {id: spacer, owner: root}              # a layout guide owned by a view
    constraints:
      - blue.leading == root.leadingMargin
      - red.leading == blue.trailing + standard
      - red.trailing == root.trailingMargin
      - blue.top == root.safeArea.top + 20
      - red.top == blue.top
      - root.safeArea.bottom == blue.bottom + 20
      - red.bottom == blue.bottom
      - red.width == 2 * blue.width @750
      - blue.width >= 150
      - "H:|-[name]-|"                         # a Visual Format Language line
      - {id: redWidth, constraint: "red.width <= 400", when: {horizontalSizeClass: regular}}
    """#

  /// The same document as JSON (tabs for indentation, as JSON writers may use).
  static let json = #"""
    {
    	"version": 1,
    	"name": "Two views with complex widths",
    	"canvas": {"width": 375, "height": 667},
    	"scale": 2,
    	"safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0},
    	"traits": {
    		"layoutDirection": "leftToRight",
    		"horizontalSizeClass": "compact",
    		"verticalSizeClass": "regular",
    		"contentSizeCategory": "large"
    	},
    	"metrics": {"pad": 20},
    	"root": {
    		"id": "root",
    		"layoutMargins": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16},
    		"subviews": [
    			{"id": "blue", "color": "blue"},
    			{"id": "red", "color": "#cc3300"},
    			{
    				"id": "name",
    				"kind": "label",
    				"text": "Name",
    				"font": {"size": 17},
    				"hugging": {"horizontal": 251, "vertical": 251},
    				"compressionResistance": {"horizontal": 750, "vertical": 750}
    			}
    		]
    	},
    	"guides": [{"id": "spacer", "owner": "root"}],
    	"constraints": [
    		"blue.leading == root.leadingMargin",
    		"red.leading == blue.trailing + standard",
    		"red.trailing == root.trailingMargin",
    		"blue.top == root.safeArea.top + 20",
    		"red.top == blue.top",
    		"root.safeArea.bottom == blue.bottom + 20",
    		"red.bottom == blue.bottom",
    		"red.width == 2 * blue.width @750",
    		"blue.width >= 150",
    		"H:|-[name]-|",
    		{"id": "redWidth", "constraint": "red.width <= 400", "when": {"horizontalSizeClass": "regular"}}
    	]
    }
    """#

  /// The values the example gives, read off the text.
  private func checkExample(_ document: LayoutDocument) throws {
    #expect(document.version == 1)
    #expect(document.name == "Two views with complex widths")
    #expect(document.canvas == CGSize(width: 375, height: 667))
    #expect(document.device == nil && document.orientation == nil)
    #expect(document.scale == 2)
    #expect(document.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(
      document.traits
        == DocumentTraits(
          layoutDirection: .leftToRight, horizontalSizeClass: .compact, verticalSizeClass: .regular,
          contentSizeCategory: "large"))
    #expect(document.metrics == ["pad": 20])
    let root = document.root
    #expect(root.id == "root" && root.kind == .view)
    #expect(root.layoutMargins == .directional(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)))
    #expect(root.subviews.map(\.id) == ["blue", "red", "name"])
    #expect(root.subviews[0].color == .blue)
    #expect(root.subviews[1].color == Color(red: 0xCC / 255.0, green: 0x33 / 255.0, blue: 0, alpha: 1))
    let name = root.subviews[2]
    #expect(name.kind == .label && name.text == "Name" && name.font == FontSpec(size: 17))
    #expect(name.hugging == AxisPrioritySpec(horizontal: 251, vertical: 251))
    #expect(name.compressionResistance == AxisPrioritySpec(horizontal: 750, vertical: 750))
    #expect(name.condition == InstallCondition() && !name.isHidden && !name.translatesAutoresizingMask)
    #expect(document.guides.map(\.id) == ["spacer"])
    #expect(document.guides.map(\.owner) == ["root"])
    #expect(document.constraints.count == 11)
    #expect(document.constraints[1].text == "red.leading == blue.trailing + standard")
    #expect(document.constraints.filter(\.isVisualFormat).map(\.text) == ["H:|-[name]-|"])
    let last = try #require(document.constraints.last)
    #expect(last.id == "redWidth" && last.text == "red.width <= 400" && last.isActive)
    #expect(last.condition == InstallCondition(when: DocumentTraits(horizontalSizeClass: .regular)))
    #expect(document.constraints.allSatisfy { $0.textIsVerbatim })
  }

  @Test("The YAML example reads as written")
  func yamlExample() throws {
    let document = try ParserFixtures.parse(Self.yaml, file: "example.yaml")
    try checkExample(document)
    #expect(document.source == Self.yaml)
    // Positions: the guide's owner, the VFL line (quoted, line 36) and the map-form constraint.
    #expect(document.guides[0].ownerLocation == LayoutDocuments.SourceLocation(line: 25, column: 25))
    #expect(document.constraints[9].textLocation == LayoutDocuments.SourceLocation(line: 36, column: 6))
    #expect(document.constraints[9].location == LayoutDocuments.SourceLocation(line: 36, column: 5))
    #expect(document.constraints[10].textLocation == LayoutDocuments.SourceLocation(line: 37, column: 33))
    #expect(document.constraints[0].textLocation == LayoutDocuments.SourceLocation(line: 27, column: 5))
    #expect(document.root.subviews[2].location == LayoutDocuments.SourceLocation(line: 18, column: 7))
  }

  @Test("The JSON example reads as the YAML one")
  func jsonExample() throws {
    let document = try ParserFixtures.parse(Self.json, file: "example.json")
    try checkExample(document)
    // `\t\t"blue.leading == root.leadingMargin",` on line 32: the text starts after the quote.
    #expect(document.constraints[0].textLocation == LayoutDocuments.SourceLocation(line: 32, column: 4))
    #expect(document.constraints[10].textLocation == LayoutDocuments.SourceLocation(line: 42, column: 37))
  }

  @Test("Errors in JSON point at the value")
  func jsonErrors() throws {
    let wrongType = Self.json.replacingOccurrences(of: #""scale": 2"#, with: #""scale": "2""#)
    let typeError = try #require(ParserFixtures.error(wrongType, file: "example.json"))
    #expect(typeError.reason == .wrongType(subject: "'scale'", expected: "a number", found: .string("2")))
    #expect(typeError.location == LayoutDocuments.SourceLocation(line: 5, column: 11))
    // Tabs before the column stay tabs under the line, so that the caret lines up.
    #expect(typeError.description.hasSuffix("\n\t\"scale\": \"2\",\n\t         ^"))
    let unknown = Self.json.replacingOccurrences(of: #""kind": "label""#, with: #""knd": "label""#)
    let keyError = try #require(ParserFixtures.error(unknown, file: "example.json"))
    #expect(keyError.reason == .unknownKey("knd", context: "in a view", suggestion: "kind"))
    #expect(keyError.location == LayoutDocuments.SourceLocation(line: 22, column: 5))
    let missingComma = Self.json.replacingOccurrences(of: #""scale": 2,"#, with: #""scale": 2"#)
    let commaError = try #require(ParserFixtures.error(missingComma, file: "example.json"))
    let start = LayoutDocuments.SourceLocation(line: 1, column: 1)
    #expect(commaError.reason == .yaml(.missingCommaAfterEntry(.map, start: start)))
    #expect(commaError.location == LayoutDocuments.SourceLocation(line: 5, column: 12))
  }
}
