import Foundation
import OpenAutoLayoutUIKit
import Testing

// Chapter 5, "Creating Constraints In Code": layout anchors, written as the book's UIKit code.
// Expected frames: behaviour-1 S-23 and S-24.

/// The book's Anchors-v1: red over green, 50 points from the edges, 25 apart, equal heights.
/// The class is named as in the book, beside the model's own `ViewController`.
final class ViewController: UIViewController {
  private let padding: CGFloat = 50.0
  private let spacing: CGFloat = 25.0

  let redView = UIView.makeView(color: .red)
  let greenView = UIView.makeView(color: .green)

  override func viewDidLoad() {
    super.viewDidLoad()
    setupView()
  }

  private func setupView() {
    view.backgroundColor = .yellow
    view.addSubview(redView)
    view.addSubview(greenView)

    NSLayoutConstraint.activate([
      redView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
      greenView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),

      view.trailingAnchor.constraint(equalTo: redView.trailingAnchor, constant: padding),
      view.trailingAnchor.constraint(equalTo: greenView.trailingAnchor, constant: padding),

      redView.topAnchor.constraint(equalTo: view.topAnchor, constant: padding),
      greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: spacing),
      view.bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: padding),

      redView.heightAnchor.constraint(equalTo: greenView.heightAnchor),
    ])
  }
}

/// The book's StopGoView: the same layout inside a custom container view (Anchors-v2).
final class StopGoView: UIView {
  private let padding: CGFloat = 50.0
  private let spacing: CGFloat = 25.0

  let redView = UIView.makeView(color: .red)
  let greenView = UIView.makeView(color: .green)

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupView()
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setupView() {
    addSubview(redView)
    addSubview(greenView)

    NSLayoutConstraint.activate([
      redView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding),
      greenView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding),

      trailingAnchor.constraint(equalTo: redView.trailingAnchor, constant: padding),
      trailingAnchor.constraint(equalTo: greenView.trailingAnchor, constant: padding),

      redView.topAnchor.constraint(equalTo: topAnchor, constant: padding),
      greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: spacing),
      bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: padding),

      redView.heightAnchor.constraint(equalTo: greenView.heightAnchor),
    ])
  }
}

/// The book's Anchors-v2 controller: a StopGoView pinned to the root view's edges.
final class StopGoViewController: UIViewController {
  let stopGoView: StopGoView = {
    let view = StopGoView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(stopGoView)
    NSLayoutConstraint.activate([
      stopGoView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      stopGoView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      stopGoView.topAnchor.constraint(equalTo: view.topAnchor),
      stopGoView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}

/// The book's Anchors-v3: the same layout pinned to the safe area (S-24).
final class SafeAreaAnchorsViewController: UIViewController {
  private let externalPadding: CGFloat = 50.0
  private let internalSpacing: CGFloat = 25.0

  let redView = UIView.makeView(color: .red)
  let greenView = UIView.makeView(color: .green)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(redView)
    view.addSubview(greenView)

    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      redView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: externalPadding),
      greenView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: externalPadding),
      guide.trailingAnchor.constraint(equalTo: redView.trailingAnchor, constant: externalPadding),
      guide.trailingAnchor.constraint(equalTo: greenView.trailingAnchor, constant: externalPadding),

      redView.topAnchor.constraint(equalTo: guide.topAnchor, constant: externalPadding),
      greenView.topAnchor.constraint(equalTo: redView.bottomAnchor, constant: internalSpacing),
      guide.bottomAnchor.constraint(equalTo: greenView.bottomAnchor, constant: externalPadding),
      redView.heightAnchor.constraint(equalTo: greenView.heightAnchor),
    ])
  }
}

@Suite("Chapter 5: layout anchors", .timeLimit(.minutes(10)))
struct AnchorTests {
  @Test("S-23: Anchors-v1 lays out red over green in portrait and landscape")
  func anchorsInViewController() {
    let controller = ViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    expectFrame(controller.redView, 50, 50, 275, 271, "red")
    expectFrame(controller.greenView, 50, 346, 275, 271, "green")

    controller.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    controller.view.layoutIfNeeded()
    expectFrame(controller.redView, 50, 50, 567, 125, "red, landscape")
    expectFrame(controller.greenView, 50, 200, 567, 125, "green, landscape")
    #expect(!controller.view.hasAmbiguousLayout)
    #expect(controller.view.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-23: StopGoView pinned to the root's edges gives the same frames inside it")
  func stopGoView() {
    let controller = StopGoViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    let stopGoView = controller.stopGoView
    expectFrame(stopGoView, 0, 0, 375, 667, "stop-go view")
    expectFrame(stopGoView.redView, 50, 50, 275, 271, "red")
    expectFrame(stopGoView.greenView, 50, 346, 275, 271, "green")

    controller.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
    controller.view.layoutIfNeeded()
    expectFrame(stopGoView, 0, 0, 667, 375, "stop-go view, landscape")
    expectFrame(stopGoView.redView, 50, 50, 567, 125, "red, landscape")
    expectFrame(stopGoView.greenView, 50, 200, 567, 125, "green, landscape")
  }

  @Test("S-23: StopGoView keeps its constraints inside it: the root owns only the four pins")
  func stopGoViewOwnership() {
    let controller = StopGoViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.layoutIfNeeded()
    let userConstraints = controller.view.constraints.filter { $0.origin == .user }
    #expect(userConstraints.count == 4)
    #expect(controller.stopGoView.constraints.filter { $0.origin == .user }.count == 8)
  }

  @Test("S-24: Anchors-v3 pinned to the safe area under a navigation bar (iPhone X)")
  func anchorsToSafeArea() {
    let controller = SafeAreaAnchorsViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
    controller.view.rootSafeAreaInsets = UIEdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
    // An iPhone X is a 3x screen; at 2x the frames below sit on the pixel grid.
    controller.view.overrideTraitCollection = UITraitCollection(displayScale: 2)
    controller.view.layoutIfNeeded()
    expectFrame(controller.redView, 50, 138, 275, 282.5, "red")
    expectFrame(controller.greenView, 50, 445.5, 275, 282.5, "green")
  }
}
