import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part E, first half: safe area and margins (S-29 … S-33). The screen's insets
/// are given as `rootSafeAreaInsets`; a scene's root view is a ``ViewController``'s view.
@Suite(.timeLimit(.minutes(10))) struct Behaviour1SafeAreaMarginsTests {
  static let iPhoneXNavigationBar = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)

  // MARK: S-29 Safe area insets of the root view

  struct RootInsetsCase: Sendable, CustomTestStringConvertible {
    let name: String
    let width: CGFloat, height: CGFloat
    let insets: EdgeInsets
    var testDescription: String { name }
  }

  @Test(
    "S-29 the root's safe area guide is its bounds inset by the device's insets",
    arguments: [
      RootInsetsCase(name: "iPhone X portrait", width: 375, height: 812, insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
      RootInsetsCase(name: "iPhone X landscape", width: 812, height: 375, insets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
      RootInsetsCase(name: "iPhone X portrait + navigation bar", width: 375, height: 812, insets: iPhoneXNavigationBar),
      RootInsetsCase(name: "iPhone 8 portrait", width: 375, height: 667, insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
      RootInsetsCase(name: "iPhone 8 + navigation bar + tab bar", width: 375, height: 667, insets: EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)),
    ])
  func s29RootInsets(_ row: RootInsetsCase) {
    let controller = B1.controllerRoot(row.width, row.height, safeArea: row.insets)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    let guide = root.safeAreaLayoutGuide
    root.layoutIfNeeded()
    #expect(root.safeAreaInsets == row.insets)
    let i = row.insets
    expectRect(guide.layoutFrame, i.left, i.top, row.width - i.left - i.right, row.height - i.top - i.bottom, "safe area")
  }

  @Test("S-29 additional safe area insets add to the root's; a detached view has none")
  func s29AdditionalInsets() throws {
    let controller = B1.controllerRoot(375, 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    let root = controller.view
    let pinned = addView("pinned", to: root)
    try LayoutConstraint.activateOrThrow([
      pinned.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 100), pinned.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(root.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    expectFrame(pinned, 0, 64, 100, 100)

    let detached = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(detached.safeAreaInsets == .zero)
  }

  // MARK: S-30 Safe area of subviews

  /// SafeArea-v2 on an iPhone 8 with navigation and tab bars: yellow at the top, red at the
  /// bottom, each with a green view pinned to its own safe area guide.
  private func safeAreaV2(yellowTop: CGFloat = 0) throws -> (controller: ViewController, yellow: View, red: View, green1: View, green2: View) {
    let controller = B1.controllerRoot(375, 667, safeArea: EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    let root = controller.view
    let yellow = addView("yellow", to: root), red = addView("red", to: root)
    let green1 = addView("green1", to: yellow), green2 = addView("green2", to: red)
    try LayoutConstraint.activateOrThrow(
      [
        yellow.topAnchor.constraint(equalTo: root.topAnchor, constant: yellowTop),
        yellow.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        yellow.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        yellow.heightAnchor.constraint(equalToConstant: 300),
        red.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        red.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        red.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        red.topAnchor.constraint(equalTo: yellow.bottomAnchor, constant: 67),
      ] + B1.pinEdges(green1, to: B1.Anchors(yellow.safeAreaLayoutGuide))
        + B1.pinEdges(green2, to: B1.Anchors(red.safeAreaLayoutGuide)))
    root.layoutIfNeeded()
    return (controller, yellow, red, green1, green2)
  }

  @Test("S-30 a subview's safe area is the part of it under the root's bars")
  func s30SubviewSafeArea() throws {
    let (controller, yellow, red, green1, green2) = try safeAreaV2()
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    expectFrame(yellow, 0, 0, 375, 300)
    expectFrame(red, 0, 367, 375, 300)
    #expect(yellow.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(red.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
    expectFrame(green1, 0, 64, 375, 236)
    expectFrame(green2, 0, 0, 375, 251)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-30 moving yellow changes its top inset, capped at the root's", arguments: [(20.0, 44.0), (-30.0, 64.0)])
  func s30MovedYellow(_ top: CGFloat, _ inset: CGFloat) throws {
    let (controller, yellow, _, _, _) = try safeAreaV2(yellowTop: top)
    defer { withExtendedLifetime(controller) {} }
    expectFrame(yellow, 0, top, 375, 300)
    #expect(yellow.safeAreaInsets.top == inset)
  }

  @Test("S-30 a view wholly inside the safe area has no insets; its guide is its bounds")
  func s30InsideSafeArea() throws {
    let controller = B1.controllerRoot(375, 667, safeArea: EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    let inner = addView("inner", to: root)
    let guide = inner.safeAreaLayoutGuide
    try LayoutConstraint.activateOrThrow([
      inner.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      inner.widthAnchor.constraint(equalToConstant: 200), inner.heightAnchor.constraint(equalToConstant: 300),
    ])
    root.layoutIfNeeded()
    #expect(inner.safeAreaInsets == .zero)
    expectRect(guide.layoutFrame, 0, 0, 200, 300, "inner safe area")
  }

  // MARK: S-31 Margins-v1: nested margins

  enum MarginStyle: String, Sendable, CaseIterable { case physical, directional }

  private func marginsV1(redMargins: MarginStyle? = nil) throws -> (controller: ViewController, red: View, green: View) {
    let controller = B1.controllerRoot(375, 812, safeArea: Self.iPhoneXNavigationBar)
    let root = controller.view
    let red = addView("red", to: root), green = addView("green", to: red)
    switch redMargins {
    case .physical: red.layoutMargins = EdgeInsets(all: 50)
    case .directional: red.directionalLayoutMargins = DirectionalEdgeInsets(all: 50)
    case nil: break
    }
    let safe = root.safeAreaLayoutGuide, margins = root.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow(
      [
        red.topAnchor.constraint(equalTo: safe.topAnchor),
        red.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ] + B1.pinEdges(green, to: B1.Anchors(red.layoutMarginsGuide)))
    root.layoutIfNeeded()
    return (controller, red, green)
  }

  @Test("S-31 Margins-v1: red between the root's margins and safe area, green in red's default margins")
  func s31NestedMargins() throws {
    let (controller, red, green) = try marginsV1()
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    #expect(root.layoutMargins == EdgeInsets(top: 88, left: 16, bottom: 34, right: 16))
    expectFrame(red, 16, 88, 343, 690)
    #expect(red.safeAreaInsets == .zero)
    #expect(red.layoutMargins == EdgeInsets(all: 8))
    expectFrame(green, 8, 8, 327, 674)
  }

  @Test("S-31 Margins-v2: red's margins set to 50", arguments: MarginStyle.allCases)
  func s31MarginsV2(_ style: MarginStyle) throws {
    let (controller, red, green) = try marginsV1(redMargins: style)
    defer { withExtendedLifetime(controller) {} }
    expectFrame(red, 16, 88, 343, 690)
    expectFrame(green, 50, 50, 243, 590)
  }

  // MARK: S-32 Margins relative to the safe area

  @Test(
    "S-32 the root's margins include the safe area unless insetsLayoutMarginsFromSafeArea is false",
    arguments: [(true, 88.0, 34.0), (false, 0.0, 0.0)])
  func s32MarginsFromSafeArea(_ fromSafeArea: Bool, _ top: CGFloat, _ bottom: CGFloat) throws {
    let controller = B1.controllerRoot(375, 812, safeArea: Self.iPhoneXNavigationBar)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    root.insetsLayoutMarginsFromSafeArea = fromSafeArea
    let red = addView("red", to: root)
    try LayoutConstraint.activateOrThrow(B1.pinEdges(red, to: B1.Anchors(root.layoutMarginsGuide)))
    root.layoutIfNeeded()
    #expect(root.layoutMargins == EdgeInsets(top: top, left: 16, bottom: bottom, right: 16))
    expectFrame(red, 16, top, 343, 812 - top - bottom)
  }

  @Test("S-32 margins add to the safe area: inset 20 + margin 28 = 48")
  func s32Additive() throws {
    let root = makeRoot(375, 667)
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let v = addView("v", to: root)
    v.directionalLayoutMargins = DirectionalEdgeInsets(top: 28, leading: 8, bottom: 8, trailing: 8)
    try LayoutConstraint.activateOrThrow([
      v.topAnchor.constraint(equalTo: root.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.widthAnchor.constraint(equalToConstant: 200), v.heightAnchor.constraint(equalToConstant: 200),
    ])
    root.layoutIfNeeded()
    #expect(v.safeAreaInsets.top == 20)
    #expect(v.layoutMargins.top == 48)
  }

  // MARK: S-33 Root margins: system minimum

  @Test(
    "S-33 the root's side margins are at least the system minimum while the controller respects it",
    arguments: [(true, 8.0, 16.0, 343.0), (false, 8.0, 8.0, 359.0), (true, 50.0, 50.0, 275.0)])
  func s33SystemMinimum(_ respects: Bool, _ margin: CGFloat, _ x: CGFloat, _ width: CGFloat) throws {
    let controller = B1.controllerRoot(375, 812, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    #expect(controller.systemMinimumLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    controller.viewRespectsSystemMinimumLayoutMargins = respects
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin)
    let s = addView("s", to: root)
    try LayoutConstraint.activateOrThrow([
      s.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      s.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      s.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor), s.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    expectFrame(s, x, 44, width, 50)
    #expect(root.directionalLayoutMargins.leading == x && root.directionalLayoutMargins.trailing == x)
  }
  // MARK: S-37 Challenge 6.1: tile view using only margins

  @Test("S-37 a tile view pinned only to margins, with one non-zero constant")
  func s37MarginsOnly() throws {
    let controller = B1.controllerRoot(375, 812, safeArea: Self.iPhoneXNavigationBar)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 50, leading: 50, bottom: 0, trailing: 50)
    let green = addView("green", to: root)
    green.directionalLayoutMargins = DirectionalEdgeInsets(all: 25)
    let blue = addView("blue", to: green), red = addView("red", to: green)
    let margins = root.layoutMarginsGuide, inner = green.layoutMarginsGuide
    try LayoutConstraint.activateOrThrow([
      green.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      green.topAnchor.constraint(equalTo: margins.topAnchor),
      green.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      green.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
      blue.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
      blue.topAnchor.constraint(equalTo: inner.topAnchor),
      blue.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
      red.topAnchor.constraint(equalTo: inner.topAnchor),
      red.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
      red.trailingAnchor.constraint(equalTo: inner.trailingAnchor),
      red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 25),
      blue.widthAnchor.constraint(equalTo: red.widthAnchor),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutMargins == EdgeInsets(top: 138, left: 50, bottom: 34, right: 50))
    expectFrame(green, 50, 138, 275, 203)
    expectFrame(blue, 25, 25, 100, 153)
    expectFrame(red, 150, 25, 100, 153)
  }
}
