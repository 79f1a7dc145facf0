import Foundation
import OpenAutoLayout

/// A view of a laid-out document: its id, the model's view and what the document says of it.
public struct DocumentView {
  public let id: String
  public let view: View
  package let spec: ViewSpec
}

/// A layout guide of a laid-out document (`guides:`).
public struct DocumentGuide {
  public let id: String
  public let guide: LayoutGuide
  package let spec: GuideSpec
}

/// The views and guides a document declares, made into the model's objects.
///
/// Every view and guide is made, so that constraints for other size classes can still be
/// checked (a typo in a compact-only constraint is an error in every size class). A view with
/// `when`/`unless` is one of the model's trait variations, as Interface Builder installs a view
/// per size class: its superview keeps it, with its subtree, while the traits match and removes
/// it otherwise, again each time the traits change (``View/installSubview(_:when:unless:)``; an
/// arranged view leaves and rejoins its stack in its place).
struct DocumentHierarchy {
  let root: View
  /// Every view and guide by id, installed or not: what constraints may name.
  private(set) var items: [String: LayoutItem] = [:]
  /// Every view, installed or not, in document order (``LayoutDocument/allViews``).
  private(set) var allViews: [DocumentView] = []
  /// Every guide, in document order.
  private(set) var allGuides: [DocumentGuide] = []
  /// The views that have a `when` or `unless` of their own or inside such a view's subtree:
  /// the views that may be out of the hierarchy under some traits.
  private(set) var conditionalViews: Set<ObjectIdentifier> = []
  /// Where each id was declared, to report duplicates.
  private var declared: [String: SourceLocation] = [:]

  /// The views and guides of `document`, its text in `language` (as written when nil), the root
  /// at `canvas`.
  init(document: LayoutDocument, canvas: CGSize, language: PseudoLanguage?) throws(DocumentError) {
    // The root is always installed (a `when` on it would leave nothing to lay out) and its
    // frame is the canvas.
    let rootSpec = document.root
    try Self.checkPriorities(of: rootSpec, in: document)
    root = View.documentView(rootSpec.localized(language), frame: CGRect(origin: .zero, size: canvas))
    try declare(rootSpec.id, at: rootSpec.location, in: document)
    items[rootSpec.id] = root
    allViews.append(DocumentView(id: rootSpec.id, view: root, spec: rootSpec))
    try addChildren(of: rootSpec, to: root, conditional: false, document: document, language: language)
    for spec in document.guides { try addGuide(spec, document: document) }
  }

  /// Whether `item` is in the root's hierarchy now: an installed view, or a guide (the user's or
  /// a system one) owned by one.
  func isInstalled(_ item: LayoutItem) -> Bool {
    let host = (item as? View) ?? (item as? LayoutGuide)?.owningView
    guard let host else { return false }
    return host === root || host.isDescendant(of: root)
  }

  /// Whether `item` is in the hierarchy whatever the traits: not a conditional view nor a guide
  /// of one.
  func isAlwaysInstalled(_ item: LayoutItem) -> Bool {
    let host = (item as? View) ?? (item as? LayoutGuide)?.owningView
    return host.map { !conditionalViews.contains(ObjectIdentifier($0)) } ?? false
  }

  private mutating func declare(_ id: String, at location: SourceLocation, in document: LayoutDocument)
    throws(DocumentError)
  {
    if let first = declared[id] { throw document.error(.duplicateId(id, firstLine: first.line), at: location) }
    declared[id] = location
  }

  /// Makes the subviews and arranged subviews of `spec`, depth first, in document order: a
  /// stack's plain subviews (backgrounds, overlays) first, then its arranged views, in order.
  private mutating func addChildren(
    of spec: ViewSpec, to parent: View, conditional: Bool, document: LayoutDocument, language: PseudoLanguage?
  ) throws(DocumentError) {
    let children = spec.subviews.map { ($0, false) } + spec.arrangedSubviews.map { ($0, true) }
    var arranged: [View] = []
    for (child, isArranged) in children {
      try declare(child.id, at: child.location, in: document)
      try Self.checkPriorities(of: child, in: document)
      let frame = child.translatesAutoresizingMask ? (child.frame ?? .zero) : .zero
      let view = View.documentView(child.localized(language), frame: frame)
      items[child.id] = view
      allViews.append(DocumentView(id: child.id, view: view, spec: child))
      let isConditional = conditional || !child.condition.isUnconditional
      if isConditional { conditionalViews.insert(ObjectIdentifier(view)) }
      if isArranged, let stack = parent as? GravityStackView {
        stack.addView(view, in: spec.stack?.appKit?.gravity[child.id] ?? .leading)
        arranged.append(view)
      } else if isArranged, let stack = parent as? StackView {
        stack.addArrangedSubview(view)
        if !child.condition.isUnconditional { Self.vary(view, arrangedIn: stack, after: arranged, child.condition) }
        arranged.append(view)
      } else if child.condition.isUnconditional {
        parent.addSubview(view)
      } else {
        parent.installSubview(view, when: child.condition.modelWhen, unless: child.condition.modelUnless)
      }
      try addChildren(of: child, to: view, conditional: isConditional, document: document, language: language)
    }
    if let stack = parent as? GravityStackView, let keys = spec.stack {
      for (id, spacing) in keys.customSpacing { if let view = items[id] as? View { stack.setCustomSpacing(spacing, after: view) } }
      for (id, priority) in keys.appKit?.visibilityPriorities ?? [:] {
        if let view = items[id] as? View { stack.setVisibilityPriority(.init(rawValue: priority), for: view) }
      }
    }
    if let stack = parent as? StackView, let spacing = spec.stack?.customSpacing {
      stack.applyCustomSpacing(spacing, views: items.compactMapValues { $0 as? View })
    }
  }

  /// An arranged view installed under `condition`: out of the stack (and its hierarchy) while
  /// the condition does not hold, and back in its place among `earlier`, the arranged views the
  /// document lists before it, when it holds again; constraints waiting for it come back too.
  private static func vary(_ view: View, arrangedIn stack: StackView, after earlier: [View], _ condition: InstallCondition) {
    stack.vary(when: condition.modelWhen, unless: condition.modelUnless) { [weak stack, weak view] installed in
      guard let stack, let view else { return }
      let isArranged = view.superview === stack
      if installed, !isArranged {
        let index = earlier.filter { view in stack.arrangedSubviews.contains { $0 === view } }.count
        stack.insertArrangedSubview(view, at: index)
        stack.reapplyWaitingConstraintVariations()
      } else if !installed, isArranged {
        view.removeFromSuperview()
      }
    }
  }

  /// Content priorities outside (0, 1000] (decision 2): the model would refuse them and report
  /// through a channel nobody reads yet, so they are the document's error. The reader checks them
  /// too; documents made in code are checked here.
  private static func checkPriorities(of spec: ViewSpec, in document: LayoutDocument) throws(DocumentError) {
    for (key, priorities) in [("hugging", spec.hugging), ("compressionResistance", spec.compressionResistance)] {
      for priority in [priorities?.horizontal, priorities?.vertical].compactMap(\.self) where !priority.isValid {
        throw document.error(
          .contentPriorityOutOfRange(key: key, priority: priority, view: spec.id), at: spec.location)
      }
    }
  }

  private mutating func addGuide(_ spec: GuideSpec, document: LayoutDocument) throws(DocumentError) {
    try declare(spec.id, at: spec.location, in: document)
    guard let owner = items[spec.owner] as? View else {
      let reason: DocumentError.Reason =
        items[spec.owner] is LayoutGuide
        ? .guideOwnerIsGuide(spec.owner) : .unknownGuideOwner(spec.owner, guide: spec.id, suggestion: nil)
      throw document.error(reason, at: spec.ownerLocation)
    }
    let guide: LayoutGuide
    if let system = spec.system {
      guide = Self.systemGuide(system, of: owner)
    } else {
      guide = LayoutGuide()
      guide.identifier = spec.id
      owner.addLayoutGuide(guide)
    }
    items[spec.id] = guide
    allGuides.append(DocumentGuide(id: spec.id, guide: guide, spec: spec))
  }
}

extension DocumentHierarchy {
  /// The guide `owner` has as `system`; a legacy top or bottom layout guide is the model's
  /// (``View/layoutSupportGuide(_:)``), held between the root's edge and its safe area as UIKit's
  /// `topLayoutGuide`/`bottomLayoutGuide` are.
  static func systemGuide(_ system: GuideSpec.SystemGuide, of owner: View) -> LayoutGuide {
    switch system {
    case .safeArea: return owner.safeAreaLayoutGuide
    case .layoutMargins: return owner.layoutMarginsGuide
    case .readableContent: return owner.readableContentGuide
    case .contentLayout: return (owner as? ScrollView)?.contentLayoutGuide ?? owner.safeAreaLayoutGuide
    case .frameLayout: return (owner as? ScrollView)?.frameLayoutGuide ?? owner.safeAreaLayoutGuide
    case .topLayoutGuide, .bottomLayoutGuide:
      let guide = owner.layoutSupportGuide(system == .topLayoutGuide ? .top : .bottom)
      guide.identifier = system == .topLayoutGuide ? "topLayoutGuide" : "bottomLayoutGuide"
      return guide
    }
  }
}

extension InstallCondition {
  /// `when` as the model's condition: any traits when absent.
  var modelWhen: TraitCondition { when?.traitCondition ?? .any }
  /// `unless` as the model's condition.
  var modelUnless: TraitCondition? { unless?.traitCondition }
}
