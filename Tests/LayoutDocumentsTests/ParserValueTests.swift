import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// Keys and values the cookbook does not use, and the defaults of keys left out.
@Suite("Parser: keys, values and defaults")
struct ParserValueTests {
  @Test("Left-out keys take their defaults")
  func defaults() throws {
    let document = try ParserFixtures.parse("canvas: {width: 320, height: 480}\nroot: {}\n")
    #expect(document.version == 1)
    #expect(document.name == nil)
    #expect(document.scale == 1)
    #expect(document.safeArea == .zero)
    #expect(document.traits == DocumentTraits())
    #expect(document.metrics.isEmpty && document.guides.isEmpty && document.constraints.isEmpty)
    let root = document.root
    #expect(root.id == "root" && root.kind == .view && root.subviews.isEmpty && root.color == nil)
    #expect(!root.isHidden && !root.translatesAutoresizingMask && root.autoresizingMask == [])
    #expect(root.layoutMargins == nil && root.stack == nil && root.condition == InstallCondition())
    #expect(root.location == SourceLocation(line: 2, column: 7))
  }

  @Test("A device may stand in for the canvas, with an orientation")
  func device() throws {
    let document = try ParserFixtures.parse("version: 1\ndevice: \"iPhone 8\"\norientation: landscape\nroot: {}\n")
    #expect(document.canvas == nil)
    #expect(document.device == "iPhone 8")
    #expect(document.orientation == .landscape)
  }

  @Test(
    "Colours: names in any case, #rgb, #rrggbb, #rrggbbaa",
    arguments: [
      ("red", Color.red), ("lightGray", .lightGray), ("LightGrey", .lightGray), ("clear", .clear),
      ("#fff", .white), ("#000000", .black), ("#FF000080", Color(red: 1, green: 0, blue: 0, alpha: 128 / 255.0)),
      ("#0f0", .green), ("systemBlue", Color(red: 0, green: 122 / 255.0, blue: 1, alpha: 1)),
      ("navy", Color(red: 0, green: 0, blue: 128 / 255.0, alpha: 1)),
    ])
  func colors(name: String, expected: Color) throws {
    let document = try ParserFixtures.parse(ParserFixtures.header + "root: {color: \"\(name)\"}\n")
    #expect(document.root.color == expected)
  }

  @Test("Physical layout margins, alignment rect insets, baselines with one side")
  func insets() throws {
    let document = try ParserFixtures.parse(
      ParserFixtures.header + """
        root:
          layoutMargins: {left: 4, right: 6}
          alignmentRectInsets: {top: -1, bottom: 2}
          baselines: {last: 12.5}
          subviews:
            - {id: a, directionalLayoutMargins: {leading: 3}}
            - {id: b, layoutMargins: {top: 7}}

        """)
    #expect(document.root.layoutMargins == .physical(EdgeInsets(top: 0, left: 4, bottom: 0, right: 6)))
    #expect(document.root.alignmentRectInsets == EdgeInsets(top: -1, left: 0, bottom: 2, right: 0))
    #expect(document.root.baselines == BaselinesSpec(first: nil, last: 12.5))
    #expect(
      document.root.subviews[0].layoutMargins
        == .directional(DirectionalEdgeInsets(top: 0, leading: 3, bottom: 0, trailing: 0)))
    #expect(document.root.subviews[1].layoutMargins == .physical(EdgeInsets(top: 7, left: 0, bottom: 0, right: 0)))
  }

  @Test("Every stack key, custom spacing after an arranged subview")
  func stackKeys() throws {
    let document = try ParserFixtures.parse(
      ParserFixtures.header + """
        root:
          subviews:
            - id: stack
              kind: stack
              axis: horizontal
              distribution: equalCentering
              alignment: lastBaseline
              spacing: -2
              customSpacing: {first: 12}
              baselineRelativeArrangement: true
              layoutMarginsRelativeArrangement: false
              arrangedSubviews:
                - {id: first, kind: label, text: One, numberOfLines: 0}
                - {id: second, kind: button, hidden: true}

        """)
    let stack = try #require(document.root.subviews.first?.stack)
    var expected = StackSpec()
    expected.axis = "horizontal"
    expected.distribution = "equalCentering"
    expected.alignment = "lastBaseline"
    expected.spacing = -2
    expected.customSpacing = ["first": 12]
    expected.baselineRelativeArrangement = true
    expected.layoutMarginsRelativeArrangement = false
    #expect(stack == expected)
    let arranged = try #require(document.root.subviews.first?.arrangedSubviews)
    #expect(arranged.map(\.id) == ["first", "second"])
    #expect(arranged[0].numberOfLines == 0 && arranged[1].isHidden)
  }

  @Test("Views with when and unless, autoresizing frames and masks, other view flags")
  func viewKeys() throws {
    let document = try ParserFixtures.parse(
      ParserFixtures.header + """
        root:
          preservesSuperviewLayoutMargins: true
          layoutMarginsFollowReadableWidth: true
          subviews:
            - id: compactOnly
              when: {horizontalSizeClass: compact}
              unless: {layoutDirection: rightToLeft, contentSizeCategory: accessibilityLarge}
            - id: sized
              kind: slider
              translatesAutoresizingMask: true
              frame: {x: 1, y: 2.5, width: 30, height: 0}
              autoresizingMask: [flexibleWidth, flexibleBottomMargin, flexibleWidth]
              intrinsicSize: {height: 31}
              hugging: {horizontal: high, vertical: 1}
              compressionResistance: {horizontal: required, vertical: fittingSize}
              font: {size: 12.5, weight: semibold, textStyle: caption2}
              placeholder: 42

        """)
    #expect(document.root.preservesSuperviewLayoutMargins == true)
    #expect(document.root.layoutMarginsFollowReadableWidth == true)
    let compact = document.root.subviews[0]
    #expect(compact.condition.when == DocumentTraits(horizontalSizeClass: .compact))
    #expect(
      compact.condition.unless
        == DocumentTraits(layoutDirection: .rightToLeft, contentSizeCategory: "accessibilityLarge"))
    let sized = document.root.subviews[1]
    #expect(sized.kind == .slider && sized.translatesAutoresizingMask)
    #expect(sized.frame == CGRect(x: 1, y: 2.5, width: 30, height: 0))
    #expect(sized.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(sized.intrinsicSize == IntrinsicSizeSpec(width: nil, height: 31))
    #expect(sized.hugging == AxisPrioritySpec(horizontal: .defaultHigh, vertical: 1))
    #expect(sized.compressionResistance == AxisPrioritySpec(horizontal: .required, vertical: .fittingSizeLevel))
    #expect(sized.font == FontSpec(size: 12.5, weight: "semibold", textStyle: "caption2"))
    #expect(sized.placeholder == "42")
  }

  @Test("Constraints: unless, active, ids; metrics; a root with its own id; empty lists")
  func constraintsAndMetrics() throws {
    let document = try ParserFixtures.parse(
      ParserFixtures.header + """
        metrics: {pad: 8, big_gap2: -1.5e1}
        root:
          id: main
          subviews:
        guides:
          - {id: spacer, owner: main}
        constraints:
          - {constraint: "V:|-pad-[spacer]", id: "top spacing", unless: {verticalSizeClass: compact}, active: FALSE}
          - spacer.height == 10

        """)
    #expect(document.metrics == ["pad": 8, "big_gap2": -15])
    #expect(document.root.id == "main" && document.root.subviews.isEmpty)
    #expect(document.guides.first?.owner == "main")
    let first = document.constraints[0]
    #expect(first.isVisualFormat && first.id == "top spacing" && !first.isActive)
    #expect(first.condition == InstallCondition(unless: DocumentTraits(verticalSizeClass: .compact)))
    #expect(document.constraints[1].isActive && document.constraints[1].id == nil)
  }

  @Test("Suggestions: at most two edits, ignoring case")
  func suggestions() {
    #expect(DocumentParser.suggestion(for: "colour", among: ["color", "kind"]) == "color")
    #expect(DocumentParser.suggestion(for: "widht", among: ["width", "height"]) == "width")
    #expect(DocumentParser.suggestion(for: "COLOR", among: ["color"]) == "color")
    #expect(DocumentParser.suggestion(for: "flavour", among: DocumentParser.Keys.view) == nil)
    #expect(DocumentParser.suggestion(for: "ab", among: ["xy"]) == nil)
  }

  @Test("Identifiers: C's rules")
  func identifiers() {
    #expect(DocumentParser.isIdentifier("_a1") && DocumentParser.isIdentifier("blueView"))
    #expect(!DocumentParser.isIdentifier("1a") && !DocumentParser.isIdentifier("a-b"))
    #expect(!DocumentParser.isIdentifier("") && !DocumentParser.isIdentifier("é"))
  }
}
