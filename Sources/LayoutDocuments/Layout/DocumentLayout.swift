import Foundation
import OpenAutoLayout

/// A layout document made into a view hierarchy of the model, ready to solve, check and explain
/// (layout-document.md §1–§3).
///
/// ```swift
/// let layout = try DocumentLayout(document, options: LayoutOptions(canvas: CGSize(width: 320, height: 568)))
/// print(layout.solve().json())
/// let check = layout.check()   // check.status: .sound, .unsatisfiable or .ambiguous
/// ```
///
/// Making it builds the views (decision 8: they do not translate autoresizing masks unless they
/// say so), their guides and constraints, installs those the traits call for and activates them
/// in document order; nothing is laid out until ``solve()``, ``check()`` or ``explain(_:)``.
/// ``transition(to:)`` moves the same hierarchy to another device, orientation or text size, as
/// an app's views live through a rotation: `when`/`unless` views and constraints switch with the
/// traits. The hierarchy's diagnostics are kept, never logged: the command decides what to print.
public final class DocumentLayout {
  public let document: LayoutDocument
  /// The traits laid out with: the options', then the document's, then what the device
  /// implies, then the defaults (left to right, regular width and height, `large`).
  public private(set) var traits: DocumentTraits
  /// The root view's size: the options', else the document's, else its device's window.
  public private(set) var canvas: CGSize
  /// Pixels per point: the options' device's, else the document's `scale`, else its device's,
  /// else 1.
  public private(set) var scale: CGFloat
  /// The device laid out on (the options', else the document's), if any.
  public private(set) var device: Device?
  /// The device's orientation (portrait unless told); meaningless without a device.
  public private(set) var orientation: Orientation
  /// The device's multitasking mode (full screen unless told); meaningless without a device.
  public private(set) var multitasking: Multitasking
  /// The pseudolanguage the text is shown in; nil: as the document writes it.
  public private(set) var pseudoLanguage: PseudoLanguage?
  /// The root view: the canvas at (0, 0), with the document's safe area, scale and traits.
  public let root: View
  /// Every view and guide of the document, installed or not, and who may be uninstalled.
  private let hierarchy: DocumentHierarchy
  /// Every constraint entry, in document order.
  let entries: [DocumentConstraint]

  /// The installed views, in document order, the root first.
  public var views: [DocumentView] {
    hierarchy.allViews.filter { hierarchy.isInstalled($0.view) }
  }
  /// The guides of installed views, in document order.
  public var guides: [DocumentGuide] {
    hierarchy.allGuides.filter { hierarchy.isInstalled($0.guide) }
  }
  /// The installed constraint entries, in document order (inactive ones included): those whose
  /// `when`/`unless` holds and whose items are all installed.
  public var constraints: [DocumentConstraint] {
    entries.filter { entry in
      entry.spec.condition.installs(under: traits)
        && entry.constraints.allSatisfy { constraint in
          [constraint.firstItem, constraint.secondItem].allSatisfy { $0.map(hierarchy.isInstalled) ?? true }
        }
    }
  }

  /// Builds the document's hierarchy.
  ///
  /// - Throws: ``DocumentError`` at the offending character: an id declared twice, a guide's
  ///   unknown owner, a constraint naming an unknown item or metric, a syntax error, an illegal
  ///   constraint (such as an x attribute against a y one) or a Visual Format Language error;
  ///   an unknown device, or a multitasking mode the device does not have. Every constraint is
  ///   checked, whatever the traits.
  public init(_ document: LayoutDocument, options: LayoutOptions = LayoutOptions()) throws(DocumentError) {
    self.document = document
    let environment = try DocumentEnvironment(document, options: options)
    (traits, canvas, scale) = (environment.traits, environment.canvas, environment.scale)
    (device, orientation, multitasking) = (environment.device, environment.orientation, environment.multitasking)
    pseudoLanguage = options.pseudoLanguage

    // Frames of views that translate their autoresizing masks are given for the document's own
    // canvas; the root starts at that size (see `resize(to:translating:)`).
    let designCanvas = environment.designCanvas
    let hierarchy = try DocumentHierarchy(document: document, canvas: designCanvas, language: options.pseudoLanguage)
    self.hierarchy = hierarchy
    root = hierarchy.root
    root.translatesAutoresizingMaskIntoConstraints = false
    // Reports are kept for solve and check; nothing goes to standard error.
    root.layoutDiagnostics.handler = { _ in true }
    root.layoutDiagnostics.log = { _ in }
    if document.isInNavigationOrTabBarController {
      for entry in hierarchy.allViews { (entry.view as? ScrollView)?.isInNavigationOrTabBarController = true }
    }
    let constraints = DocumentConstraints(document: document, hierarchy: hierarchy)
    entries = try constraints.makeAll()
    // The traits reach every view now, before the constraints are installed: variations install
    // their views, and controls pick their fonts (Dynamic Type) and measure at the scale they
    // are drawn at.
    Self.apply(environment, to: root, of: document)
    try constraints.install(entries)
    if designCanvas != canvas {
      resize(to: canvas, translating: hierarchy.allViews.contains { $0.spec.translatesAutoresizingMask })
    }
  }

  /// Moves the laid-out hierarchy to what `options` describe — another device, orientation,
  /// multitasking mode, canvas, traits or pseudolanguage — as a running app lives through a
  /// rotation, a new text size or a new language: the root takes the new size, safe area, margins and traits; views and
  /// constraints with `when`/`unless` switch as the traits say; views that translate their
  /// autoresizing masks follow them. The next ``solve()`` lays the result out.
  ///
  /// - Throws: ``DocumentError`` for options that cannot apply (an unknown device, a split the
  ///   device does not have); the layout is unchanged then.
  public func transition(to options: LayoutOptions) throws(DocumentError) {
    let environment = try DocumentEnvironment(document, options: options)
    (traits, canvas, scale) = (environment.traits, environment.canvas, environment.scale)
    (device, orientation, multitasking) = (environment.device, environment.orientation, environment.multitasking)
    if options.pseudoLanguage != pseudoLanguage {
      pseudoLanguage = options.pseudoLanguage
      for entry in hierarchy.allViews {
        (entry.view as? DocumentTextControl)?.showText(of: entry.spec.localized(pseudoLanguage))
      }
    }
    Self.apply(environment, to: root, of: document)
    root.frame = CGRect(origin: .zero, size: canvas)
  }

  /// The root's safe area, margins and traits in `environment`.
  private static func apply(_ environment: DocumentEnvironment, to root: View, of document: LayoutDocument) {
    root.rootSafeAreaInsets = environment.safeArea
    // A device's root is a view controller's: its sides have the system's minimum margins,
    // unless the document gives the root margins of its own; elsewhere the model's default.
    if document.root.layoutMargins == nil {
      root.directionalLayoutMargins = environment.rootMargins(isViewControllerView: document.rootIsViewControllerView)
    }
    root.overrideTraitCollection = environment.traitCollection
  }

  /// Resizes the root from the document's canvas to `canvas` (`--canvas`, another device).
  /// Views that translate their autoresizing masks follow as their masks say, as a storyboard
  /// scene is loaded at its design size and then fitted to the screen: their constraints are
  /// made at the document's canvas first, and being proportional to the root's size they carry
  /// the frames along.
  private func resize(to canvas: CGSize, translating: Bool) {
    if translating { root.updateConstraintsIfNeeded() }
    root.frame = CGRect(origin: .zero, size: canvas)
  }

  /// The installed view with document id `id`.
  public func view(_ id: String) -> View? {
    views.first { $0.id == id }?.view
  }

  /// The installed view or guide with document id `id`.
  public func item(_ id: String) -> LayoutItem? {
    view(id) ?? guides.first { $0.id == id }?.guide
  }

  /// Lays the hierarchy out (once; later calls read the same layout) and reads every frame,
  /// whether it is ambiguous, and the constraints broken to recover from conflicts.
  public func solve() -> SolveResult {
    root.layoutIfNeeded()
    let scale = root.traitCollection.displayScale
    let viewResults = views.map { entry in
      // The root's frame is the canvas at (0, 0) by definition (§3).
      let frame = entry.view === root ? CGRect(origin: .zero, size: canvas) : onGrid(entry.view.frame, scale: scale)
      return (id: entry.id, result: ItemResult(frame: frame, ambiguous: isAmbiguous(entry.view)))
    }
    let guideResults = guides.map { entry in
      (
        id: entry.id,
        result: ItemResult(frame: onGrid(entry.guide.layoutFrame, scale: scale), ambiguous: isAmbiguous(entry.guide))
      )
    }
    let unsatisfiable = brokenReports().compactMap { report -> UnsatisfiableResult? in
      guard case .unsatisfiable(let broken, let conflicting) = report else { return nil }
      return UnsatisfiableResult(broken: broken.description, conflicting: conflicting.map(\.description))
    }
    return SolveResult(canvas: canvas, views: viewResults, guides: guideResults, unsatisfiable: unsatisfiable)
  }

  /// Lays the hierarchy out and leaves every scroll view at rest at the top of its content, its
  /// offset at ``ScrollView/minimumContentOffset`` (minus the adjusted content inset), as a
  /// controller's scroll views are when its view first appears; then lays out again. Frames
  /// inside a scroll view are in its content's coordinates, so its safe area moves with the offset.
  package func settleScrollViews() {
    for _ in 0..<2 {
      root.layoutIfNeeded()
      var moved = false
      for entry in views {
        guard let scrollView = entry.view as? ScrollView else { continue }
        let rest = scrollView.minimumContentOffset
        if scrollView.contentOffset != rest {
          scrollView.contentOffset = rest
          moved = true
        }
      }
      if !moved { return }
    }
    root.layoutIfNeeded()
  }

  /// Lays the hierarchy out and checks it: unsatisfiable (status 1) when a required constraint
  /// had to be broken, else ambiguous (2) when a view or guide can take more than one frame,
  /// else sound (0), with the explanations `autolayout check` prints.
  public func check() -> CheckResult {
    root.layoutIfNeeded()
    return makeCheckResult(broken: brokenReports())
  }

  /// Why the installed view or guide `id` is where it is: the model's explanation for the
  /// horizontal axis, then for the vertical one. Nil for an unknown id.
  public func explain(_ id: String) -> String? {
    guard let item = item(id) else { return nil }
    root.layoutIfNeeded()
    let explanations: [LayoutExplanation?] =
      if let view = item as? View {
        LayoutAxis.allCases.map { view.explainLayout(for: $0) }
      } else if let guide = item as? LayoutGuide {
        LayoutAxis.allCases.map { guide.explainLayout(for: $0) }
      } else {
        []
      }
    return explanations.compactMap { $0?.description }.joined(separator: "\n\n")
  }

  /// `frame`, whose numbers the layout put on the pixel grid (decision 9), with each one the
  /// `Double` nearest its multiple of 1/`scale`. A view keeps its frame as a centre and a size,
  /// so at scale 3 a frame read back is a few units in the last place off the grid
  /// (61/3 comes back 20.33333333333333, not 20.333333333333332); the results print exact values.
  private func onGrid(_ frame: CGRect, scale: CGFloat) -> CGRect {
    guard scale > 0 else { return frame }
    func snapped(_ value: CGFloat) -> CGFloat {
      guard value.isFinite else { return value }
      let snapped = (value * scale).rounded() / scale
      return snapped == 0 ? 0 : snapped  // never -0
    }
    return CGRect(
      x: snapped(frame.origin.x), y: snapped(frame.origin.y), width: snapped(frame.size.width),
      height: snapped(frame.size.height))
  }

  /// Whether the item is ambiguous on either axis.
  private func isAmbiguous(_ item: LayoutItem) -> Bool {
    LayoutAxis.allCases.contains { isAmbiguous(item, on: $0) }
  }

  /// The `.unsatisfiable` reports of constraints still broken, one per constraint (its latest),
  /// in the order they first broke. A broken constraint is tried again when its conflict may
  /// have gone (a baseline that followed a height, say), so an early report may be stale.
  func brokenReports() -> [LayoutReport] {
    var order: [ObjectIdentifier] = []
    var latest: [ObjectIdentifier: LayoutReport] = [:]
    for report in root.layoutDiagnostics.reports {
      guard case .unsatisfiable(let broken, _) = report else { continue }
      let key = ObjectIdentifier(broken)
      if latest[key] == nil { order.append(key) }
      latest[key] = report
    }
    return order.compactMap { key in
      guard let report = latest[key], case .unsatisfiable(let broken, _) = report else { return nil }
      return root.isBroken(broken) ? report : nil
    }
  }
}
