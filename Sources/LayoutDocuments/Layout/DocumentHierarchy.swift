import Foundation
import OpenAutoLayout

/// A view of a laid-out document: its id, the model's view and what the document says of it.
public struct DocumentView {
  public let id: String
  public let view: View
  public let spec: ViewSpec
}

/// A layout guide of a laid-out document (`guides:`).
public struct DocumentGuide {
  public let id: String
  public let guide: LayoutGuide
  public let spec: GuideSpec
}

/// The views and guides a document declares, made into the model's objects.
///
/// Every view and guide is made, installed or not, so that constraints for other size classes
/// can still be checked (a typo in a compact-only constraint is an error in every size class).
/// Views whose `when`/`unless` does not hold, with their subtrees, stay out of the root's
/// hierarchy, as Interface Builder uninstalls them.
struct DocumentHierarchy {
  let root: View
  /// Every view and guide by id, installed or not: what constraints may name.
  private(set) var items: [String: LayoutItem] = [:]
  /// The installed views, in document order (``LayoutDocument/allViews``).
  private(set) var views: [DocumentView] = []
  /// The guides whose owner is installed, in document order.
  private(set) var guides: [DocumentGuide] = []
  /// Where each id was declared, to report duplicates.
  private var declared: [String: SourceLocation] = [:]

  init(document: LayoutDocument, traits: DocumentTraits, canvas: CGSize) throws(DocumentError) {
    // The root is always installed (a `when` on it would leave nothing to lay out) and its
    // frame is the canvas.
    let rootSpec = document.root
    try Self.checkPriorities(of: rootSpec, in: document)
    root = View.documentView(rootSpec, frame: CGRect(origin: .zero, size: canvas))
    try declare(rootSpec.id, at: rootSpec.location, in: document)
    items[rootSpec.id] = root
    views.append(DocumentView(id: rootSpec.id, view: root, spec: rootSpec))
    try addChildren(of: rootSpec, to: root, installed: true, document: document, traits: traits)
    for spec in document.guides { try addGuide(spec, document: document) }
  }

  /// Whether `item` is in the root's hierarchy: an installed view, or a guide (the user's or a
  /// system one) owned by one.
  func isInstalled(_ item: LayoutItem) -> Bool {
    let host = (item as? View) ?? (item as? LayoutGuide)?.owningView
    guard let host else { return false }
    return host === root || host.isDescendant(of: root)
  }

  private mutating func declare(_ id: String, at location: SourceLocation, in document: LayoutDocument)
    throws(DocumentError)
  {
    if let first = declared[id] {
      let message =
        "duplicate id '\(id)' (first declared at line \(first.line)); ids must be unique across views and guides"
      throw document.error(message, at: location)
    }
    declared[id] = location
  }

  /// Makes the subviews and arranged subviews of `spec`, depth first, in document order: a
  /// stack's plain subviews (backgrounds, overlays) first, then its arranged views, in order.
  private mutating func addChildren(
    of spec: ViewSpec, to parent: View, installed: Bool, document: LayoutDocument, traits: DocumentTraits
  ) throws(DocumentError) {
    let children = spec.subviews.map { ($0, false) } + spec.arrangedSubviews.map { ($0, true) }
    for (child, isArranged) in children {
      try declare(child.id, at: child.location, in: document)
      try Self.checkPriorities(of: child, in: document)
      let childInstalled = installed && child.condition.installs(under: traits)
      let frame = child.translatesAutoresizingMask ? (child.frame ?? .zero) : .zero
      let view = View.documentView(child, frame: frame)
      items[child.id] = view
      if childInstalled { views.append(DocumentView(id: child.id, view: view, spec: child)) }
      // An uninstalled view keeps its own subtree, detached from the root's hierarchy.
      if childInstalled || !installed {
        if isArranged, let stack = parent as? StackView {
          stack.addArrangedSubview(view)
        } else {
          parent.addSubview(view)
        }
      }
      try addChildren(of: child, to: view, installed: childInstalled, document: document, traits: traits)
    }
    if let stack = parent as? DocumentStackView {
      stack.applyCustomSpacing(items.compactMapValues { $0 as? View })
    }
  }

  /// Content priorities outside (0, 1000] (decision 2): the model would refuse them and report
  /// through a channel nobody reads yet, so they are the document's error. The reader checks them
  /// too; documents made in code are checked here.
  private static func checkPriorities(of spec: ViewSpec, in document: LayoutDocument) throws(DocumentError) {
    for (key, priorities) in [("hugging", spec.hugging), ("compressionResistance", spec.compressionResistance)] {
      for priority in [priorities?.horizontal, priorities?.vertical].compactMap(\.self) where !priority.isValid {
        throw document.error("\(key) priority \(priority) of '\(spec.id)' is outside (0, 1000]", at: spec.location)
      }
    }
  }

  private mutating func addGuide(_ spec: GuideSpec, document: LayoutDocument) throws(DocumentError) {
    try declare(spec.id, at: spec.location, in: document)
    guard let owner = items[spec.owner] as? View else {
      let message =
        items[spec.owner] is LayoutGuide
        ? "'\(spec.owner)' is a guide; a guide's owner must be a view"
        : "no view named '\(spec.owner)' to own guide '\(spec.id)'"
      throw document.error(message, at: spec.ownerLocation)
    }
    let guide = LayoutGuide()
    guide.identifier = spec.id
    owner.addLayoutGuide(guide)
    items[spec.id] = guide
    if isInstalled(owner) { guides.append(DocumentGuide(id: spec.id, guide: guide, spec: spec)) }
  }
}
