import Foundation
import OpenAutoLayout
import Testing

@testable import LayoutDocuments

/// Every cookbook document parses, with the values its text gives (expected values are read off
/// the YAML files by hand).
@Suite("Parser: the cookbook's documents", .timeLimit(.minutes(10)))
struct ParserCookbookTests {
  @Test("The cookbook has its 24 documents")
  func cookbookIsThere() {
    #expect(ParserFixtures.cookbookNames.count == 24)
  }

  @Test("Every cookbook document parses with the README's conventions", arguments: ParserFixtures.cookbookNames)
  func parses(name: String) throws {
    let path = ParserFixtures.cookbookPath(name)
    let document = try DocumentParser.parse(contentsOf: path)
    #expect(document.file == path)
    #expect(document.version == 1)
    #expect(document.canvas == CGSize(width: 600, height: 600))
    #expect(document.scale == 2)
    #expect(document.safeArea == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(document.root.id == "root")
    #expect(
      document.root.layoutMargins == .directional(DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)))
    #expect(!document.constraints.isEmpty)
    let ids = document.allViews.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(document.name?.isEmpty == false)
  }

  @Test(
    "Every cookbook constraint's text is where textLocation says, character for character",
    arguments: ParserFixtures.cookbookNames)
  func constraintPositions(name: String) throws {
    let text = try ParserFixtures.cookbookText(name)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let document = try DocumentParser.parse(text, file: name)
    for constraint in document.constraints {
      #expect(constraint.textIsVerbatim, "\(constraint.text)")
      let line = lines[constraint.textLocation.line - 1]
      #expect(
        String(line.dropFirst(constraint.textLocation.column - 1).prefix(constraint.text.count)) == constraint.text)
      // The last character, through location(ofCharacter:).
      let last = constraint.location(ofCharacter: constraint.text.count - 1)
      #expect(line.dropFirst(last.column - 1).first == constraint.text.last)
    }
  }

  @Test("Two Views with Complex Widths: canvas, scale, safe area, margins, nine constraints")
  func twoViewsWithComplexWidths() throws {
    let text = try ParserFixtures.cookbookText("two-views-with-complex-widths")
    let document = try DocumentParser.parse(text, file: "complex.yaml")
    #expect(document.name == "Two Views with Complex Widths")
    #expect(document.canvas == CGSize(width: 600, height: 600))
    #expect(document.scale == 2)
    #expect(document.safeArea.top == 20)
    guard case .directional(let margins) = document.root.layoutMargins else {
      Issue.record("root margins are not directional")
      return
    }
    #expect(margins.leading == 20 && margins.trailing == 20 && margins.top == 0)
    #expect(document.root.color == Color(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(document.root.subviews.map(\.id) == ["blueView", "redView"])
    #expect(document.root.subviews[0].color == Color(red: 0x39 / 255.0, green: 0x53 / 255.0, blue: 1, alpha: 1))
    #expect(document.constraints.count == 9)
    let last = try #require(document.constraints.last)
    #expect(last.text == "redView.width == 2 * blueView.width @750")
    #expect(!last.isVisualFormat && last.id == nil && last.isActive)
    // The file's last line is "  - redView.width == 2 * blueView.width @750".
    let lineNumber = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0 == "  - redView.width == 2 * blueView.width @750" }
    #expect(last.textLocation == LayoutDocuments.SourceLocation(line: (lineNumber ?? -1) + 1, column: 5))
    #expect(last.location(ofCharacter: 36).column == 41)  // the '@'
  }

  @Test("Simple Label and Text Field: map-form constraints with ids, label content sizes")
  func simpleLabelAndTextField() throws {
    let document = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("simple-label-and-text-field"))
    #expect(
      document.constraints.map(\.id) == [
        "labelLeading", "spaceBetweenControls", "textFieldTrailing", "baselineAlignment", "textFieldTop",
      ])
    #expect(document.constraints[3].text == "nameField.lastBaseline == nameLabel.lastBaseline")
    // `  - {id: baselineAlignment, constraint: "nameField…`: the quote is at column 41.
    #expect(document.constraints[3].textLocation == LayoutDocuments.SourceLocation(line: 38, column: 42))
    #expect(document.constraints[3].location.column == 5)
    let label = try #require(document.root.subviews.first)
    #expect(label.id == "nameLabel" && label.kind == .label && label.text == "Name")
    #expect(label.intrinsicSize == IntrinsicSizeSpec(width: 44.5, height: 19))
    #expect(label.baselines == BaselinesSpec(first: 15, last: 15))
    #expect(label.font == FontSpec(textStyle: .headline))
    #expect(label.hugging == AxisPrioritySpec(horizontal: 251, vertical: 251))
    #expect(label.compressionResistance == AxisPrioritySpec(horizontal: 750, vertical: 750))
    let field = document.root.subviews[1]
    #expect(field.kind == .textField && field.placeholder == "Enter name" && field.font == FontSpec(size: 14))
    #expect(field.stack == nil)
  }

  @Test("Simple Stack View: the stack keys and arranged subviews")
  func simpleStackView() throws {
    let document = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("simple-stack-view"))
    let stack = try #require(document.root.subviews.first)
    #expect(stack.kind == .stack)
    var expected = StackSpec()
    expected.axis = .vertical
    expected.distribution = .fill
    expected.alignment = .fill
    expected.spacing = 8
    #expect(stack.stack == expected)
    #expect(stack.subviews.isEmpty)
    #expect(stack.arrangedSubviews.map(\.id) == ["flowersLabel", "flowersImageView", "editButton"])
    #expect(stack.arrangedSubviews[1].hugging == AxisPrioritySpec(horizontal: 250, vertical: 249))
    #expect(stack.arrangedSubviews[1].kind == .imageView)
    #expect(document.allViews.map(\.id) == ["root", "stackView", "flowersLabel", "flowersImageView", "editButton"])
  }

  @Test("Nested Stack Views: nested stacks, fillEqually, firstBaseline, no intrinsic size")
  func nestedStackViews() throws {
    let document = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("nested-stack-views"))
    let views = Dictionary(uniqueKeysWithValues: document.allViews.map { ($0.id, $0) })
    #expect(views.count == 19)
    #expect(views["buttonRow"]?.stack?.distribution == .fillEqually)
    #expect(views["firstNameRow"]?.stack?.alignment == .firstBaseline)
    #expect(views["upperStack"]?.stack?.axis == .horizontal)
    #expect(views["notesTextView"]?.intrinsicSize == IntrinsicSizeSpec(width: nil, height: nil))
    #expect(
      views["notesTextView"]?.color == Color(red: 0xAA / 255.0, green: 0xAA / 255.0, blue: 0xAA / 255.0, alpha: 1))
    #expect(views["photoImageView"]?.compressionResistance == AxisPrioritySpec(horizontal: 48, vertical: 48))
    #expect(views["firstNameLabel"]?.baselines == BaselinesSpec(first: 15.5, last: 15.5))
    #expect(document.constraints[4].text == "photoImageView.width == 1:1 * photoImageView.height")
  }

  @Test("Buttons with Size Classes: traits and when conditions")
  func buttonsSizeClass() throws {
    let document = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("buttons-size-class"))
    #expect(document.traits == DocumentTraits(horizontalSizeClass: .regular, verticalSizeClass: .regular))
    #expect(document.constraints.count == 11)
    #expect(
      document.constraints[0].condition.when
        == DocumentTraits(horizontalSizeClass: .compact, verticalSizeClass: .regular))
    #expect(document.constraints[0].condition.unless == nil)
    #expect(document.constraints[1].condition == InstallCondition())
    #expect(document.constraints[3].condition.when == DocumentTraits(horizontalSizeClass: .regular))
  }

  @Test("Size Classes: fonts with weights, when on vertical size class")
  func sizeClasses() throws {
    let document = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("size-classes"))
    let redLabel = try #require(document.allViews.first { $0.id == "redLabel" })
    #expect(redLabel.font == FontSpec(size: 36, weight: .black))
    #expect(document.constraints[3].condition.when == DocumentTraits(verticalSizeClass: .compact))
  }

  @Test("Self-Sizing Table View Cells: autoresizing frames, content size category")
  func selfSizingCells() throws {
    let document = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("self-sizing-table-view-cells"))
    #expect(document.traits.contentSizeCategory == "large")
    let cell = try #require(document.root.subviews.first)
    #expect(cell.translatesAutoresizingMask)
    #expect(cell.frame == CGRect(x: 0, y: 22, width: 600, height: 80))
    #expect(cell.autoresizingMask == [])
    let content = try #require(cell.subviews.first)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 600, height: 79.5))
    #expect(content.layoutMargins == .directional(DirectionalEdgeInsets(all: 8)))
    let body = try #require(content.subviews.first)
    #expect(body.kind == .textView && body.intrinsicSize == IntrinsicSizeSpec(width: nil, height: 180))
    #expect(body.text?.hasPrefix("Lorem ipsum dolor sit er elit lamet") == true)
  }

  @Test("Grouping Views and Dynamic Stack View: alignment rects, switches, scroll views, safe-area margins")
  func otherKeys() throws {
    let grouping = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("grouping-views"))
    let toggle = try #require(grouping.allViews.first { $0.id == "activateSwitch" })
    #expect(toggle.kind == .switch)
    #expect(toggle.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    let dynamic = try DocumentParser.parse(contentsOf: ParserFixtures.cookbookPath("dynamic-stack-view"))
    #expect(dynamic.root.insetsLayoutMarginsFromSafeArea == false)
    #expect(dynamic.root.subviews.first?.kind == .scroll)
    #expect(dynamic.allViews.first { $0.id == "stackView" }?.stack?.distribution == .equalSpacing)
  }
}
