import Foundation
import OpenAutoLayout

/// What a view's appearance adds to its drawing: rounded shapes, a border, a shadow, opacity,
/// and clipping by rounded ancestors.
extension SVGRenderer {
  /// The shape of `item`'s bounds: a rectangle, rounded as its layer rounds it.
  static func outline(of item: RenderItem) -> RoundedRect {
    RoundedRect(rect: item.rect.standardized, radius: item.style.cornerRadius, corners: item.style.maskedCorners)
  }

  /// `shape` as an SVG element: a `<rect>` (with `rx` when its four corners are rounded alike),
  /// or a `<path>` when only some corners are.
  static func shapeElement(_ shape: RoundedRect, _ attributes: [(String, String)]) -> String {
    let radius = shape.clampedRadius
    guard radius > 0, !shape.corners.isEmpty else { return rect(shape.rect, attributes) }
    if shape.corners == .all {
      return rect(shape.rect, [("rx", Markup.number(radius)), ("ry", Markup.number(radius))] + attributes)
    }
    return Element("path", [("d", pathData(shape))] + attributes).empty
  }

  /// The outline of `shape` as path data, clockwise from the top-left corner, with an arc at each
  /// rounded corner (the minimum y is the top, as in UIKit's layers).
  static func pathData(_ shape: RoundedRect) -> String {
    let r = shape.rect.standardized
    let radius = shape.clampedRadius
    func corner(_ mask: CornerMask) -> CGFloat { shape.corners.contains(mask) ? radius : 0 }
    let (topLeft, topRight) = (corner(.layerMinXMinYCorner), corner(.layerMaxXMinYCorner))
    let (bottomLeft, bottomRight) = (corner(.layerMinXMaxYCorner), corner(.layerMaxXMaxYCorner))
    let n = Markup.number
    func arc(_ radius: CGFloat, to x: CGFloat, _ y: CGFloat) -> String {
      radius > 0 ? "A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
    }
    return "M\(n(r.minX + topLeft)) \(n(r.minY))H\(n(r.maxX - topRight))" + arc(topRight, to: r.maxX, r.minY + topRight)
      + "V\(n(r.maxY - bottomRight))" + arc(bottomRight, to: r.maxX - bottomRight, r.maxY)
      + "H\(n(r.minX + bottomLeft))" + arc(bottomLeft, to: r.minX, r.maxY - bottomLeft)
      + "V\(n(r.minY + topLeft))" + arc(topLeft, to: r.minX + topLeft, r.minY) + "Z"
  }

  /// A colour as `fill` (or `stroke`) and, when translucent, its opacity.
  static func paint(_ color: Color, _ property: String = "fill") -> [(String, String)] {
    [(property, Markup.hex(color))] + (color.alpha < 1 ? [("\(property)-opacity", Markup.number(color.alpha))] : [])
  }

  /// The shadow under `item`: its shape moved by the offset and blurred by the radius (a Gaussian
  /// of standard deviation half the radius), in the shadow's colour. Core Animation casts it
  /// from what the layer draws; here from its background and border, so a view with neither
  /// casts none.
  static func shadowElement(_ item: RenderItem, definitions: inout Definitions) -> String? {
    guard let shadow = item.style.shadow, hasVisibleFill(item) || item.style.border != nil else { return nil }
    var shape = outline(of: item)
    shape.rect = shape.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
    var attributes = [
      ("fill", Markup.hex(shadow.color)), ("fill-opacity", Markup.number(shadow.opacity * shadow.color.alpha)),
    ]
    if shadow.radius > 0 {
      let deviation = shadow.radius / 2
      // The filter's region must hold the blur: three deviations past the shape on each side.
      let region = shape.rect.insetBy(dx: -3 * deviation, dy: -3 * deviation)
      let id = definitions.add(key: "blur \(region) \(deviation)") { id in
        Element(
          "filter",
          [
            ("id", id), ("filterUnits", "userSpaceOnUse"), ("x", Markup.number(region.minX)),
            ("y", Markup.number(region.minY)), ("width", Markup.number(region.width)),
            ("height", Markup.number(region.height)),
          ]
        ).wrapping(Element("feGaussianBlur", [("stdDeviation", Markup.number(deviation))]).empty)
      }
      attributes.append(("filter", "url(#\(id))"))
    }
    return shapeElement(shape, attributes)
  }

  /// Whether `item` has a fill that shows.
  static func hasVisibleFill(_ item: RenderItem) -> Bool {
    (item.color?.alpha ?? 0) > 0
  }

  /// The border inside `item`'s bounds: a stroke centred half its width inside the edge, along
  /// the rounded corners.
  static func borderElement(_ item: RenderItem) -> String? {
    guard let border = item.style.border else { return nil }
    let shape = outline(of: item)
    let inset = min(border.width, shape.rect.width, shape.rect.height) / 2
    let inner = RoundedRect(
      rect: shape.rect.insetBy(dx: inset, dy: inset), radius: max(0, shape.clampedRadius - inset),
      corners: shape.corners)
    return shapeElement(
      inner, [("fill", "none")] + paint(border.color, "stroke") + [("stroke-width", Markup.number(border.width))])
  }

  /// `elements`, drawn for `item`, at its opacity and inside the rounded clips of its ancestors.
  static func styled(_ item: RenderItem, _ elements: [String], definitions: inout Definitions) -> [String] {
    guard !elements.isEmpty else { return [] }
    var elements = elements
    let opacity = min(max(item.style.opacity, 0), 1)
    if opacity < 1 {
      elements = [Element("g", [("opacity", Markup.number(opacity))]).wrapping(elements.joined())]
    }
    // Innermost first, so that the outermost clip wraps the rest.
    for clip in item.style.roundedClips.reversed() {
      elements = [clipGroup(clip, elements, definitions: &definitions)]
    }
    return elements
  }

  /// `elements` in a group clipped to `shape`, whose clip path goes into `definitions` (once for
  /// every group clipped to the same shape).
  static func clipGroup(_ shape: RoundedRect, _ elements: [String], definitions: inout Definitions) -> String {
    let id = definitions.add(key: "clip \(shape)") { id in
      Element("clipPath", [("id", id), ("clipPathUnits", "userSpaceOnUse")]).wrapping(shapeElement(shape, []))
    }
    return Element("g", [("clip-path", "url(#\(id))")]).wrapping(elements.joined())
  }

  /// An image's box, as Interface Builder shows an image it does not have: grey with a cross,
  /// cut at the view's bounds when the view clips its content.
  static func imageBox(_ box: CGRect, clippedTo bounds: CGRect?) -> [String] {
    var r = box.standardized
    if let bounds { r = r.intersection(bounds.standardized) }
    guard !r.isNull, r.width > 0, r.height > 0 else { return [] }
    let stroke = [("stroke", "#c7c7cc"), ("stroke-width", "1")]
    return [
      rect(r, ("fill", "#e5e5ea")),
      line(CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), stroke),
      line(CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), stroke),
    ]
  }

  /// The tint of `item` (a button's title, a segmented control's outline) as `#rrggbb`.
  static func tint(_ item: RenderItem) -> String {
    item.style.tintColor.map(Markup.hex) ?? RenderPalette.tint
  }
}

/// Definitions (clip paths, filters) that a drawing refers to by id.
///
/// Ids must be unique in an HTML page that inlines several drawings, so each starts with a prefix
/// made from what the drawing draws (``prefix(hashing:)``): two drawings share ids only when
/// they draw the same views, and then the definitions they share are the same too. Documents'
/// scenes, whose views have no rounded clips or shadows, need none, and their drawings stay free
/// of ids.
struct Definitions {
  /// The definitions, in the order they were added.
  private(set) var elements: [String] = []
  /// What every id starts with.
  let prefix: String
  /// The id of each definition by what it defines, so that one is written once.
  private var ids: [String: String] = [:]

  init(prefix: String) {
    self.prefix = prefix
  }

  /// The id of the definition `key` describes: the one added before with that key, or a new
  /// one that `make` writes for its id.
  mutating func add(key: String, _ make: (String) -> String) -> String {
    if let id = ids[key] { return id }
    let id = "\(prefix)\(elements.count + 1)"
    elements.append(make(id))
    ids[key] = id
    return id
  }

  /// `v` and 16 hex digits of the FNV-1a hash of `text`, then a dash.
  static func prefix(hashing text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return "v" + String(repeating: "0", count: 16 - digits.count) + digits + "-"
  }
}
