import Foundation
import Testing

@testable import OpenAutoLayout

// `autolayoutTrace()`, UIKit's `_autolayoutTrace` (behaviour-2 §1.18), and the ambiguity message.

@Suite(.timeLimit(.minutes(10))) struct AutolayoutTraceTests {
  static let legend = """
    Legend:
    * - is laid out with auto layout
    + - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
    • - layout engine host
    """

  /// S22 without a stack view: [cancel, ok] between margins with spacing 16, both hugging at 250.
  private func missingV1() -> (root: View, confirm: View, cancel: StubView, ok: StubView) {
    let root = b2RootE8P()
    let confirm = addView("confirmView", to: root)
    let cancel = StubView("cancelButton", width: 60, height: 41)
    let ok = StubView("okButton", width: 30, height: 41)
    confirm.addSubview(cancel)
    confirm.addSubview(ok)
    let margins = confirm.layoutMarginsGuide
    LayoutConstraint.activate([
      confirm.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      confirm.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      confirm.widthAnchor.constraint(equalToConstant: 335),
      cancel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      ok.leadingAnchor.constraint(equalTo: cancel.trailingAnchor, constant: 16),
      ok.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      cancel.topAnchor.constraint(equalTo: margins.topAnchor), ok.topAnchor.constraint(equalTo: margins.topAnchor),
      cancel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return (root, confirm, cancel, ok)
  }

  @Test func traceMarksTheEngineHostAmbiguousViewsAndTheirValues() throws {
    let (root, confirm, cancel, ok) = missingV1()
    let engine = try #require(root.hierarchyContext.engine)
    let cancelWidth = engine.solver.debugID(of: cancel.itemVariables.width) ?? -1
    let okMinX = engine.solver.debugID(of: ok.itemVariables.minX) ?? -1
    let okWidth = engine.solver.debugID(of: ok.itemVariables.width) ?? -1
    let trace = root.autolayoutTrace()
    let guide = confirm.layoutMarginsGuide
    let expected = [
      "•root:\(root.debugAddress)- AMBIGUOUS LAYOUT",
      "|   *confirmView:\(confirm.debugAddress)",
      "|   |   *\(guide.description)",
      "|   |   *cancelButton:\(cancel.debugAddress)- AMBIGUOUS LAYOUT for cancelButton.Width{id: \(cancelWidth)}",
      "|   |   *okButton:\(ok.debugAddress)- AMBIGUOUS LAYOUT for okButton.minX{id: \(okMinX)}, "
        + "okButton.Width{id: \(okWidth)}",
    ].joined(separator: "\n")
    #expect(trace == expected + "\n\n" + Self.legend)
    // Any view of the hierarchy prints the whole trace.
    #expect(ok.autolayoutTrace() == trace)
  }

  @Test func manualViewsArePlusAndViewsOutsideTheEngineAreUnmarked() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let manual = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    root.addSubview(manual)
    let constrained = View()
    constrained.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(constrained)
    LayoutConstraint.activate([
      constrained.leadingAnchor.constraint(equalTo: root.leadingAnchor), constrained.topAnchor.constraint(equalTo: root.topAnchor),
      constrained.widthAnchor.constraint(equalToConstant: 10), constrained.heightAnchor.constraint(equalToConstant: 10),
    ])
    // Constrained by nothing and not translating: ambiguous everywhere, and not in the engine.
    let loose = View()
    loose.translatesAutoresizingMaskIntoConstraints = false
    constrained.addSubview(loose)
    root.layoutIfNeeded()
    let lines = root.autolayoutTrace().components(separatedBy: "\n")
    #expect(lines[0] == "•UIView:\(root.debugAddress)- AMBIGUOUS LAYOUT")
    #expect(lines[1] == "|   +UIView:\(manual.debugAddress)")
    #expect(lines[2] == "|   *UIView:\(constrained.debugAddress)")
    let name = "UIView:\(loose.debugAddress)"
    #expect(
      lines[3] == "|   |   *\(name)- AMBIGUOUS LAYOUT for \(name).minX{id: none}, \(name).minY{id: none}, "
        + "\(name).Width{id: none}, \(name).Height{id: none}")
  }

  @Test func askingAnAmbiguousViewLogsUIKitsMessageWithItsTraceLine() throws {
    let (root, _, cancel, ok) = missingV1()
    var logged: [String] = []
    root.layoutDiagnostics.handler = nil
    root.layoutDiagnostics.log = { logged.append($0) }
    #expect(cancel.hasAmbiguousLayout)
    let engine = try #require(root.hierarchyContext.engine)
    let widthID = engine.solver.debugID(of: cancel.itemVariables.width) ?? -1
    #expect(
      logged == [
        """
        [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. \
        Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

        *cancelButton:\(cancel.debugAddress)- AMBIGUOUS LAYOUT for cancelButton.Width{id: \(widthID)}

        \(Self.legend)
        """
      ])
    // The per-axis question and unambiguous views log nothing.
    #expect(ok.hasAmbiguousLayout(for: .horizontal))
    #expect(!root.hasAmbiguousLayout)
    #expect(logged.count == 1)
  }
}
