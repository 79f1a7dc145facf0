import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// Keys and values the cookbook does not use, and the defaults of keys left out.
@Suite("Parser: keys, values and defaults", .timeLimit(.minutes(10)))
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

  @Test("A device with its multitasking mode; the device's value position is kept for errors")
  func deviceAndMultitasking() throws {
    let document = try ParserFixtures.parse(
      """
      version: 1
      device: 'iPad Pro 10.5"'
      orientation: landscape
      multitasking: twoThirds
      root: {}

      """)
    #expect(document.device == "iPad Pro 10.5\"")
    #expect(document.orientation == .landscape)
    #expect(document.multitasking == .twoThirds)
    #expect(document.deviceLocation == SourceLocation(line: 2, column: 9))
    // Left to the device: nothing explicit.
    #expect(document.canvas == nil && document.explicitScale == nil && document.explicitSafeArea == nil)
    let written = try ParserFixtures.parse(ParserFixtures.header + "scale: 3\nsafeArea: {top: 20}\nroot: {}\n")
    #expect(written.explicitScale == 3)
    #expect(written.explicitSafeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(written.multitasking == nil && written.deviceLocation == nil)
  }

  @Test("Control keys on their kinds")
  func controlKeys() throws {
    let document = try ParserFixtures.parse(
      ParserFixtures.header + """
        root:
          subviews:
            - {id: photo, kind: imageView, image: {width: 120, height: 80.5}, contentMode: scaleAspectFill}
            - {id: go, kind: button, image: {width: 20, height: 0}, contentEdgeInsets: {top: 10, left: 20}}
            - {id: picker, kind: segmentedControl, segments: [One, "Two", 3]}
            - {id: name, kind: label, lineBreakMode: byTruncatingMiddle, preferredMaxLayoutWidth: 200}
            - {id: notes, kind: textView, scrollEnabled: false}
            - {id: field, kind: textField, borderStyle: line, font: {textStyle: body, weight: bold}}

        """)
    let views = Dictionary(uniqueKeysWithValues: document.root.subviews.map { ($0.id, $0) })
    let photo = try #require(views["photo"]).controls
    #expect(photo.image?.width == 120 && photo.image?.height == 80.5)
    #expect(photo.contentMode == .scaleAspectFill)
    let button = try #require(views["go"]).controls
    #expect(button.image?.width == 20 && button.image?.height == 0)
    #expect(button.contentEdgeInsets == EdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
    #expect(views["picker"]?.controls.segments == ["One", "Two", "3"])
    let label = try #require(views["name"]).controls
    #expect(label.lineBreakMode == .byTruncatingMiddle && label.preferredMaxLayoutWidth == 200)
    #expect(views["notes"]?.controls.isScrollEnabled == false)
    #expect(views["field"]?.controls.borderStyle == .line)
    #expect(views["field"]?.font == FontSpec(weight: .bold, textStyle: .body))
    // Keys left out stay nil: the control's own default.
    #expect(views["notes"]?.controls.borderStyle == nil && views["notes"]?.controls.image == nil)
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
    expected.axis = .horizontal
    expected.distribution = .equalCentering
    expected.alignment = .lastBaseline
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
    #expect(sized.font == FontSpec(size: 12.5, weight: .semibold, textStyle: .caption2))
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
