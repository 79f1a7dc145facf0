import Foundation
import LayoutDocuments
import LayoutRendering
import OpenAutoLayout

/// One laid-out view hierarchy as the inspector's page sees it: a document's or a running
/// program's. The page names views by key and constraints by their place in the drawn list.
protocol InspectedHierarchy: AnyObject {
  /// The top of the drawing.
  var root: View { get }
  /// The views the page can pick, keyed, in the order the scene draws them.
  func keyedViews() -> [(key: String, view: View)]
  /// The constraints the drawing marks, in the renderer's order (it may leave some undrawn).
  func drawnConstraints() -> [LayoutConstraint]
  /// The scene to draw, laid out first.
  func scene() -> RenderScene
  /// Why `view` is where it is (the `explain` text), both axes.
  func explanation(of key: String, view: View) -> String
  /// Told of a constraint an `apply` added, so that it is listed with the view's constraints.
  func didAdd(_ constraint: LayoutConstraint)
}

extension InspectedHierarchy {
  /// The view with `key`, if the hierarchy has it.
  func view(forKey key: String) -> View? {
    keyedViews().first { $0.key == key }?.view
  }

  /// The drawing, the views' rectangles and the constraints' marks, for the page.
  func drawing() -> DrawingPayload {
    let scene = scene()
    let svg = SVGRenderer.render(scene, overlays: [.constraints])
    let keyed = keyedViews()
    let items = scene.items.filter { !$0.isGuide }
    var views: [ViewBox] = []
    for (entry, item) in zip(keyed, items) {
      views.append(
        ViewBox(
          id: entry.key, kind: String(describing: item.kind), rect: Rect(item.rect), ambiguous: item.isAmbiguous,
          hidden: item.isHidden))
    }
    return DrawingPayload(
      svg: svg, canvas: Size(scene.canvas), views: views, constraints: markedConstraints(scene: scene, keyed: keyed))
  }

  /// The drawn constraints with their marks. The renderer skips constraints it cannot draw, so its
  /// marks are a subsequence of the constraints; each mark carries its constraint's text.
  func markedConstraints(scene: RenderScene, keyed: [(key: String, view: View)]) -> [ConstraintLine] {
    let keys = Dictionary(keyed.map { (ObjectIdentifier($0.view), $0.key) }, uniquingKeysWith: { first, _ in first })
    func key(of item: AnyObject?) -> String? {
      guard let item else { return nil }
      if let view = item as? View { return keys[ObjectIdentifier(view)] }
      if let guide = item as? LayoutGuide, let owner = guide.owningView { return keys[ObjectIdentifier(owner)] }
      return nil
    }
    var lines: [ConstraintLine] = []
    var next = 0
    for constraint in drawnConstraints() {
      let text = constraint.description
      var line = ConstraintLine(
        index: lines.count, text: text, kind: nil, from: nil, to: nil, broken: root.isBroken(constraint),
        optional: constraint.priority.rawValue < 1000,
        views: [key(of: constraint.firstItem), key(of: constraint.secondItem)].compactMap { $0 })
      if next < scene.marks.count, scene.marks[next].constraint == text {
        let mark = scene.marks[next]
        line.kind = String(describing: mark.kind)
        (line.from, line.to) = (Point(mark.from), Point(mark.to))
        next += 1
      }
      lines.append(line)
    }
    return lines
  }

  /// What the page shows for a clicked view: its frame, the constraints that hold it, the
  /// explanation, its ambiguity with the fix, and the broken constraints it takes part in.
  func details(of key: String) -> DetailsPayload? {
    guard let view = view(forKey: key) else { return nil }
    root.layoutIfNeeded()
    let scene = scene()
    let keyed = keyedViews()
    let lines = markedConstraints(scene: scene, keyed: keyed)
    let rootRect = zip(keyed, scene.items.filter { !$0.isGuide }).first { $0.0.key == key }.map { Rect($0.1.rect) }
    let ambiguity = LayoutAxis.allCases.compactMap { axis -> AmbiguityPayload? in
      guard view.hasAmbiguousLayout(for: axis), let explanation = view.explainAmbiguity(for: axis) else { return nil }
      return AmbiguityPayload(
        axis: axis == .horizontal ? "horizontal" : "vertical", text: explanation.description,
        fixes: explanation.fixes.map(\.description))
    }
    var broken: [BrokenPayload] = []
    for report in root.layoutDiagnostics.reports {
      guard case .unsatisfiable(let constraint, let conflicting) = report, root.isBroken(constraint),
        ([constraint] + conflicting).contains(where: { involves($0, view) }),
        !broken.contains(where: { $0.constraint == constraint.description })
      else { continue }
      broken.append(
        BrokenPayload(
          constraint: constraint.description, conflicting: conflicting.map(\.description),
          explanation: report.conflictExplanation ?? constraint.description))
    }
    return DetailsPayload(
      view: key, className: String(describing: type(of: view)), frame: Rect(view.frame),
      rootFrame: rootRect ?? Rect(view.frame),
      constraints: lines.filter { $0.views.contains(key) }.map { ConstraintRef(index: $0.index, text: $0.text, broken: $0.broken) },
      explanation: explanation(of: key, view: view), ambiguity: ambiguity,
      canApply: ambiguity.contains { !$0.fixes.isEmpty }, broken: broken)
  }

  /// Makes the fixes the ambiguity diagnosis suggests for `key`, axis by axis, and lays out again.
  /// - Returns: The fixes made, in words; empty when the view was not ambiguous.
  func applyFixes(for key: String) -> [String] {
    guard let view = view(forKey: key) else { return [] }
    root.layoutIfNeeded()
    var applied: [String] = []
    for axis in LayoutAxis.allCases where view.hasAmbiguousLayout(for: axis) {
      guard let explanation = view.explainAmbiguity(for: axis) else { continue }
      for fix in explanation.fixes {
        applied.append(fix.description)
        fix.apply()
        if case .addConstraint(let constraint) = fix { didAdd(constraint) }
      }
      root.layoutIfNeeded()
    }
    root.setNeedsLayout()
    root.layoutIfNeeded()
    return applied
  }

  private func involves(_ constraint: LayoutConstraint, _ view: View) -> Bool {
    [constraint.firstItem, constraint.secondItem].contains { item in
      guard let item else { return false }
      if let other = item as? View { return other === view }
      return (item as? LayoutGuide)?.owningView === view
    }
  }
}

/// A document's laid-out hierarchy: views keyed by their document ids.
final class DocumentInspection: InspectedHierarchy {
  let layout: DocumentLayout
  var root: View { layout.root }
  /// Constraints an `apply` added in this session (not in the document: the file is untouched).
  private var added: [LayoutConstraint] = []

  init(_ layout: DocumentLayout) {
    self.layout = layout
  }

  func keyedViews() -> [(key: String, view: View)] {
    layout.views.map { ($0.id, $0.view) }
  }

  /// The document's active constraints, then those an `apply` added (after them, so that the
  /// renderer's marks, which are the document's, still pair with the first ones in order).
  func drawnConstraints() -> [LayoutConstraint] {
    layout.constraints.flatMap { $0.constraints.filter(\.isActive) } + added.filter(\.isActive)
  }

  func didAdd(_ constraint: LayoutConstraint) {
    added.append(constraint)
  }

  func scene() -> RenderScene {
    layout.settleScrollViews()
    return RenderScene(layout: layout)
  }

  func explanation(of key: String, view: View) -> String {
    layout.explain(key) ?? ""
  }
}

/// A hierarchy made in code (a running program's): views keyed by ``View/drawingName``, with
/// `#2`, `#3`… after repeated names, in drawing order.
final class ViewInspection: InspectedHierarchy {
  let root: View

  init(_ root: View) {
    self.root = root
  }

  func keyedViews() -> [(key: String, view: View)] {
    var counts: [String: Int] = [:]
    return drawingOrder().map { view in
      let name = view.drawingName
      counts[name, default: 0] += 1
      let count = counts[name] ?? 1
      return (count == 1 ? name : "\(name)#\(count)", view)
    }
  }

  func drawnConstraints() -> [LayoutConstraint] {
    drawingOrder().flatMap { view in view.constraints.filter { $0.isActive && $0.origin == .user } }
  }

  func scene() -> RenderScene {
    RenderScene(view: root)
  }

  /// An added constraint is one of the views' own, so `drawnConstraints` lists it already.
  func didAdd(_ constraint: LayoutConstraint) {}

  func explanation(of key: String, view: View) -> String {
    root.layoutIfNeeded()
    return LayoutAxis.allCases.compactMap { view.explainLayout(for: $0)?.description }.joined(separator: "\n\n")
  }

  /// The view and its descendants, a view before its subviews, siblings back to front: the
  /// order the scene draws them in.
  private func drawingOrder() -> [View] {
    var result: [View] = []
    var stack: [View] = [root]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }
}
