import Foundation
import Testing

@testable import OpenAutoLayout

/// behaviour-1 §3 part F, first half: priorities and intrinsic content size (S-39 … S-43).
@Suite(.timeLimit(.minutes(10))) struct Behaviour1PrioritiesTests {
  // MARK: S-39 An optional constraint pulls a label below the taller image

  /// S-39 on an iPhone 8 (status bar 20): returns the views and the optional `label.top =
  /// margins.top` constraint, activated at `pullPriority`.
  private func imagesAndLabel(
    sun sunSize: CGFloat, snow snowSize: CGFloat, pullPriority: LayoutPriority = .defaultLow
  ) throws -> (controller: ViewController, sun: View, snow: View, label: View, pull: LayoutConstraint) {
    let controller = B1.controllerRoot(375, 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let root = controller.view
    let sun = StubView("sun", width: sunSize, height: sunSize)
    let snow = StubView("snow", width: snowSize, height: snowSize)
    let label = StubView("label", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 77))
    for view in [sun, snow, label] { root.addSubview(view) }
    let margins = root.layoutMarginsGuide
    let pull = label.topAnchor.constraint(equalTo: margins.topAnchor)
    pull.priority = pullPriority
    try LayoutConstraint.activateOrThrow([
      sun.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      sun.topAnchor.constraint(equalTo: margins.topAnchor),
      snow.topAnchor.constraint(equalTo: margins.topAnchor),
      snow.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: sun.bottomAnchor, multiplier: 1),
      label.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: snow.bottomAnchor, multiplier: 1),
      pull,
    ])
    root.layoutIfNeeded()
    return (controller, sun, snow, label, pull)
  }

  @Test(
    "S-39 the label sits 8 points below the taller image",
    arguments: [(100.0, 150.0, 178.0), (150.0, 50.0, 178.0), (50.0, 50.0, 78.0)])
  func s39OptionalPull(_ sunSize: CGFloat, _ snowSize: CGFloat, _ labelY: CGFloat) throws {
    let (controller, sun, snow, label, _) = try imagesAndLabel(sun: sunSize, snow: snowSize)
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    #expect(root.layoutMargins == EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
    expectFrame(sun, 16, 20, sunSize, sunSize)
    expectFrame(snow, 359 - snowSize, 20, snowSize, snowSize)
    expectFrame(label, 16, labelY, 343, 77)
    #expect(![sun, snow, label].contains { $0.hasAmbiguousLayout })
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-40 Priority mutation rules

  @Test("S-40 an optional priority set before activation is fine")
  func s40OptionalBeforeActivation() throws {
    let (controller, _, _, label, pull) = try imagesAndLabel(sun: 100, snow: 150)
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    #expect(pull.isActive && pull.priority == .defaultLow)
    expectFrame(label, 16, 178, 343, 77)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test(
    "S-40 an active constraint cannot change between required and optional",
    arguments: [(LayoutPriority.required, LayoutPriority.defaultLow), (.defaultLow, .required)])
  func s40RequiredOptionalMutation(_ initial: LayoutPriority, _ changed: LayoutPriority) throws {
    let root = makeRoot(375, 667)
    let label = addView("label", to: root)
    let c = label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor)
    c.priority = initial
    try c.activate()
    #expect(B1.thrownKind { try c.setPriority(changed) } == .requiredOptionalMutation)
    #expect(c.priority == initial)
    // The non-throwing setter reports the same error and changes nothing.
    c.priority = changed
    #expect(c.priority == initial)
    #expect(B1.illegalErrors(root).map(B1.ErrorKind.init) == [.requiredOptionalMutation])
    #expect(c.isActive)
  }

  @Test("S-40 an optional priority may change to another optional one; the layout re-solves the same")
  func s40OptionalToOptional() throws {
    let (controller, _, _, label, pull) = try imagesAndLabel(sun: 100, snow: 150)
    defer { withExtendedLifetime(controller) {} }
    let root = controller.view
    try pull.setPriority(.defaultHigh)
    #expect(pull.priority == .defaultHigh)
    root.layoutIfNeeded()
    expectFrame(label, 16, 178, 343, 77)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-40 priority values and arithmetic (decision 2)")
  func s40PriorityValues() {
    #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
    #expect(LayoutPriority.defaultLow.rawValue == 250)
    #expect(LayoutPriority.defaultHigh.rawValue == 750)
    #expect(LayoutPriority.required.rawValue == 1000)
    #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
    #expect(LayoutPriority.sceneSizeStayPut.rawValue == 500)
    #expect(LayoutPriority.dragThatCannotResizeScene.rawValue == 490)
    #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
    let c = View().widthAnchor.constraint(equalToConstant: 10)
    #expect(c.priority == .required)
    for invalid: Float in [0, -1, 1001, .nan] {
      #expect(B1.thrownKind { try c.setPriority(LayoutPriority(invalid)) } == .invalidPriority)
      #expect(c.priority == .required)
    }
  }

  // MARK: S-41 Multi-line label: height depends on width

  /// A label stub measured with the book's numbers: one line is 853 × 20.5; wrapped at 343 points
  /// it is 333 × 64.5 (the stub knows no other wrapping width). Like UIKit's labels, it measures
  /// for its current width and invalidates its intrinsic size when a layout pass changes that width.
  final class WrappingLabel: View {
    var numberOfLines = 1 {
      didSet { invalidateIntrinsicContentSize() }
    }
    private var measuredWidth: CGFloat = 0

    init(_ name: String) {
      super.init(frame: .zero)
      accessibilityIdentifier = name
      translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize {
      let oneLine = CGSize(width: 853, height: 20.5)
      guard numberOfLines == 0, bounds.width > 0, bounds.width < oneLine.width else { return oneLine }
      return CGSize(width: 333, height: 64.5)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      if bounds.width != measuredWidth {
        measuredWidth = bounds.width
        invalidateIntrinsicContentSize()
      }
    }
  }

  @Test(
    "S-41 a multi-line label's height follows its solved width",
    arguments: [(1, 20.5, CGSize(width: 853, height: 20.5)), (0, 64.5, CGSize(width: 333, height: 64.5))])
  func s41MultiLineLabel(_ lines: Int, _ height: CGFloat, _ intrinsic: CGSize) throws {
    let controller = B1.controllerRoot(375, 667)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    let label = WrappingLabel("label")
    label.numberOfLines = lines
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    expectSolvedFrame(label, 16, 20, 343, height)
    #expect(label.intrinsicContentSize == intrinsic)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  // MARK: S-42 An explicit constraint overrides intrinsic size; custom intrinsic size

  @Test("S-42 a required height beats the intrinsic height")
  func s42ExplicitHeight() throws {
    let root = makeRoot(375, 667)
    let label = StubView("label", width: 159, height: 39)
    root.addSubview(label)
    try LayoutConstraint.activateOrThrow([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
      label.heightAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
    expectFrame(label, 50, 50, 159, 60)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("S-42 a custom intrinsic height, changed and invalidated")
  func s42CustomIntrinsicHeight() throws {
    let root = makeRoot(375, 667)
    let custom = StubView("custom", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 100))
    root.addSubview(custom)
    try LayoutConstraint.activateOrThrow([
      custom.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      custom.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      custom.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(custom, 0, 0, 375, 100)
    custom.stubSize = CGSize(width: View.noIntrinsicMetric, height: 150)  // calls invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    expectFrame(custom, 0, 0, 375, 150)
  }

  // MARK: S-43 Views with and without intrinsic size

  @Test("S-43 an empty image view is ambiguous until it has an image")
  func s43ImageView() throws {
    let root = makeRoot(375, 667)
    let image = StubView("image")
    root.addSubview(image)
    try LayoutConstraint.activateOrThrow([
      image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(image.hasAmbiguousLayout(for: .horizontal) && image.hasAmbiguousLayout(for: .vertical))
    image.stubSize = CGSize(width: 100, height: 100)
    root.layoutIfNeeded()
    #expect(!image.hasAmbiguousLayout)
    expectSolvedFrame(image, (375 - 100) / 2.0, (667 - 100) / 2.0, 100, 100)
  }

  @Test("S-43 a slider has an intrinsic height only")
  func s43Slider() throws {
    let controller = B1.controllerRoot(375, 667)
    defer { withExtendedLifetime(controller) {} }  // the root view does not retain its controller
    let root = controller.view
    let slider = StubView("slider", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 30))
    let centred = StubView("centredSlider", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 30))
    root.addSubview(slider)
    root.addSubview(centred)
    try LayoutConstraint.activateOrThrow([
      slider.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      slider.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      slider.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      centred.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      centred.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    expectSolvedFrame(slider, 16, 318.5, 343, 30)
    #expect(!slider.hasAmbiguousLayout)
    #expect(centred.hasAmbiguousLayout(for: .horizontal))
    #expect(!centred.hasAmbiguousLayout(for: .vertical))
  }

  @Test("S-43 a plain view with only a position is ambiguous; hugging and compression resistance change nothing")
  func s43PlainView() throws {
    let root = makeRoot(375, 667)
    let plain = addView("plain", to: root)
    try LayoutConstraint.activateOrThrow([
      plain.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      plain.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(plain.hasAmbiguousLayout(for: .horizontal) && plain.hasAmbiguousLayout(for: .vertical))
    for axis in LayoutAxis.allCases {
      plain.setContentHuggingPriority(.required, for: axis)
      plain.setContentCompressionResistancePriority(.required, for: axis)
    }
    root.layoutIfNeeded()
    #expect(plain.hasAmbiguousLayout(for: .horizontal) && plain.hasAmbiguousLayout(for: .vertical))
  }
}
