import Foundation

/// The diagnostics channel of one view hierarchy: every report is kept, passed to ``handler``
/// and to ``unsatisfiableConstraintsAlert`` when it is a broken constraint, and, unless the
/// handler takes it, written through ``log`` as UIKit logs to the console.
///
/// Each hierarchy has its own channel (spec decision 11: no global state); read it from any of
/// its views with ``View/layoutDiagnostics``.
public final class LayoutDiagnostics {
  /// Every report so far, oldest first.
  public private(set) var reports: [LayoutReport] = []
  /// Called with every report; return true to stop it from being logged.
  public var handler: ((LayoutReport) -> Bool)?
  /// Called when a required constraint is broken, with the constraint and its conflicting set:
  /// the place for a breakpoint, where UIKit stops at `UIViewAlertForUnsatisfiableConstraints`.
  public var unsatisfiableConstraintsAlert: ((_ broken: LayoutConstraint, _ conflicting: [LayoutConstraint]) -> Void)?
  /// Where logged reports go, one call per report with its category (`[LayoutConstraints] …`):
  /// standard error unless replaced.
  public var log: (String) -> Void = LayoutDiagnostics.standardError

  /// Creates an empty channel.
  public init() {}

  /// Records `report`, passes it to the hooks and logs it unless the handler took it.
  public func report(_ report: LayoutReport) {
    reports.append(report)
    if case .unsatisfiable(let broken, let conflicting) = report {
      unsatisfiableConstraintsAlert?(broken, conflicting)
    }
    if handler?(report) == true { return }
    log("\(report.category) \(report)")
  }

  /// Uses the hooks of `other`: a subtree that leaves a hierarchy keeps reporting as it did.
  func takeHooks(from other: LayoutDiagnostics) {
    handler = other.handler
    unsatisfiableConstraintsAlert = other.unsatisfiableConstraintsAlert
    log = other.log
  }

  /// Forgets every report.
  public func removeAllReports() { reports.removeAll() }

  /// Writes a line to standard error: the default ``log``.
  public static func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Reports through the channel of `view`'s hierarchy, or logs to standard error when there is
  /// no view.
  static func report(_ report: LayoutReport, near view: View?) {
    if let view {
      view.layoutDiagnostics.report(report)
    } else {
      standardError("\(report.category) \(report)")
    }
  }
}
