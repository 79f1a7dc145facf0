/// AppKit's wording of the reports, used when the views involved are AppKit's (`AppKitView`, AppKit's
/// `NSView`): the same structured report, the text macOS logs.
extension LayoutReport {
  /// Whether the report concerns AppKit views, whose log reads as AppKit's.
  var concernsAppKitViews: Bool {
    switch self {
    case .unsatisfiable(let broken, let conflicting):
      return ([broken] + conflicting).contains { constraint in
        constraint.firstItem is AppKitView || constraint.secondItem is AppKitView
      }
    case .ambiguousLayout(let view, _):
      return view.view is AppKitView
    default:
      return false
    }
  }

  /// The text AppKit logs for the report: for broken constraints, AppKit's list and its advice
  /// (a user default and the `LAYOUT_CONSTRAINTS_NOT_SATISFIABLE` breakpoint) in place of
  /// UIKit's; other reports as ``description`` gives them.
  public var appKitDescription: String {
    guard case .unsatisfiable(let broken, let conflicting) = self else { return description }
    var lines = ["Unable to simultaneously satisfy constraints:", "("]
    lines.append(conflicting.map { "    \"\($0.logDescription)\"" }.joined(separator: ",\n"))
    lines += [
      ")",
      "",
      "Will attempt to recover by breaking constraint ",
      broken.logDescription,
      "",
      "Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have "
        + "-[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic "
        + "breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.",
    ]
    return lines.joined(separator: "\n")
  }
}
