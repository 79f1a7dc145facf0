import Foundation
import Testing

@testable import OpenAutoLayout

// Shared helpers of the stack-view tests (behaviour-2 §1.1–§1.10, S01–S21).

/// An arranged view with a fixed intrinsic size and, optionally, text baselines (assumption A1).
func stackItem(
  _ name: String, _ width: CGFloat, _ height: CGFloat, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil
) -> StubView {
  let view = StubView(name, width: width, height: height)
  view.firstBaselineOffsetFromTop = firstBaseline
  view.lastBaselineOffsetFromBottom = lastBaseline
  // Arranging sets it to false; start from UIKit's default for views made in code.
  view.translatesAutoresizingMaskIntoConstraints = true
  return view
}

/// A stack view named `name`, ready to be placed with constraints.
func makeStack(
  _ name: String, _ views: [View], axis: LayoutAxis = .horizontal, distribution: StackView.Distribution = .fill,
  alignment: StackView.Alignment = .fill, spacing: CGFloat = 0
) -> StackView {
  let stack = StackView(arrangedSubviews: views)
  stack.accessibilityIdentifier = name
  stack.translatesAutoresizingMaskIntoConstraints = false
  stack.axis = axis
  stack.distribution = distribution
  stack.alignment = alignment
  stack.spacing = spacing
  return stack
}

/// Adds `stack` to `root` with its top-left corner at `origin`, and its width and height fixed
/// where given; the other sizes come from the stack's own constraints.
func place(_ stack: View, in root: View, at origin: CGPoint = .zero, width: CGFloat? = nil, height: CGFloat? = nil) {
  root.addSubview(stack)
  var constraints = [
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: origin.x),
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: origin.y),
  ]
  if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
  if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
  LayoutConstraint.activate(constraints)
}

/// The stack's constraints with `identifier`.
func stackConstraints(_ stack: StackView, _ identifier: String) -> [LayoutConstraint] {
  stack.constraints.filter { $0.identifier == identifier }
}

/// The stack's own constraints (those it made), in installation order.
func containerConstraints(_ stack: StackView) -> [LayoutConstraint] {
  stack.constraints.filter { $0.origin == .container }
}

/// Asserts the engine's unrounded frame of `view`, component by component (a width may be
/// negative while a view is squeezed).
func expectUnrounded(
  _ view: View, _ expected: CGRect, tolerance: CGFloat = 1e-6, _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let frame = view.unroundedFrame else {
    Issue.record("\(view.layoutName) has not been laid out. \(context())", sourceLocation: sourceLocation)
    return
  }
  let ok =
    abs(frame.origin.x - expected.origin.x) <= tolerance && abs(frame.origin.y - expected.origin.y) <= tolerance
    && abs(frame.size.width - expected.size.width) <= tolerance
    && abs(frame.size.height - expected.size.height) <= tolerance
  #expect(
    ok, "\(view.layoutName): expected \(expected), got \(frame). \(context())", sourceLocation: sourceLocation)
}

/// A multi-line label for S17: a single line is `singleLineWidth` wide; laid out at a width, its
/// height is `heightForWidth` of that width, measured again after each layout as UIKit's labels
/// do (the stack's two-pass layout).
final class WrappingLabel: View, MultilineTextLayout {
  let singleLineWidth: CGFloat
  let heightForWidth: (CGFloat) -> CGFloat
  private var measuredWidth: CGFloat?
  var numberOfLines = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ name: String, singleLineWidth: CGFloat, heightForWidth: @escaping (CGFloat) -> CGFloat) {
    self.singleLineWidth = singleLineWidth
    self.heightForWidth = heightForWidth
    super.init(frame: .zero)
    accessibilityIdentifier = name
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var isMultilineText: Bool { numberOfLines != 1 }

  override var intrinsicContentSize: CGSize {
    CGSize(width: singleLineWidth, height: heightForWidth(measuredWidth ?? singleLineWidth))
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    // Laid out at a new width: wrap the text to it, which changes the height.
    if measuredWidth != bounds.width {
      measuredWidth = bounds.width
      invalidateIntrinsicContentSize()
    }
  }
}
