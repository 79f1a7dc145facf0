import Foundation
import LayoutDocuments
import OpenAutoLayout

/// A scene from a laid-out document.
extension RenderScene {
  /// The scene of `layout`, laid out first if it has not been (`DocumentLayout/solve()` and
  /// `DocumentLayout/check()` lay it out; doing it again changes nothing).
  ///
  /// Every installed view, in document order (a view before its subviews), with its frame
  /// converted to root coordinates through its superviews; then the document's guides; then a
  /// mark for each active constraint of the document (not the system's). Text comes from the
  /// controls, in the font and lines they laid it out in; a view under a hidden one is hidden.
  /// With a device, a note names it, its orientation, scale, size classes and text size; another
  /// names the pseudolanguage, if any.
  /// - Complexity: O(*v* · *d* + *c*) plus the engine's ambiguity queries, where *v* is the
  ///   items, *d* the hierarchy's depth and *c* the constraints.
  public init(layout: DocumentLayout) {
    layout.root.layoutIfNeeded()
    var ambiguity = AmbiguityCache()
    var items: [RenderItem] = []
    for entry in layout.views {
      items.append(
        RenderScene.item(entry.view, spec: entry.spec, isRoot: entry.view === layout.root, ambiguity: &ambiguity))
    }
    for entry in layout.guides {
      items.append(
        RenderItem(
          id: entry.id, isGuide: true, rect: LayoutGeometry.frame(of: entry.guide),
          isHidden: entry.guide.owningView.map { RenderScene.isEffectivelyHidden($0) } ?? false,
          isAmbiguous: ambiguity.isAmbiguous(entry.guide, on: nil)))
    }
    var marks: [ConstraintMark] = []
    for entry in layout.constraints {
      for constraint in entry.constraints where constraint.isActive {
        if let mark = ConstraintMark(constraint, root: layout.root, ambiguity: &ambiguity) { marks.append(mark) }
      }
    }
    let document = layout.document
    let fileName = URL(fileURLWithPath: document.file).lastPathComponent
    self.init(
      canvas: layout.canvas, title: document.name ?? (fileName.isEmpty ? "Layout" : fileName), items: items,
      marks: marks,
      notes: (layout.device.map { [RenderScene.deviceNote(layout, $0)] } ?? [])
        + (layout.pseudoLanguage.map { ["Text in the \($0.rawValue) pseudolanguage"] } ?? []))
    scale = layout.scale
  }

  /// The drawing of one view.
  static func item(_ view: View, spec: ViewSpec, isRoot: Bool, ambiguity: inout AmbiguityCache) -> RenderItem {
    // Margins are worth showing where something can be pinned to them: the root, containers,
    // and views whose document sets them.
    let showsMargins = isRoot || !view.subviews.isEmpty || spec.layoutMargins != nil
    var item = RenderItem(
      id: spec.id, kind: spec.kind, rect: LayoutGeometry.frame(of: view), color: spec.color ?? view.backgroundColor,
      text: ViewSpec.Kind.textKinds.contains(spec.kind) ? spec.text : nil,
      placeholder: spec.kind == .textField ? spec.placeholder : nil,
      isHidden: isEffectivelyHidden(view), isAmbiguous: ambiguity.isAmbiguous(view, on: nil),
      margins: showsMargins ? LayoutGeometry.bounds(of: view, insetBy: view.layoutMargins) : nil,
      safeArea: isRoot ? LayoutGeometry.bounds(of: view, insetBy: view.safeAreaInsets) : nil,
      clip: clip(of: view))
    item.showText(of: view)
    item.showAppearance(of: view, upTo: nil)
    return item
  }

  /// `iPhone 8, landscape, 2x: compact width, compact height, text size large`.
  static func deviceNote(_ layout: DocumentLayout, _ device: Device) -> String {
    var place = "\(device.name), \(layout.orientation.rawValue)"
    if layout.multitasking != .fullScreen { place += ", \(layout.multitasking.rawValue)" }
    let traits = layout.traits
    let classes = [traits.horizontalSizeClass, traits.verticalSizeClass].map { $0?.rawValue ?? "regular" }
    return "\(place), \(Markup.number(layout.scale))x: \(classes[0]) width, \(classes[1]) height, text size "
      + (traits.contentSizeCategory ?? "large")
  }

  /// The visible part of the ancestors that clip `view` (`clipsToBounds`, which scroll views
  /// have), up to `top` (all when nil), in root coordinates; nil when none clips it.
  static func clip(of view: View, upTo top: View? = nil) -> CGRect? {
    var clip: CGRect?
    for each in ancestors(of: view, upTo: top) where each.clipsToBounds {
      let visible = LayoutGeometry.bounds(of: each, insetBy: .zero)
      clip = clip.map { $0.intersection(visible) } ?? visible
    }
    return clip
  }

  /// Whether the view or one of its ancestors up to `top` (all when nil) is hidden: UIKit draws
  /// no part of a hidden subtree.
  static func isEffectivelyHidden(_ view: View, upTo top: View? = nil) -> Bool {
    view.isHidden || ancestors(of: view, upTo: top).contains { $0.isHidden }
  }
}

/// Ambiguity asked of the engine once per item and axis: each question walks the solver.
struct AmbiguityCache {
  private var answers: [ObjectIdentifier: [LayoutAxis: Bool]] = [:]

  /// Whether `item` is ambiguous on `axis` (on either when nil). Uses the per-axis question,
  /// which, unlike `View.hasAmbiguousLayout`, does not log.
  mutating func isAmbiguous(_ item: LayoutItem, on axis: LayoutAxis?) -> Bool {
    guard let axis else { return LayoutAxis.allCases.contains { isAmbiguous(item, on: $0) } }
    let key = ObjectIdentifier(item)
    if let known = answers[key]?[axis] { return known }
    let answer: Bool
    if let view = item as? View {
      answer = view.hasAmbiguousLayout(for: axis)
    } else if let guide = item as? LayoutGuide {
      answer = guide.hasAmbiguousLayout(for: axis)
    } else {
      answer = false
    }
    answers[key, default: [:]][axis] = answer
    return answer
  }
}
