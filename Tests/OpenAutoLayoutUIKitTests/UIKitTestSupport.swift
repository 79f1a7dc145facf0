import Foundation
import OpenAutoLayoutUIKit
import Testing

/// A view with a fixed intrinsic content size, standing in for a label, button or image view
/// whose content size the test gives (text measurement is not modelled yet).
final class ContentView: UIView {
  var contentSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(width: CGFloat, height: CGFloat) {
    contentSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize { contentSize }
}

extension UIView {
  /// The book's helper: a plain view, ready for Auto Layout, with a background colour.
  static func makeView(color: UIColor) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = color
    return view
  }
}

/// Asserts `view.frame`, within `tolerance` on each component.
func expectFrame(
  _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, tolerance: CGFloat = 0.001,
  _ name: String = "view", sourceLocation: SourceLocation = #_sourceLocation
) {
  expectRect(view.frame, x, y, width, height, tolerance: tolerance, name, sourceLocation: sourceLocation)
}

/// Asserts a rectangle, within `tolerance` on each component.
func expectRect(
  _ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, tolerance: CGFloat = 0.001,
  _ name: String = "rect", sourceLocation: SourceLocation = #_sourceLocation
) {
  let matches =
    abs(rect.minX - x) <= tolerance && abs(rect.minY - y) <= tolerance && abs(rect.width - width) <= tolerance
    && abs(rect.height - height) <= tolerance
  #expect(matches, "\(name): expected (\(x), \(y), \(width), \(height)), got \(rect)", sourceLocation: sourceLocation)
}

/// The constraints broken to recover from conflicts, in report order.
func brokenConstraints(_ view: UIView) -> [NSLayoutConstraint] {
  view.layoutDiagnostics.reports.compactMap { report in
    if case .unsatisfiable(let broken, _) = report { return broken }
    return nil
  }
}
