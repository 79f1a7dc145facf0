import Foundation
import Testing

@testable import OpenAutoLayout

/// Features of the model the spec's scenarios do not reach, each with hand-derived frames.
@Suite(.timeLimit(.minutes(10))) struct ModelFeatureTests {
  /// A view with text: baselines 30 from the top and 10 from the bottom of a 40-high frame.
  final class TextStub: View {
    init(_ name: String, size: CGSize) {
      self.size = size
      super.init(frame: .zero)
      accessibilityIdentifier = name
      translatesAutoresizingMaskIntoConstraints = false
      firstBaselineOffsetFromTop = 30
      lastBaselineOffsetFromBottom = 10
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    let size: CGSize
    override var intrinsicContentSize: CGSize { size }
  }

  @Test("A view's layer is made when first asked for, once; alpha, background and clipping read its defaults without one")
  func layerIsMadeWhenFirstAskedFor() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.alpha == 1 && view.backgroundColor == nil && !view.clipsToBounds)
    #expect(view.layerStorage == nil)
    view.alpha = 0.5
    let layer = view.layer
    #expect(view.layer === layer && view.layerStorage === layer)
    #expect(layer.opacity == 0.5 && view.alpha == 0.5)
    view.backgroundColor = .black
    view.clipsToBounds = true
    #expect(layer.backgroundColor == .black && layer.masksToBounds && view.backgroundColor == .black)
    // A scroll view clips from the start, as UIKit's.
    #expect(ScrollView().clipsToBounds)
  }

  @Test func anchorWithOffsetConstrainsTheDistanceBetweenTwoAnchors() throws {
    let root = makeRoot(400, 300)
    let a = StubView("a", width: 50, height: 20), b = StubView("b", width: 50, height: 20)
    let c = StubView("c", width: 50, height: 20)
    for view in [a, b, c] { root.addSubview(view) }
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      // b sits so that the gap a→b equals the gap b→c.
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
      a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
      c.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // a 10…60, c 340…390; b 50 wide centred in 60…340: 175…225.
    expectFrame(b, 175, 0, 50, 20)
  }

  @Test func systemSpacingIsEightPointsTimesTheMultiplier() throws {
    let root = makeRoot(400, 300)
    let a = StubView("a", width: 50, height: 20), b = StubView("b", width: 50, height: 20)
    root.addSubview(a)
    root.addSubview(b)
    try LayoutConstraint.activateOrThrow([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
    ])
    root.layoutIfNeeded()
    expectFrame(b, 66, 28, 50, 20)
  }

  @Test func baselinesComeFromTheTextAndFromTheBottomWithout() throws {
    let root = makeRoot(400, 300)
    let label = TextStub("label", size: CGSize(width: 80, height: 40))
    let box = StubView("box", width: 20, height: 20)
    let field = TextStub("field", size: CGSize(width: 60, height: 40))
    for view in [label, box, field] { root.addSubview(view) }
    try LayoutConstraint.activateOrThrow([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      // A plain view's baseline is its bottom edge.
      box.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
      box.leadingAnchor.constraint(equalTo: label.trailingAnchor),
      field.firstBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor),
      field.leadingAnchor.constraint(equalTo: box.trailingAnchor),
    ])
    root.layoutIfNeeded()
    // label 100…140: first baseline 130, last baseline 130.
    expectFrame(box, 80, 110, 20, 20)
    expectFrame(field, 100, 100, 60, 40)
  }

  @Test func marginAttributesOfTheInitialiserAreTheMarginsGuide() throws {
    let root = makeRoot(400, 300)
    root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    let view = addView("view", to: root)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: view, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: view, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: view, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins,
        multiplier: 1, constant: 0),
      LayoutConstraint(
        item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.reports.isEmpty)
    // Margins 20…360 across; vertically 10…270, centre 140.
    expectFrame(view, 20, 130, 340, 20)
  }

  @Test func readableContentGuideIsNarrowedAndCentredOnWideViews() throws {
    for (width, expected) in [(CGFloat(375), CGRect(x: 8, y: 8, width: 359, height: 284)),
      (1024, CGRect(x: 176, y: 8, width: 672, height: 284))]
    {
      let root = makeRoot(width, 300)
      let view = addView("view", to: root)
      let readable = root.readableContentGuide
      try LayoutConstraint.activateOrThrow([
        view.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
        view.topAnchor.constraint(equalTo: readable.topAnchor),
        view.bottomAnchor.constraint(equalTo: readable.bottomAnchor),
      ])
      root.layoutIfNeeded()
      #expect(view.frame == expected)
      #expect(readable.layoutFrame == expected)
    }
  }

  @Test func fittingSizesCompressAndExpandAlongTheConstraints() throws {
    // A cell: a 40 × 40 image and a label 8 after it, 10 inside each edge; the label's width
    // may grow (hugging 250) but not shrink below 100 (compression resistance 750).
    let cell = View()
    let image = StubView("image", width: 40, height: 40)
    let label = StubView("label", width: 100, height: 20)
    cell.addSubview(image)
    cell.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
      image.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
      label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
    ])
    #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 168, height: 60))
    // The width fixed at 320 (a table's width), the height as small as it goes.
    let fitted = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 320, height: 60))
    // Fitting leaves the view's own layout alone.
    #expect(cell.frame == .zero)
  }

  /// `semanticContentAttribute` concerns the view itself: its subviews still follow the traits,
  /// as in UIKit (a stack view's arranged views must each be set).
  @Test func semanticContentAttributeForcesTheDirectionOfOneView() throws {
    let root = makeRoot(300, 100)
    root.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
    let player = addView("player", to: root)
    player.semanticContentAttribute = .playback
    let button = addView("button", to: player)
    try LayoutConstraint.activateOrThrow([
      player.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      player.widthAnchor.constraint(equalToConstant: 200),
      player.topAnchor.constraint(equalTo: root.topAnchor), player.heightAnchor.constraint(equalToConstant: 50),
      button.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 5),
      button.widthAnchor.constraint(equalToConstant: 20),
      button.topAnchor.constraint(equalTo: player.topAnchor), button.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    // The player reads left to right (its first item decides): 10 from the left edge.
    expectFrame(player, 10, 0, 200, 50)
    // The button reads right to left: 5 from the player's right edge, 200 − 5 − 20 = 175.
    expectFrame(button, 175, 0, 20, 20)
    // Back to left to right: the player stays, the button flips to the left.
    root.overrideTraitCollection = nil
    root.layoutIfNeeded()
    expectFrame(player, 10, 0, 200, 50)
    expectFrame(button, 5, 0, 20, 20)
  }

  @Test func guidesComeAndGoWithTheirConstraints() throws {
    let root = makeRoot(300, 100)
    let guide = LayoutGuide()
    guide.identifier = "spacer"
    let inactive = guide.widthAnchor.constraint(equalToConstant: 40)
    #expect(throws: LayoutError.self) { try inactive.activate() }  // not added to a view yet
    root.addLayoutGuide(guide)
    try inactive.activate()
    let view = addView("view", to: root)
    let pin = view.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    try LayoutConstraint.activateOrThrow([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), pin,
      view.widthAnchor.constraint(equalToConstant: 10), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(view, 50, 0, 10, 10)
    #expect(root.layoutGuides.count == 1 && root.subviews.count == 1)
    #expect(guide.hasAmbiguousLayout(for: .vertical) && !guide.hasAmbiguousLayout(for: .horizontal))
    root.removeLayoutGuide(guide)
    #expect(!pin.isActive && !inactive.isActive && guide.owningView == nil)
    root.layoutIfNeeded()
    #expect(view.hasAmbiguousLayout(for: .horizontal))
  }

  @Test func legacyAddAndRemoveConstraint() {
    let root = makeRoot(300, 100)
    let view = addView("view", to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 30)
    root.addConstraint(width)  // installed on the nearest common ancestor, the view itself
    #expect(width.owner === view)
    root.removeConstraint(width)  // the root does not own it: nothing happens, as in UIKit
    #expect(width.isActive)
    view.removeConstraint(width)
    #expect(!width.isActive)
  }

  @Test func insetsCallbacksFireWhenTheyChange() throws {
    final class Watcher: View {
      var safeAreaChanges = 0, marginChanges = 0
      override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
      override func layoutMarginsDidChange() { marginChanges += 1 }
    }
    let root = makeRoot(300, 600)
    root.rootSafeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    let watcher = Watcher()
    watcher.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(watcher)
    let top = watcher.topAnchor.constraint(equalTo: root.topAnchor)
    try LayoutConstraint.activateOrThrow([
      top, watcher.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      watcher.widthAnchor.constraint(equalToConstant: 100), watcher.heightAnchor.constraint(equalToConstant: 100),
    ])
    _ = watcher.safeAreaLayoutGuide
    _ = watcher.layoutMarginsGuide
    root.layoutIfNeeded()
    #expect(watcher.safeAreaInsets.top == 40)
    #expect(watcher.layoutMargins.top == 48)
    let before = (watcher.safeAreaChanges, watcher.marginChanges)
    top.constant = 100  // wholly inside the safe area now
    root.layoutIfNeeded()
    #expect(watcher.safeAreaInsets == .zero)
    #expect(watcher.safeAreaChanges == before.0 + 1 && watcher.marginChanges == before.1 + 1)
  }
}

extension ModelFeatureTests {
  /// A subtree that leaves a hierarchy and comes back brings its guides' insets up to date.
  @Test func safeAreaFollowsASubtreeThatMovesBetweenHierarchies() throws {
    let root = makeRoot(300, 600)
    root.rootSafeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    container.layoutDiagnostics.handler = { _ in true }
    let child = addView("child", to: container)
    try LayoutConstraint.activateOrThrow([
      child.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor),
      child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    container.layoutIfNeeded()
    expectFrame(child, 0, 0, 10, 10)  // a root of its own, with no safe-area insets
    root.addSubview(container)  // translates its frame: (0, 0, 300, 200), under the 40-point strip
    root.layoutIfNeeded()
    expectFrame(child, 0, 40, 10, 10)
    container.removeFromSuperview()
    container.layoutIfNeeded()
    expectFrame(child, 0, 0, 10, 10)
    root.addSubview(container)
    root.layoutIfNeeded()
    expectFrame(child, 0, 40, 10, 10)
  }
}

extension ModelFeatureTests {
  /// Margins are measured from the bounds, the engine from the alignment rectangle: new alignment
  /// insets move the margins guide's constants with them.
  @Test func marginsGuideFollowsNewAlignmentInsets() throws {
    let root = makeRoot(300, 300)
    let box = addView("box", to: root)
    let child = addView("child", to: box)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
      child.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(child, 8, 8, 10, 10)
    // Alignment rectangle at (100, 100) in the root; the frame now starts 20 further up-left, so
    // the margins (8 from the frame's edges) are 8 from (80, 80).
    box.alignmentRectInsets = EdgeInsets(top: 20, left: 20, bottom: 0, right: 0)
    root.layoutIfNeeded()
    expectFrame(box, 80, 80, 120, 120)
    expectFrame(child, 8, 8, 10, 10)
  }
}
