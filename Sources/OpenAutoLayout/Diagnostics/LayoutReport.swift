import Foundation

/// Something a hierarchy's layout reports: an illegal constraint refused, required constraints
/// broken to recover from a conflict, an ambiguous layout asked about, or a layout loop cut off.
///
/// Each report's ``description`` is the text UIKit logs for it (behaviour-2 §1.15, §1.17,
/// §1.18), or AppKit's (``appKitDescription``) for AppKit's views; the associated values are the structured report that tools read.
public enum LayoutReport: CustomStringConvertible {
  /// A UIKit-shaped API that cannot throw refused a constraint or a change to one.
  case illegalConstraint(LayoutError)
  /// Required constraints conflicted; `broken` was removed from the engine to recover
  /// (spec decision 3). `conflicting` is a minimal set of required constraints, `broken`
  /// among them, that cannot hold together.
  case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
  /// ``View/hasAmbiguousLayout`` was asked of a view whose layout is ambiguous; `synopsis` is
  /// the view's line of ``View/autolayoutTrace()``.
  case ambiguousLayout(view: ReportedView, synopsis: String)
  /// A layout pass kept invalidating itself and was cut off (spec decision 10).
  case layoutLoop(LayoutLoop)
  /// A hierarchy change was refused, such as adding a view to its own subtree.
  case invalidHierarchy(String)

  /// The console category UIKit logs the report under.
  public var category: String {
    if case .layoutLoop = self { return "[LayoutLoop]" }
    return "[LayoutConstraints]"
  }

  public var description: String {
    switch self {
    case .illegalConstraint(let error):
      return "Illegal constraint: \(error)"
    case .unsatisfiable(let broken, let conflicting):
      if concernsAppKitViews { return appKitDescription }
      return unsatisfiableLog(broken: broken, conflicting: conflicting)
    case .ambiguousLayout(_, let synopsis):
      return """
        View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. \
        Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

        \(synopsis)

        \(autolayoutTraceLegend)
        """
    case .layoutLoop(let loop):
      return loop.description
    case .invalidHierarchy(let reason):
      return "Invalid hierarchy change: \(reason)"
    }
  }
}

/// A view a report names, held weakly, with its name when it was reported.
///
/// Reports are kept by their hierarchy's diagnostics (``LayoutDiagnostics/reports``), which the
/// hierarchy's root owns: a report that held its view would keep the whole hierarchy alive for
/// ever when the view is the root, and a view long removed alive otherwise.
public struct ReportedView: CustomStringConvertible {
  private let reference: WeakView
  /// The view's ``View/layoutName`` when it was reported.
  public let name: String

  init(_ view: View) {
    reference = WeakView(view: view)
    name = view.layoutName
  }

  /// The view; nil once it is freed.
  public var view: View? { reference.view }

  public var description: String { name }
}

/// UIKit's text for a broken constraint, word for word (behaviour-2 §1.17); the note about
/// autoresizing constraints appears when the list has one, as in UIKit.
private func unsatisfiableLog(broken: LayoutConstraint, conflicting: [LayoutConstraint]) -> String {
  var lines = [
    "Unable to simultaneously satisfy constraints.",
    "\tProbably at least one of the constraints in the following list is one you don't want. ",
    "\tTry this: ",
    "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
    "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
  ]
  if conflicting.contains(where: { $0.origin == .autoresizingMask }) {
    lines.append(
      "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
        + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
  }
  lines.append("(")
  lines.append(conflicting.map { "    \"\($0.logDescription)\"" }.joined(separator: ",\n"))
  lines += [
    ")",
    "",
    "Will attempt to recover by breaking constraint ",
    broken.logDescription,
    "",
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
      + "may also be helpful.",
  ]
  return lines.joined(separator: "\n")
}
