import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part D: constraints in code (S-22 … S-28). S-23's VFL parsing is a later
/// issue; its eight constraints are built with anchors here.
@Suite(.timeLimit(.minutes(10))) struct Behaviour1ConstraintsInCodeTests {
  // MARK: S-22 The initializer, single view

  @Test("S-22 initializer-built constraints pin red 50 from every edge")
  func s22Initializer() throws {
    let root = makeRoot(375, 667)
    let red = View()
    red.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(red)
    func make(_ a: View, _ attribute: LayoutAttribute, _ b: View, _ constant: CGFloat) -> LayoutConstraint {
      LayoutConstraint(item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute, multiplier: 1, constant: constant)
    }
    let constraints = [
      make(red, .leading, root, 50), make(root, .trailing, red, 50), make(red, .top, root, 50), make(root, .bottom, red, 50),
    ]
    #expect(constraints.allSatisfy { !$0.isActive })
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    expectFrame(red, 50, 50, 275, 567)
    #expect(B1.sameConstraints(B1.userConstraints(root), constraints))
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-23 Red over green (the anchor version of the VFL example)

  struct StackedCase: Sendable, CustomTestStringConvertible {
    let width: CGFloat, height: CGFloat
    let panelWidth: CGFloat, panelHeight: CGFloat, greenY: CGFloat
    let inContainer: Bool
    var testDescription: String { "\(Int(width)) × \(Int(height))" + (inContainer ? " in StopGoView" : "") }
  }

  /// S-23's eight constraints inside `container`; the height equality is left inactive when
  /// `forgetEqualHeights` (S-26 c).
  static func redOverGreen(
    in container: View, forgetEqualHeights: Bool = false
  ) throws -> (red: View, green: View, constraints: [LayoutConstraint], equalHeights: LayoutConstraint) {
    let red = addView("red", to: container), green = addView("green", to: container)
    let equalHeights = red.heightAnchor.constraint(equalTo: green.heightAnchor)
    var constraints = [
      red.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
      container.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50),
      green.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
      container.trailingAnchor.constraint(equalTo: green.trailingAnchor, constant: 50),
      red.topAnchor.constraint(equalTo: container.topAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 25),
      container.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 50),
    ]
    if !forgetEqualHeights { constraints.append(equalHeights) }
    try LayoutConstraint.activateOrThrow(constraints)
    return (red, green, constraints, equalHeights)
  }

  @Test(
    "S-23 red over green",
    arguments: [false, true].flatMap { inContainer in
      [
        StackedCase(width: 375, height: 667, panelWidth: 275, panelHeight: 271, greenY: 346, inContainer: inContainer),
        StackedCase(width: 667, height: 375, panelWidth: 567, panelHeight: 125, greenY: 200, inContainer: inContainer),
      ]
    })
  func s23RedOverGreen(_ row: StackedCase) throws {
    let root = makeRoot(row.width, row.height)
    var container = root
    if row.inContainer {
      container = addView("stopGo", to: root)
      try LayoutConstraint.activateOrThrow(B1.pinEdges(container, to: B1.Anchors(root)))
    }
    let (red, green, constraints, _) = try Self.redOverGreen(in: container)
    #expect(constraints.count == 8)
    root.layoutIfNeeded()
    if row.inContainer { expectFrame(container, 0, 0, row.width, row.height) }
    expectFrame(red, 50, 50, row.panelWidth, row.panelHeight)
    expectFrame(green, 50, row.greenY, row.panelWidth, row.panelHeight)
    #expect(!red.hasAmbiguousLayout && !green.hasAmbiguousLayout)
  }

  // MARK: S-24 Anchors with the safe area under a navigation bar

  @Test(
    "S-24 red over green in the safe area",
    arguments: [
      // root height, safe top, safe bottom, red height, green y
      (812.0, 88.0, 34.0, 282.5, 445.5),
      (667.0, 64.0, 0.0, 239.0, 378.0),
    ])
  func s24SafeArea(_ height: CGFloat, _ top: CGFloat, _ bottom: CGFloat, _ panelHeight: CGFloat, _ greenY: CGFloat) throws {
    let root = makeRoot(375, height)
    root.rootSafeAreaInsets = EdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    let safe = B1.Anchors(root.safeAreaLayoutGuide)
    let red = addView("red", to: root), green = addView("green", to: root)
    try LayoutConstraint.activateOrThrow([
      red.leadingAnchor.constraint(equalTo: safe.leading, constant: 50),
      safe.trailing.constraint(equalTo: red.trailingAnchor, constant: 50),
      green.leadingAnchor.constraint(equalTo: safe.leading, constant: 50),
      safe.trailing.constraint(equalTo: green.trailingAnchor, constant: 50),
      red.topAnchor.constraint(equalTo: safe.top, constant: 50),
      green.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 25),
      safe.bottom.constraint(equalTo: green.bottomAnchor, constant: 50),
      red.heightAnchor.constraint(equalTo: green.heightAnchor),
    ])
    root.layoutIfNeeded()
    expectSolvedFrame(red, 50, top + 50, 275, panelHeight)
    expectSolvedFrame(green, 50, greenY, 275, panelHeight)
    #expect(abs((green.unroundedFrame?.maxY ?? 0) - (height - bottom - 50)) < 0.001)
  }

  // MARK: S-25 Challenge 5.2: tile view with relative height

  @Test("S-25 tile view with a relative height", arguments: [true, false])
  func s25TileView(_ equalWidths: Bool) throws {
    let root = makeRoot(375, 800)
    let green = addView("green", to: root)
    let blue = addView("blue", to: green), red = addView("red", to: green)
    var constraints = [
      green.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      root.trailingAnchor.constraint(equalTo: green.trailingAnchor, constant: 50),
      green.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
      blue.leadingAnchor.constraint(equalTo: green.leadingAnchor, constant: 25),
      blue.topAnchor.constraint(equalTo: green.topAnchor, constant: 25),
      green.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 25),
      red.topAnchor.constraint(equalTo: green.topAnchor, constant: 25),
      green.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 25),
      green.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 25),
      red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 25),
    ]
    if equalWidths { constraints.append(blue.widthAnchor.constraint(equalTo: red.widthAnchor)) }
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    expectFrame(green, 50, 50, 275, 200)
    if equalWidths {
      expectFrame(blue, 25, 25, 100, 150)
      expectFrame(red, 150, 25, 100, 150)
    }
    #expect(blue.hasAmbiguousLayout(for: .horizontal) == !equalWidths)
    #expect(red.hasAmbiguousLayout(for: .horizontal) == !equalWidths)
    #expect(!blue.hasAmbiguousLayout(for: .vertical) && !red.hasAmbiguousLayout(for: .vertical))
  }

  // MARK: S-26 Activation errors and lifecycle

  @Test("An item in no hierarchy is the error reported, even after two items in separate hierarchies")
  func notInHierarchyBeforeNoCommonAncestor() {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root)
    let green = View()
    // A guide never added to a view has no hierarchy at all.
    let guide = LayoutGuide()
    // Its parts in order: red, then green (another hierarchy), then the guide.
    let constraint = red.leadingAnchor.anchorWithOffset(to: green.trailingAnchor)
      .constraint(equalTo: guide.widthAnchor)
    #expect(B1.thrownKind { try constraint.activate() } == .notInHierarchy)
    #expect(!constraint.isActive)
  }

  @Test("S-26a/b activating before addSubview fails with no common ancestor; after, it installs")
  func s26aNoCommonAncestor() throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root)
    let green = View()
    green.translatesAutoresizingMaskIntoConstraints = false
    let constraint = red.leadingAnchor.constraint(equalTo: green.trailingAnchor)
    #expect(B1.thrownKind { try constraint.activate() } == .noCommonAncestor)
    #expect(!constraint.isActive)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(B1.illegalErrors(root).map(B1.ErrorKind.init) == [.noCommonAncestor])
    #expect(B1.userConstraints(root).isEmpty && B1.userConstraints(red).isEmpty && green.constraints.isEmpty)

    root.addSubview(green)
    try constraint.activate()
    #expect(constraint.owner === root && B1.contains(root.constraints, constraint))
  }

  @Test("S-26c a constraint never activated is not installed: red and green are vertically ambiguous")
  func s26cForgotten() throws {
    let root = makeRoot(375, 667)
    let (red, green, _, equalHeights) = try Self.redOverGreen(in: root, forgetEqualHeights: true)
    root.layoutIfNeeded()
    #expect(!equalHeights.isActive && !B1.contains(root.constraints, equalHeights))
    #expect(red.hasAmbiguousLayout(for: .vertical) && green.hasAmbiguousLayout(for: .vertical))
    #expect(!red.hasAmbiguousLayout(for: .horizontal) && !green.hasAmbiguousLayout(for: .horizontal))
  }

  @Test("S-26d removeFromSuperview removes every constraint that mentions green")
  func s26dRemove() throws {
    let root = makeRoot(375, 667)
    let (red, green, constraints, _) = try Self.redOverGreen(in: root)
    root.layoutIfNeeded()
    green.removeFromSuperview()
    root.layoutIfNeeded()
    let mentionsGreen = constraints.filter { $0.firstItem === green || $0.secondItem === green }
    #expect(mentionsGreen.count == 5)
    #expect(mentionsGreen.allSatisfy { !$0.isActive })
    let kept = constraints.filter { $0.firstItem !== green && $0.secondItem !== green }
    #expect(B1.sameConstraints(B1.userConstraints(root), kept))
    #expect(red.hasAmbiguousLayout(for: .vertical))
    #expect(!red.hasAmbiguousLayout(for: .horizontal))
    #expect(green.superview == nil && root.subviews.count == 1)
  }

  @Test("S-26e hiding green changes nothing")
  func s26eHidden() throws {
    let root = makeRoot(375, 667)
    let (red, green, constraints, _) = try Self.redOverGreen(in: root)
    root.layoutIfNeeded()
    green.isHidden = true
    root.layoutIfNeeded()
    expectFrame(red, 50, 50, 275, 271)
    expectFrame(green, 50, 346, 275, 271)
    #expect(constraints.allSatisfy { $0.isActive })
    #expect(constraints.allSatisfy { !root.isBroken($0) })
  }

  // MARK: S-27 Forgetting translatesAutoresizingMaskIntoConstraints = false

  /// v made in code with its translation flag left on, pinned to the superview's leading and trailing.
  private func forgottenTranslation(_ root: View) throws -> (v: View, pins: [LayoutConstraint]) {
    let v = View(frame: CGRect(x: 100, y: 0, width: 168, height: 50))
    v.accessibilityIdentifier = "v"
    v.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    #expect(v.translatesAutoresizingMaskIntoConstraints)
    #expect(v.autoresizingMaskText.hasPrefix("h=&-&"))
    root.addSubview(v)
    let pins = [v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
    try LayoutConstraint.activateOrThrow(pins)
    return (v, pins)
  }

  @Test("S-27 the autoresizing width conflicts with the pins: reported, and a user constraint is broken")
  func s27Conflict() throws {
    let root = makeRoot(375, 667)
    let (v, pins) = try forgottenTranslation(root)
    root.layoutIfNeeded()
    let conflicts = B1.conflicts(root)
    try #require(!conflicts.isEmpty, "expected an unsatisfiable-constraints report")
    // The report lists the autoresizing constraint; decision 3 breaks the user's constraint first.
    #expect(conflicts[0].conflicting.contains { $0.origin == .autoresizingMask })
    #expect(conflicts.allSatisfy { $0.broken.origin == .user })
    #expect(pins.contains { root.isBroken($0) })
    let autoresizing = root.constraints.filter { $0.origin == .autoresizingMask }
    #expect(!autoresizing.isEmpty && autoresizing.allSatisfy { !root.isBroken($0) })
    #expect(abs((v.unroundedFrame?.width ?? 0) - 168) < 0.001)
  }

  @Test(
    "S-27 with translation off, v spans the superview and needs vertical constraints",
    arguments: ["after the conflict", "before the first layout"])
  func s27TranslationOff(_ when: String) throws {
    let root = makeRoot(375, 667)
    let (v, _) = try forgottenTranslation(root)
    if when == "after the conflict" {
      root.layoutIfNeeded()
      #expect(!B1.conflicts(root).isEmpty)
    }
    v.translatesAutoresizingMaskIntoConstraints = false
    root.layoutIfNeeded()
    #expect(root.constraints.allSatisfy { $0.origin != .autoresizingMask })
    let frame = try #require(v.unroundedFrame)
    #expect(abs(frame.minX) < 0.001 && abs(frame.width - 375) < 0.001, "v is \(frame)")
    #expect(!v.hasAmbiguousLayout(for: .horizontal))
    #expect(v.hasAmbiguousLayout(for: .vertical))

    let reportsBefore = B1.conflicts(root).count
    try LayoutConstraint.activateOrThrow([
      v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    expectFrame(v, 0, 0, 375, 50)
    #expect(!v.hasAmbiguousLayout)
    #expect(B1.conflicts(root).count == reportsBefore)
  }

  // MARK: S-28 Unsatisfiable required constraints

  @Test(
    "S-28 a conflict breaks the constraint activated last",
    arguments: [(false, 275.0), (true, 300.0)])
  func s28Conflict(_ widthFirst: Bool, _ expectedWidth: CGFloat) throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root)
    let c1 = red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
    let c2 = root.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50)
    let c3 = red.widthAnchor.constraint(equalToConstant: 300)
    let vertical = [red.topAnchor.constraint(equalTo: root.topAnchor), red.heightAnchor.constraint(equalToConstant: 50)]
    try LayoutConstraint.activateOrThrow(vertical + (widthFirst ? [c3, c1, c2] : [c1, c2, c3]))
    root.layoutIfNeeded()
    expectFrame(red, 50, 0, expectedWidth, 50)
    let conflicts = B1.conflicts(root)
    try #require(conflicts.count == 1, "expected exactly one break, got \(conflicts.count)")
    let userSet = conflicts[0].conflicting.filter { $0.origin == .user }
    #expect(B1.sameConstraints(userSet, [c1, c2, c3]))
    let last = widthFirst ? c2 : c3
    #expect(conflicts[0].broken === last)
    #expect([c1, c2, c3].filter { root.isBroken($0) }.count == 1 && root.isBroken(last))
  }

  @Test("S-28 an optional width (999) set before activation gives no conflict")
  func s28Optional() throws {
    let root = makeRoot(375, 667)
    let red = addView("red", to: root)
    let c3 = red.widthAnchor.constraint(equalToConstant: 300)
    c3.priority = 999
    try LayoutConstraint.activateOrThrow([
      red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      root.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50),
      c3, red.topAnchor.constraint(equalTo: root.topAnchor), red.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    expectFrame(red, 50, 0, 275, 50)
    #expect(c3.constant - red.frame.width == 25)
    #expect(root.layoutDiagnostics.reports.isEmpty)
    #expect(!red.hasAmbiguousLayout)
  }
}
