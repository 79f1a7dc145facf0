import Foundation

/// Something a hierarchy's layout reports: an illegal constraint refused, required constraints
/// broken to recover from a conflict, or a layout loop cut off.
public enum LayoutReport: CustomStringConvertible {
  /// A UIKit-shaped API that cannot throw refused a constraint or a change to one.
  case illegalConstraint(LayoutError)
  /// Required constraints conflicted; `broken` was removed from the engine to recover
  /// (spec decision 3). `conflicting` is a minimal set of required constraints, `broken`
  /// among them, that cannot hold together.
  case unsatisfiable(broken: LayoutConstraint, conflicting: [LayoutConstraint])
  /// A layout pass kept invalidating itself and was stopped after `rounds` rounds
  /// (spec decision 10); `views` are those whose layout was still invalidated when it stopped.
  case layoutLoop(views: [View], rounds: Int)
  /// A hierarchy change was refused, such as adding a view to its own subtree.
  case invalidHierarchy(String)

  public var description: String {
    switch self {
    case .illegalConstraint(let error):
      return "Illegal constraint: \(error)"
    case .unsatisfiable(let broken, let conflicting):
      let list = conflicting.map { "    \($0.logDescription)" }.joined(separator: "\n")
      return "Unable to simultaneously satisfy constraints.\n(\n\(list)\n)\n"
        + "Will attempt to recover by breaking constraint\n\(broken.logDescription)"
    case .layoutLoop(let views, let rounds):
      return "Layout feedback loop: still invalidated after \(rounds) rounds: "
        + views.map(\.layoutName).joined(separator: ", ")
    case .invalidHierarchy(let reason):
      return "Invalid hierarchy change: \(reason)"
    }
  }
}

/// The diagnostics channel of one view hierarchy: every report is kept, passed to ``handler``
/// and, unless the handler takes it, printed to standard error as UIKit logs to the console.
///
/// Each hierarchy has its own channel (spec decision 11: no global state); read it from any of
/// its views with ``View/layoutDiagnostics``.
public final class LayoutDiagnostics {
  /// Every report so far, oldest first.
  public private(set) var reports: [LayoutReport] = []
  /// Called with every report; return true to stop it from being printed. Set a breakpoint here
  /// to stop where UIKit's `UIViewAlertForUnsatisfiableConstraints` would.
  public var handler: ((LayoutReport) -> Bool)?

  /// Creates an empty channel.
  public init() {}

  /// Records `report`, passes it to the handler and prints it unless the handler took it.
  public func report(_ report: LayoutReport) {
    reports.append(report)
    if handler?(report) == true { return }
    FileHandle.standardError.write(Data("[LayoutConstraints] \(report)\n".utf8))
  }

  /// Forgets every report.
  public func removeAllReports() { reports.removeAll() }

  /// Reports through the channel of `view`'s hierarchy, or prints when there is no view.
  static func report(_ report: LayoutReport, near view: View?) {
    if let view {
      view.layoutDiagnostics.report(report)
    } else {
      FileHandle.standardError.write(Data("[LayoutConstraints] \(report)\n".utf8))
    }
  }
}
