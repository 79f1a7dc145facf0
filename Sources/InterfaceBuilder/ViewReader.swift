import Foundation
import LayoutDocuments
import OpenAutoLayout

/// Reads one root view element and everything inside it: each view element as a ``ViewSpec``
/// (its UIKit class's kind), its guides, its constraints, and what IB stored for it.
struct ViewReader {
  let file: String
  let source: String
  /// Image sizes by name, from the document's `<resources>`.
  var imageSizes: [String: CGSize] = [:]
  /// The side margins of a table cell's content view: the table's, the system minimum of the
  /// device (16 on phones up to 375 points wide, 20 on wider ones, iPads and Any/Any).
  var cellSideMargin: CGFloat = 20
  /// The `toolsVersion` of the Xcode that saved the document (controls' sizes changed with iOS 26).
  var toolsVersion: Double = 0
  /// The size classes attribute variations are resolved for; nil: Any/Any, the base values.
  var sizeClasses: Variations.SizeClasses?
  /// An AppKit document: frames with y growing upward in superviews that are not flipped,
  /// AppKit's classes and controls.
  var isAppKit = false
  private(set) var views: [InterfaceBuilderView] = []
  private(set) var guides: [GuideSpec] = []
  private(set) var constraints: [ConstraintSpec] = []
  /// The IB id of each constraint, parallel to ``constraints``.
  private(set) var constraintIDs: [String] = []
  var warnings: [InterfaceBuilderWarning] = []
  /// Constraints that name an id no view or guide of the scene has: left out, and reported.
  private(set) var missingReferences: [(constraint: String, item: String, location: SourceLocation)] = []

  init(file: String, source: String) {
    self.file = file
    self.source = source
  }

  /// The element names of UIKit views; any other element with a stored frame is a view too.
  static let viewElements: Set<String> = [
    "view", "label", "button", "textField", "textView", "imageView", "switch", "slider", "segmentedControl",
    "stepper", "progressView", "activityIndicatorView", "pageControl", "searchBar", "navigationBar", "toolbar",
    "tabBar", "visualEffectView", "containerView", "scrollView", "stackView", "tableView", "collectionView",
    "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionViewCellContentView",
    "collectionReusableView", "datePicker",
    "pickerView", "mapView", "wkWebView", "webView", "glkView", "mtkView", "sceneKitView", "arscnView", "skView",
    // AppKit's.
    "customView", "box", "clipView", "scroller", "popUpButton", "progressIndicator", "outlineView", "comboBox",
    "searchField", "secureTextField", "colorWell", "levelIndicator", "tabView", "splitView", "matrix", "pathControl",
    "tableHeaderView", "tableCellView", "visualEffectView", "datePicker",
  ]

  static func isView(_ element: XMLElementNode) -> Bool {
    viewElements.contains(element.name) || element.child("rect", key: "frame") != nil
  }

  /// The legacy `topLayoutGuide` and `bottomLayoutGuide` of `controller`
  /// (`<viewControllerLayoutGuide type="top">`), owned by its view `rootID`.
  mutating func addControllerGuides(of controller: XMLElementNode, rootID: String) {
    for guide in controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? [] {
      guard let id = guide["id"] else { continue }
      let system: GuideSpec.SystemGuide = guide["type"] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
      guides.append(GuideSpec(id: id, owner: rootID, location: guide.location, ownerLocation: guide.location, system: system))
    }
  }

  /// Reads the tree under `root`; the root's spec, with its subtree.
  mutating func readTree(_ root: XMLElementNode) throws(DocumentError) -> ViewSpec {
    var pending: [PendingConstraint] = []
    let spec = try read(root, superview: nil, placement: .root, conditions: [:], pending: &pending, parent: nil)
    // Constraints are made once every id of the scene is known: they may name views anywhere.
    let known = Set(views.map(\.id)).union(guides.map(\.id))
    for entry in pending {
      if let missing = entry.items.first(where: { !known.contains($0) }) {
        missingReferences.append((entry.id, missing, entry.location))
        continue
      }
      var spec = entry.spec
      if entry.isStandardSpacing, var parts = spec.parts, parts.secondItem != nil {
        let standard = standardSpacing(between: parts.firstItem, and: parts.secondItem ?? "", guides: Set(guides.map(\.id)))
        parts.constant = parts.constant < 0 ? -standard : standard
        spec = ConstraintSpec(parts: parts, id: spec.id, condition: spec.condition, location: spec.location)
      }
      constraints.append(spec)
      constraintIDs.append(entry.id)
    }
    return spec
  }

  /// Interface Builder's standard spacing (a `symbolic` constraint): 20 points between a view and
  /// its superview's edge, 8 between siblings and from a view to a layout guide (the safe area,
  /// the top and bottom layout guides). IB writes a number beside it, which may be stale: the
  /// stored frames follow the standard.
  func standardSpacing(between first: String, and second: String, guides: Set<String>) -> CGFloat {
    if guides.contains(first) || guides.contains(second) { return 8 }
    let superviews = Dictionary(views.map { ($0.id, $0.superview) }, uniquingKeysWith: { first, _ in first })
    if superviews[first] == second || superviews[second] == first { return 20 }
    return 8
  }

  /// How a view is placed in its superview.
  enum Placement {
    /// The scene's root: at the canvas.
    case root
    /// By its constraints, or by its autoresizing mask when it translates it.
    case constraints
    /// One of a stack view's arranged views.
    case arranged
    /// By its container at its stored frame: a cell, a cell's content view, a table's header.
    case container
  }

  struct PendingConstraint {
    var spec: ConstraintSpec
    var id: String
    var items: [String]
    var location: SourceLocation
    /// `symbolic="YES"`: the constant is the standard spacing, whatever number is written.
    var isStandardSpacing = false
  }

  private mutating func read(
    _ written: XMLElementNode, superview: String?, placement: Placement, conditions: [String: InstallCondition],
    pending: inout [PendingConstraint], parent: (height: CGFloat, isFlipped: Bool)?
  ) throws(DocumentError) -> ViewSpec {
    let element = Variations.resolvingAttributes(of: written, for: sizeClasses)
    let id = element["id"] ?? "\(element.name)@\(element.location.line)"
    let frameElement = element.child("rect", key: "frame")
    let ibFrame = try frameElement.map { rect throws(DocumentError) in try rectangle(rect) }
    // AppKit stores y from the superview's bottom edge unless the superview is flipped; the
    // layout runs top-down, so the frame is turned over here and back when printed.
    let growsUpward = isAppKit && parent.map { !$0.isFlipped } ?? false
    let storedFrame = ibFrame.map { frame in
      guard growsUpward, let parent else { return frame }
      return CGRect(x: frame.minX, y: parent.height - frame.maxY, width: frame.width, height: frame.height)
    }
    var spec = ViewSpec(id: id, kind: isAppKit ? Self.appKitKind(of: element) : Self.kind(of: element), location: element.location)
    spec.className = element["customClass"] ?? (isAppKit ? Self.appKitClass(ofView: element.name) : Self.uiKitClass(ofView: element.name))
    spec.label = element["userLabel"]
    if let condition = conditions[id] { spec.condition = condition }
    try configure(&spec, from: element, storedFrame: storedFrame)
    if isAppKit { configureAppKit(&spec, from: element) }
    if element.name == "tableViewCellContentView", spec.layoutMargins == nil {
      // A cell's content view: 11 above and below (a 44-point row), the table's margins at the sides.
      spec.layoutMargins = .directional(
        DirectionalEdgeInsets(top: 11, leading: cellSideMargin, bottom: 11, trailing: cellSideMargin))
    }
    switch placement {
    case .root:
      spec.frame = storedFrame
    case .constraints:
      spec.translatesAutoresizingMask = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
      spec.frame = storedFrame
      spec.autoresizingMask = Self.autoresizingMask(element.child("autoresizingMask", key: "autoresizingMask"), growsUpward: growsUpward)
      if element["fixedFrame"] == "YES" {
        // A view IB lets keep its frame (no constraints of its own): Xcode adds constraints at
        // build time that hold it at its stored frame, as an autoresizing mask would.
        spec.translatesAutoresizingMask = true
      }
    case .arranged:
      // A stack view arranges its subviews with constraints of its own.
      spec.translatesAutoresizingMask = false
    case .container:
      spec.translatesAutoresizingMask = true
      spec.frame = storedFrame ?? .zero
      spec.autoresizingMask = []
    }
    if !Self.viewElements.contains(element.name) {
      warnings.append(
        InterfaceBuilderWarning(
          file: file, location: element.location,
          message: "<\(element.name)> is not a view this reader knows; laid out as a plain view at its stored frame"))
      spec.translatesAutoresizingMask = placement != .root && placement != .arranged
      spec.frame = storedFrame
      spec.autoresizingMask = []
    }
    let showsText = Self.showsText(element, spec: spec)
    views.append(
      InterfaceBuilderView(
        id: id, element: element.name, className: spec.className ?? "UIView", userLabel: element["userLabel"],
        superview: superview, storedFrame: ibFrame, growsUpward: growsUpward, frameTag: frameElement?.startTag,
        isMisplaced: element["misplaced"] == "YES", isAmbiguous: element["ambiguous"] == "YES",
        isPlacedByContainer: placement == .root || placement == .container, showsText: showsText,
        location: element.location))
    if isAppKit {
      giveAppKitContentSize(to: &spec, element: element, storedFrame: storedFrame, showsText: showsText)
    } else {
      try giveContentSize(to: &spec, element: element, storedFrame: storedFrame, showsText: showsText)
    }

    // Guides, then subviews, then the constraints this view holds.
    for guide in element.children(named: "viewLayoutGuide") {
      guard let guideID = guide["id"], let key = guide["key"] else { continue }
      let system: GuideSpec.SystemGuide? =
        switch key {
        case "safeArea": .safeArea
        case "contentLayoutGuide": .contentLayout
        case "frameLayoutGuide": .frameLayout
        case "layoutMargins": .layoutMargins
        case "readableContent": .readableContent
        default: nil
        }
      guard let system else { continue }
      guides.append(GuideSpec(id: guideID, owner: id, location: guide.location, ownerLocation: guide.location, system: system))
    }
    let childConditions = Variations.conditions(of: element, file: file, warnings: &warnings)
    let flipped = element["flipped"] == "YES" || (isAppKit && Self.appKitFlippedElements.contains(element.name))
    let childParent = storedFrame.map { (height: $0.height, isFlipped: flipped) }
    for (child, childPlacement) in isAppKit ? Self.appKitChildren(of: element) : Self.children(of: element) {
      let arranged = element.name == "stackView" && childPlacement == .arranged
        || (!isAppKit && element.name == "stackView" && childPlacement == .constraints)
      let childSpec = try read(
        child, superview: id, placement: arranged ? .arranged : childPlacement,
        conditions: childConditions, pending: &pending, parent: childParent)
      if arranged {
        spec.arrangedSubviews.append(childSpec)
      } else {
        spec.subviews.append(childSpec)
      }
    }
    for constraint in element.child("constraints")?.children(named: "constraint") ?? [] {
      if let entry = try ConstraintReader.read(
        Variations.resolvingAttributes(of: constraint, for: sizeClasses), owner: id, condition: childConditions[constraint["id"] ?? ""], file: file, source: source)
      {
        pending.append(entry)
      }
    }
    return spec
  }

  /// The view elements inside `element` and how each is placed: its `<subviews>`; the content
  /// view of a cell or an effect view and a table's header and footer, placed by their
  /// container; a table's or collection's cells.
  static func children(of element: XMLElementNode) -> [(XMLElementNode, Placement)] {
    var result: [(XMLElementNode, Placement)] = []
    let isContainer = ["tableView", "collectionView"].contains(element.name)
    for child in element.children {
      switch child.name {
      case "subviews":
        result += child.children.filter(isView).map { ($0, isContainer ? .container : .constraints) }
      case "prototypes", "cells":
        result += child.children.filter(isView).map { ($0, .container) }
      case "sections":
        for section in child.children {
          for cells in section.children(named: "cells") { result += cells.children.filter(isView).map { ($0, .container) } }
        }
      default:
        if let key = child["key"], ["contentView", "tableHeaderView", "tableFooterView", "backgroundView"].contains(key),
          isView(child)
        {
          result.append((child, .container))
        }
      }
    }
    return result
  }

  /// `<rect x= y= width= height=>`.
  func rectangle(_ element: XMLElementNode) throws(DocumentError) -> CGRect {
    func value(_ name: String) throws(DocumentError) -> CGFloat {
      guard let text = element[name] else { return 0 }
      guard let number = Double(text), number.isFinite, abs(number) <= 1e7 else {
        throw error(.notANumber(attribute: name, value: text, element: element.name), at: element.location)
      }
      return CGFloat(number)
    }
    return CGRect(x: try value("x"), y: try value("y"), width: try value("width"), height: try value("height"))
  }

  func error(_ reason: InterfaceBuilderReason, at location: SourceLocation) -> DocumentError {
    DocumentError(file: file, source: source, location: location, reason)
  }
}
