import Foundation
import Testing

@testable import OpenAutoLayout

/// Text that wraps: a width of text laid out in lines of a given height, plus the text view's
/// 8-point top and bottom insets (behaviour-2 §1.23), at the width its owner says it will get
/// (`preferredMaxLayoutWidth`, as a multi-line label's). S36's text view: 16 + 20.5 × lines.
final class WrappingTextView: View {
  var textWidth: CGFloat { didSet { invalidateIntrinsicContentSize() } }
  var lineHeight: CGFloat { didSet { invalidateIntrinsicContentSize() } }
  var preferredMaxLayoutWidth: CGFloat { didSet { invalidateIntrinsicContentSize() } }

  init(_ name: String, textWidth: CGFloat, lineHeight: CGFloat, width: CGFloat) {
    self.textWidth = textWidth
    self.lineHeight = lineHeight
    preferredMaxLayoutWidth = width
    super.init(frame: .zero)
    accessibilityIdentifier = name
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  var lineCount: Int { Int((textWidth / preferredMaxLayoutWidth).rounded(.up)) }

  override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 16 + lineHeight * CGFloat(lineCount))
  }
}

/// S36's cell content: a vertical stack (fill, spacing 0) of a Caption 2 line label and a body
/// text view, pinned to the content view's margins (11 top and bottom, 16 at the sides).
final class LineCellContent: View {
  let stack = StackView()
  let lineLabel = StubView("lineLabel", intrinsic: CGSize(width: 40, height: 13.5))
  let textView: WrappingTextView

  /// - Parameter width: The table's width; the text wraps at the stack's width, which it decides.
  init(textWidth: CGFloat = 600, readableWidth: Bool = false, width: CGFloat = 375) {
    let stackWidth = readableWidth ? min(672, width - 40) : width - 32
    textView = WrappingTextView("textView", textWidth: textWidth, lineHeight: 20.5, width: stackWidth)
    super.init(frame: .zero)
    accessibilityIdentifier = "contentView"
    layoutMargins = EdgeInsets(top: 11, left: readableWidth ? 20 : 16, bottom: 11, right: readableWidth ? 20 : 16)
    stack.accessibilityIdentifier = "stack"
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.axis = .vertical
    stack.distribution = .fill
    stack.alignment = .fill
    stack.spacing = 0
    stack.addArrangedSubview(lineLabel)
    stack.addArrangedSubview(textView)
    addSubview(stack)
    let sides: LayoutItem = readableWidth ? readableContentGuide : layoutMarginsGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: sides.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: sides.trailingAnchor),
      stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// The larger category of S36: Caption 2 at 16 points, the body text in four 28.5-point lines.
  func useLargerCategory() {
    lineLabel.stubSize.height = 16
    textView.lineHeight = 28.5
    textView.textWidth = 1200
  }
}

/// A list of S36 cells.
final class LineCells: ListViewDataSource {
  var cells: [LineCellContent]
  init(_ cells: [LineCellContent]) { self.cells = cells }
  func numberOfRows(in listView: ListView) -> Int { cells.count }
  func listView(_ listView: ListView, viewForRowAt index: Int) -> View { cells[index] }
}

/// Self-sizing cells (behaviour-2 §1.24, S36) and the readable content guide (§1.22, S35), as
/// far as the model has them: one content size category (L), the readable width 672.
@Suite("Self-sizing cells and readable width: S35, S36", .timeLimit(.minutes(10)))
struct SelfSizingCellTests {
  @Test("S36: the content view fits its constraints at the table's width: 11 + 13.5 + 57 + 11")
  func s36Fitting() {
    let content = LineCellContent()
    #expect(content.textView.lineCount == 2)
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    expectSize(size, 375, 92.5, "fitted size")
    // Fitting leaves the view's own layout alone.
    #expect(content.frame == .zero)
  }

  @Test("S36 in a list: a 93-point row (92.5 and the separator) with the stack at (16, 11, 343, 70.5)")
  func s36InList() {
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let list = ListView(frame: root.bounds)
    root.addSubview(list)
    let cells = LineCells([LineCellContent(), LineCellContent(textWidth: 300)])
    list.rowHeight = ListView.automaticDimension
    list.estimatedRowHeight = ListView.automaticDimension
    list.dataSource = cells
    root.layoutIfNeeded()
    #expect(list.rectForRow(at: 0) == CGRect(x: 0, y: 0, width: 375, height: 93))
    let cell = cells.cells[0]
    expectFrame(cell, 0, 0, 375, 92.5)
    expectFrame(cell.stack, 16, 11, 343, 70.5)
    expectFrame(cell.lineLabel, 0, 0, 343, 13.5)
    expectFrame(cell.textView, 0, 13.5, 343, 57)
    // One line of text: 11 + 13.5 + 36.5 + 11, below the first row and its separator.
    expectFrame(cells.cells[1], 0, 93, 375, 72)
    #expect(list.contentSize == CGSize(width: 375, height: 93 + 72.5))

    // A larger text size: the row is measured again when it is reloaded.
    cell.useLargerCategory()
    list.reloadRows(at: [0])
    root.layoutIfNeeded()
    #expect(cell.textView.lineCount == 4)
    expectFrame(cell, 0, 0, 375, 168)
    expectFrame(cell.textView, 0, 16, 343, 130)
    #expect(list.rectForRow(at: 0).height == 168.5)
    expectFrame(cells.cells[1], 0, 168.5, 375, 72)
  }

  @Test("S36 on a 10.5-inch iPad in portrait, margins following the readable width: 672 wide at 81")
  func s36ReadableWidth() {
    let root = makeRoot(834, 1112)
    root.overrideTraitCollection = TraitCollection(horizontalSizeClass: .regular, displayScale: 2)
    let list = ListView(frame: root.bounds)
    root.addSubview(list)
    let cells = LineCells([LineCellContent(readableWidth: true, width: 834)])
    list.dataSource = cells
    root.layoutIfNeeded()
    let cell = cells.cells[0]
    // 600 points of text fit one 672-point line: 11 + 13.5 + 36.5 + 11.
    expectFrame(cell, 0, 0, 834, 72)
    expectFrame(cell.stack, 81, 11, 672, 50)
  }

  @Test(
    "S35: the readable content guide is 672 wide, centred in the margins, never wider",
    arguments: [
      (1112.0, 20.0, 220.0, 672.0), (834, 20, 81, 672), (1024, 20, 176, 672), (375, 16, 16, 343),
    ])
  func s35ReadableContentGuide(width: CGFloat, margin: CGFloat, x: CGFloat, guideWidth: CGFloat) {
    let root = makeRoot(width, 800)
    let view = addView("view", to: root)
    pinEdges(of: view, to: root)
    view.layoutMargins = EdgeInsets(top: 10, left: margin, bottom: 12, right: margin)
    root.layoutIfNeeded()
    expectRect(view.readableContentGuide.layoutFrame, x, 10, guideWidth, 778, "readable guide")
    #expect(view.readableContentGuide.layoutFrame.minY == view.layoutMarginsGuide.layoutFrame.minY)
    #expect(view.readableContentGuide.layoutFrame.maxY == view.layoutMarginsGuide.layoutFrame.maxY)
  }

  @Test(
    "S36: margins that follow the readable width put the stack 672 wide at x = 81 on an 834-point iPad; a phone keeps its margins",
    arguments: [(834.0, 20.0, 81.0, 672.0), (375, 16, 16, 343)])
  func s36MarginsFollowReadableWidth(width: CGFloat, margin: CGFloat, x: CGFloat, stackWidth: CGFloat) {
    let root = makeRoot(width, 800)
    let content = addView("content", to: root)
    pinEdges(of: content, to: root)
    content.layoutMargins = EdgeInsets(top: 11, left: margin, bottom: 11, right: margin)
    content.layoutMarginsFollowReadableWidth = true
    let stack = addView("stack", to: content)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
      stack.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    expectFrame(stack, x, 11, stackWidth, 50)
    #expect(content.layoutMargins.left == x)
    #expect(content.readableContentGuide.layoutFrame == content.layoutMarginsGuide.layoutFrame)
    // Switched off, the margins are the ones set again.
    content.layoutMarginsFollowReadableWidth = false
    root.layoutIfNeeded()
    expectFrame(stack, margin, 11, width - 2 * margin, 50)
  }
}
