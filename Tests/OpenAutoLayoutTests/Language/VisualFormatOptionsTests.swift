import Foundation
import Testing

@testable import OpenAutoLayout

/// VFL options: alignment, direction and baseline spacing (behaviour-1 §1.9). Apple's parser
/// makes `previous.attribute == next.attribute` for each alignment option and each pair of
/// adjacent views, and returns them after every other constraint.
@Suite(.timeLimit(.minutes(10))) struct VisualFormatOptionsTests {
  typealias C = LayoutConstraint

  @Test("Apple's raw values (NSLayoutFormatOptions)")
  func rawValues() {
    let expected: [(VisualFormatOptions, UInt)] = [
      (.alignAllLeft, 2), (.alignAllRight, 4), (.alignAllTop, 8), (.alignAllBottom, 16), (.alignAllLeading, 32),
      (.alignAllTrailing, 64), (.alignAllCenterX, 512), (.alignAllCenterY, 1024), (.alignAllLastBaseline, 2048),
      (.alignAllBaseline, 2048), (.alignAllFirstBaseline, 4096), (.alignmentMask, 0xFFFF),
      (.directionLeadingToTrailing, 0), (.directionLeftToRight, 0x10000), (.directionRightToLeft, 0x20000),
      (.directionMask, 0x30000), (.spacingEdgeToEdge, 0), (.spacingBaselineToBaseline, 0x80000), (.spacingMask, 0x80000),
    ]
    for (option, raw) in expected { #expect(option.rawValue == raw) }
  }

  static let horizontalFormatOptions: [(VisualFormatOptions, LayoutAttribute)] = [
    (.alignAllTop, .top), (.alignAllBottom, .bottom), (.alignAllCenterY, .centerY),
    (.alignAllLastBaseline, .lastBaseline), (.alignAllBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
  ]
  static let verticalFormatOptions: [(VisualFormatOptions, LayoutAttribute)] = [
    (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
    (.alignAllCenterX, .centerX),
  ]

  @Test("In H: each vertical alignment option aligns adjacent views, after the spacing", arguments: horizontalFormatOptions)
  func alignInHorizontalFormat(option: VisualFormatOptions, attribute: LayoutAttribute) throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root), c = addView("c", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "H:|-[a]-[b][c]", options: option, views: ["a": a, "b": b, "c": c]),
      [
        VFL.c(a, .leading, .equal, root, .leading, 20), VFL.c(b, .leading, .equal, a, .trailing, 8),
        VFL.c(c, .leading, .equal, b, .trailing), VFL.c(a, attribute, .equal, b, attribute),
        VFL.c(b, attribute, .equal, c, attribute),
      ])
  }

  @Test("In V: each horizontal alignment option aligns adjacent views", arguments: verticalFormatOptions)
  func alignInVerticalFormat(option: VisualFormatOptions, attribute: LayoutAttribute) throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "V:[a]-10-[b]-|", options: option, views: ["a": a, "b": b]),
      [
        VFL.c(b, .top, .equal, a, .bottom, 10), VFL.c(root, .bottom, .equal, b, .bottom, 20),
        VFL.c(a, attribute, .equal, b, attribute),
      ])
  }

  @Test("Several alignment options: per pair of views, in bit order; once per connection")
  func severalOptions() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root), c = addView("c", to: root)
    VFL.expect(
      try C.constraints(
        visualFormat: "[a]-(>=4,<=40)-[b]-[c]", options: [.alignAllBottom, .alignAllTop],
        views: ["a": a, "b": b, "c": c]),
      [
        VFL.c(b, .leading, .greaterThanOrEqual, a, .trailing, 4), VFL.c(b, .leading, .lessThanOrEqual, a, .trailing, 40),
        VFL.c(c, .leading, .equal, b, .trailing, 8), VFL.c(a, .top, .equal, b, .top), VFL.c(a, .bottom, .equal, b, .bottom),
        VFL.c(b, .top, .equal, c, .top), VFL.c(b, .bottom, .equal, c, .bottom),
      ])
  }

  @Test("Alignment needs two views: none, and no error, between a view and |")
  func alignmentWithoutPairs() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "|-[a]-|", options: .alignAllLeft, views: ["a": a]),
      [VFL.c(a, .leading, .equal, root, .leading, 20), VFL.c(root, .trailing, .equal, a, .trailing, 20)])
  }

  @Test("Apple honours the width and height bits (1 << 7, 1 << 8) as alignment too")
  func sizeBits() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(
        visualFormat: "V:[a][b]", options: VisualFormatOptions(rawValue: 1 << 7), views: ["a": a, "b": b]),
      [VFL.c(b, .top, .equal, a, .bottom), VFL.c(a, .width, .equal, b, .width)])
  }

  @Test("Aligned views lay out: centre Y in a row")
  func alignedFrames() throws {
    let root = makeRoot(300, 200)
    let a = addView("a", to: root), b = addView("b", to: root)
    let views: [String: LayoutItem] = ["a": a, "b": b]
    var constraints = try C.constraints(
      visualFormat: "|-[a(50)]-[b(60)]", options: .alignAllCenterY, views: views)
    constraints += try C.constraints(visualFormat: "V:|-40-[a(100)]", views: views)
    constraints += try C.constraints(visualFormat: "V:[b(20)]", views: views)
    try C.activateOrThrow(constraints)
    root.layoutIfNeeded()
    expectFrame(a, 20, 40, 50, 100)
    expectFrame(b, 78, 80, 60, 20)
  }

  // MARK: Direction

  @Test("directionLeftToRight uses left and right")
  func leftToRight() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "|-[a]-[b]-|", options: .directionLeftToRight, views: ["a": a, "b": b]),
      [
        VFL.c(a, .left, .equal, root, .left, 20), VFL.c(b, .left, .equal, a, .right, 8),
        VFL.c(root, .right, .equal, b, .right, 20),
      ])
  }

  @Test("directionRightToLeft runs from the right edge: the first view is rightmost")
  func rightToLeft() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(
        visualFormat: "|-[a]-[b]-|", options: [.directionRightToLeft, .alignAllTop], views: ["a": a, "b": b]),
      [
        VFL.c(root, .right, .equal, a, .right, 20), VFL.c(a, .left, .equal, b, .right, 8),
        VFL.c(b, .left, .equal, root, .left, 20), VFL.c(b, .top, .equal, a, .top),
      ])
  }

  @Test("Both direction bits read as left to right, as in Apple's parser")
  func bothDirectionBits() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "|[a]", options: .directionMask, views: ["a": a]),
      [VFL.c(a, .left, .equal, root, .left)])
  }

  @Test("Direction options leave V: alone")
  func directionInVertical() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(visualFormat: "V:|-[a]-[b]", options: .directionRightToLeft, views: ["a": a, "b": b]),
      [VFL.c(a, .top, .equal, root, .top, 20), VFL.c(b, .top, .equal, a, .bottom, 8)])
  }

  struct DirectionCase: Sendable, CustomTestStringConvertible {
    let rightToLeftLayout: Bool
    let options: VisualFormatOptions
    let aX: CGFloat, bX: CGFloat
    var testDescription: String { "\(rightToLeftLayout ? "RTL" : "LTR") layout, options \(options.rawValue)" }
  }

  @Test(
    "Frames: leading and trailing flip in a right-to-left layout, left and right do not",
    arguments: [
      DirectionCase(rightToLeftLayout: false, options: [], aX: 10, bX: 68),
      DirectionCase(rightToLeftLayout: true, options: [], aX: 240, bX: 172),
      DirectionCase(rightToLeftLayout: false, options: .directionLeftToRight, aX: 10, bX: 68),
      DirectionCase(rightToLeftLayout: true, options: .directionLeftToRight, aX: 10, bX: 68),
      DirectionCase(rightToLeftLayout: false, options: .directionRightToLeft, aX: 240, bX: 172),
      DirectionCase(rightToLeftLayout: true, options: .directionRightToLeft, aX: 240, bX: 172),
    ])
  func directionFrames(_ row: DirectionCase) throws {
    let root = makeRoot(300, 100)
    if row.rightToLeftLayout { root.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft) }
    let a = addView("a", to: root), b = addView("b", to: root)
    let views: [String: LayoutItem] = ["a": a, "b": b]
    var constraints = try C.constraints(
      visualFormat: "H:|-10-[a(50)]-[b(60)]", options: row.options.union(.alignAllTop), views: views)
    constraints += try C.constraints(visualFormat: "V:|[a(20)]", views: views)
    constraints += try C.constraints(visualFormat: "V:[b(30)]", views: views)
    try C.activateOrThrow(constraints)
    root.layoutIfNeeded()
    expectFrame(a, row.aX, 0, 50, 20)
    expectFrame(b, row.bX, 0, 60, 30)
  }

  // MARK: Baseline spacing

  /// Apple's parser picks the view's side without looking at the other end, so the superview
  /// connections use the baselines too.
  @Test("spacingBaselineToBaseline spaces V: views by baselines, even from the edges")
  func baselineSpacing() throws {
    let root = makeRoot(400, 400)
    let a = addView("a", to: root), b = addView("b", to: root)
    VFL.expect(
      try C.constraints(
        visualFormat: "V:|-[a]-[b]-|", options: [.spacingBaselineToBaseline, .alignAllLeading], views: ["a": a, "b": b]),
      [
        VFL.c(a, .firstBaseline, .equal, root, .top, 20), VFL.c(b, .firstBaseline, .equal, a, .lastBaseline, 8),
        VFL.c(root, .bottom, .equal, b, .lastBaseline, 20), VFL.c(a, .leading, .equal, b, .leading),
      ])
  }
}
