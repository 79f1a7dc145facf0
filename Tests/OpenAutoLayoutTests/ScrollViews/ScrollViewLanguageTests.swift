import Foundation
import Testing

@testable import OpenAutoLayout

/// The constraint language names a scroll view's guides `scrollView.contentLayoutGuide` and
/// `scrollView.frameLayoutGuide` (layout-document.md §2). The cookbook's scroll recipes are
/// laid out from their own constraint lines.
@Suite("Scroll views: the constraint language", .timeLimit(.minutes(10)))
struct ScrollViewLanguageTests {
  @Test("contentLayoutGuide and frameLayoutGuide name the scroll view's guides and print back")
  func guideNames() throws {
    let (root, scrollView) = scrollScene(375, 667)
    addView("content", to: scrollView)
    let parser = ConstraintParser(root: root)
    let top = try parser.parse("content.top == scrollView.contentLayoutGuide.top + 4")
    let width = try parser.parse("content.width == 0.5 * scrollView.frameLayoutGuide.width @750")
    #expect(top.secondItem === scrollView.contentLayoutGuide)
    #expect(width.secondItem === scrollView.frameLayoutGuide)
    #expect(top.description == "content.top == scrollView.contentLayoutGuide.top + 4")
    #expect(width.description == "content.width == 0.5 * scrollView.frameLayoutGuide.width @750")
    // The system's own constraints on the guides print in the language and parse back.
    root.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 12.5)
    _ = scrollView.layoutMarginsGuide
    for constraint in scrollView.constraints where constraint.origin == .systemGuide {
      let parsed = try parser.parse(constraint.description)
      #expect(parsed.isEquivalent(to: constraint), "\(constraint)")
    }
    #expect(
      scrollView.constraints.map(\.description)
        .contains("scrollView.margins.top == scrollView.frameLayoutGuide.top + 8"))
  }

  @Test("A view that is not a scroll view has no scroll guides")
  func plainViewHasNone() throws {
    let root = makeRoot(375, 667)
    addView("red", to: root)
    let parser = ConstraintParser(root: root)
    #expect(throws: (any Error).self) { try parser.parse("red.contentLayoutGuide.top == root.top") }
    do {
      _ = try parser.parse("red.frameLayoutGuide.top == root.top")
    } catch {
      #expect("\(error)".contains("'red' has no frameLayoutGuide (only scroll views do)"))
    }
  }

  /// The recipe's constraint lines, read from the cookbook bundled with the command.
  private func recipeConstraints(_ name: String) throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/autolayout/Resources/cookbook/\(name).yaml")
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: "constraints:") else { return [] }
    return lines[(start + 1)...].compactMap { line in
      guard line.hasPrefix("  - ") else { return nil }
      var constraint = String(line.dropFirst(4))
      if constraint.hasPrefix("\"") { constraint = String(constraint.dropFirst().dropLast()) }
      return constraint
    }
  }

  @Test("Cookbook 'Scroll View': a 4 × 4 grid fills the frame and sets the content size", arguments: [600.0, 300.0])
  func cookbookScrollView(height: CGFloat) throws {
    let (root, scrollView) = makeScrollRecipeRoot(height: height)
    let contentView = addView("contentView", to: scrollView)
    var squares: [[View]] = []
    for row in 1...4 {
      squares.append((1...4).map { column in addView("squareR\(row)C\(column)", to: contentView) })
    }
    let parser = ConstraintParser(root: root)
    let lines = try recipeConstraints("scroll-view")
    #expect(lines.count == 85)
    // The recipe's own constraints pin the scroll view to the root.
    LayoutConstraint.activate(try lines.map { try parser.parse($0) })
    root.layoutIfNeeded()

    // By hand: 20 + 4 × side + 3 × 8 + 20 = 600 (the content is at least the frame's width),
    // so side = 134; the content is as tall, 600, and at least the frame's height.
    expectFrame(scrollView, 0, 0, 600, height)
    expectFrame(contentView, 0, 0, 600, 600)
    expectSize(scrollView.contentSize, 600, 600, "contentSize")
    for (row, views) in squares.enumerated() {
      for (column, square) in views.enumerated() {
        expectFrame(square, 20 + CGFloat(column) * 142, 20 + CGFloat(row) * 142, 134, 134)
      }
    }
    #expect(!root.hasAmbiguousLayoutInSubtree)
    // Only the short canvas scrolls: the status bar's 20 points go into the inset then.
    let inset: CGFloat = height < 600 ? 20 : 0
    #expect(scrollView.adjustedContentInset.top == inset)
    expectPoint(scrollView.minimumContentOffset, 0, -inset, "minimum")
    expectPoint(scrollView.maximumContentOffset, 0, height < 600 ? 300 : -inset, "maximum")
  }

  @Test("Cookbook 'Dynamic Stack View': the stack is as wide as the frame and sets the content size")
  func cookbookDynamicStackView() throws {
    let root = makeRoot(600, 600, name: "root")
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    root.insetsLayoutMarginsFromSafeArea = false
    let scrollView = ScrollView()
    scrollView.accessibilityIdentifier = "scrollView"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    // The stack's initial state, one 30-point button, written as a plain container.
    let stackView = addView("stackView", to: scrollView)
    let button = StubView("addItemButton", width: 61, height: 30)
    stackView.addSubview(button)
    pinEdges(of: button, to: stackView)
    let parser = ConstraintParser(root: root)
    let lines = try recipeConstraints("dynamic-stack-view")
    #expect(lines.count == 9)
    LayoutConstraint.activate(try lines.map { try parser.parse($0) })
    root.layoutIfNeeded()
    expectFrame(scrollView, 20, 0, 560, 580)
    expectFrame(stackView, 0, 0, 560, 30)
    expectSize(scrollView.contentSize, 560, 30, "contentSize")
    // Entries are inserted above the button at run time: the content grows with them.
    button.stubSize.height = 250
    root.layoutIfNeeded()
    expectSize(scrollView.contentSize, 560, 250, "contentSize after growing")
  }

  /// The recipe's root (600 wide, status bar 20) holding a scroll view named `scrollView` that
  /// the recipe's constraints place.
  private func makeScrollRecipeRoot(height: CGFloat) -> (View, ScrollView) {
    let root = makeRoot(600, height, name: "root")
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    root.rootSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let scrollView = ScrollView()
    scrollView.accessibilityIdentifier = "scrollView"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    return (root, scrollView)
  }
}
