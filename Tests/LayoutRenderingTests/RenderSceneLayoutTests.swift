import Foundation
import LayoutDocuments
import OpenAutoLayout
import Testing
import TextMeasurement

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import LayoutRendering

/// RenderScene(layout:) on documents built in code. Expected frames are derived by hand from the
/// constraints written in each test.
@Suite("Scenes from laid-out documents", .timeLimit(.minutes(10)))
struct RenderSceneLayoutTests {
  static let here = SourceLocation(line: 1, column: 1)

  static func view(
    _ id: String, kind: ViewSpec.Kind = .view, color: Color? = nil, _ subviews: [ViewSpec] = [],
    configure: (inout ViewSpec) -> Void = { _ in }
  ) -> ViewSpec {
    var spec = ViewSpec(id: id, kind: kind)
    spec.color = color
    spec.subviews = subviews
    configure(&spec)
    return spec
  }

  /// Lays out a document and makes its scene.
  static func scene(
    _ root: ViewSpec, _ constraints: [String], guides: [GuideSpec] = [],
    canvas: CGSize = CGSize(width: 400, height: 300),
    name: String? = "Test", safeArea: EdgeInsets = .zero
  ) throws -> (RenderScene, DocumentLayout) {
    let document = LayoutDocument(
      file: "docs/test.yaml", name: name, canvas: canvas, safeArea: safeArea, root: root, guides: guides,
      constraints: constraints.map { ConstraintSpec(text: $0, location: here, textLocation: here) })
    let layout = try DocumentLayout(document)
    _ = layout.solve()
    return (RenderScene(layout: layout), layout)
  }

  /// `container` at (10, 20) 200 × 100 holds `child` 5 and 7 points in; `right` sits 8 points
  /// after the container, as wide and at the same top.
  static let nested = view(
    "root", color: .white,
    [
      view("container", color: .blue, [view("child", color: .red)]),
      view("right", color: .green),
    ])
  static let nestedConstraints = [
    "container.leading == root.leading + 10", "container.top == root.top + 20", "container.width == 200",
    "container.height == 100", "child.leading == container.leading + 5", "child.top == container.top + 7",
    "child.width == 50", "child.height == 30", "right.leading == container.trailing + 8", "right.top == container.top",
    "right.width == container.width", "right.height == 100 @750",
  ]

  @Test("Items are in document order with frames in root coordinates, through their superviews")
  func rectsInRootCoordinates() throws {
    let (scene, _) = try Self.scene(Self.nested, Self.nestedConstraints)
    #expect(scene.items.map(\.id) == ["root", "container", "child", "right"])
    #expect(
      scene.items.map(\.rect) == [
        CGRect(x: 0, y: 0, width: 400, height: 300), CGRect(x: 10, y: 20, width: 200, height: 100),
        // 10 + 5 and 20 + 7: the child's frame is (5, 7) in the container.
        CGRect(x: 15, y: 27, width: 50, height: 30), CGRect(x: 218, y: 20, width: 200, height: 100),
      ])
    #expect(scene.items.map(\.color) == [.white, .blue, .red, .green])
    #expect(scene.items.allSatisfy { !$0.isAmbiguous && !$0.isHidden && !$0.isGuide })
    #expect(scene.canvas == CGSize(width: 400, height: 300))
    #expect(scene.title == "Test")
    #expect(scene.notes.isEmpty)
  }

  @Test("Margins are shown for the root and containers; the safe area for the root")
  func marginsAndSafeArea() throws {
    let (scene, _) = try Self.scene(
      Self.nested, Self.nestedConstraints, safeArea: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    let root = try #require(scene.items.first)
    #expect(root.safeArea == CGRect(x: 0, y: 20, width: 400, height: 270))
    // The default margins are 8 (decision 6), measured from the safe area.
    #expect(root.margins == CGRect(x: 8, y: 28, width: 384, height: 254))
    #expect(scene.items[1].margins == CGRect(x: 18, y: 28, width: 184, height: 84))
    #expect(scene.items[2].margins == nil)
    #expect(scene.items[1].safeArea == nil)
  }

  @Test("Constraints become spacing I-beams, alignment lines, size bars and equal-size badges")
  func marks() throws {
    let (scene, _) = try Self.scene(Self.nested, Self.nestedConstraints)
    let byText = Dictionary(uniqueKeysWithValues: scene.marks.map { ($0.constraint, $0) })
    #expect(scene.marks.count == Self.nestedConstraints.count)

    // 8 points between the container's trailing edge (210) and right's leading (218), at the
    // middle of their common height (20…120).
    let spacing = try #require(byText["right.leading == container.trailing + 8"])
    #expect(spacing.kind == .spacing)
    #expect(spacing.from == CGPoint(x: 210, y: 70))
    #expect(spacing.to == CGPoint(x: 218, y: 70))
    #expect(spacing.label == "8")
    #expect(!spacing.isOptional && !spacing.isBroken && !spacing.isAmbiguousItem)

    // The container 10 from the root's leading edge: from the root's edge to the container's.
    let leading = try #require(byText["container.leading == root.leading + 10"])
    #expect(leading.from == CGPoint(x: 0, y: 70))
    #expect(leading.to == CGPoint(x: 10, y: 70))

    // Tops aligned: a line along y = 20 over both views, 10…418.
    let tops = try #require(byText["right.top == container.top"])
    #expect(tops.kind == .alignment)
    #expect(tops.from == CGPoint(x: 10, y: 20))
    #expect(tops.to == CGPoint(x: 418, y: 20))

    // A width bar 6 points above the container's bottom.
    let width = try #require(byText["container.width == 200"])
    #expect(width.kind == .size)
    #expect(width.from == CGPoint(x: 10, y: 114))
    #expect(width.to == CGPoint(x: 210, y: 114))
    #expect(width.label == "200")

    let equal = try #require(byText["right.width == container.width"])
    #expect(equal.kind == .equalSize)
    #expect(equal.from == CGPoint(x: 318, y: 110))
    #expect(equal.to == CGPoint(x: 110, y: 110))
    #expect(equal.label == "=")

    let optional = try #require(byText["right.height == 100 @750"])
    #expect(optional.isOptional)
    #expect(optional.priority == 750)
  }

  @Test("Margin attributes, centring, inequalities and negative constants")
  func attributeVariants() throws {
    let root = Self.view("root", [Self.view("box", color: .red)])
    let (scene, _) = try Self.scene(
      root,
      [
        "box.leading == root.leadingMargin", "box.centerY == root.centerY", "box.width >= 100", "box.height == 50",
        "box.trailing <= root.trailing - 30",
      ])
    let byText = Dictionary(uniqueKeysWithValues: scene.marks.map { ($0.constraint, $0) })
    // The root's margins are 8: the box's leading edge sits on them, a line along its own height.
    let margin = try #require(byText["box.leading == root.leadingMargin"])
    #expect(margin.kind == .alignment)
    #expect(margin.from == CGPoint(x: 8, y: 125))
    #expect(margin.to == CGPoint(x: 8, y: 175))
    let centre = try #require(byText["box.centerY == root.centerY"])
    #expect(centre.kind == .centering)
    #expect(centre.from.y == 150 && centre.to.y == 150)
    #expect(try #require(byText["box.width >= 100"]).label == "≥ 100")
    // `box.trailing <= root.trailing - 30` is a spacing of at least 30.
    let trailing = try #require(byText["box.trailing <= root.trailing - 30"])
    #expect(trailing.kind == .spacing)
    #expect(trailing.label == "≥ 30")
  }

  @Test("A broken constraint is marked broken; the SVG draws it red")
  func brokenConstraint() throws {
    let root = Self.view("root", [Self.view("box", color: .red)])
    let (scene, layout) = try Self.scene(
      root,
      [
        "box.leading == root.leading", "box.top == root.top", "box.height == 10", "box.width == 100",
        "box.width == 200",
      ])
    #expect(layout.check().status == .unsatisfiable)
    let widths = scene.marks.filter { $0.constraint.hasPrefix("box.width") }
    #expect(widths.count == 2)
    #expect(widths.filter(\.isBroken).count == 1)
    let svg = try SVGInspection(SVGRenderer.render(scene, overlays: .constraints))
    #expect(try svg.elements("line", inGroup: "broken").allSatisfy { $0["stroke"] == "#e0201b" })
    #expect(try svg.elements("line", inGroup: "broken").count == 3)
  }

  @Test("An item free on an axis is ambiguous, and so are the marks that touch it on that axis")
  func ambiguousItem() throws {
    let root = Self.view("root", [Self.view("box", color: .red)])
    let (scene, layout) = try Self.scene(
      root, ["box.leading == root.leading + 10", "box.width == 100", "box.height == 40"])
    #expect(layout.check().status == .ambiguous)
    #expect(scene.items.map(\.isAmbiguous) == [false, true])
    let byText = Dictionary(uniqueKeysWithValues: scene.marks.map { ($0.constraint, $0) })
    // The box is free vertically only: its horizontal constraints are not ambiguous ones.
    #expect(try #require(byText["box.height == 40"]).isAmbiguousItem)
    #expect(try !#require(byText["box.width == 100"]).isAmbiguousItem)
  }

  @Test("Hidden views hide their subtrees; text, placeholders and fonts come from the document")
  func hiddenAndText() throws {
    let root = Self.view(
      "root",
      [
        Self.view("panel", [Self.view("inner", color: .red)]) { $0.isHidden = true },
        Self.view("title", kind: .label) {
          $0.text = "Hello"
          $0.font = FontSpec(textStyle: .headline)
        },
        Self.view("field", kind: .textField) {
          $0.placeholder = "Name"
          $0.font = FontSpec(size: 14, weight: .bold)
        },
        Self.view("plain") { $0.text = "not drawn: a plain view has no text" },
      ])
    let constraints = ["panel", "inner", "title", "field", "plain"].flatMap { id in
      ["\(id).leading == root.leading", "\(id).top == root.top", "\(id).width == 10", "\(id).height == 10"]
    }
    let (scene, _) = try Self.scene(root, constraints)
    let byID = Dictionary(uniqueKeysWithValues: scene.items.map { ($0.id, $0) })
    #expect(byID["panel"]?.isHidden == true)
    #expect(byID["inner"]?.isHidden == true)
    #expect(byID["title"]?.isHidden == false)
    #expect(byID["title"]?.text == "Hello")
    #expect(byID["title"]?.fontSize == 17)
    #expect(byID["title"]?.fontWeight == 600)
    #expect(byID["field"]?.placeholder == "Name")
    #expect(byID["field"]?.fontSize == 14)
    #expect(byID["field"]?.fontWeight == 700)
    #expect(byID["plain"]?.text == nil)
  }

  @Test("Guides are items with their layout frame in root coordinates, after the views")
  func guides() throws {
    let root = Self.view("root", [Self.view("container")])
    let (scene, _) = try Self.scene(
      root,
      [
        "container.leading == root.leading + 30", "container.top == root.top + 40", "container.width == 200",
        "container.height == 100", "gap.leading == container.leading + 10", "gap.top == container.top",
        "gap.width == 20", "gap.height == container.height",
      ],
      guides: [GuideSpec(id: "gap", owner: "container", location: Self.here, ownerLocation: Self.here)])
    let guide = try #require(scene.items.last)
    #expect(guide.id == "gap")
    #expect(guide.isGuide)
    // (10, 0) in the container, which is at (30, 40).
    #expect(guide.rect == CGRect(x: 40, y: 40, width: 20, height: 100))
    #expect(!guide.isAmbiguous)
  }

  @Test("Text is drawn as the control laid it out, in its font; the title falls back to the file name")
  func controlTextAndTitle() throws {
    let root = Self.view("root", [Self.view("button", kind: .button) { $0.text = "A title too long to fit" }])
    let (scene, layout) = try Self.scene(
      root, ["button.leading == root.leading", "button.top == root.top", "button.width == 60", "button.height == 30"],
      name: nil)
    let button = try #require(layout.view("button") as? Button)
    let title = try #require(button.displayedTitle)
    #expect(title.isTruncated)
    let item = try #require(scene.items.first { $0.id == "button" })
    #expect(
      item.textLines == [
        RenderTextLine(text: title.text, x: title.x, baseline: title.baseline, width: CGFloat(title.width))
      ])
    #expect(item.fontFamily == "DejaVu Sans")
    #expect(item.fontSize == 15)
    let svg = SVGRenderer.render(scene, overlays: [])
    #expect(svg.contains("font-family=\"DejaVu Sans, sans-serif\""))
    #expect(svg.contains(">\(title.text)</tspan>"))
    #expect(scene.notes.isEmpty)
    #expect(scene.title == "test.yaml")
  }

  @Test("A text field without text shows its placeholder, grey")
  func placeholder() throws {
    let root = Self.view("root", [Self.view("field", kind: .textField) { $0.placeholder = "Name" }])
    let (scene, _) = try Self.scene(root, ["field.leading == root.leading + 10", "field.top == root.top + 10", "field.width == 200"])
    let item = try #require(scene.items.first { $0.id == "field" })
    #expect(item.textIsPlaceholder)
    #expect(item.textLines?.map(\.text) == ["Name"])
    #expect(SVGRenderer.render(scene, overlays: []).contains("fill=\"\(RenderPalette.placeholder)\""))
  }

  @Test("Baselines line up along the baseline the views share")
  func baselines() throws {
    let root = Self.view(
      "root",
      [
        Self.view("a", kind: .label) {
          $0.intrinsicSize = IntrinsicSizeSpec(width: 40, height: 20)
          $0.baselines = BaselinesSpec(first: 15, last: 15)
        },
        Self.view("b", kind: .textField) {
          $0.intrinsicSize = IntrinsicSizeSpec(width: 80, height: 30)
          $0.baselines = BaselinesSpec(first: 20, last: 20)
        },
      ])
    let (scene, _) = try Self.scene(
      root,
      [
        "a.leading == root.leading + 10", "b.leading == a.trailing + 8", "b.top == root.top + 50",
        "b.lastBaseline == a.lastBaseline",
      ])
    let mark = try #require(scene.marks.first { $0.constraint == "b.lastBaseline == a.lastBaseline" })
    #expect(mark.kind == .baseline)
    // b's baseline is 20 below its top at 50; the line spans both views, 10…138.
    #expect(mark.from == CGPoint(x: 10, y: 70))
    #expect(mark.to == CGPoint(x: 138, y: 70))
  }

  /// A 200 × 100 scroll view at (10, 20) whose 180 × 300 content runs past its bottom; a second
  /// content view starts below the visible part.
  @Test("A scroll view clips its content: a cut view is drawn in a viewport, one out of sight not at all")
  func scrollViewsClipTheirContent() throws {
    let root = Self.view(
      "root", color: .white,
      [
        Self.view(
          "scroller", kind: .scroll, color: .green,
          [Self.view("content", color: .blue), Self.view("below", color: .red)])
      ])
    let (scene, _) = try Self.scene(
      root,
      [
        "scroller.leading == root.leading + 10", "scroller.top == root.top + 20", "scroller.width == 200",
        "scroller.height == 100", "content.leading == scroller.contentLayoutGuide.leading",
        "content.top == scroller.contentLayoutGuide.top", "content.width == 180", "content.height == 300",
        "below.top == content.bottom", "below.leading == content.leading", "below.width == 180",
        "below.height == 40", "below.bottom == scroller.contentLayoutGuide.bottom",
        "content.trailing <= scroller.contentLayoutGuide.trailing",
      ])
    let clip = CGRect(x: 10, y: 20, width: 200, height: 100)
    let items = Dictionary(uniqueKeysWithValues: scene.items.map { ($0.id, $0) })
    #expect(items["root"]?.clip == nil)
    #expect(items["scroller"]?.clip == nil)
    #expect(items["content"]?.rect == CGRect(x: 10, y: 20, width: 180, height: 300))
    #expect(items["content"]?.clip == clip)
    #expect(items["below"]?.rect == CGRect(x: 10, y: 320, width: 180, height: 40))

    let svg = try SVGInspection(SVGRenderer.render(scene, overlays: []))
    let viewports = try svg.elements("svg").filter { $0["viewBox"] != nil && $0["overflow"] == "hidden" }
    #expect(viewports.count == 1)
    #expect(viewports.first?.geometry == ["10", "20", "200", "100"])
    #expect(viewports.first?["viewBox"] == "10 20 200 100")
    #expect(viewports.first?["overflow"] == "hidden")
    // The blue content is drawn inside the viewport at its full size; the red view not at all.
    let blue = try svg.elements("rect").filter { $0["fill"] == "#0000ff" }
    #expect(blue.count == 1)
    #expect(blue.first?.geometry == ["10", "20", "180", "300"])
    #expect((blue.first?.parent as? XMLElement)?["viewBox"] == "10 20 200 100")
    #expect(try svg.elements("rect").filter { $0["fill"] == "#ff0000" }.isEmpty)
    // The frames overlay is clipped the same way: the content's outline in the viewport, none
    // for the view out of sight.
    let framed = try SVGInspection(SVGRenderer.render(scene, overlays: .frames))
    // (The ids' backings, class "label", are the placed labels, not outlines.)
    let outlines = try framed.elements("rect", inGroup: "frames").filter { $0["class"] != "label" }
    #expect(outlines.count == 3)
    let contentOutline = outlines.first { $0.geometry == ["10", "20", "180", "300"] }
    #expect((contentOutline?.parent as? XMLElement)?["viewBox"] == "10 20 200 100")
  }
}
