import Foundation
import LayoutDocuments
import OpenAutoLayout
import Testing
import TextMeasurement

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import LayoutRendering

/// A settings card made in code, as an app makes one: every frame is set or derived by hand.
///
/// The root is 320 × 240 at (0, 0), grey. The card is pinned 20 from the root's sides and top,
/// 160 tall: (20, 20, 280, 160), white at alpha 0.8, corners 12, a 2-point orange border, a
/// shadow 2 down. Inside it (its coordinates): the title label (16, 16, 248, 24), centred, red;
/// the body label (16, 48, 248, 24), right-aligned, at alpha 0.5; a switch, off, at (16, 96);
/// a button titled "Go", 60 × 30 at (204, 96), tinted green; a thumbnail image view (100, 96,
/// 40, 40) with an 80 × 40 image filling it (aspect fill), corners 8, clipping, with a badge
/// (30, −10, 20, 20) that hangs over its top-right corner. The fixed measurer at 10 points makes
/// a character 5 wide.
@MainActor
enum CardFixture {
  final class Card: View {}

  struct Views {
    let root: View, card: Card, title: Label, body: Label, toggle: Switch, button: Button
    let thumbnail: ImageView, badge: View
  }

  static func make() -> Views {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    root.backgroundColor = Color(white: 0.9, alpha: 1)
    let card = Card()
    card.translatesAutoresizingMaskIntoConstraints = false
    card.accessibilityIdentifier = "card"
    card.backgroundColor = .white
    card.alpha = 0.8
    card.layer.cornerRadius = 12
    card.layer.borderWidth = 2
    card.layer.borderColor = .orange
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 4
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    root.addSubview(card)
    let title = Label("Notifications", font: .systemFont(ofSize: 10))
    title.textAlignment = .center
    title.textColor = .red
    let body = Label("Daily", font: .systemFont(ofSize: 10))
    body.textAlignment = .right
    body.alpha = 0.5
    let toggle = Switch()
    toggle.translatesAutoresizingMaskIntoConstraints = false
    let button = Button(title: "Go", font: .systemFont(ofSize: 10))
    button.tintColor = Color(red: 0, green: 0.5, blue: 0, alpha: 1)
    for label in [title, body] { label.measurer = FixedAdvanceTextMeasurer() }
    button.measurer = FixedAdvanceTextMeasurer()
    let thumbnail = ImageView(image: ImageContent(width: 80, height: 40))
    thumbnail.translatesAutoresizingMaskIntoConstraints = true
    thumbnail.frame = CGRect(x: 100, y: 96, width: 40, height: 40)
    thumbnail.contentMode = .scaleAspectFill
    thumbnail.layer.cornerRadius = 8
    thumbnail.clipsToBounds = true
    let badge = View(frame: CGRect(x: 30, y: -10, width: 20, height: 20))
    badge.backgroundColor = .blue
    thumbnail.addSubview(badge)
    for view in [title, body, toggle, button, thumbnail] as [View] { card.addSubview(view) }
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.heightAnchor.constraint(equalToConstant: 160),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      title.heightAnchor.constraint(equalToConstant: 24),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      body.heightAnchor.constraint(equalToConstant: 24),
      toggle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      toggle.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 24),
      button.trailingAnchor.constraint(equalTo: title.trailingAnchor),
      button.topAnchor.constraint(equalTo: toggle.topAnchor),
      button.widthAnchor.constraint(equalToConstant: 60),
      button.heightAnchor.constraint(equalToConstant: 30),
    ])
    return Views(
      root: root, card: card, title: title, body: body, toggle: toggle, button: button, thumbnail: thumbnail,
      badge: badge)
  }
}

@MainActor @Suite("Drawing view hierarchies made in code", .timeLimit(.minutes(10)))
struct ViewHierarchyDrawingTests {
  /// The card's views by id in the SVG's views group: each view's first element is its
  /// background (or outline).
  func viewsGroup(_ svg: String) throws -> SVGInspection { try SVGInspection(svg) }

  @Test("The scene has every view in drawing order, in the drawn view's coordinates, named by identifier or class")
  func sceneItems() throws {
    let fixture = CardFixture.make()
    let scene = RenderScene(view: fixture.root)
    #expect(scene.canvas == CGSize(width: 320, height: 240))
    #expect(scene.title == "UIView")
    #expect(
      scene.items.map(\.id) == ["UIView", "card", "UILabel", "UILabel", "UISwitch", "UIButton", "UIImageView", "UIView"])
    #expect(scene.items.map(\.kind) == [.view, .view, .label, .label, .switch, .button, .imageView, .view])
    #expect(scene.items.map(\.style.depth) == [0, 1, 2, 2, 2, 2, 2, 3])
    // Root coordinates: the card's subviews are offset by its origin (20, 20).
    #expect(scene.items[1].rect == CGRect(x: 20, y: 20, width: 280, height: 160))
    #expect(scene.items[2].rect == CGRect(x: 36, y: 36, width: 248, height: 24))
    // Body: 24 below the title's top + 8 → y 48 in the card; the switch 24 below it, 51 × 31.
    #expect(scene.items[3].rect == CGRect(x: 36, y: 68, width: 248, height: 24))
    #expect(scene.items[4].rect == CGRect(x: 36, y: 116, width: 51, height: 31))
    #expect(scene.items[5].rect == CGRect(x: 224, y: 116, width: 60, height: 30))
    #expect(scene.items[6].rect == CGRect(x: 120, y: 116, width: 40, height: 40))
    // Aspect fill scales the 80 × 40 image by max(40 / 80, 40 / 40) = 1 and centres it: 20 over
    // each side, (−20, 0) in the thumbnail, (100, 116) in the root.
    #expect(scene.items[6].style.imageRect == CGRect(x: 100, y: 116, width: 80, height: 40))
    #expect(scene.items[6].style.clipsOwnContent)
    // The badge, (30, −10) in the thumbnail, is clipped by the thumbnail's rounded bounds.
    #expect(scene.items[7].rect == CGRect(x: 150, y: 106, width: 20, height: 20))
    #expect(scene.items[7].clip == CGRect(x: 120, y: 116, width: 40, height: 40))
    #expect(
      scene.items[7].style.roundedClips == [RoundedRect(rect: CGRect(x: 120, y: 116, width: 40, height: 40), radius: 8)])
    // Alpha multiplies down: the body at 0.5 in the card at 0.8.
    #expect(scene.items.map(\.style.opacity) == [1, 0.8, 0.8, 0.8 * 0.5, 0.8, 0.8, 0.8, 0.8])
    // The card's layer: corners, border and shadow as set.
    let card = scene.items[1].style
    #expect(card.cornerRadius == 12 && card.border == RenderBorder(width: 2, color: .orange))
    #expect(card.shadow == RenderShadow(color: .black, opacity: CGFloat(Float(0.3)), offset: CGSize(width: 0, height: 2), radius: 4))
    // The switch is off, as made; the title red and centred.
    #expect(scene.items[4].style.isOn == false)
    #expect(scene.items[2].style.textColor == .red && scene.items[2].style.textAnchor == .middle)
    // The user's 18 constraints become marks; the thumbnail's autoresizing ones do not.
    #expect(scene.marks.count == 18)
  }

  @Test("A subtree is drawn in its own coordinates, without what is above it")
  func subtree() throws {
    let fixture = CardFixture.make()
    let scene = RenderScene(view: fixture.card)
    #expect(scene.canvas == CGSize(width: 280, height: 160))
    #expect(scene.title == "card")
    #expect(scene.items.first?.rect == CGRect(x: 0, y: 0, width: 280, height: 160))
    #expect(scene.items[1].rect == CGRect(x: 16, y: 16, width: 248, height: 24))
    #expect(scene.items.map(\.style.depth) == [0, 1, 1, 1, 1, 1, 2])
    // The card is the top: its own alpha counts.
    #expect(scene.items[0].style.opacity == 0.8)
    // Only the constraints the card and its subviews own: the 14 on its subviews and its own
    // height; the root owns the other three that place it.
    #expect(scene.marks.count == 15)
    #expect(scene.items[6].clip == CGRect(x: 100, y: 96, width: 40, height: 40))
  }

  @Test("The SVG draws alpha, corner radius, border, shadow, text colour and alignment, tint and clipping")
  func appearanceInSVG() throws {
    let fixture = CardFixture.make()
    let svg = fixture.root.renderedSVG()
    let inspection = try SVGInspection(svg)
    let rects = try inspection.elements("rect", inGroup: "views")
    // The card: a rounded white rectangle with rx 12 at its frame, in a group at opacity 0.8.
    let card = try #require(rects.first { $0["fill"] == "#ffffff" && $0["rx"] == "12" })
    #expect(card.geometry == ["20", "20", "280", "160"])
    #expect((card.parent as? XMLElement)?["opacity"] == "0.8")
    // Its border: 2 wide, orange, centred 1 inside the edge, its radius 12 − 1.
    let border = try #require(rects.first { $0["stroke"] == "#ff8000" })
    #expect(border["stroke-width"] == "2")
    #expect(border.geometry == ["21", "21", "278", "158"])
    #expect(border["rx"] == "11" && border["fill"] == "none")
    // Its shadow: the same shape 2 lower, black at 0.3, blurred by a filter of deviation 2.
    let shadow = try #require(rects.first { $0["fill"] == "#000000" && $0["fill-opacity"] == "0.3" })
    #expect(shadow.geometry == ["20", "22", "280", "160"] && shadow["rx"] == "12")
    let filterID = try #require(shadow["filter"]).dropFirst(5).dropLast()
    let filter = try #require(try inspection.elements("filter").first { $0["id"] == String(filterID) })
    #expect((filter.children?.first as? XMLElement)?["stdDeviation"] == "2")
    // The body label at 0.5 inside the card at 0.8: its group's opacity is the product.
    let texts = try inspection.elements("text", inGroup: "views")
    let body = try #require(texts.first { $0.stringValue == "Daily" })
    #expect(ancestors(of: body).contains { $0["opacity"] == "0.4" })
    // Right-aligned: anchored at its end, 248 in the label's bounds ("Daily" is 25 wide, placed
    // at 223 by the label; 223 + 25).
    #expect(body["text-anchor"] == "end")
    #expect(try #require(body.children?.first as? XMLElement)["x"] == "248")
    // The title: red, centred on the label's middle: "Notifications" is 65 wide, placed at
    // (248 − 65) / 2 = 91.5, its middle at 124.
    let title = try #require(texts.first { $0.stringValue == "Notifications" })
    #expect(title["fill"] == "#ff0000" && title["text-anchor"] == "middle")
    #expect(try #require(title.children?.first as? XMLElement)["x"] == "124")
    // The button's title in its tint, green.
    let go = try #require(texts.first { $0.stringValue == "Go" })
    #expect(go["fill"] == "#008000")
    // The switch is off: a grey track.
    #expect(rects.contains { $0["fill"] == "#e9e9eb" && $0.geometry == ["36", "116", "51", "31"] })
    // The thumbnail's image box, cut at its bounds since it clips.
    #expect(rects.contains { $0["fill"] == "#e5e5ea" && $0.geometry == ["120", "116", "40", "40"] })
    // The badge is clipped by the thumbnail's rounded rectangle: a clip path with its shape.
    let badge = try #require(rects.first { $0["fill"] == "#0000ff" })
    let clipGroup = try #require(ancestors(of: badge).first { $0["clip-path"] != nil })
    let clipID = try #require(clipGroup["clip-path"]).dropFirst(5).dropLast()
    let clipPath = try #require(try inspection.elements("clipPath").first { $0["id"] == String(clipID) })
    let clipShape = try #require(clipPath.children?.first as? XMLElement)
    #expect(clipShape.geometry == ["120", "116", "40", "40"] && clipShape["rx"] == "8")
    // The card's border is drawn over its subviews, the badge included, as Core Animation draws it.
    let all = try inspection.elements("rect", inGroup: "views")
    let borderIndex = try #require(all.firstIndex { $0["stroke"] == "#ff8000" })
    let badgeIndex = try #require(all.firstIndex { $0["fill"] == "#0000ff" })
    #expect(borderIndex > badgeIndex)
    // Views without a colour are not outlined in a code drawing (UIKit shows nothing there).
    #expect(!rects.contains { $0["stroke"] == "#8e8e93" })
  }

  @Test("A button's image is a box where the button puts it; a text field's text in its colour and alignment")
  func buttonImageAndTextField() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    // An image-only button 60 × 30 at (10, 10): the 20 × 20 image is centred, at (20, 5) in it.
    let button = Button(image: ImageContent(width: 20, height: 20))
    button.translatesAutoresizingMaskIntoConstraints = true
    button.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
    // A rounded-rect field 100 × 30 at (10, 50): its text rectangle is 7…93 across; "Hi" is 10
    // wide at 10 points, right-aligned: it ends at 93.
    let field = TextField(text: "Hi", font: .systemFont(ofSize: 10), borderStyle: .roundedRect)
    field.measurer = FixedAdvanceTextMeasurer()
    field.translatesAutoresizingMaskIntoConstraints = true
    field.frame = CGRect(x: 10, y: 50, width: 100, height: 30)
    field.textColor = .blue
    field.textAlignment = .right
    root.addSubview(button)
    root.addSubview(field)
    let inspection = try SVGInspection(root.renderedSVG())
    let box = try #require(try inspection.elements("rect", inGroup: "views").first { $0["fill"] == "#e5e5ea" })
    #expect(box.geometry == ["30", "15", "20", "20"])
    let text = try #require(try inspection.elements("text", inGroup: "views").first { $0.stringValue == "Hi" })
    #expect(text["fill"] == "#0000ff" && text["text-anchor"] == "end")
    #expect(try #require(text.children?.first as? XMLElement)["x"] == "93")
  }

  @Test("Only some corners rounded: a path with arcs at those corners")
  func maskedCorners() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.backgroundColor = .red
    view.layer.cornerRadius = 10
    view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    let path = try #require(try SVGInspection(view.renderedSVG()).elements("path", inGroup: "views").first)
    // Clockwise from (10, 0): the top edge to 90, an arc to (100, 10), straight down to the
    // square bottom-right corner, along the bottom, up to (0, 10), an arc back to (10, 0).
    #expect(path["d"] == "M10 0H90A10 10 0 0 1 100 10V50H0V10A10 10 0 0 1 10 0Z")
    #expect(path["fill"] == "#ff0000")
  }

  @Test("A radius larger than half the shorter side makes a capsule")
  func capsule() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.backgroundColor = .red
    view.layer.cornerRadius = 50
    let rect = try #require(try SVGInspection(view.renderedSVG()).elements("rect", inGroup: "views").first)
    #expect(rect["rx"] == "20" && rect["ry"] == "20")
  }

  @Test("Hidden views are not drawn, nor their subviews; a layer that masks to bounds casts no shadow")
  func hiddenAndMaskedShadow() throws {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let hidden = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    hidden.backgroundColor = .green
    hidden.isHidden = true
    let child = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    child.backgroundColor = .blue
    hidden.addSubview(child)
    let shadowed = View(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
    shadowed.backgroundColor = .red
    shadowed.layer.shadowOpacity = 1
    shadowed.clipsToBounds = true
    root.addSubview(hidden)
    root.addSubview(shadowed)
    let svg = root.renderedSVG()
    #expect(!svg.contains("#00ff00") && !svg.contains("#0000ff"))
    #expect(!svg.contains("<filter") && !svg.contains("#000000\" fill-opacity"))
    #expect(svg.contains("#ff0000"))
  }

  @Test("The frames overlay names views by identifier or class; constraints are drawn as for documents")
  func overlays() throws {
    let fixture = CardFixture.make()
    let inspection = try SVGInspection(fixture.root.renderedSVG(overlays: [.frames, .constraints]))
    let captions = try inspection.elements("text", inGroup: "frames").map(\.stringValue)
    #expect(captions == ["UIView", "card", "UILabel", "UILabel", "UISwitch", "UIButton", "UIImageView", "UIView"])
    #expect(try inspection.groups("constraint").count == 18)
  }

  @Test("The frame tree: one line a view, indented, frames as UIKit prints them")
  func frameTree() {
    let fixture = CardFixture.make()
    fixture.body.isHidden = true
    // Frames from the fixture's derivation, in each superview's coordinates.
    #expect(
      fixture.root.frameTree == """
        UIView (0.0, 0.0, 320.0, 240.0)
          card (20.0, 20.0, 280.0, 160.0)
            UILabel (16.0, 16.0, 248.0, 24.0)
            UILabel (16.0, 48.0, 248.0, 24.0) hidden
            UISwitch (16.0, 96.0, 51.0, 31.0)
            UIButton (204.0, 96.0, 60.0, 30.0)
            UIImageView (100.0, 96.0, 40.0, 40.0)
              UIView (30.0, -10.0, 20.0, 20.0)

        """)
    #expect(RenderScene(view: fixture.card).items.map(\.id).first == "card")
    let unnamed = CardFixture.Card()
    #expect(unnamed.drawingName == "Card")
  }

  @Test("Appearance does not change the drawing's frames, only how they are painted")
  func framesUnchanged() throws {
    let fixture = CardFixture.make()
    let before = RenderScene(view: fixture.root).items.map(\.rect)
    fixture.card.layer.cornerRadius = 0
    fixture.card.alpha = 1
    fixture.title.textAlignment = .left
    #expect(RenderScene(view: fixture.root).items.map(\.rect) == before)
  }

  @Test("A view controller draws its root view", .enabled(if: PNGExportTests.hasConverter))
  func viewControllerPNG() throws {
    let controller = ViewController()
    let fixture = CardFixture.make()
    controller.view = fixture.root
    #expect(controller.renderedSVG() == fixture.root.renderedSVG())
    let png = try controller.renderedPNG(scale: 2)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // The IHDR chunk holds the size: the drawing is the canvas, 320 wide, plus 12 of padding on
    // each side (SVGRenderer's Metrics), at 2 pixels a point.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == (320 + 24) * 2)
    if let directory = ProcessInfo.processInfo.environment["DRAWING_OUTPUT"] {
      try png.write(to: URL(fileURLWithPath: directory).appendingPathComponent("card.png"))
    }
    // Without a scale, the view's display scale: 3 pixels a point on a 3x screen.
    fixture.root.overrideTraitCollection = TraitCollection(displayScale: 3)
    let native = try controller.renderedPNG()
    let nativeWidth = native[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(nativeWidth == (320 + 24) * 3)
  }

  func ancestors(of element: XMLElement) -> [XMLElement] {
    var result: [XMLElement] = []
    var node = element.parent
    while let each = node as? XMLElement {
      result.append(each)
      node = each.parent
    }
    return result
  }
}
