import Foundation
import Testing

@testable import OpenAutoLayout

/// A row: a label of a given height, 8 points inside the row on every side, so the row's
/// fitted height is the label's plus 16.
final class LabelRowView: View {
  let label = StubView("label", intrinsic: CGSize(width: View.noIntrinsicMetric, height: 0))

  init() {
    super.init(frame: .zero)
    // A label that wraps to the row's width: a height, no intrinsic width.
    addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func configure(index: Int, labelHeight: CGFloat) {
    accessibilityIdentifier = "row\(index)"
    label.stubSize.height = labelHeight
  }
}

/// Rows of labels of given heights. With `reuses`, rows are dequeued from the list, as UIKit's
/// cells are; without, a new view is made each time a row comes into view.
final class LabelRows: ListViewDataSource {
  var labelHeights: [CGFloat]
  let reuses: Bool
  private(set) var viewsMade = 0

  init(_ labelHeights: [CGFloat], reuses: Bool = false) {
    self.labelHeights = labelHeights
    self.reuses = reuses
  }

  /// `count` labels of varied heights: 10 to 49 points, every third with a half.
  convenience init(varied count: Int, reuses: Bool = false) {
    self.init(
      (0..<count).map { index -> CGFloat in
        let whole = CGFloat(10 + (index * 37) % 40)
        return index % 3 == 0 ? whole + 0.5 : whole
      }, reuses: reuses)
  }

  func numberOfRows(in listView: ListView) -> Int { labelHeights.count }

  func listView(_ listView: ListView, viewForRowAt index: Int) -> View {
    let row: LabelRowView
    if reuses {
      row = listView.dequeueReusableRow(withIdentifier: "label") as! LabelRowView
    } else {
      viewsMade += 1
      row = LabelRowView()
    }
    row.configure(index: index, labelHeight: labelHeights[index])
    return row
  }

  /// Registers the row factory with `list`; counts the views made.
  func register(with list: ListView) {
    list.register(forReuseIdentifier: "label") { [unowned self] in
      self.viewsMade += 1
      return LabelRowView()
    }
  }

  /// The fitted height of row `index`'s view.
  func rowHeight(_ index: Int) -> CGFloat { labelHeights[index] + 16 }
}

/// A 375 × `height` root at scale 2 (separators are half a point) filled by the list `make`
/// gives, showing `rows` (registered with it when they are reused); laid out.
func makeLaidOutList<List: ListView>(
  _ rows: LabelRows, height: CGFloat, _ make: (CGRect) -> List
) -> (root: View, list: List) {
  let root = makeRoot(375, height)
  root.overrideTraitCollection = TraitCollection(displayScale: 2)
  let list = make(root.bounds)
  root.addSubview(list)
  if rows.reuses { rows.register(with: list) }
  list.dataSource = rows
  root.layoutIfNeeded()
  return (root, list)
}

/// A list that counts its measurements.
final class CountingListView: ListView {
  private(set) var measured: [Int] = []

  override func measureHeight(ofRow view: View, at index: Int, width: CGFloat) -> CGFloat {
    measured.append(index)
    return super.measureHeight(ofRow: view, at: index, width: width)
  }
}

/// The self-sizing list (behaviour-2 §1.24): rows stacked at the list's width, sized by their
/// constraints, only the visible ones measured, estimates until then. Expected frames are the
/// running sums of the rows' heights, computed here from the data, not from the list.
@Suite("Lists: self-sizing rows", .timeLimit(.minutes(10)))
struct ListViewTests {
  /// A 375 × `height` list filling a root at scale 2 (separators are half a point).
  private func makeList(_ rows: LabelRows, height: CGFloat = 600) -> (root: View, list: CountingListView) {
    makeLaidOutList(rows, height: height) { CountingListView(frame: $0) }
  }

  @Test("1 000 rows scrolled through: stacked exactly, each measured once, when it first comes into view")
  func scrollThroughThousandRows() {
    let rows = LabelRows(varied: 1000, reuses: true)
    let (root, list) = makeList(rows, height: 300)
    // The rows seen so far have their fitted heights; the others count at UIKit's estimate, 44.
    var seen = Set<Int>()
    func starts() -> [CGFloat] {
      var starts: [CGFloat] = [0]
      for index in 0..<1000 {
        let height = seen.contains(index) ? rows.rowHeight(index) : 44
        starts.append(starts[index] + height + 0.5)
      }
      return starts
    }
    // Four screens a step at a time (233 points), then thirty screens a jump, to the end
    // (every row in view costs a measurement, and measuring is slow in debug builds).
    var offset: CGFloat = 0
    while true {
      let visible = list.indexesForVisibleRows
      seen.formUnion(visible)
      let starts = starts()
      // Only rows that have been in view were measured, each once.
      #expect(list.measured.count == seen.count && Set(list.measured) == seen, "at offset \(offset)")
      #expect(list.subviews.filter { !$0.isHidden }.count == visible.count)
      // The rows in view are consecutive and cover the visible rectangle.
      #expect(visible == Array(visible.first!...visible.last!))
      #expect(starts[visible.first!] <= offset)
      let last = visible.last!
      #expect(starts[last] < offset + 300 && (offset + 300 <= starts[last + 1] || last == 999))
      for index in visible {
        let view = list.viewForRow(at: index)!
        expectFrame(view, 0, starts[index], 375, rows.rowHeight(index))
        // The label inside is laid out at the measured height.
        expectFrame(view.subviews[0], 8, 8, 359, rows.labelHeights[index])
      }
      #expect(list.contentSize == CGSize(width: 375, height: starts[1000]))
      guard offset < list.maximumContentOffset.y else { break }
      offset = min(offset + (offset < 1200 ? 233 : 9000), list.maximumContentOffset.y)
      list.contentOffset = CGPoint(x: 0, y: offset)
      root.layoutIfNeeded()
    }
    #expect(list.indexesForVisibleRows.last == 999)
    #expect(seen.count < 100)
    // Rows were reused: a screenful and what one step brings in, not one view per row.
    #expect(rows.viewsMade < 25)
  }

  @Test("A new row is in the list, framed at its place, the list's width and the estimate, when it is measured")
  func rowsJoinFramedAtTheirPlace() {
    final class FrameRecordingList: ListView {
      var framesWhenMeasured: [Int: CGRect] = [:]
      override func measureHeight(ofRow view: View, at index: Int, width: CGFloat) -> CGFloat {
        #expect(view.superview === self)
        framesWhenMeasured[index] = view.frame
        return super.measureHeight(ofRow: view, at: index, width: width)
      }
    }
    let rows = LabelRows([20, 30, 40, 10, 25])
    let root = makeRoot(320, 120)
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let list = FrameRecordingList(frame: root.bounds)
    root.addSubview(list)
    list.dataSource = rows
    root.layoutIfNeeded()
    // Rows 0–2 fill 120 points (36.5 + 46.5 + 56.5 reach past it); each joined below the ones
    // measured before it, at the estimate (44), as UIKit sizes a dequeued cell to its table.
    #expect(list.indexesForVisibleRows == [0, 1, 2])
    #expect(list.framesWhenMeasured[0] == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(list.framesWhenMeasured[1] == CGRect(x: 0, y: 36.5, width: 320, height: 44))
    #expect(list.framesWhenMeasured[2] == CGRect(x: 0, y: 83, width: 320, height: 44))
    expectFrame(list.viewForRow(at: 2)!, 0, 83, 320, 56)
  }

  @Test("Rows that are not reused are made when they come into view and leave the hierarchy after")
  func rowsWithoutReuse() {
    let rows = LabelRows(varied: 25)
    let (root, list) = makeList(rows)
    var appearances = list.indexesForVisibleRows.count
    var previous = Set(list.indexesForVisibleRows)
    while list.contentOffset.y < list.maximumContentOffset.y {
      list.contentOffset.y = min(list.contentOffset.y + 500, list.maximumContentOffset.y)
      root.layoutIfNeeded()
      let visible = Set(list.indexesForVisibleRows)
      appearances += visible.subtracting(previous).count
      previous = visible
      #expect(list.subviews.count == visible.count)
      for index in visible { #expect(list.viewForRow(at: index)?.superview === list) }
    }
    #expect(rows.viewsMade == appearances)
    #expect(list.measured.count == 25)
  }

  @Test("Rows that are not reused are freed once they leave the list")
  func rowsWithoutReuseAreFreed() {
    final class Tracked: ListViewDataSource {
      let rows = LabelRows(varied: 60)
      var made: [WeakView] = []
      func numberOfRows(in listView: ListView) -> Int { rows.numberOfRows(in: listView) }
      func listView(_ listView: ListView, viewForRowAt index: Int) -> View {
        let view = rows.listView(listView, viewForRowAt: index)
        made.append(WeakView(view))
        return view
      }
    }
    struct WeakView {
      weak var view: View?
      init(_ view: View) { self.view = view }
    }
    let source = Tracked()
    let root = makeRoot(375, 600)
    let list = ListView(frame: root.bounds)
    root.addSubview(list)
    list.dataSource = source
    root.layoutIfNeeded()
    while list.contentOffset.y < list.maximumContentOffset.y {
      list.contentOffset.y = min(list.contentOffset.y + 300, list.maximumContentOffset.y)
      root.layoutIfNeeded()
    }
    let alive = source.made.compactMap(\.view)
    #expect(source.made.count >= 60)
    #expect(alive.count == list.indexesForVisibleRows.count)
    #expect(alive.allSatisfy { $0.superview === list })
  }

  @Test("Rows not yet in view count at the estimate until they are measured")
  func estimatesGiveWayToMeasuredHeights() {
    let rows = LabelRows(varied: 1000, reuses: true)
    let (root, list) = makeList(rows)
    let visible = list.indexesForVisibleRows
    let measuredTotal = visible.map { rows.rowHeight($0) + 0.5 }.reduce(0, +)
    // UIKit's automatic estimate is 44 points.
    #expect(list.contentSize.height == measuredTotal + CGFloat(1000 - visible.count) * 44.5)
    #expect(!list.isHeightMeasured(ofRow: 500))
    #expect(list.rectForRow(at: 500).height == 44.5)

    // Jump to row 500: its neighbours are measured, the rows skipped keep their estimates.
    let start = list.rectForRow(at: 500).minY
    list.contentOffset = CGPoint(x: 0, y: start)
    root.layoutIfNeeded()
    #expect(list.indexesForVisibleRows.first == 500)
    #expect(list.isHeightMeasured(ofRow: 500))
    #expect(!list.isHeightMeasured(ofRow: 499))
    #expect(list.rectForRow(at: 500) == CGRect(x: 0, y: start, width: 375, height: rows.rowHeight(500) + 0.5))
    expectFrame(list.viewForRow(at: 500)!, 0, start, 375, rows.rowHeight(500))
    #expect(Set(list.measured) == Set(visible + list.indexesForVisibleRows))

    // A custom estimate.
    list.estimatedRowHeight = 100
    root.layoutIfNeeded()
    #expect(list.rectForRow(at: 499).height == 100.5)
  }

  @Test("A fixed row height measures nothing")
  func fixedRowHeight() {
    let root = makeRoot(375, 600)
    let list = CountingListView(frame: root.bounds)
    list.rowHeight = 60
    list.separatorStyle = .none
    root.addSubview(list)
    let rows = LabelRows(varied: 100)
    list.dataSource = rows
    root.layoutIfNeeded()
    #expect(list.measured.isEmpty)
    #expect(list.indexesForVisibleRows == Array(0..<10))
    for index in 0..<10 { expectFrame(list.viewForRow(at: index)!, 0, CGFloat(index) * 60, 375, 60) }
    #expect(list.contentSize == CGSize(width: 375, height: 6000))
  }

  @Test("Without estimates every row is measured at once, as UIKit asks for every height")
  func noEstimates() {
    let root = makeRoot(375, 600)
    let list = CountingListView(frame: root.bounds)
    list.estimatedRowHeight = 0
    list.separatorStyle = .none
    root.addSubview(list)
    let rows = LabelRows(varied: 50)
    list.dataSource = rows
    root.layoutIfNeeded()
    #expect(list.measured == Array(0..<50))
    #expect(list.contentSize.height == (0..<50).map(rows.rowHeight).reduce(0, +))
  }

  @Test("Reloading a row measures it again; the rows below move")
  func reloadRow() {
    let rows = LabelRows(Array(repeating: 30, count: 20))
    let (root, list) = makeList(rows)
    #expect(list.indexesForVisibleRows == Array(0..<13))
    rows.labelHeights[2] = 100
    list.reloadRows(at: [2])
    root.layoutIfNeeded()
    #expect(list.measured.filter { $0 == 2 }.count == 2)
    expectFrame(list.viewForRow(at: 2)!, 0, 93, 375, 116)
    expectFrame(list.viewForRow(at: 3)!, 0, 209.5, 375, 46)
    #expect(list.indexesForVisibleRows == Array(0..<12))
    // Row 12 keeps its measured height out of view; rows 13 to 19 are still estimates.
    let expectedHeight: CGFloat = 12 * 46.5 + 116.5 + 7 * 44.5
    #expect(list.contentSize.height == expectedHeight)

    list.reloadData()
    root.layoutIfNeeded()
    #expect(list.measured.count == 13 + 1 + 12)
  }

  @Test("A new width measures the rows in view again")
  func newWidthMeasuresAgain() {
    let rows = LabelRows(varied: 100)
    let (root, list) = makeList(rows)
    let before = list.measured.count
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 375)
    list.frame = root.bounds
    root.layoutIfNeeded()
    let visible = list.indexesForVisibleRows
    #expect(list.measured.count == before + visible.count)
    expectFrame(list.viewForRow(at: 0)!, 0, 0, 600, rows.rowHeight(0))
    expectFrame(list.viewForRow(at: 0)!.subviews[0], 8, 8, 584, rows.labelHeights[0])
  }
}
