import Foundation
import OpenAutoLayout

/// Scenario `list`: N self-sizing rows. Row i is a view holding a label-like view of intrinsic
/// size (100, 20 + (i % 5) · 10) pinned to the row's edges with 8-point insets, so its fitted
/// height is 36 + (i % 5) · 10; rows are followed by a one-pixel separator (0.5 at scale 2).
enum Rows {
  static let separator: CGFloat = 0.5
  static func labelHeight(_ index: Int) -> CGFloat { CGFloat(20 + (index % 5) * 10) }
  static func height(_ index: Int) -> CGFloat { labelHeight(index) + 16 }

  /// A row's view, whose constraints run from its top to its bottom edge.
  @MainActor static func makeRow(_ index: Int) -> (row: View, label: ContentView, constraints: [LayoutConstraint]) {
    let row = View()
    let label = ContentView(CGSize(width: 100, height: labelHeight(index)))
    row.addSubview(label)
    let constraints = [
      label.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
    ]
    return (row, label, constraints)
  }
}

/// The list variants' data source: a new row view each time a row comes into view (`list`), or
/// a reused one configured for the row (`reuse`, as a table view's cells are dequeued).
@MainActor final class RowSource: @MainActor ListViewDataSource {
  let count: Int
  let reuses: Bool
  var viewsMade = 0
  init(count: Int, reuses: Bool) {
    self.count = count
    self.reuses = reuses
  }
  func numberOfRows(in listView: ListView) -> Int { count }
  func listView(_ listView: ListView, viewForRowAt index: Int) -> View {
    if reuses, let row = listView.dequeueReusableRow(withIdentifier: "row") {
      (row.subviews[0] as! ContentView).size = CGSize(width: 100, height: Rows.labelHeight(index))
      return row
    }
    viewsMade += 1
    let made = Rows.makeRow(index)
    try! LayoutConstraint.activateOrThrow(made.constraints)
    return made.row
  }
}

/// The list variants: a 375 × 667 list filling the root, estimated row height 44.
@MainActor final class ListScreen {
  let root: View
  let list: ListView
  let source: RowSource
  var steps = 0

  init(n: Int, reuses: Bool) {
    root = makeRoot(width: 375, height: 667)
    list = ListView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    list.rowHeight = ListView.automaticDimension
    list.estimatedRowHeight = 44
    source = RowSource(count: n, reuses: reuses)
    if reuses {
      // The factory's rows are configured by the data source, like any dequeued one.
      list.register(forReuseIdentifier: "row") { [source] in
        source.viewsMade += 1
        let made = Rows.makeRow(0)
        try! LayoutConstraint.activateOrThrow(made.constraints)
        return made.row
      }
    }
    list.dataSource = source
    root.addSubview(list)
  }

  /// From the top to the bottom in steps of the visible height, laying out after each step;
  /// the last step stops at the bottom (content height − visible height, as the content size
  /// grows while estimates give way to measured heights).
  func scrollToBottom() {
    let page = list.bounds.height
    var offset: CGFloat = 0
    while true {
      let bottom = max(0, list.contentSize.height - page)
      if offset >= bottom { break }
      offset = min(offset + page, bottom)
      list.contentOffset = CGPoint(x: 0, y: offset)
      root.layoutIfNeeded()
      steps += 1
    }
  }

  var measuredCount: Int { (0..<source.count).reduce(0) { $0 + (list.isHeightMeasured(ofRow: $1) ? 1 : 0) } }

  /// Every row reached was measured (all of them, since the steps leave no gap) at its closed
  /// form height; the content height is the sum of heights and separators; the rows in view
  /// include the last, and each is framed at the sum of the heights above it.
  func check() -> String? {
    let n = source.count
    var tops: [CGFloat] = []
    tops.reserveCapacity(n)
    var y: CGFloat = 0
    for index in 0..<n {
      guard list.isHeightMeasured(ofRow: index) else { return "row \(index) was reached but not measured" }
      if abs(list.height(ofRow: index) - Rows.height(index)) > 0.001 {
        return "row \(index) measured \(list.height(ofRow: index)), expected \(Rows.height(index))"
      }
      tops.append(y)
      y += Rows.height(index) + Rows.separator
    }
    if abs(list.contentSize.height - y) > 0.001 { return "content height \(list.contentSize.height), expected \(y)" }
    let visible = list.indexesForVisibleRows
    guard visible.last == n - 1 else { return "the last row is not in view at the bottom: \(visible)" }
    for index in visible {
      guard let view = list.viewForRow(at: index) else { return "row \(index) in view has no view" }
      if let wrong = mismatch("row \(index)", view, CGRect(x: 0, y: tops[index], width: 375, height: Rows.height(index))) {
        return wrong
      }
    }
    return nil
  }
}

/// The plain twin: the same N row views, all in the root, in one vertical chain with the
/// separators' gaps (row i's top == row i − 1's bottom + 0.5): no virtualization.
@MainActor final class PlainRows {
  let root: View
  var rows: [View] = []
  var labels: [ContentView] = []

  init(n: Int) {
    root = makeRoot(width: 375, height: 667)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(7 * n)
    for index in 0..<n {
      let made = Rows.makeRow(index)
      made.row.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(made.row)
      constraints += made.constraints
      constraints += [
        index == 0
          ? made.row.topAnchor.constraint(equalTo: root.topAnchor)
          : made.row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: Rows.separator),
        made.row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        made.row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ]
      rows.append(made.row)
      labels.append(made.label)
    }
    try! LayoutConstraint.activateOrThrow(constraints)
  }

  func check() -> String? {
    var y: CGFloat = 0
    for index in rows.indices {
      let h = Rows.height(index)
      if let wrong = mismatch("row \(index)", rows[index], CGRect(x: 0, y: y, width: 375, height: h)) { return wrong }
      if let wrong = mismatch("row \(index) label", labels[index], CGRect(x: 8, y: 8, width: 359, height: h - 16)) {
        return wrong
      }
      y += h + Rows.separator
    }
    return nil
  }
}
