import Foundation
import LayoutDocuments
import OpenAutoLayout
import TextMeasurement

/// AppKit documents (`targetRuntime="MacOSX.Cocoa"`): AppKit's element names, classes, controls'
/// sizes and alignment rectangles, as Interface Builder stores them (Guides/InterfaceBuilder.md, macOS).
extension ViewReader {
  /// Elements whose subviews' frames are stored top-down (`isFlipped` is true for their class).
  static let appKitFlippedElements: Set<String> = ["tableView", "outlineView", "clipView", "matrix"]

  /// The document kind that lays out an AppKit element: controls with text as the UIKit kinds
  /// that measure text; containers as plain views (their content is placed at stored frames).
  static func appKitKind(of element: XMLElementNode) -> ViewSpec.Kind {
    switch element.name {
    case "textField", "comboBox", "searchField", "secureTextField": .label
    case "button", "popUpButton": .button
    case "imageView": .imageView
    case "stackView": .stack
    default: .view
    }
  }

  /// AppKit's class for a view element: `NS` and the element's name capitalised, with AppKit's
  /// own spellings where they differ.
  static func appKitClass(ofView name: String) -> String {
    let special = ["view": "NSView", "customView": "NSView", "tableCellView": "NSTableCellView", "box": "NSBox"]
    if let name = special[name] { return name }
    return "NS" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The view elements inside an AppKit element and how each is placed: `<subviews>` by their
  /// constraints (a stack view's are its arranged views); the content view of a box,
  /// a scroll view's clip view and scrollers, the subviews of a clip view or table, a table's
  /// prototype cell views and a tab view's item views, placed at their stored frames by their
  /// container.
  static func appKitChildren(of element: XMLElementNode) -> [(XMLElementNode, Placement)] {
    var result: [(XMLElementNode, Placement)] = []
    let placesItsSubviews = ["clipView", "tableView", "outlineView", "scrollView", "tabView", "splitView", "matrix"]
      .contains(element.name)
    for child in element.children {
      switch child.name {
      case "subviews" where element.name == "stackView", "views" where element.name == "stackView":
        // NSStackView's arranged views: its `<subviews>` (Xcode 8 and later), `<views>` before.
        result += child.children.filter(isView).map { ($0, .arranged) }
      case "subviews":
        result += child.children.filter(isView).map { ($0, placesItsSubviews ? .container : .constraints) }
      case "tabViewItems":
        // A tab view's panes: each item's view, placed by the tab view at its stored frame.
        for item in child.children(named: "tabViewItem") {
          result += item.children.filter { $0["key"] == "view" && isView($0) }.map { ($0, .container) }
        }
      case "tableColumns":
        // A view-based table's cell views: each column's prototypes, placed by the table.
        for column in child.children(named: "tableColumn") {
          for prototypes in column.children(named: "prototypeCellViews") {
            result += prototypes.children.filter(isView).map { ($0, .container) }
          }
        }
      default:
        if let key = child["key"], ["contentView", "horizontalScroller", "verticalScroller", "headerView", "documentView"].contains(key),
          isView(child)
        {
          result.append((child, .container))
        }
      }
    }
    return result
  }

  /// An NSStackView element's keys, laid out by AppKit's rules (a ``GravityStackView``): its
  /// orientation; `spacing` (8 unless written); `alignment` as an attribute (centred across the
  /// axis unless written; `width`/`height` fill); `distribution` (gravity areas unless written);
  /// the stack's hugging and clipping resistance (`horizontalStackHuggingPriority`, …);
  /// `edgeInsets`; `detachesHiddenViews` (off unless written, as `NSStackView()` in code is not
  /// what IB writes: IB writes `YES` where it is on); and, by the order of the arranged views,
  /// `<customSpacing>` (where not `useDefaultSpacing`, the largest float) and
  /// `<visibilityPriorities>` (where not `mustHold`, 1000).
  static func appKitStack(_ element: XMLElementNode) -> StackSpec {
    var stack = StackSpec()
    stack.axis = element["orientation"] == "vertical" ? .vertical : .horizontal
    stack.spacing = element["spacing"].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil } ?? 8
    var appKit = AppKitStackSpec()
    let attributes: [String: LayoutAttribute] = [
      "leading": .leading, "trailing": .trailing, "left": .left, "right": .right, "top": .top, "bottom": .bottom,
      "centerX": .centerX, "centerY": .centerY, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
      "baseline": .lastBaseline, "width": .width, "height": .height, "notAnAttribute": .notAnAttribute,
    ]
    appKit.alignment = element["alignment"].flatMap { attributes[$0] }
    let distributions: [String: GravityStackView.Distribution] = [
      "gravityAreas": .gravityAreas, "fill": .fill, "fillEqually": .fillEqually,
      "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
    appKit.distribution = element["distribution"].flatMap { distributions[$0] } ?? .gravityAreas
    func priority(_ name: String) -> LayoutPriority? {
      element[name].flatMap(Float.init).flatMap { $0 > 0 && $0 <= 1000 ? LayoutPriority(rawValue: $0) : nil }
    }
    appKit.hugging = AxisPrioritySpec(
      horizontal: priority("horizontalStackHuggingPriority"), vertical: priority("verticalStackHuggingPriority"))
    appKit.clippingResistance = AxisPrioritySpec(
      horizontal: priority("horizontalClippingResistancePriority"), vertical: priority("verticalClippingResistancePriority"))
    if let insets = element.child("edgeInsets", key: "edgeInsets") {
      func inset(_ name: String) -> CGFloat { insets[name].flatMap(Double.init).flatMap { $0.isFinite ? CGFloat($0) : nil } ?? 0 }
      appKit.edgeInsets = EdgeInsets(top: inset("top"), left: inset("left"), bottom: inset("bottom"), right: inset("right"))
    }
    appKit.detachesHiddenViews = element["detachesHiddenViews"] == "YES"
    let views = appKitArrangedViews(of: element)
    for (index, value) in (element.child("customSpacing")?.children ?? []).enumerated() where index < views.count {
      guard let id = views[index]["id"], let number = value["value"].flatMap(Double.init), number.isFinite, abs(number) < 1e7
      else { continue }
      stack.customSpacing[id] = CGFloat(number)
    }
    for (index, value) in (element.child("visibilityPriorities")?.children ?? []).enumerated() where index < views.count {
      guard let id = views[index]["id"], let number = value["value"].flatMap(Float.init), number >= 0, number < 1000
      else { continue }
      appKit.visibilityPriorities[id] = number
    }
    stack.appKit = appKit
    return stack
  }

  /// Whether a separator box is vertical: stored taller than wide (IB writes no orientation).
  static func isVerticalSeparator(_ element: XMLElementNode) -> Bool {
    guard let rect = element.child("rect", key: "frame"), let width = rect["width"].flatMap(Double.init),
      let height = rect["height"].flatMap(Double.init)
    else { return false }
    return height > width
  }

  /// A stack view element's arranged view elements, in order.
  static func appKitArrangedViews(of element: XMLElementNode) -> [XMLElementNode] {
    element.children.filter { $0.name == "subviews" || $0.name == "views" }.flatMap { $0.children.filter(isView) }
  }

  /// AppKit's system fonts by `metaFont` (NSFont's class methods): `system`, `message`,
  /// `controlContent` 13; `smallSystem` 11; `menu` 14; `label` 10; `miniSystem` 9.
  static func appKitPointSize(metaFont: String?, controlSize: String?) -> CGFloat {
    switch metaFont {
    case "smallSystem", "smallSystemBold": 11
    case "miniSystem", "miniSystemBold": 9
    case "label": 10
    case "menu", "menuBar": 14
    case "system", "systemBold", "message", "controlContent", "toolTip", "titleBar", "palette":
      AppKitControlMetrics.systemFontSize
    default:
      AppKitControlMetrics.fontSize(for: controlSize == "small" ? .small : controlSize == "mini" ? .mini : .regular)
    }
  }

  /// The title, font and alignment rectangle of AppKit's controls, read from their cell.
  mutating func configureAppKit(_ spec: inout ViewSpec, from element: XMLElementNode) {
    let cell = element.children.first { $0["key"] == "cell" }
    switch element.name {
    case "textField", "comboBox", "searchField", "secureTextField":
      spec.text = cell?["title"] ?? cell?["placeholderString"]
      spec.alignmentRectInsets = AppKitMetrics.textFieldInsets
    case "button":
      spec.text = cell?["title"]
      spec.alignmentRectInsets = AppKitMetrics.buttonInsets(type: cell?["type"], bezelStyle: cell?["bezelStyle"])
    case "popUpButton":
      spec.text = cell?["title"] ?? cell?.child("menu", key: "menu")?.child("items")?.children.first?["title"]
      spec.alignmentRectInsets = AppKitMetrics.popUpButtonInsets
    case "box" where element["boxType"] == "separator":
      // A separator's line is its alignment rectangle; its frame is 2 points wider across it.
      // Vertical when IB stored it taller than wide.
      let outset = AppKitControlMetrics.separatorOutset
      spec.alignmentRectInsets =
        Self.isVerticalSeparator(element)
        ? EdgeInsets(top: 0, left: outset, bottom: 0, right: outset) : EdgeInsets(top: outset, left: 0, bottom: outset, right: 0)
    case "progressIndicator" where element["style"] != "spinning":
      spec.alignmentRectInsets = AppKitMetrics.progressBarInsets
    case "stackView":
      spec.stack = Self.appKitStack(element)
    default:
      break
    }
    if let font = cell?.child("font", key: "font") {
      // `systemBold`, `smallSystemBold`: the bold system font.
      spec.font = FontSpec(
        size: font["size"].flatMap(Double.init).map { CGFloat($0) }
          ?? Self.appKitPointSize(metaFont: font["metaFont"], controlSize: element["controlSize"]),
        weight: font["metaFont"]?.hasSuffix("Bold") == true ? .bold : nil)
    }
  }

  /// The content size an AppKit view is given: a text view's stored size (IB measured it in San
  /// Francisco), less its alignment insets; a progress bar's height; an image view's image.
  func giveAppKitContentSize(to spec: inout ViewSpec, element: XMLElementNode, storedFrame: CGRect?, showsText: Bool) {
    let insets = spec.alignmentRectInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    func inner(_ frame: CGRect) -> CGSize {
      CGSize(width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }
    switch element.name {
    case "progressIndicator":
      if element["style"] == "spinning" {
        let side: CGFloat = element["controlSize"] == "small" ? 16 : 32
        spec.intrinsicSize = IntrinsicSizeSpec(width: side, height: side)
      } else {
        // A bar has no width of its own; its frame is 20 points tall (small: 12).
        let height: CGFloat = element["controlSize"] == "small" ? 12 : 20
        spec.intrinsicSize = IntrinsicSizeSpec(width: nil, height: height - insets.top - insets.bottom)
      }
      return
    case "box" where element["boxType"] == "separator":
      // A line 1 point thick, with no length of its own.
      let thickness = AppKitControlMetrics.separatorThickness
      spec.intrinsicSize =
        Self.isVerticalSeparator(element)
        ? IntrinsicSizeSpec(width: thickness, height: nil) : IntrinsicSizeSpec(width: nil, height: thickness)
      return
    case "imageView":
      let cell = element.children.first { $0["key"] == "cell" }
      if let image = cell?["image"], let size = imageSizes[image] {
        spec.intrinsicSize = IntrinsicSizeSpec(width: size.width, height: size.height)
      }
      return
    default:
      break
    }
    guard let storedFrame, ["textField", "button", "popUpButton", "comboBox", "searchField", "secureTextField",
      "segmentedControl", "slider", "levelIndicator", "colorWell", "datePicker", "pathControl", "stepper", "switch",
      "tokenField"].contains(element.name)
    else { return }
    // Where Interface Builder stored a size, its numbers win (a San Francisco measurement).
    let size = inner(storedFrame)
    spec.intrinsicSize = IntrinsicSizeSpec(width: size.width, height: size.height)
    if showsText { spec.baselines = Self.appKitBaselines(of: spec, frameHeight: storedFrame.height) }
  }

  /// A control's baselines from its frame's top, in San Francisco's metrics at its font size,
  /// on whole points as AppKit draws text: a text field's first line at its top (the ascender
  /// rounded up: 13 at 13 points); a button's title centred in its alignment rectangle, its
  /// descent rounded up from the bottom (a push button's at 14 of its 20 points). Sparkle's
  /// status window aligns a label's baseline with a push button's so: 6 points apart.
  static func appKitBaselines(of spec: ViewSpec, frameHeight: CGFloat) -> BaselinesSpec? {
    guard frameHeight > 0 else { return nil }
    let insets = spec.alignmentRectInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    let size = spec.font?.size ?? 13
    let inner = frameHeight - insets.top - insets.bottom
    let lineHeight = min(size * sanFranciscoLineHeight, inner)
    let ascender = lineHeight * sanFranciscoAscender / sanFranciscoLineHeight
    if spec.kind == .label {
      let lines: CGFloat = max(1, (inner / lineHeight).rounded(.down))
      let first = insets.top + ascender.rounded(.up)
      return BaselinesSpec(first: first, last: first + (lines - 1) * lineHeight)
    }
    let descent = (lineHeight - ascender + (inner - lineHeight) / 2).rounded(.up)
    let baseline = insets.top + inner - descent
    return BaselinesSpec(first: baseline, last: baseline)
  }
}

/// The alignment insets of AppKit's controls by their cell's button type and bezel.
enum AppKitMetrics {
  static let textFieldInsets = AppKitControlMetrics.textFieldInsets
  static let popUpButtonInsets = AppKitControlMetrics.popUpButtonInsets
  static let progressBarInsets = AppKitControlMetrics.progressBarInsets

  static func buttonInsets(type: String?, bezelStyle: String?) -> EdgeInsets? {
    switch type {
    case "check", "radio": AppKitControlMetrics.checkBoxInsets
    case "push" where bezelStyle == "rounded" || bezelStyle == nil: AppKitControlMetrics.pushButtonInsets
    default: nil
    }
  }
}
