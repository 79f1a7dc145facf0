import Foundation
import OpenAutoLayout

/// Scenarios `stack` and `hide`: a column of N views, view i with intrinsic size
/// (100, 10 + i % 7), 8 points apart, spanning a 375-wide root from its top.
@MainActor final class Column {
  let root: View
  let views: [ContentView]
  /// The stack variant's stack; nil for the plain variant.
  let stack: StackView?
  /// The plain variant's chain: `chain[i]` is view i's top constraint (to the root's top for
  /// i = 0, else to view i − 1's bottom + 8).
  var chain: [LayoutConstraint] = []

  static func height(_ index: Int) -> CGFloat { CGFloat(10 + index % 7) }

  init(n: Int, stacked: Bool) {
    root = makeRoot(width: 375, height: 812)
    var views: [ContentView] = []
    views.reserveCapacity(n)
    for index in 0..<n { views.append(ContentView(CGSize(width: 100, height: Column.height(index)))) }
    self.views = views
    if stacked {
      let stack = StackView()
      stack.axis = .vertical
      stack.distribution = .fill
      stack.alignment = .fill
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      for view in views { stack.addArrangedSubview(view) }
      try! LayoutConstraint.activateOrThrow([
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      self.stack = stack
    } else {
      stack = nil
      var constraints: [LayoutConstraint] = []
      constraints.reserveCapacity(3 * n)
      for (index, view) in views.enumerated() {
        root.addSubview(view)
        let top =
          index == 0
          ? view.topAnchor.constraint(equalTo: root.topAnchor)
          : view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor, constant: 8)
        chain.append(top)
        constraints += [
          top,
          view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
      }
      try! LayoutConstraint.activateOrThrow(constraints)
    }
  }

  /// Checks every view but `skipping` against the closed form: x 0, width 375, height
  /// 10 + i % 7, top the sum of the heights and gaps above it (the skipped view and its gap
  /// left out).
  func check(skipping skipped: Int? = nil) -> String? {
    if let stack, let wrong = mismatch("stack origin", stack, CGRect(x: 0, y: 0, width: 375, height: stack.frame.height)) {
      return wrong
    }
    var y: CGFloat = 0
    for (index, view) in views.enumerated() {
      if index == skipped { continue }
      let h = Column.height(index)
      if let wrong = mismatch("view \(index)", view, CGRect(x: 0, y: y, width: 375, height: h)) { return wrong }
      y += h + 8
    }
    if let stack, abs(stack.frame.height - (y - 8)) > 0.001 {
      return "stack height \(stack.frame.height), expected \(y - 8)"
    }
    return nil
  }
}
