import Foundation
import Testing

@testable import OpenAutoLayout

// constraintsAffectingLayout (S24), exerciseAmbiguityInLayout, explainLayout and the fixes
// suggested for ambiguity.

@Suite(.timeLimit(.minutes(10))) struct ExplanationTests {
  // MARK: S24 — constraintsAffectingLayout

  @Test func s24ConstraintsAffectingTheCentredButton() throws {
    let root = b2RootE8P()
    let ok = StubView("okButton", width: 84, height: 30)
    root.addSubview(ok)
    let centerX = ok.centerXAnchor.constraint(equalTo: root.centerXAnchor)
    let centerY = ok.centerYAnchor.constraint(equalTo: root.centerYAnchor)
    LayoutConstraint.activate([centerX, centerY])
    root.layoutIfNeeded()
    expectFrame(ok, 145.5, 318.5, 84, 30)

    let horizontal = ok.constraintsAffectingLayout(for: .horizontal)
    #expect(horizontal.count == 3, "\(horizontal)")
    #expect(horizontal.contains { $0.origin == .contentSize && $0.firstAttribute == .width && $0.constant == 84 })
    #expect(horizontal.contains { $0 === centerX })
    #expect(horizontal.contains { $0.identifier == "UIView-Encapsulated-Layout-Width" && $0.constant == 375 })
    // Printed as UIKit prints its single content-size constraint.
    let content = try #require(horizontal.first { $0.origin == .contentSize })
    #expect(content.logDescription.contains("okButton.width == 84 Hug:250 CompressionResistance:750"))

    let vertical = ok.constraintsAffectingLayout(for: .vertical)
    #expect(vertical.count == 3, "\(vertical)")
    #expect(vertical.contains { $0.origin == .contentSize && $0.firstAttribute == .height && $0.constant == 30 })
    #expect(vertical.contains { $0 === centerY })
    #expect(vertical.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" && $0.constant == 667 })
  }

  @Test func constraintsThatDoNotHoldTheValueAreLeftOut() throws {
    let root = makeRoot(375, 667)
    let box = addView("box", to: root)
    let slack = box.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), width, slack,
      box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let affecting = box.constraintsAffectingLayout(for: .horizontal)
    #expect(affecting.contains { $0 === width })
    // Not tight: changing its constant moves nothing.
    #expect(!affecting.contains { $0 === slack })
    #expect(affecting.allSatisfy { $0.firstAttribute.axis == .horizontal })
  }

  // MARK: exerciseAmbiguityInLayout

  /// Two views in a row between the root's edges with equal hugging: they trade 265 points.
  private func tiedRow() -> (root: View, blue: StubView, red: StubView) {
    let root = makeRoot(375, 667)
    let blue = StubView("blue", width: 50, height: 30)
    let red = StubView("red", width: 50, height: 30)
    root.addSubview(blue)
    root.addSubview(red)
    LayoutConstraint.activate([
      blue.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 10),
      red.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      blue.topAnchor.constraint(equalTo: root.topAnchor), red.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (root, blue, red)
  }

  @Test func exercisingMovesAnAmbiguousViewToAnotherValidFrame() {
    let (root, blue, red) = tiedRow()
    defer { withExtendedLifetime(root) {} }
    let before = (blue.frame, red.frame)
    blue.exerciseAmbiguityInLayout()
    #expect(blue.frame.width != before.0.width)
    // Still a valid layout: the row still fills the root, widths at least the content's.
    #expect(blue.frame.minX == 0 && red.frame.maxX == 375)
    #expect(red.frame.minX == blue.frame.maxX + 10)
    #expect(blue.frame.width >= 50 && red.frame.width >= 50)
    // Again: it moves again.
    let second = blue.frame
    blue.exerciseAmbiguityInLayout()
    #expect(blue.frame != second)
  }

  @Test func exercisingAnUnambiguousViewMovesNothing() {
    let root = makeRoot(375, 667)
    let box = addView("box", to: root)
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    box.exerciseAmbiguityInLayout()
    expectFrame(box, 10, 10, 100, 100)
  }

  // MARK: explainLayout

  /// The contract's example (layout-document.md §1): blue and red side by side in the margins,
  /// red twice as wide as blue at 750, blue at least 150 wide.
  @Test func explainNamesWhatHoldsEachValueAndWhatGaveWay() throws {
    let root = makeRoot(375, 667)
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let blue = addView("blue", to: root), red = addView("red", to: root)
    let twice = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
    twice.priority = .defaultHigh
    let minimum = blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
    LayoutConstraint.activate([
      blue.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      red.leadingAnchor.constraint(equalTo: blue.trailingAnchor, constant: 8),
      red.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      blue.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      red.topAnchor.constraint(equalTo: blue.topAnchor),
      root.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
      red.bottomAnchor.constraint(equalTo: blue.bottomAnchor), twice, minimum,
    ])
    root.layoutIfNeeded()
    expectFrame(blue, 16, 40, 150, 607)
    expectFrame(red, 174, 40, 185, 607)

    let explanation = try #require(blue.explainLayout(for: .horizontal))
    let width = try #require(explanation.values.first { $0.name == "width" })
    #expect(width.value == 150)
    #expect(width.heldBy.contains { $0 === minimum })
    #expect(!width.isAmbiguous)
    let outcome = try #require(explanation.optionalConstraints.first { $0.constraint === twice })
    // red would be 300 wide; it is 185.
    #expect(outcome.error == 115)
    #expect(!outcome.isSatisfied)
    #expect(outcome.yieldsTo.contains { $0 === minimum })
    #expect(outcome.yieldsTo.allSatisfy { $0.priority > twice.priority })
    let text = explanation.description
    #expect(text.hasPrefix("blue, horizontal:\n  minX = 16, held by:\n"))
    #expect(text.contains("  width = 150, held by:\n"))
    #expect(text.contains("    red.width == 2 * blue.width @750, off by 115\n      to: "))
    #expect(explanation.ambiguity == nil)
  }

  @Test func explainListsBrokenConstraints() throws {
    let root = makeRoot(375, 667)
    let box = addView("box", to: root)
    let first = box.widthAnchor.constraint(equalToConstant: 100)
    let second = box.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([first, second])
    root.layoutIfNeeded()
    let explanation = try #require(box.explainLayout(for: .horizontal))
    #expect(explanation.brokenConstraints.count == 1 && explanation.brokenConstraints.first === second)
    #expect(explanation.description.contains("  broken to recover from a conflict:\n    box.width == 200"))
  }

  // MARK: Ambiguity: what is free, and a fix

  @Test func equalHuggingIsExplainedAndRaisingOneHuggingFixesIt() throws {
    let (root, blue, red) = tiedRow()
    let explanation = try #require(blue.explainAmbiguity(for: .horizontal))
    #expect(explanation.freeValues == ["blue.width"])
    #expect(explanation.movesWith == ["red.width"])
    #expect(explanation.reason == "both hug at 250")
    #expect(
      explanation.description
        == "`blue.width` and `red.width` can trade space: both hug at 250. Fix: raise red's horizontal hugging to 251.")
    for fix in explanation.fixes { fix.apply() }
    root.layoutIfNeeded()
    #expect(!blue.hasAmbiguousLayout(for: .horizontal) && !red.hasAmbiguousLayout(for: .horizontal))
    // red hugs harder now: blue stretches.
    expectFrame(red, 325, 0, 50, 30)
    #expect(blue.explainAmbiguity(for: .horizontal) == nil)
  }

  @Test func threeWayTiesNeedTwoRaises() throws {
    let root = makeRoot(375, 667)
    let views = ["a", "b", "c"].map { StubView($0, width: 40, height: 20) }
    var constraints = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
    for (left, right) in zip(views, views.dropFirst()) {
      constraints.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor))
    }
    constraints.append(views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor))
    for view in views {
      root.addSubview(view)
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let explanation = try #require(views[0].explainAmbiguity(for: .horizontal))
    #expect(explanation.fixes.count == 2, "\(explanation)")
    for fix in explanation.fixes { fix.apply() }
    root.layoutIfNeeded()
    #expect(views.allSatisfy { !$0.hasAmbiguousLayout(for: .horizontal) })
  }

  @Test func squeezedViewsWithEqualResistanceAreExplained() throws {
    let root = makeRoot(100, 100)
    let blue = StubView("blue", width: 80, height: 20)
    let red = StubView("red", width: 80, height: 20)
    root.addSubview(blue)
    root.addSubview(red)
    LayoutConstraint.activate([
      blue.leadingAnchor.constraint(equalTo: root.leadingAnchor), red.leadingAnchor.constraint(equalTo: blue.trailingAnchor),
      red.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      blue.topAnchor.constraint(equalTo: root.topAnchor), red.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let explanation = try #require(red.explainAmbiguity(for: .horizontal))
    #expect(explanation.reason == "both resist compression at 750")
    for fix in explanation.fixes { fix.apply() }
    root.layoutIfNeeded()
    #expect(!blue.hasAmbiguousLayout(for: .horizontal) && !red.hasAmbiguousLayout(for: .horizontal))
  }

  @Test func aMissingConstraintIsNamedAndTheSuggestedOneKeepsTheFrame() throws {
    let root = makeRoot(375, 667)
    let box = addView("box", to: root)
    LayoutConstraint.activate([
      box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
    ])
    root.layoutIfNeeded()
    #expect(box.explainAmbiguity(for: .vertical) == nil)
    let explanation = try #require(box.explainAmbiguity(for: .horizontal))
    #expect(explanation.freeValues == ["box.minX"])
    #expect(explanation.movesWith.isEmpty)
    #expect(explanation.reason == "nothing fixes box.minX")
    let frame = box.frame
    guard case .addConstraint(let constraint) = explanation.fixes.first, explanation.fixes.count == 1 else {
      Issue.record("expected one constraint to add, got \(explanation.fixes)")
      return
    }
    // The engine left the free box at 0: the constraint holds it there.
    #expect(frame.minX == 0)
    #expect(constraint.description == "box.left == root.left")
    explanation.fixes[0].apply()
    root.layoutIfNeeded()
    #expect(!box.hasAmbiguousLayout(for: .horizontal))
    #expect(box.frame == frame)
  }

  @Test func aGuideFreeOnAnAxisIsExplained() throws {
    let root = makeRoot(375, 667)
    let guide = LayoutGuide()
    guide.identifier = "spacer"
    root.addLayoutGuide(guide)
    LayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5), guide.widthAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(!guide.hasAmbiguousLayout(for: .horizontal))
    let explanation = try #require(guide.explainAmbiguity(for: .vertical))
    #expect(Set(explanation.freeValues) == ["spacer.minY", "spacer.height"])
    for fix in explanation.fixes { fix.apply() }
    root.layoutIfNeeded()
    #expect(!guide.hasAmbiguousLayout)
  }
}
