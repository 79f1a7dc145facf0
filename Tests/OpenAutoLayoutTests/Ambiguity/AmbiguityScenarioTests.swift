import Foundation
import SolverTestSupport
import Testing

@testable import OpenAutoLayout

// Hand-written layouts from the spec with known answers (spec decision 4), built without stack
// views: the expected flags, the same flags from the exact reference for every item, and
// `exerciseAmbiguityInLayout()` checked as on random layouts (AmbiguityChecks.swift).

/// A hand-written layout: its root and the items to check, made afresh on each call.
private struct AmbScenario {
  let root: View
  let items: [AmbItem]
  var views: [String: View] = [:]

  subscript(name: String) -> View { views[name]! }
}

/// Compares every item's flags with the exact reference; returns the reference.
private func ambCheckAgainstReference(
  _ scenario: AmbScenario, sourceLocation: SourceLocation = #_sourceLocation
) throws -> AmbReference {
  let reference = try AmbReference(root: scenario.root, items: scenario.items)
  let mismatches = ambFlagMismatches(scenario.items, reference) + reference.optimalityFailures()
  #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))\n\(reference.report)", sourceLocation: sourceLocation)
  return reference
}

/// `constraint` with an optional priority.
private func ambPriority(_ priority: Float, _ constraint: LayoutConstraint) -> LayoutConstraint {
  constraint.priority = LayoutPriority(priority)
  return constraint
}

/// Which of a view's four variables the engine's solver calls ambiguous: minX, minY, width, height.
private func ambVariableFlags(_ view: View) -> [Bool] {
  _ = view.hasAmbiguousLayout(for: .horizontal)
  guard let solver = view.rootView.hierarchyContext.engine?.solver else { return [] }
  return view.itemVariables.all.map { solver.isAmbiguous($0) }
}

@Suite(.timeLimit(.minutes(10))) struct AmbiguityScenarioTests {
  // MARK: behaviour-2 S22, without a stack view

  /// Missing-v1: root E8P with margins 20 under a 20-point status bar; confirm pinned leading,
  /// top and trailing to the root's margins; cancel (60 × 41) and ok (30 × 41), hugging 250 and
  /// compression resistance 750, in a row 16 apart between confirm's margins (8), top and
  /// bottom at those margins. `equalWidths` is the fix (what `.fillEqually` adds).
  private static func missingV1(equalWidths: Bool) -> AmbScenario {
    let root = b2RootE8P()
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.layoutMargins = EdgeInsets(all: 20)
    let confirm = addView("confirm", to: root)
    let cancel = StubView("cancel", width: 60, height: 41)
    let ok = StubView("ok", width: 30, height: 41)
    confirm.addSubview(cancel)
    confirm.addSubview(ok)
    let margins = root.layoutMarginsGuide
    let inner = confirm.layoutMarginsGuide
    var constraints = [
      confirm.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      confirm.topAnchor.constraint(equalTo: margins.topAnchor),
      confirm.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      cancel.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
      ok.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 16),
      ok.trailingAnchor.constraint(equalTo: inner.trailingAnchor),
      cancel.topAnchor.constraint(equalTo: inner.topAnchor),
      cancel.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
      ok.topAnchor.constraint(equalTo: inner.topAnchor),
      ok.bottomAnchor.constraint(equalTo: inner.bottomAnchor),
    ]
    if equalWidths { constraints.append(cancel.widthAnchor.constraint(equalTo: ok.widthAnchor)) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    let items = [AmbItem(root), AmbItem(confirm), AmbItem(cancel), AmbItem(ok)]
      + [AmbItem(margins, name: "root.margins"), AmbItem(inner, name: "confirm.margins")]
    return AmbScenario(root: root, items: items, views: ["root": root, "confirm": confirm, "cancel": cancel, "ok": ok])
  }

  @Test("S22 without a stack view: equal hugging in a row is ambiguous (cancel Width; ok minX, Width)")
  func s22EqualHugging() throws {
    let scenario = Self.missingV1(equalWidths: false)
    let cancel = scenario["cancel"], ok = scenario["ok"], confirm = scenario["confirm"]
    expectFrame(confirm, 20, 40, 335, 57)
    #expect(cancel.hasAmbiguousLayout && ok.hasAmbiguousLayout)
    #expect(cancel.hasAmbiguousLayout(for: .horizontal) && ok.hasAmbiguousLayout(for: .horizontal))
    #expect(!cancel.hasAmbiguousLayout(for: .vertical) && !ok.hasAmbiguousLayout(for: .vertical))
    #expect(ambVariableFlags(cancel) == [false, false, true, false], "cancel: minX, minY, width, height")
    #expect(ambVariableFlags(ok) == [true, false, true, false], "ok: minX, minY, width, height")
    #expect(!confirm.hasAmbiguousLayout)
    let reference = try ambCheckAgainstReference(scenario)
    // The exact face: cancel.width + ok.width = 319 − 16, each at least its intrinsic width.
    let range = reference.range(of: cancel.itemVariables.width)
    #expect(range.min == 60 && range.max == 273, "cancel.width \(range)")
  }

  @Test("S22 without a stack view: exercising moves cancel and ok to other optimal frames")
  func s22Exercise() throws {
    let scenario = Self.missingV1(equalWidths: false)
    let reference = try AmbReference(root: scenario.root, items: scenario.items)
    // ok is ambiguous in minX and Width (see exercisePositionAndSize), cancel in Width alone.
    let result = ambExerciseCheck(root: scenario.root, items: scenario.items, reference: reference) {
      let fresh = Self.missingV1(equalWidths: false)
      return (fresh.root, fresh.items)
    }
    #expect(result.exercisedAmbiguous == 2 && result.exercisedFixed == 4)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))\n\(reference.report)")
  }

  @Test("S22 fixed by equal widths: each button 151.5 wide, nothing ambiguous, nothing moves")
  func s22Fixed() throws {
    let scenario = Self.missingV1(equalWidths: true)
    expectFrame(scenario["cancel"], 8, 8, 151.5, 41)
    expectFrame(scenario["ok"], 175.5, 8, 151.5, 41)
    for item in scenario.items { #expect(!item.hasAmbiguousLayout, "\(item.name)") }
    let reference = try ambCheckAgainstReference(scenario)
    let result = ambExerciseCheck(root: scenario.root, items: scenario.items, reference: reference) {
      let fresh = Self.missingV1(equalWidths: true)
      return (fresh.root, fresh.items)
    }
    #expect(result.exercisedAmbiguous == 0 && result.exercisedFixed == scenario.items.count)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))")
  }

  // MARK: behaviour-2 S03 / S03b, without a stack view

  /// A container 300 wide in the root, with A (50 × 30), B (60 × 30) and C (70 × 30) in a row
  /// 10 apart between its edges, each as tall as the container (whose height is free).
  private static func row(hugging: [LayoutPriority]) -> AmbScenario {
    let root = makeRoot(375, 667)
    let container = addView("container", to: root)
    let a = StubView("A", width: 50, height: 30), b = StubView("B", width: 60, height: 30)
    let c = StubView("C", width: 70, height: 30)
    var constraints = [
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 300),
    ]
    for (view, priority) in zip([a, b, c], hugging) {
      container.addSubview(view)
      view.setContentHuggingPriority(priority, for: .horizontal)
      constraints += [
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      ]
    }
    constraints += [
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
      c.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 10),
      c.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ]
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return AmbScenario(
      root: root, items: [root, container, a, b, c].map { AmbItem($0) },
      views: ["container": container, "A": a, "B": b, "C": c])
  }

  @Test("S03: the lowest hugging stretches; nothing is ambiguous")
  func s03DistinctHugging() throws {
    let scenario = Self.row(hugging: [250, 251, 252])
    expectFrame(scenario["A"], 0, 0, 150, 30)
    expectFrame(scenario["B"], 160, 0, 60, 30)
    expectFrame(scenario["C"], 230, 0, 70, 30)
    for item in scenario.items { #expect(!item.hasAmbiguousLayout, "\(item.name)") }
    _ = try ambCheckAgainstReference(scenario)
  }

  @Test("S03b: with all hugging 250 A, B and C are horizontally ambiguous, and exercising moves the extra 100 points")
  func s03bEqualHugging() throws {
    let scenario = Self.row(hugging: [250, 250, 250])
    for name in ["A", "B", "C"] {
      #expect(scenario[name].hasAmbiguousLayout(for: .horizontal), "\(name)")
      #expect(!scenario[name].hasAmbiguousLayout(for: .vertical), "\(name)")
    }
    #expect(ambVariableFlags(scenario["A"]) == [false, false, true, false], "A: minX, minY, width, height")
    #expect(!scenario["container"].hasAmbiguousLayout)
    let reference = try ambCheckAgainstReference(scenario)
    // The extra 100 points may go anywhere: each width spans its intrinsic width + [0, 100].
    for (name, width) in [("A", 50), ("B", 60), ("C", 70)] {
      let range = reference.range(of: scenario[name].itemVariables.width)
      #expect(range.min == Rational(width) && range.max == Rational(width + 100), "\(name).width \(range)")
    }
    let result = ambExerciseCheck(root: scenario.root, items: scenario.items, reference: reference) {
      let fresh = Self.row(hugging: [250, 250, 250])
      return (fresh.root, fresh.items)
    }
    #expect(result.exercisedAmbiguous == 3)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))\n\(reference.report)")
  }

  // MARK: behaviour-1 S-10 / S-11

  /// S-10 (green and red side by side, 50 apart and 50 from every edge) in a 667 × 375 root,
  /// with its equal-width constraint (S-10) or without it (S-11).
  private static func sideBySide(equalWidths: Bool) -> AmbScenario {
    let root = makeRoot(667, 375)
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let green = addView("green", to: root), red = addView("red", to: root)
    var constraints = [
      green.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      green.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      red.leadingAnchor.constraint(equalTo: green.trailingAnchor, constant: 50),
      red.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      root.trailingAnchor.constraint(equalTo: red.trailingAnchor, constant: 50),
      root.bottomAnchor.constraint(equalTo: green.bottomAnchor, constant: 50),
      root.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 50),
    ]
    if equalWidths { constraints.append(green.widthAnchor.constraint(equalTo: red.widthAnchor)) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return AmbScenario(root: root, items: [root, green, red].map { AmbItem($0) }, views: ["green": green, "red": red])
  }

  @Test("S-11: without equal widths the split is horizontally ambiguous; S-10 is not")
  func s11() throws {
    let ambiguous = Self.sideBySide(equalWidths: false)
    for name in ["green", "red"] {
      #expect(ambiguous[name].hasAmbiguousLayout(for: .horizontal), "\(name)")
      #expect(!ambiguous[name].hasAmbiguousLayout(for: .vertical), "\(name)")
    }
    #expect(ambVariableFlags(ambiguous["green"]) == [false, false, true, false], "green: minX, minY, width, height")
    #expect(ambVariableFlags(ambiguous["red"]) == [true, false, true, false], "red: minX, minY, width, height")
    let reference = try ambCheckAgainstReference(ambiguous)
    let result = ambExerciseCheck(root: ambiguous.root, items: ambiguous.items, reference: reference) {
      let fresh = Self.sideBySide(equalWidths: false)
      return (fresh.root, fresh.items)
    }
    #expect(result.exercisedAmbiguous == 2)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))\n\(reference.report)")

    let fixed = Self.sideBySide(equalWidths: true)
    expectFrame(fixed["green"], 50, 50, 258.5, 275)
    expectFrame(fixed["red"], 358.5, 50, 258.5, 275)
    for item in fixed.items { #expect(!item.hasAmbiguousLayout, "\(item.name)") }
    _ = try ambCheckAgainstReference(fixed)
  }

  // MARK: Guides, autoresizing, content priorities

  /// A guide constrained only horizontally is vertically ambiguous, and makes no view ambiguous
  /// (behaviour-1 §1.13); a view translating its autoresizing mask is never ambiguous.
  @Test("A guide free on one axis; an autoresizing view is fixed")
  func guideAndAutoresizing() throws {
    let root = makeRoot(320, 480)
    let guide = LayoutGuide()
    guide.identifier = "spacer"
    root.addLayoutGuide(guide)
    let left = addView("left", to: root), right = addView("right", to: root)
    let manual = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    manual.accessibilityIdentifier = "manual"
    manual.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    root.addSubview(manual)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      left.widthAnchor.constraint(equalToConstant: 50),
      guide.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      right.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
      right.widthAnchor.constraint(equalTo: left.widthAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      left.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      right.topAnchor.constraint(equalTo: left.topAnchor),
      left.heightAnchor.constraint(equalToConstant: 30),
      right.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    #expect(!guide.hasAmbiguousLayout(for: .horizontal))
    #expect(guide.hasAmbiguousLayout(for: .vertical) && guide.hasAmbiguousLayout)
    for view in [left, right, manual] { #expect(!view.hasAmbiguousLayout, "\(view.layoutName)") }
    let scenario = AmbScenario(
      root: root, items: [root, left, right, manual].map { AmbItem($0) } + [AmbItem(guide, name: "spacer")])
    _ = try ambCheckAgainstReference(scenario)
  }

  /// Two views of intrinsic width 80 squeezed into 100 points, with equal compression
  /// resistance (750) or not (749 for b).
  private static func squeezed(equal: Bool) -> AmbScenario {
    let root = makeRoot(100, 100)
    let a = StubView("a", width: 80, height: 20), b = StubView("b", width: 80, height: 20)
    root.addSubview(a)
    root.addSubview(b)
    b.setContentCompressionResistancePriority(equal ? 750 : 749, for: .horizontal)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return AmbScenario(root: root, items: [root, a, b].map { AmbItem($0) }, views: ["a": a, "b": b])
  }

  /// The shortfall of a squeeze has no single owner when the compression resistances are equal.
  @Test("Equal compression resistance in a squeeze is ambiguous; different is not", arguments: [true, false])
  func squeeze(_ equal: Bool) throws {
    let scenario = Self.squeezed(equal: equal)
    let a = scenario["a"], b = scenario["b"]
    #expect(a.hasAmbiguousLayout(for: .horizontal) == equal)
    #expect(b.hasAmbiguousLayout(for: .horizontal) == equal)
    #expect(!a.hasAmbiguousLayout(for: .vertical) && !b.hasAmbiguousLayout(for: .vertical))
    if !equal { expectFrame(b, 80, 0, 20, 20) }
    let reference = try ambCheckAgainstReference(scenario)
    let result = ambExerciseCheck(root: scenario.root, items: scenario.items, reference: reference) {
      let fresh = Self.squeezed(equal: equal)
      return (fresh.root, fresh.items)
    }
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))\n\(reference.report)")
  }

  // MARK: Position and size ambiguous together

  /// A view centred at x 190 whose width may be anything in [50, 60] (two width preferences at
  /// the same priority, 50 and 60, cost 10 together anywhere between): minX = 190 − width / 2
  /// is ambiguous too.
  private static func centredWithTiedWidths() -> AmbScenario {
    let root = makeRoot(320, 100)
    let view = addView("view", to: root)
    LayoutConstraint.activate([
      view.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 30),
      ambPriority(250, view.widthAnchor.constraint(equalToConstant: 60)),
      ambPriority(250, view.widthAnchor.constraint(equalToConstant: 50)),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return AmbScenario(root: root, items: [AmbItem(root), AmbItem(view)], views: ["view": view])
  }

  /// Minimised from the random exercise test (seed 3907321894). An earlier exercise probed every
  /// ambiguous value of the item in turn at the same (lowest) priority: minX up (to 165, width
  /// 50), then the width up from there, which width 60 satisfies at the first probe's expense,
  /// so the view ended where it started, at (160, 60), though (165, 50) is just as good.
  @Test("Exercising a view ambiguous in both minX and width moves it")
  func exercisePositionAndSize() throws {
    let scenario = Self.centredWithTiedWidths()
    let view = scenario["view"]
    #expect(view.hasAmbiguousLayout(for: .horizontal) && !view.hasAmbiguousLayout(for: .vertical))
    #expect(ambVariableFlags(view) == [true, false, true, false], "view: minX, minY, width, height")
    let reference = try ambCheckAgainstReference(scenario)
    let before = try #require(view.unroundedFrame)
    view.exerciseAmbiguityInLayout()
    scenario.root.layoutIfNeeded()
    let after = try #require(view.unroundedFrame)
    #expect(reference.optimalityFailures().isEmpty, "\(reference.optimalityFailures())")
    #expect(after != before, "the view stayed at \(after)")
    let result = ambExerciseCheck(root: scenario.root, items: scenario.items, reference: reference) {
      let fresh = Self.centredWithTiedWidths()
      return (fresh.root, fresh.items)
    }
    #expect(result.exercisedAmbiguous == 1)
    #expect(result.failures.isEmpty, "\(result.failures.joined(separator: "\n"))\n\(reference.report)")
  }
}
