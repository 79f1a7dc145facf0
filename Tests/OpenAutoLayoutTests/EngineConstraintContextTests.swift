import ConstraintSolver
import Foundation
import Testing

@testable import OpenAutoLayout

/// A solver constraint carries the layout constraint it was translated from; the engine names it
/// only while that translation is the one installed.
@Suite struct EngineConstraintContextTests {
  /// A root with one view at its origin, 50 points high, laid out; and the view's width
  /// constraint.
  static func laidOutView(width: CGFloat) -> (root: View, view: View, width: LayoutConstraint) {
    let root = makeRoot(400, 800)
    let view = addView("view", to: root)
    let constraint = view.widthAnchor.constraint(equalToConstant: width)
    LayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 50), constraint,
    ])
    root.layoutIfNeeded()
    return (root, view, constraint)
  }

  @Test("A translation names its layout constraint while installed, and not after a new constant or deactivation")
  func namesWhileInstalled() throws {
    let root = makeRoot(400, 800)
    let view = addView("view", to: root)
    let width = view.widthAnchor.constraint(equalToConstant: 100)
    let others = [
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 50),
    ]
    LayoutConstraint.activate(others + [width])
    root.layoutIfNeeded()
    let engine = try #require(root.hierarchyContext.engine)
    let first = try #require(engine.solverConstraint(for: width))
    #expect(engine.layoutConstraint(for: first) === width)
    #expect(engine.installedConstraints.contains { $0 === width })

    // A new constant is a new translation in place of the old one.
    width.constant = 120
    root.layoutIfNeeded()
    let second = try #require(engine.solverConstraint(for: width))
    #expect(second !== first)
    #expect(engine.layoutConstraint(for: second) === width)
    #expect(engine.layoutConstraint(for: first) == nil)
    #expect(view.frame.width == 120)

    width.isActive = false
    root.layoutIfNeeded()
    #expect(engine.layoutConstraint(for: second) == nil)
    #expect(!engine.installedConstraints.contains { $0 === width })
    #expect(engine.installedConstraints.filter { candidate in others.contains { $0 === candidate } }.count == 3)
  }

  @Test("A conflict names the installed constraint it breaks against")
  func conflictNamesTheInstalledMember() throws {
    let (root, view, first) = Self.laidOutView(width: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 200)
    second.isActive = true
    root.layoutIfNeeded()
    let engine = try #require(root.hierarchyContext.engine)
    // Decision 3: the one activated last breaks, and its conflicting set names the first.
    #expect(engine.isBroken(second) && !engine.isBroken(first))
    let conflicts = root.layoutDiagnostics.reports.compactMap { report -> (LayoutConstraint, [LayoutConstraint])? in
      if case .unsatisfiable(let broken, let conflicting) = report { return (broken, conflicting) }
      return nil
    }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.0 === second && conflicts.first?.1.contains { $0 === first } == true)
    #expect(view.frame.width == 100)
  }

  @Test("A fitting's one-shot engine holds the subtree's constraints beside the hierarchy's, which keeps them")
  func fittingBesideTheHierarchy() throws {
    let root = makeRoot(400, 800)
    let cell = addView("cell", to: root)
    let label = addView("label", to: cell)
    let width = label.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      cell.leadingAnchor.constraint(equalTo: root.leadingAnchor), cell.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
      label.heightAnchor.constraint(equalToConstant: 20), width,
    ])
    root.layoutIfNeeded()
    let engine = try #require(root.hierarchyContext.engine)
    let installed = try #require(engine.solverConstraint(for: width))
    // The fitting installs the same constraints in an engine of its own and drops it.
    #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 120, height: 30))
    #expect(engine.solverConstraint(for: width) === installed)
    // The hierarchy's engine still changes the constant in place and takes the constraint out.
    width.constant = 150
    root.layoutIfNeeded()
    #expect(cell.frame.size == CGSize(width: 170, height: 30))
    #expect(engine.solverConstraint(for: width) !== installed)
    width.isActive = false
    root.layoutIfNeeded()
    #expect(engine.solverConstraint(for: width) == nil)
    #expect(!engine.installedConstraints.contains { $0 === width })
  }

  @Test("An engine emptied for reuse holds none of what it held, and installs it again")
  func resetForgetsInstallations() throws {
    let (root, _, width) = Self.laidOutView(width: 100)
    let engine = try #require(root.hierarchyContext.engine)
    #expect(engine.solverConstraint(for: width) != nil)
    engine.reset(diagnostics: root.layoutDiagnostics)
    #expect(engine.solverConstraint(for: width) == nil)
    #expect(engine.installedConstraints.isEmpty)
    engine.add(width)
    let again = try #require(engine.solverConstraint(for: width))
    #expect(engine.layoutConstraint(for: again) === width)
    #expect(engine.installedConstraints.count == 1)
  }
}
