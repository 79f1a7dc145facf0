import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part C: the Interface Builder examples and challenges, built in code
/// (S-17 … S-21).
@Suite(.timeLimit(.minutes(10))) struct Behaviour1InterfaceBuilderTests {
  /// A root of `size` with `insets` as its safe area.
  struct Screen: Sendable, CustomTestStringConvertible {
    let name: String
    let width: CGFloat, height: CGFloat
    let insets: EdgeInsets
    var testDescription: String { name }

    static let plain400x800 = Screen(name: "400 × 800", width: 400, height: 800, insets: .zero)
    static let iPhoneXPortrait = Screen(
      name: "iPhone X portrait", width: 375, height: 812, insets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    static let iPhoneXLandscape = Screen(
      name: "iPhone X landscape", width: 812, height: 375, insets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    static let iPhone8Portrait = Screen(
      name: "iPhone 8 portrait", width: 375, height: 667, insets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    func makeRoot() -> View {
      let root = OpenAutoLayoutTests.makeRoot(width, height)
      root.rootSafeAreaInsets = insets
      return root
    }
  }

  // MARK: S-17 TwoButtons

  struct TwoButtonsCase: Sendable, CustomTestStringConvertible {
    let screen: Screen
    let red: CGRect, green: CGRect, button: CGRect
    var testDescription: String { screen.name }
  }

  /// Builds S-17; `equalHeights` false leaves out `red.height = green.height`.
  private func twoButtons(_ root: View, equalHeights: Bool = true) throws -> (red: View, green: View, buttons: [View]) {
    let safe = B1.Anchors(root.safeAreaLayoutGuide)
    let red = addView("red", to: root), green = addView("green", to: root)
    var constraints = [
      red.leadingAnchor.constraint(equalTo: safe.leading, constant: 50),
      red.topAnchor.constraint(equalTo: safe.top, constant: 50),
      safe.trailing.constraint(equalTo: red.trailingAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 50),
      green.leadingAnchor.constraint(equalTo: safe.leading, constant: 50),
      safe.trailing.constraint(equalTo: green.trailingAnchor, constant: 50),
      safe.bottom.constraint(equalTo: green.bottomAnchor, constant: 50),
    ]
    if equalHeights { constraints.append(red.heightAnchor.constraint(equalTo: green.heightAnchor)) }
    var buttons: [View] = []
    for panel in [red, green] {
      let button = StubView("button", width: 120, height: 43)
      panel.addSubview(button)
      buttons.append(button)
      constraints += [
        button.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
        button.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
      ]
    }
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    return (red, green, buttons)
  }

  @Test(
    "S-17 TwoButtons: two equal panels in the safe area",
    arguments: [
      TwoButtonsCase(
        screen: .iPhoneXPortrait, red: CGRect(x: 50, y: 94, width: 275, height: 292),
        green: CGRect(x: 50, y: 436, width: 275, height: 292), button: CGRect(x: 77.5, y: 124.5, width: 120, height: 43)),
      TwoButtonsCase(
        screen: .iPhoneXLandscape, red: CGRect(x: 94, y: 50, width: 624, height: 102),
        green: CGRect(x: 94, y: 202, width: 624, height: 102), button: CGRect(x: 252, y: 29.5, width: 120, height: 43)),
    ])
  func s17TwoButtons(_ row: TwoButtonsCase) throws {
    let root = row.screen.makeRoot()
    let (red, green, buttons) = try twoButtons(root)
    expectRect(root.safeAreaLayoutGuide.layoutFrame, row.screen.insets.left, row.screen.insets.top,
      row.screen.width - row.screen.insets.left - row.screen.insets.right,
      row.screen.height - row.screen.insets.top - row.screen.insets.bottom, "safe area")
    expectFrame(red, row.red.minX, row.red.minY, row.red.width, row.red.height)
    expectFrame(green, row.green.minX, row.green.minY, row.green.width, row.green.height)
    for (button, panel) in zip(buttons, [row.red, row.green]) {
      let b = row.button
      expectSolvedFrame(button, b.minX, b.minY, b.width, b.height, superviewOrigin: panel.origin)
      #expect(!button.hasAmbiguousLayout)
    }
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-17 without equal heights the panels are vertically ambiguous")
  func s17Ambiguous() throws {
    let root = Screen.iPhoneXPortrait.makeRoot()
    let (red, green, _) = try twoButtons(root, equalHeights: false)
    #expect(red.hasAmbiguousLayout(for: .vertical) && green.hasAmbiguousLayout(for: .vertical))
    #expect(!red.hasAmbiguousLayout(for: .horizontal) && !green.hasAmbiguousLayout(for: .horizontal))
  }

  // MARK: S-18 Challenge 4.1: nested, 20% height

  struct NestedCase: Sendable, CustomTestStringConvertible {
    let screen: Screen
    let pinToEdges: Bool
    let green: CGRect, red: CGRect
    var testDescription: String { screen.name + (pinToEdges ? ", pinned to the edges (Challenge 5.1)" : "") }
  }

  @Test(
    "S-18 nested view with a 20% height",
    arguments: [
      NestedCase(
        screen: .plain400x800, pinToEdges: false, green: CGRect(x: 50, y: 50, width: 300, height: 700),
        red: CGRect(x: 25, y: 280, width: 250, height: 140)),
      NestedCase(
        screen: .iPhoneXPortrait, pinToEdges: false, green: CGRect(x: 50, y: 94, width: 275, height: 634),
        red: CGRect(x: 25, y: 253.6, width: 225, height: 126.8)),
      NestedCase(
        screen: .plain400x800, pinToEdges: true, green: CGRect(x: 50, y: 50, width: 300, height: 700),
        red: CGRect(x: 25, y: 280, width: 250, height: 140)),
    ])
  func s18Nested(_ row: NestedCase) throws {
    let root = row.screen.makeRoot()
    let green = addView("green", to: root)
    let red = addView("red", to: green)
    let target = row.pinToEdges ? B1.Anchors(root) : B1.Anchors(root.safeAreaLayoutGuide)
    try LayoutConstraint.activateOrThrow(
      B1.pinEdges(green, to: target, inset: 50) + [
        red.leadingAnchor.constraint(equalTo: green.leadingAnchor, constant: 25),
        green.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 25),
        red.centerYAnchor.constraint(equalTo: green.centerYAnchor),
        red.heightAnchor.constraint(equalTo: green.heightAnchor, multiplier: 0.2),
      ])
    root.layoutIfNeeded()
    expectFrame(green, row.green.minX, row.green.minY, row.green.width, row.green.height)
    expectSolvedFrame(red, row.red.minX, row.red.minY, row.red.width, row.red.height, superviewOrigin: row.green.origin)
    #expect(!red.hasAmbiguousLayout && !green.hasAmbiguousLayout)
  }

  // MARK: S-19 Challenge 4.2: three siblings, equal heights

  @Test("S-19 three equal-height siblings")
  func s19ThreeSiblings() throws {
    let root = makeRoot(400, 810)
    let safe = B1.Anchors(root.safeAreaLayoutGuide)
    let views = ["a", "b", "c"].map { addView($0, to: root) }
    let (a, b, c) = (views[0], views[1], views[2])
    try LayoutConstraint.activateOrThrow(
      views.flatMap { view in
        [
          view.leadingAnchor.constraint(equalTo: safe.leading, constant: 50),
          safe.trailing.constraint(equalTo: view.trailingAnchor, constant: 50),
        ]
      } + [
        a.topAnchor.constraint(equalTo: safe.top, constant: 50),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 25),
        c.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 25),
        safe.bottom.constraint(equalTo: c.bottomAnchor, constant: 50),
        a.heightAnchor.constraint(equalTo: b.heightAnchor),
        b.heightAnchor.constraint(equalTo: c.heightAnchor),
      ])
    root.layoutIfNeeded()
    expectFrame(a, 50, 50, 300, 220)
    expectFrame(b, 50, 295, 300, 220)
    expectFrame(c, 50, 540, 300, 220)
    #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
  }

  // MARK: S-20 Challenge 4.3: proportional centring with a multiplier

  struct CentringCase: Sendable, CustomTestStringConvertible {
    let screen: Screen
    let x: CGFloat
    let ys: [CGFloat]
    var testDescription: String { screen.name }
  }

  @Test(
    "S-20 a multiplier scales the absolute centerY in root coordinates",
    arguments: [
      CentringCase(screen: .plain400x800, x: 185, ys: [180, 380, 580]),
      CentringCase(screen: .iPhoneXPortrait, x: 172.5, ys: [185.5, 391, 596.5]),
      CentringCase(screen: .iPhone8Portrait, x: 172.5, ys: [151.75, 323.5, 495.25]),
    ])
  func s20ProportionalCentring(_ row: CentringCase) throws {
    let root = row.screen.makeRoot()
    let safe = root.safeAreaLayoutGuide
    let buttons = (1...3).map { StubView("b\($0)", width: 30, height: 40) }
    var constraints: [LayoutConstraint] = []
    for (button, multiplier) in zip(buttons, [0.5, 1.0, 1.5] as [CGFloat]) {
      root.addSubview(button)
      constraints.append(button.centerXAnchor.constraint(equalTo: safe.centerXAnchor))
      constraints.append(
        LayoutConstraint(
          item: button, attribute: .centerY, relatedBy: .equal, toItem: safe, attribute: .centerY,
          multiplier: multiplier, constant: 0))
    }
    try LayoutConstraint.activateOrThrow(constraints)
    root.layoutIfNeeded()
    for (button, y) in zip(buttons, row.ys) {
      expectSolvedFrame(button, row.x, y, 30, 40)
    }
  }

  // MARK: S-21 Challenge 4.4: changing a constraint's constant

  @Test("S-21 changing a constant moves the view on the next layout pass")
  func s21ChangeConstant() throws {
    let root = makeRoot(400, 800)
    let button = StubView("button", width: 100, height: 40)
    root.addSubview(button)
    let cY = button.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100)
    try LayoutConstraint.activateOrThrow([button.centerXAnchor.constraint(equalTo: root.centerXAnchor), cY])
    root.layoutIfNeeded()
    expectFrame(button, 150, 280, 100, 40)
    cY.constant = 0
    root.layoutIfNeeded()
    expectFrame(button, 150, 380, 100, 40)
  }
}
