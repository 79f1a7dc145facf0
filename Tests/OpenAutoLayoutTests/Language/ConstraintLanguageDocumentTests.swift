import Foundation
import Testing

@testable import OpenAutoLayout

/// The example document of layout-document.md §1, with the frames §3 shows for it.
@Suite("Constraint language: the contract's example document", .timeLimit(.minutes(10)))
struct ConstraintLanguageDocumentTests {
  /// The hierarchy of §1: a 375 × 667 root with safe-area top 20 and leading/trailing margins
  /// 16, scale 2, subviews blue and red, and a guide `spacer` owned by the root.
  final class Document {
    let root = languageRoot()
    let blue: View
    let red: View
    let spacer: LayoutGuide
    let parser: ConstraintParser

    init() {
      root.overrideTraitCollection = TraitCollection(horizontalSizeClass: .regular, displayScale: 2)
      root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
      blue = languageView("blue", in: root)
      red = languageView("red", in: root)
      spacer = languageGuide("spacer", in: root)
      parser = ConstraintParser(root: root, metrics: ["pad": 20])
    }
  }

  @Test("Every example constraint of §1 parses to the constraint the anchors would make")
  func exampleConstraintsParse() throws {
    let d = Document()
    let safeArea = d.root.safeAreaLayoutGuide
    func parse(_ text: String) throws -> LayoutConstraint { try d.parser.parse(text) }

    expectConstraint(try parse("blue.leading == root.leadingMargin"), d.blue, .leading, .equal, d.root, .leadingMargin)
    expectConstraint(
      try parse("red.leading == blue.trailing + standard"), d.red, .leading, .equal, d.blue, .trailing, constant: 8)
    expectConstraint(
      try parse("red.trailing == root.trailingMargin"), d.red, .trailing, .equal, d.root, .trailingMargin)
    expectConstraint(
      try parse("blue.top == root.safeArea.top + 20"), d.blue, .top, .equal, safeArea, .top, constant: 20)
    expectConstraint(try parse("red.top == blue.top"), d.red, .top, .equal, d.blue, .top)
    expectConstraint(
      try parse("root.safeArea.bottom == blue.bottom + 20"), safeArea, .bottom, .equal, d.blue, .bottom, constant: 20)
    expectConstraint(try parse("red.bottom == blue.bottom"), d.red, .bottom, .equal, d.blue, .bottom)
    expectConstraint(
      try parse("red.width == 2 * blue.width @750"), d.red, .width, .equal, d.blue, .width, multiplier: 2,
      priority: .defaultHigh)
    expectConstraint(
      try parse("blue.width >= 150"), d.blue, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 150)
    expectConstraint(
      try parse("red.width <= 400"), d.red, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 400)

    // The same constraints through the anchor API are equivalent.
    #expect(
      try parse("red.leading == blue.trailing + standard").isEquivalent(
        to: d.red.leadingAnchor.constraint(equalTo: d.blue.trailingAnchor, constant: 8)))
    let weighted = d.red.widthAnchor.constraint(equalTo: d.blue.widthAnchor, multiplier: 2)
    weighted.priority = .defaultHigh
    #expect(try parse("red.width == 2 * blue.width @750").isEquivalent(to: weighted))
    #expect(try !parse("red.width == 2 * blue.width").isEquivalent(to: weighted))
  }

  /// By hand: blue.x = 16 (leading margin); red's trailing = 375 − 16 = 359, so
  /// blue.width + 8 + red.width = 343 and red.width = 335 − blue.width. Required: blue.width ≥ 150;
  /// at 750, red.width = 2 · blue.width leaves |335 − 3 · blue.width|, least at blue.width = 150:
  /// red (174, 185). Vertically blue.y = 20 + 20 = 40 and its bottom 667 − 20 = 647: 607 high.
  @Test("Activated, the example gives the frames of §3: blue (16, 40, 150, 607), red (174, 40, 185, 607)")
  func exampleFrames() throws {
    let d = Document()
    let texts = [
      "blue.leading == root.leadingMargin", "red.leading == blue.trailing + standard",
      "red.trailing == root.trailingMargin", "blue.top == root.safeArea.top + 20", "red.top == blue.top",
      "root.safeArea.bottom == blue.bottom + 20", "red.bottom == blue.bottom", "red.width == 2 * blue.width @750",
      "blue.width >= 150", "red.width <= 400",
    ]
    try LayoutConstraint.activateOrThrow(texts.map { try d.parser.parse($0) })
    d.root.layoutIfNeeded()
    #expect(d.blue.frame == CGRect(x: 16, y: 40, width: 150, height: 607))
    #expect(d.red.frame == CGRect(x: 174, y: 40, width: 185, height: 607))
    #expect(d.root.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test("'standard' is 20 to the superview's edge, 8 to a sibling and to a guide")
  func standardSpacing() throws {
    let d = Document()
    languageView("inner", in: d.blue)
    let parser = ConstraintParser(root: d.root)
    #expect(try parser.parse("blue.leading == superview.leading + standard").constant == 20)
    #expect(try parser.parse("root.trailing == blue.trailing + standard").constant == 20)
    #expect(try parser.parse("inner.top == blue.top + standard").constant == 20)
    #expect(try parser.parse("red.leading == blue.trailing + standard").constant == 8)
    #expect(try parser.parse("blue.top == root.safeArea.top + standard").constant == 8)
    #expect(try parser.parse("blue.top == spacer.bottom - standard").constant == -8)
    #expect(try parser.parse("inner.top == red.top + standard").constant == 8)
  }

  @Test("Metrics, ratios, '=', baseline, named priorities and free whitespace")
  func spellings() throws {
    let d = Document()
    let p = d.parser
    expectConstraint(try p.parse("blue.top == root.top + pad"), d.blue, .top, .equal, d.root, .top, constant: 20)
    expectConstraint(try p.parse("blue.top == root.top - pad"), d.blue, .top, .equal, d.root, .top, constant: -20)
    expectConstraint(
      try p.parse("red.width == 3:4 * blue.width"), d.red, .width, .equal, d.blue, .width, multiplier: 0.75)
    expectConstraint(
      try p.parse("red.width == -0.5 * blue.width - 2.5"), d.red, .width, .equal, d.blue, .width, multiplier: -0.5,
      constant: -2.5)
    expectConstraint(try p.parse("red.width = blue.width"), d.red, .width, .equal, d.blue, .width)
    expectConstraint(
      try p.parse("red.baseline == blue.firstBaseline"), d.red, .lastBaseline, .equal, d.blue, .firstBaseline)
    expectConstraint(try p.parse("red.width == -5"), d.red, .width, .equal, nil, .notAnAttribute, constant: -5)
    expectConstraint(try p.parse("red.width == -pad"), d.red, .width, .equal, nil, .notAnAttribute, constant: -20)
    expectConstraint(
      try p.parse("red.width==2*blue.width+1e-3@999.5"), d.red, .width, .equal, d.blue, .width, multiplier: 2,
      constant: 0.001, priority: 999.5)
    expectConstraint(
      try p.parse("  red . width\t>=\nblue . width  "), d.red, .width, .greaterThanOrEqual, d.blue, .width)
    let named: [(String, LayoutPriority)] = [
      ("required", 1000), ("high", 750), ("low", 250), ("fittingSize", 50), ("defaultHigh", 750),
      ("dragThatCanResizeScene", 510), ("sceneSizeStayPut", 500), ("dragThatCannotResizeScene", 490),
      ("1000", 1000), ("1", 1), ("0.5", 0.5),
    ]
    for (text, priority) in named {
      #expect(try p.parse("red.width == 10 @\(text)").priority == priority, "@\(text)")
    }
    expectConstraint(
      try p.parse("spacer.width == root.margins.width"), d.spacer, .width, .equal, d.root.layoutMarginsGuide, .width)
    expectConstraint(
      try p.parse("red.centerX == superview.readableContent.centerX"), d.red, .centerX, .equal,
      d.root.readableContentGuide, .centerX)
  }

  @Test("Extension a: an offset anchor on either side parses to the offset constraint")
  func offsets() throws {
    let d = Document()
    let parsed = try d.parser.parse("(red.leading - blue.trailing) == 0.5 * (blue.leading - root.leading) + 4")
    let made = d.blue.trailingAnchor.anchorWithOffset(to: d.red.leadingAnchor).constraint(
      equalTo: d.root.leadingAnchor.anchorWithOffset(to: d.blue.leadingAnchor), multiplier: 0.5, constant: 4)
    #expect(parsed.isEquivalent(to: made))
    #expect(parsed.description == "(red.leading - blue.trailing) == 0.5 * (blue.leading - root.leading) + 4")
    #expect(parsed.firstItem === d.blue)
    #expect(parsed.firstAttribute == .notAnAttribute)
    // Reversed, it is another constraint.
    let reversed = try d.parser.parse("(blue.trailing - red.leading) == 0.5 * (blue.leading - root.leading) + 4")
    #expect(!reversed.isEquivalent(to: made))
    let width = try d.parser.parse("red.width >= (red.top - blue.top)")
    #expect(
      width.isEquivalent(
        to: d.red.widthAnchor.constraint(greaterThanOrEqualTo: d.blue.topAnchor.anchorWithOffset(to: d.red.topAnchor))))
  }

  @Test("Extension b: frame positions parse to the system's autoresizing and encapsulated constraints")
  func framePositions() throws {
    let d = Document()
    let centred = try d.parser.parse("blue.midX == 0.5 * root.width + 12")
    #expect(centred.origin == .autoresizingMask)
    #expect(centred.firstItem === d.blue && centred.firstAttribute == .centerX)
    #expect(centred.secondItem === d.root && centred.secondAttribute == .width)
    #expect(centred.multiplier == 0.5 && centred.constant == 12)
    #expect(centred.description == "blue.midX == 0.5 * root.width + 12")
    let fixed = try d.parser.parse("red.midY == 30")
    #expect(fixed.origin == .autoresizingMask && fixed.constant == 30)
    #expect(fixed.secondItem == nil)
    #expect(fixed.description == "red.midY == 30")
    let rootLeft = try d.parser.parse("root.minX == 0")
    #expect(rootLeft.origin == .encapsulatedLayout && rootLeft.firstAttribute == .left)

    // Activation accepts them as the system's own: they pin blue's centre and red's.
    try LayoutConstraint.activateOrThrow([
      centred, fixed, try d.parser.parse("blue.width == 100"), try d.parser.parse("blue.midY == 50"),
      try d.parser.parse("blue.height == 20"), try d.parser.parse("red.midX == 100"),
      try d.parser.parse("red.width == 10"), try d.parser.parse("red.height == 10"),
    ])
    // Measured in the superview's bounds, both belong to it, though `fixed` names only red.
    #expect(centred.owner === d.root && fixed.owner === d.root)
    d.root.layoutIfNeeded()
    // blue: centre x = 0.5 · 375 + 12 = 199.5, width 100 → x 149.5; centre y 50, height 20 → y 40.
    #expect(d.blue.frame == CGRect(x: 149.5, y: 40, width: 100, height: 20))
    #expect(d.red.frame == CGRect(x: 95, y: 25, width: 10, height: 10))
  }
}
