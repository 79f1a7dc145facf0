import Foundation
import Testing

@testable import OpenAutoLayout

// Behaviour-2 scenarios S18–S21: the book's StackProfile and its chapter-8 challenges, with the
// spec's expected frames ("win" frames are in root coordinates).

@Suite(.timeLimit(.minutes(10))) struct StackViewChallengeScenarioTests {

  // MARK: S18 — StackProfile

  struct Profile {
    let root = b2RootE8P()
    let image = stackItem("image", 60, 60)
    let name = stackItem("name", 40, 21.5)
    let bio = stackItem("bio", 90, 20.5)
    let labelStack: StackView
    let profile: StackView

    init(imageHugging: LayoutPriority = 251, bioVerticalHugging: LayoutPriority = 250) {
      root.rootSafeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
      root.layoutMargins = EdgeInsets(all: 20)
      image.setContentHuggingPriority(imageHugging, for: .horizontal)
      image.setContentHuggingPriority(251, for: .vertical)
      name.setContentHuggingPriority(251, for: .vertical)
      bio.setContentHuggingPriority(bioVerticalHugging, for: .vertical)
      labelStack = makeStack("labelStack", [name, bio], axis: .vertical, spacing: 8)
      profile = makeStack("profile", [image, labelStack], spacing: 8)
      root.addSubview(profile)
      let margins = root.layoutMarginsGuide
      LayoutConstraint.activate([
        profile.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        profile.topAnchor.constraint(equalTo: margins.topAnchor),
        profile.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
      root.layoutIfNeeded()
    }
  }

  @Test func s18StackProfile() {
    let scene = Profile()
    expectRect(b2FrameInRoot(scene.profile), 20, 84, 335, 60, "profile (win)")
    expectRect(b2FrameInRoot(scene.image), 20, 84, 60, 60, "image (win)")
    expectRect(b2FrameInRoot(scene.labelStack), 88, 84, 267, 60, "labelStack (win)")
    expectRect(b2FrameInRoot(scene.name), 88, 84, 267, 21.5, "name (win)")
    expectRect(b2FrameInRoot(scene.bio), 88, 113.5, 267, 30.5, "bio (win)")
    for view in [scene.profile, scene.image, scene.labelStack, scene.name, scene.bio] {
      #expect(!view.hasAmbiguousLayout, "\(view.layoutName)")
    }
  }

  /// Interface Builder's default (251) for both labels: 10 spare points between them.
  @Test func s18EqualVerticalHuggingIsAmbiguous() {
    let scene = Profile(bioVerticalHugging: 251)
    #expect(scene.name.hasAmbiguousLayout(for: .vertical))
    #expect(scene.bio.hasAmbiguousLayout(for: .vertical))
    #expect(!scene.image.hasAmbiguousLayout(for: .vertical))
  }

  /// The book's step 6 (the image's hugging at the labels' 250) is ambiguous in IB; here it is
  /// not: stretching the label stack stretches both labels (two hugging errors at 250) where
  /// stretching the image costs one, and decision 1 sums the errors within a priority.
  @Test func s18EqualHorizontalHuggingStretchesTheImage() {
    let scene = Profile(imageHugging: 250)
    expectRect(b2FrameInRoot(scene.image), 20, 84, 177 + 60, 60, "image (win)")
    expectRect(b2FrameInRoot(scene.labelStack), 265, 84, 90, 60, "labelStack (win)")
    #expect(!scene.image.hasAmbiguousLayout(for: .horizontal))
  }

  // MARK: S19 — Challenge 8.1

  @Test func s19FixedWidthFlexibleHeight() {
    let controller = b2Controller(320, 568)
    let root = controller.view
    let views = [stackItem("label", 100, 29)] + (1...3).map { stackItem("button\($0)", 60, 34) }
    let stack = makeStack("stack", views, axis: .vertical, spacing: 8)
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      stack.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(stack, 16, 206.5, 288, 155)
    for (view, y) in zip(views, [206.5, 243.5, 285.5, 327.5]) {
      expectRect(b2FrameInRoot(view), 16, y, 288, view === views[0] ? 29 : 34, "\(view.layoutName) (win)")
    }
    // Exactly three constraints of the user's.
    let user = root.constraints.filter { $0.origin == .user } + stack.constraints.filter { $0.origin == .user }
    #expect(user.count == 3)
    for view in [stack] + views { #expect(!view.hasAmbiguousLayout) }
  }

  // MARK: S20 — Challenge 8.2

  static func s20(imageHugging: LayoutPriority) -> (root: View, image: StubView, button: StubView) {
    let root = b2RootE8P()
    root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)
    let image = stackItem("image", 100, 100)
    image.setContentHuggingPriority(imageHugging, for: .vertical)
    let button = stackItem("button", 86, 30)
    let stack = makeStack("stack", [image, button], axis: .vertical, spacing: 8)
    root.addSubview(stack)
    let margins = root.layoutMarginsGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return (root, image, button)
  }

  @Test func s20StretchToFill() {
    let (root, image, button) = Self.s20(imageHugging: 249)
    expectRect(root.layoutMarginsGuide.layoutFrame, 16, 20, 343, 647, "margins")
    expectRect(b2FrameInRoot(image), 16, 20, 343, 609, "image (win)")
    expectRect(b2FrameInRoot(button), 16, 637, 343, 30, "button (win)")
    #expect(!image.hasAmbiguousLayout && !button.hasAmbiguousLayout)
  }

  @Test func s20EqualHuggingIsAmbiguous() {
    let (root, image, button) = Self.s20(imageHugging: 250)
    #expect(image.hasAmbiguousLayout(for: .vertical))
    #expect(button.hasAmbiguousLayout(for: .vertical))
    _ = root
  }

  // MARK: S21 — Challenge 8.3

  @Test func s21SecretCode() {
    let root = b2RootE8P()
    root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)
    let digits = (1...3).map { stackItem("digit\($0)", 25, 48) }
    let code = makeStack("code", digits, distribution: .fillEqually, spacing: 16)
    let toggle = stackItem("switch", 51, 31)
    let outer = makeStack("outer", [toggle, code], axis: .vertical, alignment: .center, spacing: 16)
    outer.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    outer.isLayoutMarginsRelativeArrangement = true
    root.addSubview(outer)
    let margins = root.layoutMarginsGuide
    LayoutConstraint.activate([
      outer.topAnchor.constraint(equalTo: margins.topAnchor),
      outer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      outer.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    // A foreground banner pinned to the edges, not arranged.
    let banner = View()
    banner.translatesAutoresizingMaskIntoConstraints = false
    outer.addSubview(banner)
    LayoutConstraint.activate([
      banner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: outer.trailingAnchor),
      banner.topAnchor.constraint(equalTo: outer.topAnchor),
      banner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(outer, 16, 20, 343, 127)
    expectFrame(code, 118, 63, 107, 48)
    expectRect(b2FrameInRoot(code), 134, 83, 107, 48, "code (win)")
    expectFrame(toggle, 146, 16, 51, 31)
    expectRect(b2FrameInRoot(toggle), 162, 36, 51, 31, "switch (win)")
    for (digit, x) in zip(digits, [134.0, 175, 216]) {
      expectRect(b2FrameInRoot(digit), x, 83, 25, 48, "\(digit.layoutName) (win)")
    }
    expectFrame(banner, 0, 0, 343, 127)
  }
}
