import Foundation
import OpenAutoLayout

/// The views and guides the language harnesses let a text name, made fresh for every input so
/// that each input starts from the same state and can be checked to free everything it made.
///
/// `root` (375 × 667, safe area 20 at the top) holds `red`, `green`, `blue`, `a`, `b`, `c`,
/// `label` (an intrinsic size, hugging and compression resistance), `stack` (a stack view with
/// `first` and `second`), `scroll` (a scroll view, for its content and frame guides) and the
/// guide `spacer`; `blue` holds `inner`. `orphan` is in no hierarchy, so that `|` next to it and
/// constraints between hierarchies are reachable. ``aliases`` adds the names of the spec's
/// examples (`redView`, `find`, `purpleBox`, …).
final class NamedHierarchy {
  let root: View
  let orphan: View
  /// Every named view and guide, by name.
  let items: [String: LayoutItem]
  /// Every view, in the order they were made, for checks after a layout pass.
  let views: [View]
  /// Metrics the texts may use, ordinary and not.
  static let metrics: [String: CGFloat] = [
    "padding": 50, "spacing": 25, "pad": 20, "zero": 0, "negative": -20, "half": 0.5,
    "nan": .nan, "inf": .infinity, "huge": 1e300, "tiny": 1e-300, "priority": 750, "over": 1001,
  ]

  init() {
    root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    root.accessibilityIdentifier = "root"
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    // Reports (conflicts, illegal constraints) are part of the run, but not of its output.
    root.layoutDiagnostics.log = { _ in }
    var items: [String: LayoutItem] = ["root": root]
    var views = [root]
    func add(_ view: View, _ name: String, to parent: View) {
      views.append(view)
      view.accessibilityIdentifier = name
      view.translatesAutoresizingMaskIntoConstraints = false
      parent.addSubview(view)
      items[name] = view
    }
    for name in ["red", "green", "blue", "a", "b", "c"] { add(View(), name, to: root) }
    if let blue = items["blue"] as? View { add(View(), "inner", to: blue) }
    let label = SizedView(CGSize(width: 80, height: 21))
    label.setContentHuggingPriority(251, for: .horizontal)
    label.setContentCompressionResistancePriority(749, for: .vertical)
    add(label, "label", to: root)
    let stack = StackView()
    add(stack, "stack", to: root)
    for name in ["first", "second"] {
      let view = SizedView(CGSize(width: 40, height: 30))
      view.accessibilityIdentifier = name
      stack.addArrangedSubview(view)
      items[name] = view
      views.append(view)
    }
    add(ScrollView(), "scroll", to: root)
    let spacer = LayoutGuide()
    spacer.identifier = "spacer"
    root.addLayoutGuide(spacer)
    items["spacer"] = spacer
    orphan = View()
    orphan.accessibilityIdentifier = "orphan"
    orphan.translatesAutoresizingMaskIntoConstraints = false
    orphan.layoutDiagnostics.log = { _ in }
    items["orphan"] = orphan
    // The names of the spec's and Apple's examples, so that the seeds read as written.
    for (alias, name) in Self.aliases { items[alias] = items[name] }
    self.items = items
    self.views = views + [orphan]
  }

  /// Other names for the items above, from the examples in the spec and Apple's guide.
  static let aliases = [
    "redView": "red", "greenView": "green", "blueView": "blue", "maroonView": "c", "purpleBox": "c",
    "button": "a", "textField": "b", "find": "a", "findNext": "b", "findField": "c", "flexibleButton": "a",
    "button1": "a", "button2": "b", "topField": "a", "bottomField": "b", "name": "label", "view": "a",
    "A": "a", "B": "b", "X": "c", "guide": "spacer",
  ]

  /// Checks that no frame has a NaN in it after a layout pass: whatever the constraints, the
  /// engine must refuse what it cannot solve rather than produce nonsense.
  func expectFramesAreNumbers(_ harness: String) {
    for view in views {
      let frame = view.frame
      let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
      if numbers.contains(where: \.isNaN) {
        fatalError("\(harness) harness: \(view.accessibilityIdentifier ?? "?") has frame \(frame)")
      }
    }
  }
}

/// A view with a fixed intrinsic content size.
final class SizedView: View {
  var size: CGSize

  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  /// Views are never decoded here; UIKit requires the initialiser of every subclass.
  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }
  override var intrinsicContentSize: CGSize { size }
}
