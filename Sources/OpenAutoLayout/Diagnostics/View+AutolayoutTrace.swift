/// UIKit's `_autolayoutTrace` as public API (behaviour-2 §1.18): the hierarchy, one item per
/// line, marked with how it is laid out and whether it is ambiguous.
extension View {
  /// The whole hierarchy of the view, from its root, as UIKit's `_autolayoutTrace` prints it:
  ///
  /// ```
  /// •UIView:0x7f8000000010- AMBIGUOUS LAYOUT
  /// |   *cancelButton:0x7f8000000020- AMBIGUOUS LAYOUT for cancelButton.Width{id: 50}
  /// |   +UIView:0x7f8000000030
  /// |   |   *<UILayoutGuide: 0x7f8000000040 - "UIViewLayoutMarginsGuide", layoutFrame = {{8, 8}, {84, 14}}, owningView = <…>>
  ///
  /// Legend:
  /// * - is laid out with auto layout
  /// …
  /// ```
  ///
  /// `•` marks the root, which hosts the engine; `*` an item the engine positions from
  /// constraints; `+` a view whose autoresizing mask is translated into the engine (views
  /// inside UIKit's controls, which its traces leave unmarked, do not exist here). The root's line says `AMBIGUOUS LAYOUT` when anything below
  /// it is ambiguous. Lays the hierarchy out first if it never was.
  public func autolayoutTrace() -> String {
    let root = rootView
    guard let engine = root.preparedEngine else { return root.traceLine(prefixed: "•") + "\n\n" + autolayoutTraceLegend }
    var lines: [String] = []
    var anyAmbiguous = false
    func visit(_ view: View, depth: Int) {
      let indent = String(repeating: "|   ", count: depth)
      let line = view.traceLine
      if line.contains("- AMBIGUOUS LAYOUT") { anyAmbiguous = true }
      lines.append(indent + line)
      for guide in view.allLayoutGuides {
        let ambiguous = view.ambiguousVariables(of: guide.itemVariables, on: nil)
        if !ambiguous.isEmpty { anyAmbiguous = true }
        let guideEngine = view.hierarchyContext.engine ?? engine
        lines.append(indent + "|   *" + guide.description + ambiguitySuffix(ambiguous, name: guide.traceName, guideEngine))
      }
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(root, depth: 0)
    if anyAmbiguous && !lines[0].contains("- AMBIGUOUS LAYOUT") { lines[0] += "- AMBIGUOUS LAYOUT" }
    return lines.joined(separator: "\n") + "\n\n" + autolayoutTraceLegend
  }

  /// The view's line of the trace, without indentation, marked as in the trace:
  /// `*name:0x…- AMBIGUOUS LAYOUT for name.Width{id: 50}`.
  var traceLine: String { traceLine(prefixed: superview == nil ? "•" : traceMark) }

  /// The view's line of the trace with `mark` in front.
  func traceLine(prefixed mark: String) -> String {
    let name = traceName
    let address = accessibilityIdentifier == nil ? "" : ":\(debugAddress)"
    guard let engine = hierarchyContext.engine else { return mark + name + address }
    return mark + name + address + ambiguitySuffix(ambiguousVariables(on: nil), name: name, engine)
  }

  /// How the engine lays the view out: `*` from constraints, `+` from its autoresizing mask.
  private var traceMark: String { translatesAutoresizingMaskIntoConstraints ? "+" : "*" }

  /// The view's name in traces: its identifier, or its class and address.
  var traceName: String { layoutName }
}

extension LayoutGuide {
  /// The guide's name in traces: `UILayoutGuide:0x…`.
  var traceName: String { "\(appleClassName(of: self)):\(debugAddress)" }
}

private func ambiguitySuffix(_ values: [ItemValue], name: String, _ engine: LayoutEngine) -> String {
  guard !values.isEmpty else { return "" }
  let parts = values.map { value in
    // A value no constraint mentions is not in the engine and has no id.
    "\(name).\(value.name){id: \(engine.solver.debugID(of: value.variable).map(String.init) ?? "none")}"
  }
  return "- AMBIGUOUS LAYOUT for " + parts.joined(separator: ", ")
}

/// The legend UIKit prints after a trace.
let autolayoutTraceLegend = """
  Legend:
  * - is laid out with auto layout
  + - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
  • - layout engine host
  """
