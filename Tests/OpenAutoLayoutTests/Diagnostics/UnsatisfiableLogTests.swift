import Foundation
import Testing

@testable import OpenAutoLayout

// The unsatisfiable-constraints log, word for word as UIKit's (behaviour-2 §1.17), its hooks,
// and the smallest change that resolves a conflict.

@Suite(.timeLimit(.minutes(10))) struct UnsatisfiableLogTests {
  /// The spec's block (behaviour-2 §1.17, the book's Conflict-v1) without its os_log prefix,
  /// with `%n` for the list of constraints and `%b` for the broken one.
  static let specTemplate = """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
    (
    %n
    )

    Will attempt to recover by breaking constraint 
    %b

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

  /// S23: a button made in code (autoresizing mask translated, frame zero) centred by the user.
  private func conflictV1() -> (root: View, ok: View, centerX: LayoutConstraint, centerY: LayoutConstraint, logged: [String]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    var logged: [String] = []
    root.layoutDiagnostics.log = { logged.append($0) }
    let ok = StubView("okButton", width: 84, height: 30)
    ok.accessibilityIdentifier = nil
    ok.translatesAutoresizingMaskIntoConstraints = true
    root.addSubview(ok)
    let centerX = ok.centerXAnchor.constraint(equalTo: root.centerXAnchor)
    let centerY = ok.centerYAnchor.constraint(equalTo: root.centerYAnchor)
    LayoutConstraint.activate([centerX, centerY])
    root.layoutIfNeeded()
    return (root, ok, centerX, centerY, logged)
  }

  @Test func theLogIsUIKitsTextWithTheConflictingSetAndTheBrokenConstraint() throws {
    let (root, ok, centerX, centerY, logged) = conflictV1()
    // Two blocks, horizontal then vertical, as the book shows.
    try #require(logged.count == 2)
    let reports = root.layoutDiagnostics.reports
    for (index, broken) in [centerX, centerY].enumerated() {
      guard case .unsatisfiable(let reported, let conflicting) = reports[index] else {
        Issue.record("report \(index) is not a conflict")
        continue
      }
      #expect(reported === broken)
      let list = conflicting.map { "    \"\($0.logDescription)\"" }.joined(separator: ",\n")
      let expected = Self.specTemplate.replacingOccurrences(of: "%n", with: list)
        .replacingOccurrences(of: "%b", with: broken.logDescription)
      #expect(logged[index] == expected)
    }
    // The lines name the autoresizing constraint in UIKit's form.
    let attribute = "OpenAutoLayoutTests.StubView:\(ok.debugAddress)"
    #expect(logged[1].contains(" h=--& v=--& \(attribute).midY == 0   (active)>\""))
    #expect(logged[1].contains("'UIView-Encapsulated-Layout-Height' UIView:\(root.debugAddress).height == 667   (active)>\""))
    #expect(logged[1].contains("\(attribute).centerY == UIView:\(root.debugAddress).centerY   (active)>\""))
  }

  @Test func theAutoresizingNoteAppearsOnlyWhenTheListHasSuchAConstraint() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var logged: [String] = []
    root.layoutDiagnostics.log = { logged.append($0) }
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 100), view.widthAnchor.constraint(equalToConstant: 200)])
    root.layoutIfNeeded()
    #expect(logged.count == 1)
    #expect(logged.first?.contains("Unable to simultaneously satisfy constraints.") == true)
    #expect(logged.first?.contains("(Note:") == false)
  }

  @Test func theBreakpointHookReceivesTheBrokenConstraintAndItsSet() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var alerts: [(LayoutConstraint, [LayoutConstraint])] = []
    root.layoutDiagnostics.unsatisfiableConstraintsAlert = { alerts.append(($0, $1)) }
    // A handler that takes the report stops the log, not the alert.
    root.layoutDiagnostics.handler = { _ in true }
    var logged = 0
    root.layoutDiagnostics.log = { _ in logged += 1 }
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let first = view.widthAnchor.constraint(equalToConstant: 100)
    let second = view.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([first, second])
    root.layoutIfNeeded()
    #expect(alerts.count == 1)
    #expect(alerts.first?.0 === second)
    #expect(alerts.first?.1.count == 2)
    #expect(logged == 0)
  }

  @Test func hooksFollowASubtreeThatBecomesAHierarchyOfItsOwn() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var logged: [String] = []
    root.layoutDiagnostics.log = { logged.append($0) }
    let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(container)
    container.removeFromSuperview()
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 1), view.widthAnchor.constraint(equalToConstant: 2)])
    container.layoutIfNeeded()
    #expect(logged.count == 1)
  }

  // MARK: The smallest change

  @Test func forgottenTranslationIsTheFirstFixAndResolvesBothConflicts() throws {
    let (root, ok, centerX, centerY, _) = conflictV1()
    let fixes = root.layoutDiagnostics.reports.map(\.suggestedFixes)
    try #require(fixes.count == 2)
    for list in fixes {
      guard case .stopTranslatingAutoresizingMask(let view) = list.first else {
        Issue.record("expected the translation fix first, got \(list)")
        continue
      }
      #expect(view === ok)
    }
    #expect(fixes[0].first?.description == "set translatesAutoresizingMaskIntoConstraints = false on \(ok.layoutName)")
    let explanation = try #require(root.layoutDiagnostics.reports[0].conflictExplanation)
    #expect(explanation.contains("Smallest change: set translatesAutoresizingMaskIntoConstraints = false"))
    fixes[0].first?.apply()
    root.layoutDiagnostics.removeAllReports()
    root.layoutIfNeeded()
    #expect(!root.isBroken(centerX) && !root.isBroken(centerY))
    expectFrame(ok, 145.5, 318.5, 84, 30)
  }

  @Test func anExplicitConflictIsResolvedByMakingTheBrokenConstraintOptional() throws {
    // S-28's shape: two required heights for one view.
    let root = makeRoot(375, 667)
    let view = addView("box", to: root)
    let short = view.heightAnchor.constraint(equalToConstant: 100)
    let tall = view.heightAnchor.constraint(equalToConstant: 300)
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor), view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: 50), short, tall,
    ])
    root.layoutIfNeeded()
    let report = try #require(root.layoutDiagnostics.reports.last)
    guard case .makeOptional(let constraint, let priority) = report.suggestedFixes.first else {
      Issue.record("expected makeOptional first, got \(report.suggestedFixes)")
      return
    }
    #expect(constraint === tall && priority == 999)
    #expect(report.suggestedFixes.first?.description == "make box.height == 300 optional (@999)")
    report.suggestedFixes.first?.apply()
    root.layoutDiagnostics.removeAllReports()
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.reports.isEmpty)
    #expect(!root.isBroken(tall) && !root.isBroken(short))
    #expect(view.frame.height == 100)
  }
}
