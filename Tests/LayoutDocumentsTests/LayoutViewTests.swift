import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// What the view keys of a document do to the model's views (layout-document.md §1), and the
/// capabilities of later issues a document is reported to need.
@Suite("Layout: views from view keys", .timeLimit(.minutes(10)))
struct LayoutViewTests {
  /// A 600 × 600 root at scale 2 without safe area or margins, holding `subviews`.
  static func plain(_ subviews: [ViewSpec]) -> TestDocument {
    var document = TestDocument(subviews)
    document.safeArea = .zero
    document.root.layoutMargins = nil
    return document
  }

  @Test func viewPropertiesComeFromTheSpec() throws {
    var box = viewSpec("box", intrinsic: (40, nil), hugging: (300, 200))
    box.color = Color.red
    box.isHidden = true
    box.compressionResistance = AxisPrioritySpec(horizontal: 800, vertical: nil)
    let layout = try Self.plain([box]).layout()
    let view = try #require(layout.view("box"))
    #expect(view.accessibilityIdentifier == "box")
    #expect(view.backgroundColor == Color.red)
    #expect(view.isHidden)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.givenIntrinsicContentSize == CGSize(width: 40, height: View.noIntrinsicMetric))
    #expect(view.contentHuggingPriority(for: .horizontal) == 300)
    #expect(view.contentHuggingPriority(for: .vertical) == 200)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == 800)
    #expect(view.contentCompressionResistancePriority(for: .vertical) == 750)
    #expect(layout.root.traitCollection.displayScale == 2)
    #expect(layout.views.first?.view === layout.root)
    #expect(layout.views.first?.spec.id == "root")
  }

  // The label is stretched to 100 high from y = 100: its first baseline stays 10 below its top
  // (110) and its last 30 below (130), not 40 - 30 = 10 above its bottom.
  @Test(arguments: [true, false])
  func baselinesAreOffsetsFromTheTop(_ hasIntrinsicHeight: Bool) throws {
    var label = viewSpec("label", kind: .label, intrinsic: (50, hasIntrinsicHeight ? 40 : nil))
    label.baselines = BaselinesSpec(first: 10, last: 30)
    var document = Self.plain([label, viewSpec("first"), viewSpec("last")])
    document.constrain(
      "label.leading == root.leading", "label.top == root.top + 100", "label.height == 100",
      "first.leading == root.leading", "first.top == label.firstBaseline", "first.width == 10", "first.height == 10",
      "last.leading == root.leading", "last.top == label.lastBaseline", "last.width == 10", "last.height == 10")
    let layout = try document.layout()
    let result = layout.solve()
    #expect(result.frame("first")?.minY == 110)
    #expect(result.frame("last")?.minY == 130)
    #expect(layout.check().status == .sound)
  }

  // A 49 × 31 switch whose alignment rectangle leaves out 2 pt on the right: constraints place
  // the alignment rectangle at x = 10, so the frame is 51 wide.
  @Test func alignmentRectInsets() throws {
    var toggle = viewSpec("toggle", kind: .switch, intrinsic: (49, 31))
    toggle.alignmentRectInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    var document = Self.plain([toggle])
    document.constrain("toggle.leading == root.leading + 10", "toggle.top == root.top + 10")
    #expect(try document.layout().solve().frame("toggle") == rect(10, 10, 51, 31))
  }

  // The root's margins default to the model's 8 when the document gives none; a subview's own
  // physical margins (30 on the left) and directional ones (12 leading) are used as given.
  @Test func margins() throws {
    var physical = viewSpec("physical", subviews: [viewSpec("a")])
    physical.layoutMargins = .physical(EdgeInsets(top: 0, left: 30, bottom: 0, right: 0))
    var directional = viewSpec("directional", subviews: [viewSpec("b")])
    directional.layoutMargins = .directional(DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 0))
    var document = Self.plain([physical, directional, viewSpec("c")])
    for id in ["physical", "directional"] {
      document.constrain(
        "\(id).leading == root.leading", "\(id).top == root.top", "\(id).width == 100", "\(id).height == 100")
    }
    document.constrain(
      "a.leading == physical.leadingMargin", "b.leading == directional.leadingMargin",
      "c.leading == root.leadingMargin")
    for id in ["a", "b", "c"] { document.constrain("\(id).top == root.top", "\(id).width == 10", "\(id).height == 10") }
    let result = try document.layout().solve()
    #expect(result.frame("a")?.minX == 30)
    #expect(result.frame("b")?.minX == 12)
    #expect(result.frame("c")?.minX == 8)
  }

  // Margins are inset by the safe area (44 on the left) unless the view says not to.
  @Test(arguments: [true, false])
  func marginsAndTheSafeArea(_ insets: Bool) throws {
    var document = TestDocument([viewSpec("box")])
    document.safeArea = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
    document.root.insetsLayoutMarginsFromSafeArea = insets
    document.constrain(
      "box.leading == root.leadingMargin", "box.top == root.top", "box.width == 10", "box.height == 10")
    #expect(try document.layout().solve().frame("box")?.minX == (insets ? 64 : 20))
  }

  // At scale 1 the three equal buttons (181.33 wide) round to whole points: edges 20, 201 |
  // 209, 391 | 399, 580.
  @Test func scaleRoundsToItsPixels() throws {
    var document = CookbookRecipe.threeEqualWidthButtons.document
    document.scale = 1
    let result = try document.layout().solve()
    #expect(result.frame("shortButton") == rect(20, 550, 181, 30))
    #expect(result.frame("mediumButton") == rect(209, 550, 182, 30))
    #expect(result.frame("longButton") == rect(399, 550, 181, 30))
  }

  /// A frame-based view (a table cell) holding a constrained one; with `--canvas` the cell follows
  /// its mask from the document's 600-pt canvas: flexible width, 320 wide at 320.
  @Test(arguments: [nil, CGSize(width: 320, height: 480)])
  func autoresizingMasks(_ canvas: CGSize?) throws {
    var cell = viewSpec("cell", subviews: [viewSpec("text")])
    cell.translatesAutoresizingMask = true
    cell.frame = rect(0, 22, 600, 80)
    cell.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    var document = Self.plain([cell])
    document.constrain(
      "text.leading == cell.leading + 8", "text.trailing == cell.trailing - 8", "text.top == cell.top + 8",
      "text.bottom == cell.bottom - 8")
    let layout = try document.layout(LayoutOptions(canvas: canvas))
    let width = canvas?.width ?? 600
    let result = layout.solve()
    #expect(layout.view("cell")?.translatesAutoresizingMaskIntoConstraints == true)
    #expect(result.frame("cell") == rect(0, 22, width, 80))
    #expect(result.frame("text") == rect(8, 8, width - 16, 64))
    #expect(layout.check().status == .sound)
  }

  @Test func stacksArrangeTheirArrangedSubviewsOnly() throws {
    var stack = viewSpec("stack", kind: .stack, subviews: [viewSpec("background")])
    stack.arrangedSubviews = [viewSpec("first"), viewSpec("second")]
    var keys = StackSpec()
    keys.axis = .vertical
    keys.distribution = .fillEqually
    keys.alignment = .center
    keys.spacing = 4
    keys.customSpacing = ["first": 12]
    stack.stack = keys
    let layout = try Self.plain([stack, viewSpec("scroller", kind: .scroll)]).layout()
    #expect(layout.views.map(\.id) == ["root", "stack", "background", "first", "second", "scroller"])
    let stackView = try #require(layout.view("stack") as? StackView)
    #expect(stackView.arrangedSubviews.map(\.accessibilityIdentifier) == ["first", "second"])
    #expect(stackView.subviews.contains { $0 === layout.view("background") })
    #expect(stackView.axis == .vertical && stackView.distribution == .fillEqually && stackView.alignment == .center)
    #expect(stackView.spacing == 4)
    #expect(try stackView.customSpacing(after: #require(layout.view("first"))) == 12)
    #expect(layout.view("scroller") is ScrollView)
  }

  @Test func constraintsReachAScrollViewsGuides() throws {
    var document = Self.plain([viewSpec("scroller", kind: .scroll, subviews: [viewSpec("content")])])
    document.constrain("content.top == scroller.contentLayoutGuide.top")
    let layout = try document.layout()
    let scroller = try #require(layout.view("scroller") as? ScrollView)
    let constraint = try #require(layout.constraints.first?.constraints.first)
    #expect(constraint.secondItem === scroller.contentLayoutGuide)
  }
}
