import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapters 5 and 7: conflicts and layout priorities, written as UIKit code. Expected frames:
// behaviour-1 S-28, S-39 and S-40.

/// The book's Priorities example: a label pulled as close to the top margin as the taller of two
/// images allows (S-39). The label's top-margin constraint is optional.
final class PrioritiesViewController: UIViewController {
  let sunView = ContentView(width: 100, height: 100)
  let snowView = ContentView(width: 150, height: 150)
  /// A multi-line label: no intrinsic width, 77 points high.
  let captionLabel = ContentView(width: UIView.noIntrinsicMetric, height: 77)
  private(set) var captionTopConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [sunView, snowView, captionLabel] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }

    let margins = view.layoutMarginsGuide
    captionTopConstraint = captionLabel.topAnchor.constraint(equalTo: margins.topAnchor)
    captionTopConstraint.priority = .defaultLow

    NSLayoutConstraint.activate([
      sunView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      sunView.topAnchor.constraint(equalTo: margins.topAnchor),
      snowView.topAnchor.constraint(equalTo: margins.topAnchor),
      snowView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      captionLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      captionLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      captionLabel.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: sunView.bottomAnchor, multiplier: 1.0),
      captionLabel.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: snowView.bottomAnchor, multiplier: 1.0),
      captionTopConstraint,
    ])
  }
}

@Suite("Chapters 5 and 7: conflicts and priorities", .timeLimit(.minutes(10)))
struct PriorityTests {
  /// Red between 50-point pins in a 375-wide root, with a width of 300 that cannot also hold.
  private func conflictingLayout(priority: UILayoutPriority?) -> (UIView, UIView, [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.layoutDiagnostics.handler = { _ in true }
    let redView = UIView.makeView(color: .red)
    root.addSubview(redView)
    let c1 = redView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)
    let c2 = root.trailingAnchor.constraint(equalTo: redView.trailingAnchor, constant: 50)
    let c3 = redView.widthAnchor.constraint(equalToConstant: 300)
    if let priority { c3.priority = priority }
    NSLayoutConstraint.activate([c1, c2, c3])
    NSLayoutConstraint.activate([
      redView.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      redView.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    return (root, redView, [c1, c2, c3])
  }

  @Test("S-28: conflicting required constraints break the one activated last")
  func conflictBreaksLastActivated() {
    let (root, redView, constraints) = conflictingLayout(priority: nil)
    let broken = brokenConstraints(root)
    #expect(broken.count == 1)
    #expect(broken.first === constraints[2])
    guard case .unsatisfiable(_, let conflicting) = root.layoutDiagnostics.reports.first else {
      Issue.record("expected a conflict report, got \(root.layoutDiagnostics.reports)")
      return
    }
    for constraint in constraints {
      #expect(conflicting.contains { $0 === constraint }, "\(constraint) is in the conflicting set")
    }
    expectFrame(redView, 50, 50, 275, 100, "red")
  }

  @Test("S-28: at priority 999 the width gives way without a conflict")
  func optionalWidthGivesWay() {
    let (root, redView, _) = conflictingLayout(priority: UILayoutPriority(rawValue: 999))
    #expect(root.layoutDiagnostics.reports.isEmpty)
    expectFrame(redView, 50, 50, 275, 100, "red")
  }

  @Test("S-39: an optional constraint pulls the label up to just below the taller image")
  func optionalPull() {
    let controller = PrioritiesViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    controller.view.layoutIfNeeded()
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    expectFrame(controller.sunView, 16, 20, 100, 100, "sun")
    expectFrame(controller.snowView, 209, 20, 150, 150, "snow")
    expectFrame(controller.captionLabel, 16, 178, 343, 77, "label")

    controller.sunView.contentSize = CGSize(width: 50, height: 50)
    controller.snowView.contentSize = CGSize(width: 50, height: 50)
    controller.view.layoutIfNeeded()
    expectFrame(controller.captionLabel, 16, 78, 343, 77, "label, small images")
  }

  @Test("S-40: UILayoutPriority's named values and arithmetic")
  func priorityValues() {
    #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority(rawValue: 999) < .required)
  }

  @Test("S-40: an active constraint may move between optional priorities, not to or from required")
  func priorityMutation() {
    let controller = PrioritiesViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    controller.view.layoutDiagnostics.handler = { _ in true }
    controller.view.layoutIfNeeded()
    let constraint = controller.captionTopConstraint!

    constraint.priority = .defaultHigh
    #expect(constraint.priority == .defaultHigh)
    controller.view.layoutIfNeeded()
    expectFrame(controller.captionLabel, 16, 178, 343, 77, "label at 750")
    #expect(controller.view.layoutDiagnostics.reports.isEmpty)

    constraint.priority = .required
    #expect(constraint.priority == .defaultHigh)
    let reports = controller.view.layoutDiagnostics.reports
    #expect(reports.count == 1)
    guard case .illegalConstraint(.requiredOptionalMutation) = reports.first else {
      Issue.record("expected a required/optional mutation report, got \(reports)")
      return
    }
  }

  @Test("S-40: an active required constraint cannot become optional")
  func requiredStaysRequired() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.layoutDiagnostics.handler = { _ in true }
    let label = ContentView(width: 100, height: 20)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let constraint = label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)
    constraint.isActive = true
    constraint.priority = .defaultLow
    #expect(constraint.priority == .required)
    guard case .illegalConstraint(.requiredOptionalMutation) = root.layoutDiagnostics.reports.first else {
      Issue.record("expected a required/optional mutation report, got \(root.layoutDiagnostics.reports)")
      return
    }
  }
}
