import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part B: constraint basics (S-08 … S-16).
@Suite(.timeLimit(.minutes(10))) struct Behaviour1ConstraintBasicsTests {
  // MARK: S-08 Pin four edges with 50-pt padding

  @Test("S-08 four pinned edges follow the superview", arguments: [(667.0, 375.0, 567.0, 275.0), (375.0, 667.0, 275.0, 567.0)])
  func s08PinFourEdges(_ width: CGFloat, _ height: CGFloat, _ greenWidth: CGFloat, _ greenHeight: CGFloat) throws {
    let root = makeRoot(667, 375)
    let green = addView("green", to: root)
    try LayoutConstraint.activateOrThrow(B1.pinEdges(green, to: B1.Anchors(root), inset: 50))
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 567, 275)
    root.frame = CGRect(x: 0, y: 0, width: width, height: height)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, greenWidth, greenHeight)
    #expect(!green.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-09 Fixed size does not adapt (valid but off screen)

  @Test("S-09 a fixed size is valid even off screen", arguments: [(667.0, 375.0), (375.0, 667.0)])
  func s09FixedSize(_ width: CGFloat, _ height: CGFloat) throws {
    let root = makeRoot(width, height)
    let green = addView("green", to: root)
    try LayoutConstraint.activateOrThrow([
      green.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      green.widthAnchor.constraint(equalToConstant: 567),
      green.heightAnchor.constraint(equalToConstant: 275),
    ])
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 567, 275)
    #expect(green.frame.maxX == 617)
    #expect(!green.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-10 / S-11 Equal sizing side by side, and ambiguity without it

  /// S-10's constraints 1–8 (or the variant), with constraint 8 left out when `equalWidths` is false.
  private func sideBySide(_ root: View, variant: Bool = false, equalWidths: Bool = true) throws -> (View, View) {
    let green = addView("green", to: root), red = addView("red", to: root)
    var constraints = [
      green.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      red.leadingAnchor.constraint(equalTo: green.trailingAnchor, constant: 50),
      variant ? green.topAnchor.constraint(equalTo: red.topAnchor) : red.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      root.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50),
      root.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 50),
      variant ? green.heightAnchor.constraint(equalTo: red.heightAnchor) : root.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 50),
    ]
    if equalWidths { constraints.append(green.widthAnchor.constraint(equalTo: red.widthAnchor)) }
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    return (green, red)
  }

  @Test(
    "S-10 equal widths side by side",
    arguments: [false, true], [(667.0, 375.0, 258.5, 358.5, 275.0), (375.0, 667.0, 112.5, 212.5, 567.0)])
  func s10EqualWidths(_ variant: Bool, _ size: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)) throws {
    let (width, height, panelWidth, redX, panelHeight) = size
    let root = makeRoot(width, height)
    let (green, red) = try sideBySide(root, variant: variant)
    expectSolvedFrame(green, 50, 50, panelWidth, panelHeight)
    expectSolvedFrame(red, redX, 50, panelWidth, panelHeight)
    #expect(!green.hasAmbiguousLayout && !red.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-11 without equal widths the split is horizontally ambiguous", arguments: [(667.0, 375.0), (375.0, 667.0)])
  func s11Ambiguity(_ width: CGFloat, _ height: CGFloat) throws {
    let root = makeRoot(width, height)
    let (green, red) = try sideBySide(root, equalWidths: false)
    #expect(green.hasAmbiguousLayout(for: .horizontal))
    #expect(red.hasAmbiguousLayout(for: .horizontal))
    #expect(!green.hasAmbiguousLayout(for: .vertical))
    #expect(!red.hasAmbiguousLayout(for: .vertical))
    // Some frames that satisfy every constraint: wG + wR = W − 150.
    let g = try #require(green.unroundedFrame), r = try #require(red.unroundedFrame)
    #expect(abs(g.minX - 50) < 0.001 && abs(r.minX - g.maxX - 50) < 0.001 && abs(r.maxX - (width - 50)) < 0.001)
    #expect(abs(g.width + r.width - (width - 150)) < 0.001)
    #expect(abs(g.minY - 50) < 0.001 && abs(g.height - (height - 100)) < 0.001)
    #expect(abs(r.minY - 50) < 0.001 && abs(r.height - (height - 100)) < 0.001)
  }

  // MARK: S-12 / S-13 / S-14 Intrinsic size

  @Test("S-12 intrinsic size supplies the size constraints", arguments: [(375.0, 667.0), (667.0, 375.0), (1024.0, 768.0)])
  func s12IntrinsicSize(_ width: CGFloat, _ height: CGFloat) throws {
    let root = makeRoot(width, height)
    let label = StubView("label", width: 159, height: 39)
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
    ])
    root.layoutIfNeeded()
    expectFrame(label, 50, 50, 159, 39)
    #expect(!label.hasAmbiguousLayout)
  }

  @Test("S-13 a required trailing pin stretches the label; the height stays intrinsic")
  func s13Stretch() throws {
    let root = makeRoot(375, 667)
    let label = StubView("label", width: 159, height: 39)
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      root.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 50),
    ])
    root.layoutIfNeeded()
    expectFrame(label, 50, 50, 275, 39)
    #expect(!label.hasAmbiguousLayout)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-14 centring a label")
  func s14Centre() throws {
    let yellow = makeRoot(375, 667, name: "yellow")
    let label = StubView("label", width: 159, height: 39)
    yellow.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.centerXAnchor.constraint(equalTo: yellow.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: yellow.centerYAnchor),
    ])
    yellow.layoutIfNeeded()
    expectFrame(label, 108, 314, 159, 39)
    #expect(!label.hasAmbiguousLayout)
  }

  // MARK: S-15 Constraint ownership

  @Test("S-15 each constraint is owned by the nearest common ancestor")
  func s15Ownership() throws {
    let yellow = makeRoot(400, 800, name: "yellow")
    let green = addView("green", to: yellow), red = addView("red", to: yellow)
    let greenOwn = [green.widthAnchor.constraint(equalToConstant: 200), green.heightAnchor.constraint(equalToConstant: 100)]
    let redOwn = [red.widthAnchor.constraint(equalToConstant: 100), red.heightAnchor.constraint(equalToConstant: 50)]
    let spacing = red.topAnchor.constraint(equalTo: green.bottomAnchor, constant: 16)
    let yellowOwn = [
      green.centerXAnchor.constraint(equalTo: yellow.centerXAnchor),
      green.centerYAnchor.constraint(equalTo: yellow.centerYAnchor),
      red.centerXAnchor.constraint(equalTo: yellow.centerXAnchor),
      spacing,
    ]
    try LayoutConstraint.activateOrThrow(greenOwn + redOwn + yellowOwn)
    yellow.layoutIfNeeded()
    expectFrame(green, 100, 350, 200, 100)
    expectFrame(red, 150, 466, 100, 50)
    #expect(B1.sameConstraints(B1.userConstraints(green), greenOwn))
    #expect(B1.sameConstraints(B1.userConstraints(red), redOwn))
    #expect(B1.sameConstraints(B1.userConstraints(yellow), yellowOwn))
    for constraint in greenOwn { #expect(constraint.owner === green) }
    for constraint in yellowOwn { #expect(constraint.owner === yellow) }

    LayoutConstraint.deactivate([spacing])
    #expect(!spacing.isActive && spacing.owner == nil)
    #expect(B1.userConstraints(yellow).count == 3)
    #expect(red.hasAmbiguousLayout(for: .vertical))
    #expect(!red.hasAmbiguousLayout(for: .horizontal))
    #expect(!green.hasAmbiguousLayout)
  }

  // MARK: S-16 Validity checks

  /// The book's invalid constraints (Q1 answers C, D, E). Its answer A and its initializer
  /// example mix the axes, which UIKit's initialiser accepts (the spec's correction to §1.5):
  /// `s16MixedAxesThroughTheInitializer` below.
  enum IllegalCase: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case c = "C red.leading = green.width + 10 (position/size mix)"
    case d = "D green.centerX = 100 (position set to a constant)"
    case e = "E red.leading = green.right + 8 (leading/left mix)"

    var testDescription: String { rawValue }

    func make(root: View, red: View, green: View) -> LayoutConstraint {
      switch self {
      case .c:
        LayoutConstraint(item: red, attribute: .leading, relatedBy: .equal, toItem: green, attribute: .width, multiplier: 1, constant: 10)
      case .d:
        LayoutConstraint(item: green, attribute: .centerX, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100)
      case .e:
        red.leadingAnchor.constraint(equalTo: green.rightAnchor, constant: 8)
      }
    }

    var expected: B1.ErrorKind {
      switch self {
      case .c: .sizeAgainstPosition
      case .d: .positionAgainstConstant
      case .e: .leadingTrailingAgainstLeftRight
      }
    }
  }

  @Test("S-16 invalid constraints are refused", arguments: IllegalCase.allCases)
  func s16Invalid(_ row: IllegalCase) {
    let root = makeRoot(400, 800)
    let red = addView("red", to: root), green = addView("green", to: root)
    // The throwing API names the rule and installs nothing.
    let thrown = row.make(root: root, red: red, green: green)
    #expect(B1.thrownKind { try thrown.activate() } == row.expected)
    #expect(!thrown.isActive)
    // UIKit's `isActive = true` cannot throw: it reports the same error and installs nothing.
    let reported = row.make(root: root, red: red, green: green)
    reported.isActive = true
    #expect(!reported.isActive)
    #expect(B1.illegalErrors(root).map(B1.ErrorKind.init) == [row.expected])
    #expect(B1.userConstraints(root).isEmpty && B1.userConstraints(red).isEmpty && B1.userConstraints(green).isEmpty)
  }

  @Test("S-16 every pair of attributes between two views, a guide and no second item: refused exactly by §1.5's rules")
  func s16EveryPairOfAttributes() {
    let root = makeRoot(400, 800)
    let red = addView("red", to: root), green = addView("green", to: root)
    let guide = LayoutGuide()
    green.addLayoutGuide(guide)
    // The rules, written out: the first that applies names the error.
    func expected(_ first: LayoutAttribute, _ second: LayoutAttribute?, secondIsGuide: Bool, multiplier: CGFloat)
      -> B1.ErrorKind?
    {
      if first == .notAnAttribute || second == .notAnAttribute { return .invalidAttribute }
      if secondIsGuide, second == .firstBaseline || second == .lastBaseline { return .baselineOfGuide }
      let sizes: Set<LayoutAttribute> = [.width, .height]
      guard let second else { return sizes.contains(first) ? nil : .positionAgainstConstant }
      if sizes.contains(first) != sizes.contains(second) { return .sizeAgainstPosition }
      if !sizes.contains(first) && multiplier == 0 { return .positionAgainstConstant }
      let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
      let physical: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]
      let both = [first, second]
      if both.contains(where: directional.contains) && both.contains(where: physical.contains) {
        return .leadingTrailingAgainstLeftRight
      }
      return nil
    }
    var checked = 0
    for first in LayoutAttribute.allCases {
      for second in LayoutAttribute.allCases as [LayoutAttribute?] + [nil] {
        for (toItem, isGuide) in [(green as LayoutItem, false), (guide, true)] where second != nil || !isGuide {
          // Margin attributes exist for views only: a guide's are not asked of it.
          if isGuide, second?.withoutMargin != nil { continue }
          for multiplier: CGFloat in second == nil ? [1] : [1, 0] {
            let constraint = LayoutConstraint(
              item: red, attribute: first, relatedBy: .equal, toItem: second == nil ? nil : toItem,
              attribute: second ?? .notAnAttribute, multiplier: multiplier, constant: 4)
            let outcome = B1.thrownKind { try constraint.activate() }
            let wanted = expected(first, second, secondIsGuide: isGuide, multiplier: multiplier)
            let other = isGuide ? "guide" : "green"
            #expect(outcome == wanted, "red.\(first) = \(multiplier) × \(other).\(String(describing: second)) + 4")
            if outcome == nil { constraint.isActive = false }
            checked += 1
          }
        }
      }
    }
    #expect(checked > 1_000)
  }

  @Test("S-16 A and the initializer example: mixed axes through the initializer are installed and solved")
  func s16MixedAxesThroughTheInitializer() throws {
    let root = makeRoot(400, 800)
    let red = addView("red", to: root), green = addView("green", to: root)
    // Green is fixed at (10, 30, 60, 40); red is 100 × 50, placed by answer A,
    // red.trailing == green.top + 20, and by red.top == green.trailing + 5 (the initializer
    // example's kind: a vertical position from a horizontal one).
    try LayoutConstraint.activateOrThrow([
      green.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      green.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      green.widthAnchor.constraint(equalToConstant: 60),
      green.heightAnchor.constraint(equalToConstant: 40),
      red.widthAnchor.constraint(equalToConstant: 100),
      red.heightAnchor.constraint(equalToConstant: 50),
    ])
    let a = LayoutConstraint(
      item: red, attribute: .trailing, relatedBy: .equal, toItem: green, attribute: .top, multiplier: 1, constant: 20)
    let initializer = LayoutConstraint(
      item: red, attribute: .top, relatedBy: .equal, toItem: green, attribute: .trailing, multiplier: 1, constant: 5)
    try a.activate()
    try initializer.activate()
    #expect(a.isActive && initializer.isActive && B1.illegalErrors(root).isEmpty)
    root.layoutIfNeeded()
    // red.maxX = green.minY + 20 = 50, so red.minX = -50; red.minY = green.maxX + 5 = 75.
    expectFrame(red, -50, 75, 100, 50)
  }

  @Test("S-16 B red.top = green.bottom + 8 is accepted")
  func s16Valid() throws {
    let root = makeRoot(400, 800)
    let red = addView("red", to: root), green = addView("green", to: root)
    let b = red.topAnchor.constraint(equalTo: green.bottomAnchor, constant: 8)
    try b.activate()
    #expect(b.isActive && b.owner === root)
  }

  @Test("S-16 equivalent constraints give identical layouts", arguments: [false, true])
  func s16Equivalences(_ swapped: Bool) throws {
    let root = makeRoot(400, 800)
    let red = addView("red", to: root), green = addView("green", to: root)
    try LayoutConstraint.activateOrThrow([
      red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      red.widthAnchor.constraint(equalToConstant: 100),
      green.widthAnchor.constraint(equalToConstant: 50),
      red.topAnchor.constraint(equalTo: root.topAnchor), red.heightAnchor.constraint(equalToConstant: 40),
      green.topAnchor.constraint(equalTo: root.topAnchor), green.heightAnchor.constraint(equalToConstant: 40),
      // green.leading = red.trailing + 8  ≡  red.trailing = green.leading − 8
      swapped
        ? red.trailingAnchor.constraint(equalTo: green.leadingAnchor, constant: -8)
        : green.leadingAnchor.constraint(equalTo: red.trailingAnchor, constant: 8),
    ])
    root.layoutIfNeeded()
    expectFrame(red, 20, 0, 100, 40)
    expectFrame(green, 128, 0, 50, 40)
  }

  @Test("S-16 'green 8 pt below yellow' is yellow.bottom = green.top − 8")
  func s16Below() throws {
    let root = makeRoot(400, 800)
    let yellow = addView("yellow", to: root), green = addView("green", to: root)
    try LayoutConstraint.activateOrThrow(
      [yellow, green].flatMap { view in
        [
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 100),
        ]
      } + [
        yellow.topAnchor.constraint(equalTo: root.topAnchor),
        yellow.bottomAnchor.constraint(equalTo: green.topAnchor, constant: -8),
      ])
    root.layoutIfNeeded()
    expectFrame(green, 0, 108, 100, 100)
  }
}
