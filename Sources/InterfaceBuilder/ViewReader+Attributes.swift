import Foundation
import LayoutDocuments
import OpenAutoLayout
import TextMeasurement
import TextMeasurement

extension ViewReader {
  // MARK: Classes

  /// The document kind that lays out an element: UIKit's controls as themselves, containers as
  /// stacks and scroll views, anything else as a plain view.
  static func kind(of element: XMLElementNode) -> ViewSpec.Kind {
    switch element.name {
    case "label": .label
    case "button": .button
    case "textField": .textField
    case "textView": .textView
    case "imageView": .imageView
    case "switch": .switch
    case "slider": .slider
    case "segmentedControl": .segmentedControl
    case "stepper": .stepper
    case "progressView": .progressView
    case "activityIndicatorView": .activityIndicator
    case "stackView": .stack
    case "scrollView", "tableView", "collectionView": .scroll
    default: .view
    }
  }

  /// UIKit's class for a view element: `UI` and the element's name capitalised, with UIKit's
  /// own spellings where they differ.
  static func uiKitClass(ofView name: String) -> String {
    let special: [String: String] = [
      "view": "UIView", "switch": "UISwitch", "containerView": "UIView", "tableViewCellContentView": "UITableViewCellContentView",
      "wkWebView": "WKWebView", "mapView": "MKMapView", "sceneKitView": "SCNView", "arscnView": "ARSCNView",
      "skView": "SKView", "glkView": "GLKView", "mtkView": "MTKView", "webView": "UIWebView",
    ]
    if let name = special[name] { return name }
    return "UI" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// UIKit's class for a controller element (`viewController` → `UIViewController`).
  static func uiKitClass(ofController name: String) -> String {
    "UI" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Whether the view's own size comes from font metrics: labels, text fields, titled buttons,
  /// segmented controls and text views that do not scroll.
  static func showsText(_ element: XMLElementNode, spec: ViewSpec) -> Bool {
    switch spec.kind {
    case .label, .textField, .segmentedControl: true
    case .button: spec.text.map { !$0.isEmpty } ?? false
    case .textView: element["scrollEnabled"] == "NO"
    default: false
    }
  }

  // MARK: Keys

  /// Sets the spec's keys from the element's attributes and children.
  mutating func configure(_ spec: inout ViewSpec, from element: XMLElementNode, storedFrame: CGRect?) throws(DocumentError) {
    spec.isHidden = element["hidden"] == "YES"
    spec.color = element.children.first { $0.name == "color" && $0["key"] == "backgroundColor" }.flatMap(Self.color)
    spec.hugging = try priorities(element, "horizontalHuggingPriority", "verticalHuggingPriority")
    spec.compressionResistance = try priorities(
      element, "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority")
    if let insets = element.child("edgeInsets", key: "layoutMargins") {
      spec.layoutMargins = .physical(
        EdgeInsets(
          top: try number(insets, "top"), left: try number(insets, "left"), bottom: try number(insets, "bottom"),
          right: try number(insets, "right")))
    } else if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
      spec.layoutMargins = .directional(
        DirectionalEdgeInsets(
          top: try number(insets, "top"), leading: try number(insets, "leading"), bottom: try number(insets, "bottom"),
          trailing: try number(insets, "trailing")))
    }
    spec.preservesSuperviewLayoutMargins = flag(element, "preservesSuperviewLayoutMargins")
    spec.insetsLayoutMarginsFromSafeArea = flag(element, "insetsLayoutMarginsFromSafeArea")
    spec.layoutMarginsFollowReadableWidth = flag(element, "layoutMarginsFollowReadableWidth")

    // Text.
    switch element.name {
    case "label":
      spec.text = element["text"] ?? Self.stringChild(element, key: "text") ?? Self.attributedText(element)
      spec.numberOfLines = try element["numberOfLines"].map { text throws(DocumentError) in Int(try number(element, "numberOfLines", text)) } ?? 1
      spec.controls.lineBreakMode = element["lineBreakMode"].flatMap { Self.lineBreakModes[$0] }
      if element["preferredMaxLayoutWidth"] != nil {
        spec.controls.preferredMaxLayoutWidth = try number(element, "preferredMaxLayoutWidth")
      }
    case "button":
      let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
      spec.text = normal?["title"] ?? element.children.first { $0.name == "state" }?["title"]
      if let image = normal?["image"], let size = imageSizes[image] { spec.controls.image = size }
    case "textField":
      spec.text = element["text"]
      spec.placeholder = element["placeholder"]
      spec.controls.borderStyle = element["borderStyle"].flatMap(TextField.BorderStyle.named)
    case "textView":
      spec.text = element["text"] ?? Self.stringChild(element, key: "text") ?? Self.attributedText(element)
      spec.controls.isScrollEnabled = element["scrollEnabled"] != "NO"
    case "switch":
      if toolsVersion >= 24000 {
        // iOS 26's switch, as Xcode 26 stores it.
        spec.intrinsicSize = IntrinsicSizeSpec(width: 63, height: 28)
      } else {
        // A switch's frame is 51 × 31 and its alignment rectangle 2 points narrower on the
        // trailing side: constraints place the 49-point rectangle (every switch of the corpus
        // beside a trailing edge sits 2 points past it).
        spec.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        spec.intrinsicSize = IntrinsicSizeSpec(width: 49, height: 31)
      }
    case "slider" where toolsVersion < 24000:
      // A slider's frame reaches 2 points past its track at each end and 1 below it: stored
      // sliders pinned to edges sit so (x − 2, width + 4, height + 1).
      spec.alignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
    case "segmentedControl":
      spec.controls.segments = element.child("segments")?.children(named: "segment").map { $0["title"] ?? "" }
    case "imageView":
      if let image = element["image"], let size = imageSizes[image] { spec.controls.image = size }
      if let mode = element["contentMode"].flatMap(ContentMode.named) { spec.controls.contentMode = mode }
    case "stackView":
      var stack = StackSpec()
      stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
      stack.distribution = element["distribution"].flatMap(StackView.Distribution.named)
      stack.alignment = element["alignment"].flatMap { StackView.Alignment.named($0 == "baseline" ? "lastBaseline" : $0) }
      if element["spacing"] != nil { stack.spacing = try number(element, "spacing") }
      if element["spacingType"] == "standard" { stack.spacing = StackView.spacingUseSystem }
      stack.baselineRelativeArrangement = flag(element, "baselineRelativeArrangement")
      // Interface Builder writes no attribute for "relative to margins": a stack view given
      // margins of its own (Size inspector, Layout Margins: Fixed or Language Directional) arranges
      // its views inside them, as every such stack view of the corpus shows in its stored frames.
      let hasOwnMargins = element.child("edgeInsets", key: "layoutMargins") != nil
        || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
      stack.layoutMarginsRelativeArrangement = flag(element, "layoutMarginsRelativeArrangement") ?? (hasOwnMargins ? true : nil)
      spec.stack = stack
    default:
      break
    }
    if let font = element.child("fontDescription", key: "fontDescription") {
      spec.font = try fontSpec(font)
      if let family = spec.font?.family, !warnings.contains(where: { $0.kind == .fontFallback && $0.message.contains("'\(family)'") }),
        !FontLocator.isInstalled(family: family)
      {
        warnings.append(
          InterfaceBuilderWarning(
            kind: .fontFallback, file: file, location: font.location,
            message: "font '\(family)' is not installed; fontconfig's closest font measures its text (--font-dir adds fonts)"))
      }
    }
  }

  /// The content size a view is given rather than measured (``View/givenIntrinsicContentSize``): a text view's
  /// stored size (IB measured it in San Francisco; the stored frames stay an optimal solution),
  /// a bar's standard height, a placeholder intrinsic size.
  mutating func giveContentSize(
    to spec: inout ViewSpec, element: XMLElementNode, storedFrame: CGRect?, showsText: Bool
  ) throws(DocumentError) {
    var width: CGFloat? = nil
    var height: CGFloat? = nil
    var given = false
    switch element.name {
    case "navigationBar", "toolbar": (height, given) = (44, true)
    case "tabBar": (height, given) = (49, true)
    case "searchBar": (height, given) = (56, true)
    case "datePicker", "pickerView": (width, height, given) = (320, 216, true)
    case "pageControl":
      if let storedFrame { (width, height, given) = (storedFrame.width, storedFrame.height, true) }
    default: break
    }
    if element.name == "button", !showsText, spec.controls.image == nil, let storedFrame, element["misplaced"] != "YES" {
      // A button with neither a title nor an image of known size (an info button, a custom
      // button drawn in code): the size IB gave it.
      (width, height, given) = (storedFrame.width, storedFrame.height, true)
    }
    // Even a misplaced text view keeps IB's size: a San Francisco measurement, perhaps stale,
    // is closer than ours in another font, and lint must not report the fonts' difference.
    if showsText, let storedFrame {
      width = storedFrame.width
      height = storedFrame.height
      given = true
      spec.baselines = Self.sanFranciscoBaselines(of: spec, height: storedFrame.height)
    }
    if let text = element["placeholderIntrinsicWidth"] {
      width = text == "infinite" ? nil : try number(element, "placeholderIntrinsicWidth", text)
      given = true
    }
    if let text = element["placeholderIntrinsicHeight"] {
      height = text == "infinite" ? nil : try number(element, "placeholderIntrinsicHeight", text)
      given = true
    }
    if given { spec.intrinsicSize = IntrinsicSizeSpec(width: width, height: height) }
  }

  // MARK: Baselines

  /// San Francisco's vertical metrics per point of size (UIFont.systemFont: ascender 0.951,
  /// line height 1.193), which IB measured the stored frames with.
  static let sanFranciscoAscender: CGFloat = 0.951
  static let sanFranciscoLineHeight: CGFloat = 1.193

  /// The point size of `spec`'s font at the Large text size: its size, its text style's, or the
  /// control's default (labels 17, buttons 15, text fields 14, segmented controls 13).
  static func pointSize(of spec: ViewSpec) -> CGFloat {
    if let size = spec.font?.size { return size }
    if let style = spec.font?.textStyle { return style.defaultPointSize }
    switch spec.kind {
    case .button: return 15
    case .textField: return 14
    case .segmentedControl: return 13
    default: return 17
    }
  }

  /// The first and last baselines of a text view `height` points tall, its lines centred as
  /// UIKit centres them, in San Francisco's metrics: the stored size is IB's measurement in that
  /// font, so its baselines must be too, or baseline-aligned views would shift by the
  /// difference between fonts. A line taller than the view is squeezed to the view.
  static func sanFranciscoBaselines(of spec: ViewSpec, height: CGFloat) -> BaselinesSpec? {
    guard height > 0, [.label, .button, .textField].contains(spec.kind) else { return nil }
    let size = pointSize(of: spec)
    var lineHeight = size * sanFranciscoLineHeight
    let lines = spec.kind == .label ? max(1, (height / lineHeight).rounded(.down)) : 1
    lineHeight = min(lineHeight, height / lines)
    let ascender = lineHeight * sanFranciscoAscender / sanFranciscoLineHeight
    let first = (height - lines * lineHeight) / 2 + ascender
    return BaselinesSpec(first: first, last: first + (lines - 1) * lineHeight)
  }

  // MARK: Values

  func number(_ element: XMLElementNode, _ name: String, _ given: String? = nil) throws(DocumentError) -> CGFloat {
    let text = given ?? element[name] ?? "0"
    guard let value = Double(text), value.isFinite, abs(value) <= 1e7 else {
      throw error(.notANumber(attribute: name, value: text, element: element.name), at: element.location)
    }
    return CGFloat(value)
  }

  func flag(_ element: XMLElementNode, _ name: String) -> Bool? {
    element[name].map { $0 == "YES" }
  }

  func priorities(_ element: XMLElementNode, _ horizontal: String, _ vertical: String) throws(DocumentError)
    -> AxisPrioritySpec?
  {
    func priority(_ name: String) throws(DocumentError) -> LayoutPriority? {
      guard let text = element[name] else { return nil }
      let value = try number(element, name, text)
      guard value > 0, value <= 1000 else {
        throw error(.priorityOutOfRange(attribute: name, value: text, element: element.name), at: element.location)
      }
      return LayoutPriority(rawValue: Float(value))
    }
    let h = try priority(horizontal)
    let v = try priority(vertical)
    return h == nil && v == nil ? nil : AxisPrioritySpec(horizontal: h, vertical: v)
  }

  /// `<fontDescription type="system" pointSize=17>`, `style="UICTFontTextStyleBody"`, or a named
  /// font (`name="AvenirNext-Bold" family="Avenir Next"`: its family, found through fontconfig).
  func fontSpec(_ element: XMLElementNode) throws(DocumentError) -> FontSpec {
    var font = FontSpec()
    if element["type"] == nil, element["style"] == nil, let name = element["family"] ?? element["name"] {
      // A PostScript name without a family: the part before the style (`Helvetica-Bold`).
      font.family = element["family"] ?? String(name.split(separator: "-").first ?? Substring(name))
      if element["family"] == nil, name.lowercased().hasSuffix("bold") { font.weight = .bold }
    }
    if element["pointSize"] != nil { font.size = try number(element, "pointSize") }
    // Interface Builder writes a text style as UIKit's constant, the style's raw value.
    if let style = element["style"] { font.textStyle = TextStyle(rawValue: style) }
    switch element["type"] {
    case "boldSystem": font.weight = .bold
    case "italicSystem": font.weight = .regular
    default: break
    }
    if let weight = element["weight"].flatMap(FontWeight.named) { font.weight = weight }
    return font
  }

  /// Interface Builder's names for line break modes.
  static let lineBreakModes: [String: LineBreakMode] = [
    "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
    "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
  ]

  /// The text of a `<string key=…>` child (long texts are written so); `XMLParser` gives
  /// element text to the tree as a `#text` attribute.
  static func stringChild(_ element: XMLElementNode, key: String) -> String? {
    element.children.first { $0.name == "string" && $0["key"] == key }?.text
  }

  /// The text of an `<attributedString>`'s fragments.
  static func attributedText(_ element: XMLElementNode) -> String? {
    guard let attributed = element.child("attributedString") else { return nil }
    let parts = attributed.children(named: "fragment").compactMap { $0["content"] }
    return parts.isEmpty ? nil : parts.joined()
  }

  /// `<color red= green= blue= alpha=>` or `white=`; named system colours as their light-mode values.
  static func color(_ element: XMLElementNode) -> Color? {
    func component(_ name: String) -> CGFloat? { element[name].flatMap(Double.init).map { CGFloat($0) } }
    let alpha = component("alpha") ?? 1
    if let red = component("red"), let green = component("green"), let blue = component("blue") {
      return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    if let white = component("white") { return Color(white: white, alpha: alpha) }
    switch element["systemColor"] ?? element["cocoaTouchSystemColor"] {
    case "systemBackgroundColor", "whiteColor", "tableCellGroupedBackgroundColor": return Color(white: 1, alpha: 1)
    case "secondarySystemBackgroundColor", "groupTableViewBackgroundColor", "systemGroupedBackgroundColor":
      return Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    case "darkTextColor", "labelColor", "blackColor": return Color(white: 0, alpha: 1)
    default: return nil
    }
  }

  /// `<autoresizingMask widthSizable= heightSizable= flexibleMinX= …>`.
  /// `growsUpward`: the view is in an AppKit superview that is not flipped, where minY is the
  /// bottom edge, so `flexibleMinY` frees the bottom margin and `flexibleMaxY` the top one.
  static func autoresizingMask(_ element: XMLElementNode?, growsUpward: Bool = false) -> AutoresizingMask {
    guard let element else { return [] }
    var mask: AutoresizingMask = []
    let names: [(String, AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
      ("flexibleMinY", growsUpward ? .flexibleBottomMargin : .flexibleTopMargin), ("heightSizable", .flexibleHeight),
      ("flexibleMaxY", growsUpward ? .flexibleTopMargin : .flexibleBottomMargin),
    ]
    for (name, flag) in names where element[name] == "YES" { mask.insert(flag) }
    return mask
  }
}
