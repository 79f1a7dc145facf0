import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part E, second half: preserved margins, layout guides, directional margins
/// and right-to-left layouts (S-34 … S-38).
@Suite(.timeLimit(.minutes(10))) struct Behaviour1GuidesDirectionTests {
  // MARK: S-34 preservesSuperviewLayoutMargins

  @Test(
    "S-34 preserved superview margins widen red's margins only where the root's overlap",
    arguments: [(false, 8.0), (true, 16.0)])
  func s34PreservesMargins(_ preserves: Bool, _ margin: CGFloat) throws {
    let controller = B1.controllerRoot(375, 667)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    let red = addView("red", to: root)
    red.preservesSuperviewLayoutMargins = preserves
    let yellow = addView("yellow", to: red), control = addView("control", to: red)
    try LayoutConstraint.activateOrThrow(
      B1.pinEdges(red, to: B1.Anchors(root)) + [
        LayoutConstraint(item: yellow, attribute: .leading, relatedBy: .equal, toItem: red, attribute: .leadingMargin, multiplier: 1, constant: 0),
        LayoutConstraint(item: yellow, attribute: .trailing, relatedBy: .equal, toItem: red, attribute: .trailingMargin, multiplier: 1, constant: 0),
        yellow.topAnchor.constraint(equalTo: red.topAnchor, constant: 100),
        yellow.heightAnchor.constraint(equalToConstant: 50),
        // The control case: pinned to red's edges, the property has no effect.
        control.leadingAnchor.constraint(equalTo: red.leadingAnchor),
        control.trailingAnchor.constraint(equalTo: red.trailingAnchor),
        control.topAnchor.constraint(equalTo: red.topAnchor, constant: 100),
        control.heightAnchor.constraint(equalToConstant: 50),
      ])
    root.layoutIfNeeded()
    #expect(root.layoutMargins.left == 16 && root.layoutMargins.right == 16)
    expectFrame(red, 0, 0, 375, 667)
    #expect(red.layoutMargins.left == margin && red.layoutMargins.right == margin)
    expectFrame(yellow, margin, 100, 375 - 2 * margin, 50)
    expectFrame(control, 0, 100, 375, 50)
  }

  @Test("S-34 red inset 10 from the root keeps its own 8-point margins", arguments: [false, true])
  func s34InsetContainer(_ preserves: Bool) throws {
    let controller = B1.controllerRoot(375, 667)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    let red = addView("red", to: root)
    red.preservesSuperviewLayoutMargins = preserves
    try LayoutConstraint.activateOrThrow(B1.pinEdges(red, to: B1.Anchors(root), inset: 10))
    root.layoutIfNeeded()
    expectFrame(red, 10, 10, 355, 647)
    #expect(red.layoutMargins.left == 8 && red.layoutMargins.right == 8)
  }

  // MARK: S-35 Equal spacing with layout guides

  @Test("S-35 equal spacing with three layout guides")
  func s35GuideSpacing() throws {
    let root = makeRoot(667, 375)
    let cancel = StubView("cancel", width: 122, height: 52), ok = StubView("ok", width: 70, height: 52)
    root.addSubview(cancel)
    root.addSubview(ok)
    let guides = (1...3).map { _ in LayoutGuide() }
    for guide in guides { root.addLayoutGuide(guide) }
    let (g1, g2, g3) = (guides[0], guides[1], guides[2])
    let safe = root.safeAreaLayoutGuide
    try LayoutConstraint.activateOrThrow([
      root.leadingAnchor.constraint(equalTo: g1.leadingAnchor),
      g1.trailingAnchor.constraint(equalTo: cancel.leadingAnchor),
      cancel.trailingAnchor.constraint(equalTo: g2.leadingAnchor),
      g2.trailingAnchor.constraint(equalTo: ok.leadingAnchor),
      ok.trailingAnchor.constraint(equalTo: g3.leadingAnchor),
      g3.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      cancel.widthAnchor.constraint(equalTo: ok.widthAnchor),
      g1.widthAnchor.constraint(equalTo: g2.widthAnchor),
      g1.widthAnchor.constraint(equalTo: g3.widthAnchor),
      cancel.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
      ok.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectSolvedFrame(cancel, 141, 161.5, 122, 52)
    expectSolvedFrame(ok, 404, 161.5, 122, 52)
    for (guide, (minX, maxX)) in zip(guides, [(0.0, 141.0), (263.0, 404.0), (526.0, 667.0)]) {
      #expect(guide.layoutFrame.minX == minX && guide.layoutFrame.maxX == maxX, "guide x \(guide.layoutFrame)")
      #expect(!guide.hasAmbiguousLayout(for: .horizontal))
      // Decision 4: a guide's free axis is ambiguous for the guide only.
      #expect(guide.hasAmbiguousLayout(for: .vertical))
    }
    #expect(!cancel.hasAmbiguousLayout && !ok.hasAmbiguousLayout)
    #expect(root.subviews.count == 2)
    #expect(guides.allSatisfy { guide in root.layoutGuides.contains { $0 === guide } && guide.owningView === root })
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-36 Equal spacing with hidden spacer views

  @Test("S-36 equal spacing with hidden spacer views (17 constraints)")
  func s36SpacerViews() throws {
    let root = makeRoot(667, 375)
    let cancel = StubView("cancel", width: 122, height: 52), ok = StubView("ok", width: 70, height: 52)
    root.addSubview(cancel)
    root.addSubview(ok)
    let spacers = (1...3).map { addView("s\($0)", to: root) }
    for spacer in spacers { spacer.isHidden = true }
    let (s1, s2, s3) = (spacers[0], spacers[1], spacers[2])
    let safe = root.safeAreaLayoutGuide
    let constraints =
      [
        s1.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        s1.trailingAnchor.constraint(equalTo: cancel.leadingAnchor),
        cancel.trailingAnchor.constraint(equalTo: s2.leadingAnchor),
        s2.trailingAnchor.constraint(equalTo: ok.leadingAnchor),
        ok.trailingAnchor.constraint(equalTo: s3.leadingAnchor),
        s3.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        s1.widthAnchor.constraint(equalTo: s2.widthAnchor),
        s1.widthAnchor.constraint(equalTo: s3.widthAnchor),
        cancel.widthAnchor.constraint(equalTo: ok.widthAnchor),
      ] + spacers.map { $0.heightAnchor.constraint(equalToConstant: 50) }
      + ([cancel, ok] + spacers).map { $0.centerYAnchor.constraint(equalTo: safe.centerYAnchor) }
    #expect(constraints.count == 17)
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    expectSolvedFrame(cancel, 141, 161.5, 122, 52)
    expectSolvedFrame(ok, 404, 161.5, 122, 52)
    expectSolvedFrame(s1, 0, 162.5, 141, 50)
    expectSolvedFrame(s2, 263, 162.5, 141, 50)
    expectSolvedFrame(s3, 526, 162.5, 141, 50)
    #expect(([cancel, ok] + spacers).allSatisfy { !$0.hasAmbiguousLayout })
  }

  @Test("S-36 contrast: centring at 2/3 and 4/3 of centerX does not space equally")
  func s36MultiplierContrast() throws {
    let width: CGFloat = 667
    let root = makeRoot(width, 375)
    let cancel = StubView("cancel", width: 122, height: 52), ok = StubView("ok", width: 70, height: 52)
    root.addSubview(cancel)
    root.addSubview(ok)
    let safe = root.safeAreaLayoutGuide
    try LayoutConstraint.activateOrThrow([
      LayoutConstraint(item: cancel, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 2.0 / 3, constant: 0),
      LayoutConstraint(item: ok, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 4.0 / 3, constant: 0),
      cancel.widthAnchor.constraint(equalTo: ok.widthAnchor),
      cancel.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
      ok.centerYAnchor.constraint(equalTo: safe.centerYAnchor),
    ])
    root.layoutIfNeeded()
    let c = try #require(cancel.unroundedFrame), o = try #require(ok.unroundedFrame)
    let outer = width / 3 - 61, middle = width / 3 - 122  // 161.33 and 100.33
    #expect(abs(c.minX - outer) < 0.001, "left gap \(c.minX)")
    #expect(abs(width - o.maxX - outer) < 0.001, "right gap \(width - o.maxX)")
    #expect(abs(o.minX - c.maxX - middle) < 0.001, "middle gap \(o.minX - c.maxX)")
  }

  // MARK: S-38 Directional margins and RTL

  enum MarginKind: String, Sendable, CaseIterable { case directional, physical }

  @Test(
    "S-38 directional margins flip in right-to-left layouts; physical ones do not",
    arguments: [
      (MarginKind.directional, UserInterfaceLayoutDirection.leftToRight, 40.0),
      (.directional, .rightToLeft, 10.0),
      (.physical, .leftToRight, 40.0),
      (.physical, .rightToLeft, 40.0),
    ])
  func s38DirectionalMargins(_ kind: MarginKind, _ direction: UserInterfaceLayoutDirection, _ x: CGFloat) throws {
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = TraitCollection(layoutDirection: direction)
    let c = addView("c", to: root)
    let g = addView("g", to: c)
    switch kind {
    case .directional: c.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 40, bottom: 8, trailing: 10)
    case .physical: c.layoutMargins = EdgeInsets(top: 8, left: 40, bottom: 8, right: 10)
    }
    try LayoutConstraint.activateOrThrow(
      [
        c.leftAnchor.constraint(equalTo: root.leftAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        c.widthAnchor.constraint(equalToConstant: 300), c.heightAnchor.constraint(equalToConstant: 200),
      ] + B1.pinEdges(g, to: B1.Anchors(c.layoutMarginsGuide)))
    root.layoutIfNeeded()
    expectFrame(c, 0, 100, 300, 200)
    expectFrame(g, x, 8, 250, 184)
  }

  @Test(
    "S-38 a leading/trailing chain mirrors in RTL; a left/right chain does not",
    arguments: [
      (false, UserInterfaceLayoutDirection.leftToRight, 20.0, 128.0),
      (false, .rightToLeft, 255.0, 197.0),
      (true, .leftToRight, 20.0, 128.0),
      (true, .rightToLeft, 20.0, 128.0),
    ])
  func s38Chain(_ leftRight: Bool, _ direction: UserInterfaceLayoutDirection, _ ax: CGFloat, _ bx: CGFloat) throws {
    let sv = makeRoot(375, 667)
    sv.overrideTraitCollection = TraitCollection(layoutDirection: direction)
    let a = addView("a", to: sv), b = addView("b", to: sv)
    try LayoutConstraint.activateOrThrow([
      leftRight
        ? a.leftAnchor.constraint(equalTo: sv.leftAnchor, constant: 20)
        : a.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 100),
      leftRight
        ? b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8)
        : b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.widthAnchor.constraint(equalToConstant: 50),
      a.topAnchor.constraint(equalTo: sv.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: sv.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
    ])
    sv.layoutIfNeeded()
    expectFrame(a, ax, 0, 100, 10)
    expectFrame(b, bx, 0, 50, 10)
  }
}
