import Foundation
import Testing

@testable import OpenAutoLayout

// Behaviour-2's adaptive scenarios on the model: S35 (readable width per category), S39 and S40
// (AdaptStack: trait variations on one hierarchy, switched by rotating it), S41 (size policies
// with the multitasking widths) and constraint / subview variations switched both ways.

private let iPhone8 = Device.named("iPhone 8")!

/// Puts `root` in the device's window for `orientation`: size, safe area and traits, as
/// rotating the device does to a view controller's root.
private func rotate(_ root: View, on device: Device, _ orientation: Orientation, category: ContentSizeCategory = .large) {
  let screen = device.screen(orientation)
  root.frame = CGRect(origin: .zero, size: screen.size)
  root.rootSafeAreaInsets = screen.safeAreaInsets
  root.overrideTraitCollection = device.traits(orientation, contentSizeCategory: category)
  root.layoutIfNeeded()
}

/// AdaptStack (S39, S40): a stack of three 100 × 100 images, spacing 8, pinned to the top and
/// centred in the root's margins (20 on every side, directional, from the safe area).
private struct AdaptStack {
  let root = makeRoot(375, 667)
  let images = (1...3).map { StubView("image\($0)", width: 100, height: 100) }
  let stack: StackView

  init() {
    stack = StackView(arrangedSubviews: images)
    stack.accessibilityIdentifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.spacing = 8
    root.directionalLayoutMargins = DirectionalEdgeInsets(all: 20)
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      stack.centerXAnchor.constraint(equalTo: root.layoutMarginsGuide.centerXAnchor),
    ])
  }
}

@Suite("Adaptive layouts (behaviour-2 S35, S39–S41)", .timeLimit(.minutes(10)))
struct AdaptiveScenarioTests {
  @Test(
    "S35: the readable content guide is the category's width, centred in 20-point margins",
    arguments: [
      ("iPad Pro 10.5\"", Orientation.landscape, ContentSizeCategory.large, 220.0, 672.0),
      ("iPad Pro 10.5\"", .landscape, .extraSmall, 276, 560),
      ("iPad Pro 10.5\"", .portrait, .large, 81, 672),
      ("iPad Pro 10.5\"", .portrait, .extraSmall, 137, 560),
      ("iPad Air 2", .landscape, .large, 176, 672),
    ] as [(String, Orientation, ContentSizeCategory, CGFloat, CGFloat)])
  func readableWidth(device name: String, orientation: Orientation, category: ContentSizeCategory, x: CGFloat, width: CGFloat)
  {
    let device = try! #require(Device.named(name))
    let root = makeRoot(1, 1)
    let view = addView("content", to: root)
    view.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor), view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    rotate(root, on: device, orientation, category: category)
    let guide = view.readableContentGuide.layoutFrame
    #expect(guide.minX == x)
    #expect(guide.width == width)
    #expect(guide.minY == view.layoutMarginsGuide.layoutFrame.minY)
    #expect(guide.maxY == view.layoutMarginsGuide.layoutFrame.maxY)
  }

  @Test("S35: on an iPhone 8 in portrait the guide is the margins guide, at every category")
  func readableWidthOnAPhone() {
    let root = makeRoot(375, 667)
    let view = addView("content", to: root)
    view.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor), view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    for category in ContentSizeCategory.sizes {
      rotate(root, on: iPhone8, .portrait, category: category)
      // The status bar's 20 points are in the safe area, which the margins are measured from.
      expectRect(view.readableContentGuide.layoutFrame, 16, 20, 343, 647, "readable guide at \(category)")
      #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame)
    }
  }

  @Test("S35: changing the category moves the guide of a laid-out view")
  func readableWidthFollowsTheCategory() {
    let device = try! #require(Device.named("iPad Pro 10.5\""))
    let root = makeRoot(1, 1)
    root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    rotate(root, on: device, .landscape)
    #expect(root.readableContentGuide.layoutFrame.minX == 220)
    rotate(root, on: device, .landscape, category: .extraSmall)
    #expect(root.readableContentGuide.layoutFrame.minX == 276)
    #expect(root.readableContentGuide.layoutFrame.width == 560)
  }

  @Test("S39: the axis follows the vertical size class as the phone rotates, both ways")
  func adaptStackAxis() {
    let adapt = AdaptStack()
    adapt.root.vary(when: TraitCondition(verticalSizeClass: .compact)) { compact in
      adapt.stack.axis = compact ? .horizontal : .vertical
    }
    for _ in 0..<2 {
      rotate(adapt.root, on: iPhone8, .portrait)
      #expect(adapt.stack.axis == .vertical)
      expectFrame(adapt.stack, 137.5, 40, 100, 316)
      rotate(adapt.root, on: iPhone8, .landscape)
      #expect(adapt.stack.axis == .horizontal)
      expectFrame(adapt.stack, 175.5, 20, 316, 100)
    }
    #expect(adapt.root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S39: a full-screen iPad is regular height in both orientations: always vertical")
  func adaptStackOnAnIPad() {
    let adapt = AdaptStack()
    adapt.root.vary(when: TraitCondition(verticalSizeClass: .compact)) { adapt.stack.axis = $0 ? .horizontal : .vertical }
    let pad = try! #require(Device.named("iPad Pro 12.9\""))
    for orientation in [Orientation.portrait, .landscape] {
      rotate(adapt.root, on: pad, orientation)
      #expect(adapt.stack.axis == .vertical)
      #expect(adapt.stack.frame.size == CGSize(width: 100, height: 316))
    }
  }

  @Test("S40: the third image is hidden in compact height; the stack stays vertical")
  func adaptStackHidden() {
    let adapt = AdaptStack()
    adapt.root.vary(when: TraitCondition(verticalSizeClass: .compact)) { adapt.images[2].isHidden = $0 }
    rotate(adapt.root, on: iPhone8, .landscape)
    expectFrame(adapt.stack, 283.5, 20, 100, 208)
    rotate(adapt.root, on: iPhone8, .portrait)
    expectFrame(adapt.stack, 137.5, 40, 100, 316)
    #expect(!adapt.images[2].isHidden)
  }

  @Test("S41: policy B (wide iff wider than 500) decided in viewWillLayoutSubviews at the multitasking widths")
  func sizePolicy() throws {
    final class Adaptive: ViewController {
      var isWide: Bool?
      override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        isWide = view.bounds.width > 500
      }
    }
    let air = try #require(Device.named("iPad Pro 10.5\""))
    let old = try #require(Device.named("iPad Pro 9.7\""))
    let cases: [(CGSize?, Bool)] = [
      (iPhone8.windowSize(.portrait), false),
      (iPhone8.windowSize(.landscape), true),
      (air.windowSize(.landscape, multitasking: .half), true),
      (air.windowSize(.landscape, multitasking: .oneThird), false),
      (air.windowSize(.portrait, multitasking: .twoThirds), true),
      (old.windowSize(.portrait, multitasking: .twoThirds), false),
      (CGSize(width: 500, height: 800), false),
    ]
    #expect(cases.compactMap { $0.0?.width } == [375, 667, 551, 320, 504, 438, 500])
    for (size, wide) in cases {
      let controller = Adaptive(view: makeRoot(try #require(size).width, size!.height))
      controller.view.layoutIfNeeded()
      #expect(controller.isWide == wide, "width \(size!.width)")
    }
  }

  @Test("S41: policy A (horizontal iff wider than tall), including a 2/3 split on the 12.9-inch iPad")
  func aspectPolicy() throws {
    let air = try #require(Device.named("iPad Pro 10.5\""))
    let big = try #require(Device.named("iPad Pro 12.9\""))
    let sizes = [
      try #require(air.windowSize(.landscape)), try #require(air.windowSize(.portrait)),
      try #require(big.windowSize(.portrait, multitasking: .twoThirds)),
    ]
    #expect(sizes.map { $0.width > $0.height } == [true, false, false])
    #expect(sizes[2] == CGSize(width: 639, height: 1366) || sizes[2].width == 639)
  }
}

@Suite("Trait variations (behaviour-2 §1.27)", .timeLimit(.minutes(10)))
struct TraitVariationTests {
  /// A root with a content view whose width is 100 in compact width and 200 in regular width,
  /// and a badge installed only in regular width, pinned to the content view.
  private struct Varied {
    let root = makeRoot(400, 300)
    let content: View
    let badge = StubView("badge", width: 30, height: 20)

    init() {
      content = addView("content", to: root)
      LayoutConstraint.activate([
        content.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        content.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        content.heightAnchor.constraint(equalToConstant: 50),
      ])
      root.installConstraints(
        [content.widthAnchor.constraint(equalToConstant: 100)], when: TraitCondition(horizontalSizeClass: .compact))
      root.installConstraints(
        [content.widthAnchor.constraint(equalToConstant: 200)], unless: TraitCondition(horizontalSizeClass: .compact))
      root.installSubview(badge, when: TraitCondition(horizontalSizeClass: .regular))
      root.installConstraints([
        badge.leadingAnchor.constraint(equalTo: content.trailingAnchor, constant: 8),
        badge.centerYAnchor.constraint(equalTo: content.centerYAnchor),
      ])
    }

    func set(_ sizeClass: UserInterfaceSizeClass) {
      root.overrideTraitCollection = TraitCollection(horizontalSizeClass: sizeClass)
      root.layoutIfNeeded()
    }
  }

  @Test("Constraints and a subview switch with the size class, both ways, without a conflict")
  func switching() {
    let varied = Varied()
    for _ in 0..<3 {
      varied.set(.compact)
      expectFrame(varied.content, 10, 10, 100, 50)
      #expect(varied.badge.superview == nil)
      varied.set(.regular)
      expectFrame(varied.content, 10, 10, 200, 50)
      #expect(varied.badge.superview === varied.root)
      expectFrame(varied.badge, 218, 25, 30, 20)
    }
    #expect(varied.root.layoutDiagnostics.reports.isEmpty, "deactivations come before activations")
  }

  @Test("A switched hierarchy has the frames of one built under those traits")
  func switchedEqualsFresh() {
    let switched = Varied()
    switched.set(.regular)
    switched.set(.compact)
    switched.set(.regular)
    let fresh = Varied()
    fresh.set(.regular)
    #expect(switched.content.frame == fresh.content.frame)
    #expect(switched.badge.frame == fresh.badge.frame)
    #expect(switched.root.subviews.map(\.layoutName) == fresh.root.subviews.map(\.layoutName))
  }

  @Test("A subview comes back in its place among its siblings")
  func subviewOrder() {
    let root = makeRoot(100, 100)
    let back = addView("back", to: root)
    let middle = addView("middle", to: root)
    let front = addView("front", to: root)
    root.installSubview(middle, when: TraitCondition(horizontalSizeClass: .regular))
    root.overrideTraitCollection = TraitCollection(horizontalSizeClass: .compact)
    #expect(root.subviews.map(\.layoutName) == ["back", "front"])
    root.overrideTraitCollection = TraitCollection(horizontalSizeClass: .regular)
    #expect(root.subviews.map(\.layoutName) == ["back", "middle", "front"])
    _ = (back, front)
  }

  @Test("A view a property variation puts back brings back the constraints that waited for it")
  func waitingConstraintsAfterAPropertyVariation() {
    let root = makeRoot(100, 100)
    let holder = addView("holder", to: root)
    let box = addView("box", to: holder)
    let pin = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    root.installConstraints([pin])
    // In regular width only, by hand (as a stack view re-inserts an arranged view).
    holder.vary(when: TraitCondition(horizontalSizeClass: .regular)) { installed in
      if installed, box.superview == nil {
        holder.addSubview(box)
        holder.reapplyWaitingConstraintVariations()
      } else if !installed {
        box.removeFromSuperview()
      }
    }
    root.overrideTraitCollection = TraitCollection(horizontalSizeClass: .compact)
    #expect(!pin.isActive)
    root.overrideTraitCollection = TraitCollection(horizontalSizeClass: .regular)
    #expect(pin.isActive)
  }

  @Test("Trait conditions read as Interface Builder writes them")
  func conditionDescriptions() {
    #expect(TraitCondition(horizontalSizeClass: .compact, verticalSizeClass: .regular).description == "wC hR")
    #expect(TraitCondition.any.description == "any")
    #expect(TraitCondition(isAccessibilityCategory: true).matches(TraitCollection(preferredContentSizeCategory: .accessibilityLarge)))
    #expect(!TraitCondition(isAccessibilityCategory: true).matches(TraitCollection()))
  }
}
