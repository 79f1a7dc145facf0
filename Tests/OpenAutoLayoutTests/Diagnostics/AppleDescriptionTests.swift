import Foundation
import Testing

@testable import OpenAutoLayout

// Constraints, views and guides describe themselves as UIKit's do (behaviour-2 §1.17, §1.18).

@Suite(.timeLimit(.minutes(10))) struct AppleDescriptionTests {
  @Test func userConstraintBetweenUnnamedViews() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let button = View()
    root.addSubview(button)
    let constraint = button.centerYAnchor.constraint(equalTo: root.centerYAnchor)
    let c = constraint.debugAddress, b = button.debugAddress, r = root.debugAddress
    #expect(constraint.logDescription == "<NSLayoutConstraint:\(c) UIView:\(b).centerY == UIView:\(r).centerY   (inactive)>")
    constraint.isActive = true
    #expect(constraint.logDescription == "<NSLayoutConstraint:\(c) UIView:\(b).centerY == UIView:\(r).centerY   (active)>")
    #expect(constraint.debugDescription == constraint.logDescription)
  }

  @Test func identifiersNamesMultipliersConstantsAndPriorities() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.accessibilityIdentifier = "RootView"
    let ok = View()
    ok.accessibilityIdentifier = "OKButton"
    root.addSubview(ok)
    let center = ok.centerYAnchor.constraint(equalTo: root.centerYAnchor)
    center.identifier = "OKCenter"
    center.isActive = true
    // The spec's example: identifiers as item names, their addresses under `names:`.
    #expect(
      center.logDescription
        == "<NSLayoutConstraint:\(center.debugAddress) 'OKCenter' OKButton.centerY == RootView.centerY   "
        + "(active, names: OKButton:\(ok.debugAddress), RootView:\(root.debugAddress) )>")
    let half = ok.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -10)
    half.priority = .defaultHigh
    #expect(
      half.logDescription
        == "<NSLayoutConstraint:\(half.debugAddress) OKButton.width == 0.5*RootView.width - 10 @750   "
        + "(inactive, names: OKButton:\(ok.debugAddress), RootView:\(root.debugAddress) )>")
    let fixed = ok.heightAnchor.constraint(equalToConstant: 151.5)
    #expect(
      fixed.logDescription
        == "<NSLayoutConstraint:\(fixed.debugAddress) OKButton.height == 151.5   (inactive, names: OKButton:\(ok.debugAddress) )>")
  }

  @Test func autoresizingConstraintsUseTheMaskNotationMidPointsAndTheSuperviewBar() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let fixed = View(frame: .zero)
    let flexible = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    flexible.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(fixed)
    root.addSubview(flexible)
    root.layoutIfNeeded()
    // A view made in code with no mask: `h=--& v=--&`, pinned at its frame.
    let midY = fixed.autoresizingConstraints.first { $0.firstAttribute == .centerY }
    #expect(
      midY?.logDescription
        == "<NSAutoresizingMaskLayoutConstraint:\(midY?.debugAddress.description ?? "") h=--& v=--& "
        + "UIView:\(fixed.debugAddress).midY == 0   (active)>")
    // A flexible size follows the superview, which autoresizing constraints call '|'.
    let width = flexible.autoresizingConstraints.first { $0.firstAttribute == .width }
    #expect(
      width?.logDescription
        == "<NSAutoresizingMaskLayoutConstraint:\(width?.debugAddress.description ?? "") h=-&- v=-&- "
        + "UIView:\(flexible.debugAddress).width == '|'.width - 275   (active, names: '|':UIView:\(root.debugAddress) )>")
  }

  @Test func encapsulatedRootConstraintsAreNamedAsUIKitNamesThem() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.layoutIfNeeded()
    let constraints = root.hierarchyContext.encapsulatedConstraints
    let width = try #require(constraints.first { $0.identifier == "UIView-Encapsulated-Layout-Width" })
    let top = try #require(constraints.first { $0.identifier == "UIView-Encapsulated-Layout-Top" })
    #expect(
      width.logDescription
        == "<NSLayoutConstraint:\(width.debugAddress) 'UIView-Encapsulated-Layout-Width' UIView:\(root.debugAddress).width == 375   (active)>")
    #expect(
      top.logDescription
        == "<NSAutoresizingMaskLayoutConstraint:\(top.debugAddress) h=-&- v=-&- 'UIView-Encapsulated-Layout-Top' "
        + "UIView:\(root.debugAddress).minY == 0   (active)>")
  }

  @Test func guidesCarryUIKitsIdentifiers() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let top = child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)
    let guide = root.safeAreaLayoutGuide
    #expect(
      top.logDescription
        == "<NSLayoutConstraint:\(top.debugAddress) UIView:\(child.debugAddress).top == "
        + "UILayoutGuide:\(guide.debugAddress)'UIViewSafeAreaLayoutGuide'.top   (inactive)>")
  }

  @Test func viewsAndGuidesDescribeThemselves() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.layoutMargins = EdgeInsets(top: 40, left: 20, bottom: 20, right: 20)
    let hidden = View(frame: CGRect(x: 145.5, y: 318.5, width: 84, height: 30))
    hidden.isHidden = true
    root.addSubview(hidden)
    root.layoutIfNeeded()
    #expect(root.description == "<UIView: \(root.debugAddress); frame = (0 0; 375 667); autoresize = W+H>")
    #expect(hidden.description == "<UIView: \(hidden.debugAddress); frame = (145.5 318.5; 84 30); hidden = YES>")
    let guide = root.layoutMarginsGuide
    #expect(
      guide.description
        == "<UILayoutGuide: \(guide.debugAddress) - \"UIViewLayoutMarginsGuide\", layoutFrame = {{20, 40}, {335, 607}}, "
        + "owningView = <UIView: \(root.debugAddress); frame = (0 0; 375 667); autoresize = W+H>>")
  }

  @Test func addressesAreStableForAnObjectsLifetimeAndDistinct() {
    let views = (0..<20).map { _ in View() }
    let first = views.map(\.debugAddress)
    let second = views.map(\.debugAddress)
    #expect(first == second)
    #expect(Set(first).count == views.count)
    #expect(views[0].layoutName == "UIView:\(first[0])")
    #expect(first.allSatisfy { $0.description.hasPrefix("0x7f8") })
    let constraint = views[0].widthAnchor.constraint(equalToConstant: 1)
    #expect(constraint.debugAddress.description.hasPrefix("0x6000"))
  }

  @Test func subclassesShowTheirModuleQualifiedName() {
    let view = StubView("x")
    view.accessibilityIdentifier = nil
    #expect(view.layoutName == "OpenAutoLayoutTests.StubView:\(view.debugAddress)")
  }
}
