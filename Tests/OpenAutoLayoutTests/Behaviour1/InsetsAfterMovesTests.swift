import Foundation
import Testing

@testable import OpenAutoLayout

/// Insets that depend on where a view is, after it moves or resizes in a later layout pass.
///
/// A layout pass recomputes the insets of a view that moved only when they can depend on its
/// frame (`View.insetsMayFollowFrame`): each test here moves a view whose insets do, and fails
/// if its insets were left as they were before the move.
@Suite(.timeLimit(.minutes(10))) struct InsetsAfterMovesTests {
  /// `view` pinned to `guide` on all four edges.
  private func pin(_ view: View, to guide: LayoutGuide) -> [LayoutConstraint] {
    [
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
  }

  /// Gives `root` a new size and lays it out, as a window resize does.
  private func resize(_ root: View, to size: CGSize) {
    root.frame = CGRect(origin: .zero, size: size)
    root.layoutIfNeeded()
  }

  /// A panel filling `root`, so that resizing the root resizes the panel.
  private func fillingPanel(in root: View) throws -> View {
    let panel = addView("panel", to: root)
    try LayoutConstraint.activateOrThrow([
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return panel
  }

  @Test("A subview's readable content guide follows a resize of its superview")
  func readableGuideFollowsResize() throws {
    let root = makeRoot(375, 300)
    let panel = try fillingPanel(in: root)
    let content = addView("content", to: panel)
    try LayoutConstraint.activateOrThrow(pin(content, to: panel.readableContentGuide))
    root.layoutIfNeeded()
    expectFrame(content, 8, 8, 359, 284)
    // 1 024 wide: the readable width at the default text size is 672, centred.
    resize(root, to: CGSize(width: 1024, height: 300))
    expectFrame(content, 176, 8, 672, 284)
    resize(root, to: CGSize(width: 375, height: 300))
    expectFrame(content, 8, 8, 359, 284)
  }

  @Test("Margins kept to the readable width follow a resize")
  func readableMarginsFollowResize() throws {
    let root = makeRoot(375, 300)
    let panel = try fillingPanel(in: root)
    panel.layoutMarginsFollowReadableWidth = true
    let content = addView("content", to: panel)
    try LayoutConstraint.activateOrThrow(pin(content, to: panel.layoutMarginsGuide))
    root.layoutIfNeeded()
    expectFrame(content, 8, 8, 359, 284)
    resize(root, to: CGSize(width: 1024, height: 300))
    expectFrame(content, 176, 8, 672, 284)
    #expect(panel.layoutMargins.left == 176)
  }

  @Test("The root's own readable content guide follows its resize")
  func rootReadableGuideFollowsResize() throws {
    let root = makeRoot(375, 300)
    let content = addView("content", to: root)
    try LayoutConstraint.activateOrThrow(pin(content, to: root.readableContentGuide))
    root.layoutIfNeeded()
    expectFrame(content, 8, 8, 359, 284)
    resize(root, to: CGSize(width: 1024, height: 300))
    expectFrame(content, 176, 8, 672, 284)
  }

  @Test("Margins preserved from the superview follow a move towards its edge")
  func preservedMarginsFollowMove() throws {
    let root = makeRoot(375, 300)
    root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
    let card = addView("card", to: root)
    card.preservesSuperviewLayoutMargins = true
    let leading = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100)
    let inner = addView("inner", to: card)
    try LayoutConstraint.activateOrThrow([
      leading, card.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
    ] + pin(inner, to: card.layoutMarginsGuide))
    root.layoutIfNeeded()
    // 100 in from the root's edge, past its 40-point margin: the card's own 8 points.
    expectFrame(inner, 8, 8, 184, 84)
    leading.constant = 10
    root.layoutIfNeeded()
    // 10 in: the root's margin reaches 30 points into the card.
    #expect(card.layoutMargins.left == 30)
    expectFrame(inner, 30, 8, 162, 84)
    leading.constant = 100
    root.layoutIfNeeded()
    expectFrame(inner, 8, 8, 184, 84)
  }

  @Test("A subview's safe area follows a move under the root's unsafe strip")
  func safeAreaFollowsMove() throws {
    let root = makeRoot(375, 667)
    root.rootSafeAreaInsets = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    let card = addView("card", to: root)
    let top = card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
    let inner = addView("inner", to: card)
    try LayoutConstraint.activateOrThrow([
      top, card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
    ] + pin(inner, to: card.safeAreaLayoutGuide))
    root.layoutIfNeeded()
    expectFrame(inner, 0, 0, 200, 100)
    top.constant = 20
    root.layoutIfNeeded()
    #expect(card.safeAreaInsets.top == 44)
    expectFrame(inner, 0, 44, 200, 56)
    top.constant = 100
    root.layoutIfNeeded()
    #expect(card.safeAreaInsets.top == 0)
    expectFrame(inner, 0, 0, 200, 100)
  }

  @Test("Plain margins stay through resizes, and a later change of them still applies")
  func plainMarginsStayAndStillChange() throws {
    let root = makeRoot(375, 300)
    let panel = try fillingPanel(in: root)
    let content = addView("content", to: panel)
    try LayoutConstraint.activateOrThrow(pin(content, to: panel.layoutMarginsGuide))
    root.layoutIfNeeded()
    expectFrame(content, 8, 8, 359, 284)
    resize(root, to: CGSize(width: 414, height: 300))
    expectFrame(content, 8, 8, 398, 284)
    panel.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    root.layoutIfNeeded()
    expectFrame(content, 20, 20, 374, 260)
    resize(root, to: CGSize(width: 375, height: 300))
    expectFrame(content, 20, 20, 335, 260)
  }
}
