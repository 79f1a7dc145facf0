import Foundation
import LayoutDocuments
import OpenAutoLayout
import TextMeasurement

/// A scene from a view hierarchy made in code, drawn as documents are.
extension RenderScene {
  /// The scene of `view` and its subtree, laid out first (its hierarchy's
  /// `layoutIfNeeded()`), in `view`'s own coordinates: the canvas is its bounds.
  ///
  /// Every view of the subtree, a view before its subviews, siblings back to front, named by its
  /// accessibility identifier or else its class (`View/drawingName`); the guides added to
  /// them (`View/addLayoutGuide(_:)`); and a mark for each active constraint they own that the
  /// user made (not the stack views', the scroll views' or the autoresizing mask's). Each view
  /// is drawn with its appearance: background colour, alpha (multiplied down the tree), corner
  /// radius, border, shadow, clipping, text in its colour and alignment, tint, a switch on or
  /// off. What is above `view` is not drawn and does not count: an ancestor's alpha, clipping or
  /// hiding.
  ///
  /// - Parameters:
  ///   - view: The top of the drawing.
  ///   - title: Shown above the canvas; `view`'s `View/drawingName` by default.
  public init(view: View, title: String? = nil) {
    view.rootView.layoutIfNeeded()
    var ambiguity = AmbiguityCache()
    var items: [RenderItem] = []
    var guides: [RenderItem] = []
    var marks: [ConstraintMark] = []
    let root = view.rootView
    for each in view.subtreeInDrawingOrder {
      items.append(RenderScene.item(each, top: view, ambiguity: &ambiguity))
      for guide in each.layoutGuides {
        guides.append(
          RenderItem(
            id: guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier, isGuide: true,
            rect: LayoutGeometry.frame(of: guide), isHidden: RenderScene.isEffectivelyHidden(each, upTo: view),
            isAmbiguous: ambiguity.isAmbiguous(guide, on: nil)))
      }
      for constraint in each.constraints where constraint.isActive && constraint.origin == .user {
        if let mark = ConstraintMark(constraint, root: root, ambiguity: &ambiguity) { marks.append(mark) }
      }
    }
    // Root coordinates, moved so that `view`'s bounds start at the canvas's corner.
    let origin = LayoutGeometry.frame(of: view).origin
    self.init(
      canvas: view.bounds.size, title: title ?? view.drawingName, items: (items + guides).map { $0.moved(by: origin) },
      marks: marks.map { $0.moved(by: origin) })
    scale = view.traitCollection.displayScale
  }

  /// The drawing of one view of a code hierarchy whose drawing starts at `top`.
  static func item(_ view: View, top: View, ambiguity: inout AmbiguityCache) -> RenderItem {
    let kind = ViewSpec.Kind(of: view)
    // Margins are worth showing where something can be pinned to them: the top and containers.
    let showsMargins = view === top || !view.subviews.isEmpty
    var item = RenderItem(
      id: view.drawingName, kind: kind, rect: LayoutGeometry.frame(of: view), color: drawnBackgroundColor(of: view),
      isHidden: isEffectivelyHidden(view, upTo: top), isAmbiguous: ambiguity.isAmbiguous(view, on: nil),
      margins: showsMargins ? LayoutGeometry.bounds(of: view, insetBy: view.layoutMargins) : nil,
      safeArea: view === top ? LayoutGeometry.bounds(of: view, insetBy: view.safeAreaInsets) : nil,
      clip: clip(of: view, upTo: top))
    (item.text, item.placeholder) = RenderItem.drawnText(of: view)
    if let toggle = view as? Switch { item.style.isOn = toggle.isOn }
    item.showText(of: view)
    item.showAppearance(of: view, upTo: top)
    return item
  }
}

extension RenderScene {
  /// The colour `view` is filled with: its background colour, an AppKit text field's only while
  /// it draws its background (as AppKit's).
  static func drawnBackgroundColor(of view: View) -> Color? {
    if let field = view as? AppKitTextField { return field.drawnBackgroundColor }
    return view.backgroundColor
  }
}

extension LayoutDocument.ViewKind {
  /// The kind of drawing `view`'s class gets: its control's, or a plain view's.
  init(of view: View) {
    self =
      switch view {
      case is Label: .label
      case is Button: .button
      case is TextField: .textField
      case is TextView: .textView
      case is ImageView: .imageView
      case is Switch: .switch
      case is Slider: .slider
      case is Stepper: .stepper
      case is ProgressView: .progressView
      case is SegmentedControl: .segmentedControl
      case is ActivityIndicatorView: .activityIndicator
      // AppKit's controls, drawn as their UIKit counterparts.
      case let field as AppKitTextField: field.isBezeled ? .textField : .label
      case is AppKitButton, is PopUpButton: .button
      case is AppKitImageView: .imageView
      case is AppKitSlider: .slider
      case is AppKitSegmentedControl: .segmentedControl
      case let indicator as ProgressIndicator: indicator.style == .bar ? .progressView : .activityIndicator
      case is StackView: .stack
      case is ScrollView: .scroll
      default: .view
      }
  }
}

extension RenderItem {
  /// The item with every rectangle moved by minus `origin`.
  func moved(by origin: CGPoint) -> RenderItem {
    func move(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: -origin.x, dy: -origin.y) }
    var item = self
    item.rect = move(rect)
    item.margins = margins.map(move)
    item.safeArea = safeArea.map(move)
    item.clip = clip.map(move)
    item.style.imageRect = style.imageRect.map(move)
    item.style.roundedClips = style.roundedClips.map { RoundedRect(rect: move($0.rect), radius: $0.radius, corners: $0.corners) }
    return item
  }
}

extension ConstraintMark {
  /// The mark moved by minus `origin`.
  func moved(by origin: CGPoint) -> ConstraintMark {
    var mark = self
    mark.from = CGPoint(x: from.x - origin.x, y: from.y - origin.y)
    mark.to = CGPoint(x: to.x - origin.x, y: to.y - origin.y)
    return mark
  }
}

extension View {
  /// The view's name in drawings and in ``frameTree``: its accessibility identifier, else its
  /// class (UIKit's name for the library's classes, `UILabel`; the unqualified name for others,
  /// `CardView`).
  public var drawingName: String {
    accessibilityIdentifier ?? uiKitClassName
  }

  /// The class's UIKit name for the library's own classes (`Label` is `UILabel`), the class's own
  /// name otherwise, without its module.
  var uiKitClassName: String {
    let full = String(reflecting: type(of: self))
    let parts = full.split(separator: ".")
    let name = parts.last.map(String.init) ?? full
    let module = parts.count > 1 ? String(parts[0]) : ""
    // ListView stands for no UIKit class (there is deliberately no UITableView).
    guard ["OpenAutoLayout", "TextMeasurement"].contains(module), name != "ListView" else { return name }
    // AppKit's classes by AppKit's names (`AppKitTextField` is `NSTextField`), the others UIKit's.
    return appleClassName(of: self)
  }

  /// The view and its descendants, a view before its subviews, siblings back to front.
  var subtreeInDrawingOrder: [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

}

extension RenderItem {
  /// The text a control draws and a field's placeholder: what changes in a drawing when a
  /// program sets a label's text without moving anything (the live inspector watches it).
  package static func drawnText(of view: View) -> (text: String?, placeholder: String?) {
    switch view {
    case let label as Label: (label.text, nil)
    case let button as Button: (button.title, nil)
    case let field as TextField: (field.text, field.placeholder)
    case let textView as TextView: (textView.text, nil)
    case let field as AppKitTextField: (field.stringValue, field.placeholderString)
    case let button as AppKitButton: (button.title, nil)
    case let popUp as PopUpButton: (popUp.titleOfShownItem, nil)
    default: (nil, nil)
    }
  }
}
