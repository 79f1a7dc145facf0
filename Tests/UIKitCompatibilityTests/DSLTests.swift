import Testing
import UIKit

// Layout DSLs as libraries write them (MakerDSL.swift, OperatorDSL.swift), laid out for real.
// Every expected frame is derived by hand in a comment.

@MainActor
@Suite("A maker-style DSL: make, update, remake, kept on the view with associated objects")
struct MakerDSLTests {
  private func root() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.layoutDiagnostics.handler = { _ in true }
    return root
  }

  @Test("make: chained attributes, sizes, offsets and a subclass constraint that points back")
  func make() {
    let root = root()
    let avatar = UIView(), title = UIView()
    root.addSubview(avatar)
    root.addSubview(title)
    avatar.dsl.makeConstraints { make in
      make.left.top.equalToSuperview().offset(16)
      make.size.equalTo(CGSize(width: 48, height: 48))
    }
    title.dsl.makeConstraints { make in
      make.top.equalTo(avatar)
      make.left.equalToSuperview().offset(76).labeled("title.left")
      make.right.equalToSuperview().offset(-16)
      make.height.equalTo(20)
    }
    root.layoutIfNeeded()
    // avatar: (16, 16) and 48 × 48. title: top with avatar's, x = 76, width 320 − 16 − 76 = 228.
    #expect(avatar.frame == CGRect(x: 16, y: 16, width: 48, height: 48))
    #expect(title.frame == CGRect(x: 76, y: 16, width: 228, height: 20))
    #expect(root.layoutDiagnostics.reports.isEmpty)
    let labeled = root.constraints.compactMap { $0 as? DSLLayoutConstraint }.first { $0.label == "title.left" }
    #expect(labeled?.made != nil)
    #expect(labeled?.made?.layoutConstraints.contains { $0 === labeled } == true)
    #expect(title.dsl.made.flatMap(\.layoutConstraints).count == 4)
  }

  @Test("update changes the constant of the matching constraint in place; remake replaces them all")
  func updateAndRemake() {
    let root = root()
    let panel = UIView()
    root.addSubview(panel)
    panel.dsl.makeConstraints { make in
      make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    root.layoutIfNeeded()
    // x = 20, y = 10, width 320 − 20 − 40 = 260, height 480 − 10 − 30 = 440.
    #expect(panel.frame == CGRect(x: 20, y: 10, width: 260, height: 440))
    let before = root.constraints.count

    panel.dsl.updateConstraints { make in make.left.equalToSuperview().offset(50) }
    root.layoutIfNeeded()
    // Only the left constant moves: x = 50, width 320 − 50 − 40 = 230.
    #expect(panel.frame == CGRect(x: 50, y: 10, width: 230, height: 440))
    #expect(root.constraints.count == before)

    let old = panel.dsl.made.flatMap(\.layoutConstraints)
    panel.dsl.remakeConstraints { make in
      make.center.equalToSuperview()
      make.size.equalTo(CGSize(width: 100, height: 60))
    }
    root.layoutIfNeeded()
    // Centred: ((320 − 100) / 2, (480 − 60) / 2) = (110, 210).
    #expect(panel.frame == CGRect(x: 110, y: 210, width: 100, height: 60))
    #expect(old.allSatisfy { !$0.isActive })
    #expect(panel.dsl.made.flatMap(\.layoutConstraints).count == 4)
  }

  @Test("Priorities, inequalities and multipliers")
  func prioritiesAndMultipliers() {
    let root = root()
    let bar = UIView(), half = UIView()
    root.addSubview(bar)
    root.addSubview(half)
    bar.dsl.makeConstraints { make in
      make.left.top.equalToSuperview()
      make.width.equalTo(400).priority(.defaultHigh)
      make.width.lessThanOrEqualTo(300)
      make.height.equalTo(10)
    }
    half.dsl.makeConstraints { make in
      make.left.equalToSuperview()
      make.top.equalTo(bar).offset(20)
      make.width.equalToSuperview().multipliedBy(0.5)
      make.height.equalTo(10).priority(999)
    }
    root.layoutIfNeeded()
    // The required width <= 300 wins over width == 400 @750; half is 0.5 × 320 wide, 20 below
    // bar's top.
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
    #expect(half.frame == CGRect(x: 0, y: 20, width: 160, height: 10))
    // A constraint on one view alone is installed on that view, as in UIKit.
    let widths = bar.constraints.filter { $0.firstItem === bar && $0.firstAttribute == .width }
    #expect(widths.map(\.priority).sorted() == [.defaultHigh, .required])
    #expect(widths.allSatisfy { $0.secondItem == nil && $0.secondAttribute == .notAnAttribute })
  }
}

@MainActor
@Suite("An operator DSL over anchors, with priorities")
struct OperatorDSLTests {
  @Test("==, <=, + and * over anchors, ~ for priorities")
  func operators() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.layoutDiagnostics.handler = { _ in true }
    let a = UIView(), b = UIView()
    root.addSubview(a)
    root.addSubview(b)
    a.leadingAnchor == root.leadingAnchor + 20
    a.topAnchor == root.topAnchor + 30
    a.widthAnchor == 100
    a.heightAnchor == a.widthAnchor * 0.5
    b.leadingAnchor == a.trailingAnchor + 8
    b.topAnchor == a.topAnchor
    b.trailingAnchor <= root.trailingAnchor - 20
    b.widthAnchor == 500 ~ .defaultLow
    b.heightAnchor == a.heightAnchor
    root.layoutIfNeeded()
    // a: (20, 30), 100 wide, half as tall. b starts at 20 + 100 + 8 = 128 and wants 500 (@250)
    // but must end by 320 − 20 = 300: 172 wide.
    #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    #expect(b.frame == CGRect(x: 128, y: 30, width: 172, height: 50))
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("~ moves an active constraint between required and optional by deactivating it first")
  func priorityOnActive() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.layoutDiagnostics.handler = { _ in true }
    let a = UIView()
    root.addSubview(a)
    a.leadingAnchor == root.leadingAnchor
    a.topAnchor == root.topAnchor
    a.heightAnchor == 10
    let wide = a.widthAnchor == 200
    let narrow = a.widthAnchor <= 120
    #expect(wide.isActive && narrow.isActive)
    // Two required widths conflict: one is broken and reported. Making the 200 optional
    // resolves it in favour of the 120 limit.
    root.layoutIfNeeded()
    let conflicts = root.layoutDiagnostics.reports.count
    #expect(conflicts == 1)
    wide ~ .defaultHigh
    root.layoutIfNeeded()
    #expect(wide.isActive && wide.priority == .defaultHigh)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 10))
    #expect(root.layoutDiagnostics.reports.count == conflicts)
  }
}
