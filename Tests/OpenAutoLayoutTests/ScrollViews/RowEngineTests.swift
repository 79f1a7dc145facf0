import Foundation
import Testing

@testable import OpenAutoLayout

/// A list's rows host engines of their own, as UIKit lays out a cell's content apart from its
/// table: the list's engine never holds a row's constraints, a row's conflict names its
/// encapsulated height, and a constraint that ties a row's content to the rest of the hierarchy
/// merges the row's engine into the list's.
/// A data source showing the given views as its rows, in order (one view may stand for several).
private final class FixedRows: ListViewDataSource {
  let views: [View]
  init(_ views: [View]) { self.views = views }
  func numberOfRows(in listView: ListView) -> Int { views.count }
  func listView(_ listView: ListView, viewForRowAt index: Int) -> View { views[index] }
}

@Suite("Lists: each row hosts its own engine")
struct RowEngineTests {
  /// A 375 × `height` list filling a root at scale 2, laid out.
  private func makeList(_ rows: LabelRows, height: CGFloat = 300) -> (root: View, list: ListView) {
    makeLaidOutList(rows, height: height) { ListView(frame: $0) }
  }

  /// The constraints the root's engine holds, by identity.
  private func rootEngineConstraints(_ root: View) -> Set<ObjectIdentifier> {
    Set((root.hierarchyContext.engine?.installedConstraints ?? []).map(ObjectIdentifier.init))
  }

  @Test("Rows coming and going leave the list's engine as an empty list's; each row's engine holds its constraints")
  func rowsStayOutOfTheListsEngine() throws {
    let (emptyRoot, _) = makeList(LabelRows([]))
    let emptyCount = rootEngineConstraints(emptyRoot).count
    let rows = LabelRows(varied: 60)
    let (root, list) = makeList(rows)
    #expect(rootEngineConstraints(root).count == emptyCount)
    while list.contentOffset.y < list.maximumContentOffset.y {
      list.contentOffset.y = min(list.contentOffset.y + 250, list.maximumContentOffset.y)
      root.layoutIfNeeded()
      #expect(rootEngineConstraints(root).count == emptyCount)
      for index in list.indexesForVisibleRows {
        let row = try #require(list.viewForRow(at: index) as? LabelRowView)
        #expect(row.hostsOwnEngine)
        let engine = try #require(row.hierarchyContext.engine)
        #expect(engine !== root.hierarchyContext.engine)
        let held = Set(engine.installedConstraints.map(ObjectIdentifier.init))
        for constraint in row.constraints { #expect(held.contains(ObjectIdentifier(constraint))) }
        // The row's size, as UIKit encapsulates a cell's: its position is its list's business.
        let encapsulated = engine.installedConstraints.filter { $0.identifier?.hasPrefix("UIView-Encapsulated") == true }
        #expect(encapsulated.compactMap(\.identifier).sorted() == ["UIView-Encapsulated-Layout-Height", "UIView-Encapsulated-Layout-Width"])
        let height = encapsulated.first { $0.identifier == "UIView-Encapsulated-Layout-Height" }
        #expect(height?.constant == rows.rowHeight(index))
      }
    }
    #expect(list.indexesForVisibleRows.last == 59)
  }

  @Test("A row whose content cannot fit its fixed height breaks a constraint against its encapsulated height, reported to the root")
  func aRowsConflictNamesItsEncapsulatedHeight() throws {
    final class Rigid: ListViewDataSource {
      func numberOfRows(in listView: ListView) -> Int { 1 }
      func listView(_ listView: ListView, viewForRowAt index: Int) -> View {
        let row = LabelRowView()
        row.configure(index: index, labelHeight: 0)
        row.label.heightAnchor.constraint(equalToConstant: 100).isActive = true
        return row
      }
    }
    let source = Rigid()
    let root = makeRoot(375, 300)
    let list = ListView(frame: root.bounds)
    list.rowHeight = 44
    root.addSubview(list)
    list.dataSource = source
    root.layoutIfNeeded()
    let row = try #require(list.viewForRow(at: 0) as? LabelRowView)
    expectFrame(row, 0, 0, 375, 44)
    let conflicts = root.layoutDiagnostics.reports.compactMap { report -> [LayoutConstraint]? in
      if case .unsatisfiable(_, let conflicting) = report { return conflicting }
      return nil
    }
    #expect(conflicts.count == 1)
    let encapsulated = conflicts.first?.first { $0.identifier == "UIView-Encapsulated-Layout-Height" }
    #expect(encapsulated?.firstItem === row)
    #expect(encapsulated?.constant == 44)
    // The user's constraint broke (decision 3): the label fills the 44 points less the insets.
    expectFrame(row.label, 8, 8, 359, 28)
  }

  @Test("A constraint from a row's content to the list merges the row's engine into the list's; frames stay")
  func aConstraintToTheListMergesTheEngines() throws {
    let rows = LabelRows([20, 30, 40])
    let (root, list) = makeList(rows)
    let row = try #require(list.viewForRow(at: 1) as? LabelRowView)
    #expect(row.hostsOwnEngine)
    // Reaching 12 points below the list's top or more: already true at y 8 in a row at 36.5.
    let tie = row.label.topAnchor.constraint(greaterThanOrEqualTo: list.frameLayoutGuide.topAnchor, constant: 12)
    tie.isActive = true
    #expect(!row.hostsOwnEngine)
    #expect(row.hierarchyContext === root.hierarchyContext)
    let held = rootEngineConstraints(root)
    #expect(held.contains(ObjectIdentifier(tie)))
    for constraint in row.constraints { #expect(held.contains(ObjectIdentifier(constraint))) }
    root.layoutIfNeeded()
    expectFrame(row, 0, 36.5, 375, 46)
    expectFrame(row.label, 8, 8, 359, 30)
    // The tie now holds the label down when its row moves up past the list's top.
    list.contentOffset.y = 30
    root.layoutIfNeeded()
    expectFrame(row, 0, 36.5, 375, 46)
    expectFrame(row.label, 8, 8, 359, 30)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("Fitting a row in its own engine gives what a new engine gives, a required conflict included, and keeps its layout")
  func fittingInTheRowsEngine() throws {
    let rows = LabelRows([20, 30.5], reuses: true)
    let (root, list) = makeList(rows)
    let row = try #require(list.viewForRow(at: 1) as? LabelRowView)
    let engine = try #require(row.hierarchyContext.engine)
    let loose = LabelRowView()
    loose.configure(index: 1, labelHeight: 30.5)
    for (target, horizontal, vertical) in [
      (CGSize(width: 200, height: 0), LayoutPriority.required, LayoutPriority.fittingSizeLevel),
      (CGSize(width: 375, height: 0), .required, .fittingSizeLevel),
      (CGSize(width: 0, height: 0), .fittingSizeLevel, .fittingSizeLevel),
      // The label's 30.5 points and the insets cannot fit in 10: a pin breaks.
      (CGSize(width: 375, height: 10), .required, .required),
    ] {
      let fitted = row.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      let expected = loose.systemLayoutSizeFitting(
        target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      #expect(fitted == expected, "fitting \(target)")
    }
    #expect(row.systemLayoutSizeFitting(CGSize(width: 375, height: 0)).height == 46.5)
    // The constraint the conflicting pin broke came back with the encapsulated size; the
    // engine stayed, and nothing was reported.
    #expect(row.hierarchyContext.engine === engine)
    #expect(engine.broken.isEmpty)
    #expect(root.layoutDiagnostics.reports.isEmpty)
    root.layoutIfNeeded()
    expectFrame(row, 0, 36.5, 375, 46.5)
    expectFrame(row.label, 8, 8, 359, 30.5)
  }

  /// Expects the list's rows in `rows` order from the top, each framed at its measured height
  /// with its label inside, and each row's engine holding its encapsulated height and width at
  /// that frame, none left out. Returns the bottom of the last row.
  @discardableResult
  private func expectRowsSizedInTheirEngines(
    _ list: ListView, _ rows: LabelRows, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CGFloat {
    var top: CGFloat = 0
    for index in rows.labelHeights.indices {
      let row = try #require(list.viewForRow(at: index) as? LabelRowView, sourceLocation: sourceLocation)
      #expect(row.superview === list, "\(comment) row \(index)", sourceLocation: sourceLocation)
      let context = try #require(row.context, sourceLocation: sourceLocation)
      let engine = try #require(context.engine, sourceLocation: sourceLocation)
      #expect(context.sizeLeftOut.isEmpty, "\(comment) row \(index)", sourceLocation: sourceLocation)
      let sizes = engine.installedConstraints.filter { $0.identifier?.hasPrefix("UIView-Encapsulated") == true }
        .sorted { ($0.identifier ?? "") < ($1.identifier ?? "") }.map(\.constant)
      // Height, then width: the row's frame.
      #expect(sizes == [rows.rowHeight(index), 375], "\(comment) row \(index)", sourceLocation: sourceLocation)
      expectFrame(row, 0, top, 375, rows.rowHeight(index), sourceLocation: sourceLocation)
      expectFrame(row.label, 8, 8, 359, rows.labelHeights[index], sourceLocation: sourceLocation)
      top += rows.rowHeight(index) + 0.5
    }
    return top
  }

  @Test("A row's encapsulated height goes back at its measured height, even when measureHeight fits twice and lays the row out between")
  func sizeLeftOutByTheListsFittingComesBack() throws {
    final class FitsTwice: ListView {
      override func measureHeight(ofRow view: View, at index: Int, width: CGFloat) -> CGFloat {
        // A fitting at another width, the row laid out, then the list's own fitting.
        _ = view.systemLayoutSizeFitting(
          CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
          verticalFittingPriority: .fittingSizeLevel)
        view.layoutIfNeeded()
        return super.measureHeight(ofRow: view, at: index, width: width)
      }
    }
    // Row 2 measures 28 + 16 = 44, the estimate it was framed at: its frame does not change.
    let labels: [CGFloat] = [20, 30.5, 28]
    for (name, make) in [("ListView", { ListView(frame: $0) }), ("FitsTwice", { FitsTwice(frame: $0) as ListView })] {
      let rows = LabelRows(labels)
      let (root, list) = makeLaidOutList(rows, height: 300, make)
      let bottom = try expectRowsSizedInTheirEngines(list, rows, name)
      // A taller label in a row not measured again is compressed to the row's height (its
      // compression resistance is optional): the engine holds that height.
      let row = try #require(list.viewForRow(at: 2) as? LabelRowView)
      row.label.stubSize.height = 40
      root.layoutIfNeeded()
      expectFrame(row, 0, bottom - 44.5, 375, 44)
      expectFrame(row.label, 8, 8, 359, 28)
      #expect(root.layoutDiagnostics.reports.isEmpty, "\(name)")
    }
  }

  @Test("A row that measureHeight takes out of the list is placed back, with its size in its engine, nothing reported")
  func rowTakenOutWhileMeasured() throws {
    final class TakesOut: ListView {
      override func measureHeight(ofRow view: View, at index: Int, width: CGFloat) -> CGFloat {
        let height = super.measureHeight(ofRow: view, at: index, width: width)
        // A root for a moment: its size goes back as a root's four constraints, then its two.
        if index == 1 { view.removeFromSuperview() }
        return height
      }
    }
    let labels: [CGFloat] = [20, 30.5, 28]
    let rows = LabelRows(labels)
    let (root, list) = makeLaidOutList(rows, height: 300) { TakesOut(frame: $0) }
    try expectRowsSizedInTheirEngines(list, rows)
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("The engines of rows that end are emptied and given to the next rows; a row kept elsewhere keeps its own")
  func engineOfEndedRowsServesTheNext() throws {
    let rows = LabelRows(varied: 80)
    let (root, list) = makeList(rows)
    let pool = list.hierarchyContext.poolForHosts
    #expect(pool.count == 0)
    weak var firstRow = list.viewForRow(at: 0)
    weak var firstConstraint = list.viewForRow(at: 0)?.constraints.first
    let kept = try #require(list.viewForRow(at: 1) as? LabelRowView)
    let keptEngine = try #require(kept.hierarchyContext.engine)
    var maximum = 0
    while list.contentOffset.y < list.maximumContentOffset.y {
      list.contentOffset.y = min(list.contentOffset.y + 200, list.maximumContentOffset.y)
      root.layoutIfNeeded()
      maximum = max(maximum, pool.count)
      for index in list.indexesForVisibleRows {
        let row = try #require(list.viewForRow(at: index) as? LabelRowView)
        let engine = try #require(row.hierarchyContext.engine)
        // Nothing of an earlier row is left in a reused engine.
        for constraint in engine.installedConstraints {
          let item = constraint.firstItem as? View
          #expect(item === row || item === row.label, "row \(index): \(constraint)")
        }
        expectFrame(row.label, 8, 8, 359, rows.labelHeights[index])
      }
    }
    // Rows scrolled away ended, their constraints with them; their engines went to the pool and
    // came back out for the rows after them.
    #expect(firstRow == nil && firstConstraint == nil)
    // Each step's new rows take what the last step's departed rows left: the pool never fills.
    #expect(maximum > 0 && maximum < EnginePool.capacity)
    // The row held here left the list with its engine, untouched.
    #expect(kept.superview == nil && kept.hierarchyContext.engine === keptEngine)
    kept.layoutIfNeeded()
    expectFrame(kept.label, 8, 8, 359, rows.labelHeights[1])
    #expect(root.layoutDiagnostics.reports.isEmpty)
  }

  @Test("A data source that gives the list a view it is inside gets an empty row and a report; nothing is kept alive")
  func anAncestorIsNoRow() throws {
    final class Ancestor: ListViewDataSource {
      weak var view: View?
      func numberOfRows(in listView: ListView) -> Int { 2 }
      func listView(_ listView: ListView, viewForRowAt index: Int) -> View { view ?? View() }
    }
    let source = Ancestor()
    weak var freedContainer: View?
    weak var freedList: ListView?
    do {
      let root = makeRoot(375, 300)
      root.overrideTraitCollection = TraitCollection(displayScale: 2)
      let container = View(frame: root.bounds)
      root.addSubview(container)
      let list = ListView(frame: container.bounds)
      list.rowHeight = 44
      container.addSubview(list)
      source.view = container
      list.dataSource = source
      root.layoutIfNeeded()
      #expect(list.indexesForVisibleRows == [0, 1])
      for index in 0..<2 {
        let row = try #require(list.viewForRow(at: index))
        #expect(row !== container && row.superview === list && row.hostsOwnEngine)
        expectFrame(row, 0, CGFloat(index) * 44.5, 375, 44)
      }
      let hierarchyReports = root.layoutDiagnostics.reports.filter {
        if case .invalidHierarchy = $0 { return true }
        return false
      }
      #expect(hierarchyReports.count == 2)
      freedContainer = container
      freedList = list
    }
    #expect(freedContainer == nil && freedList == nil)
  }

  @Test("A row taken out of the list by other code is forgotten: the list asks again and keeps nothing alive")
  func aTakenRowIsForgotten() throws {
    weak var freedRow: View?
    weak var freedList: ListView?
    do {
      let rows = LabelRows([20, 30])
      let (root, list) = makeList(rows)
      let row = try #require(list.viewForRow(at: 0))
      let other = View(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
      root.addSubview(other)
      other.addSubview(row)
      #expect(list.viewForRow(at: 0) == nil)
      // The list inside the view that was its row.
      row.addSubview(list)
      root.layoutIfNeeded()
      let again = try #require(list.viewForRow(at: 0))
      #expect(again !== row && again.superview === list)
      #expect(rows.viewsMade == 3)
      freedRow = row
      freedList = list
    }
    #expect(freedRow == nil && freedList == nil)
  }

  @Test("One view given for two rows and taken away is forgotten for both")
  func oneViewForTwoRows() throws {
    let view = LabelRowView()
    let source = FixedRows([view, view])
    let root = makeRoot(375, 300)
    let list = ListView(frame: root.bounds)
    root.addSubview(list)
    list.dataSource = source
    root.layoutIfNeeded()
    #expect(list.viewForRow(at: 0) === view && list.viewForRow(at: 1) === view)
    root.addSubview(view)
    #expect(list.viewForRow(at: 0) == nil && list.viewForRow(at: 1) == nil)
  }

  @Test("Two lists in two rows that take one view from each other stop, reported as a layout loop",
    .timeLimit(.minutes(10)))
  func listsTakingOneViewFromEachOther() throws {
    let shared = View()
    let sources = [FixedRows([shared]), FixedRows([shared])]
    let holders = sources.map { source -> View in
      let holder = View()
      let inner = ListView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
      inner.rowHeight = 44
      inner.dataSource = source
      holder.addSubview(inner)
      return holder
    }
    let outerSource = FixedRows(holders)
    let root = makeRoot(375, 600)
    let outer = ListView(frame: root.bounds)
    outer.rowHeight = 100
    root.addSubview(outer)
    outer.dataSource = outerSource
    root.layoutIfNeeded()
    #expect(holders.allSatisfy { $0.hostsOwnEngine })
    let loops = root.layoutDiagnostics.reports.filter {
      if case .layoutLoop = $0 { return true }
      return false
    }
    #expect(loops.count == 1)
  }

  /// The constraint pinning `row`'s label's leading edge.
  private func leadingConstraint(of row: LabelRowView) throws -> LayoutConstraint {
    try #require(row.constraints.first { $0.firstItem === row.label && $0.firstAttribute == .leading })
  }

  @Test("A constant changed inside a row, or in a row of a list inside a row, is laid out from the root")
  func changesInsideHostsReachTheRoot() throws {
    let innerRows = LabelRows([20])
    let holderRow = View()
    let inner = ListView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
    inner.dataSource = innerRows
    holderRow.addSubview(inner)
    let outerSource = FixedRows([holderRow])
    let root = makeRoot(375, 300)
    root.overrideTraitCollection = TraitCollection(displayScale: 2)
    let outer = ListView(frame: root.bounds)
    outer.rowHeight = 120
    root.addSubview(outer)
    outer.dataSource = outerSource
    root.layoutIfNeeded()
    let innerRow = try #require(inner.viewForRow(at: 0) as? LabelRowView)
    #expect(holderRow.hostsOwnEngine && innerRow.hostsOwnEngine)
    expectFrame(innerRow.label, 8, 8, 359, 20)
    // One level: a row of the outer list is the holder; a constant inside it.
    let innerFrame = inner.frame
    inner.translatesAutoresizingMaskIntoConstraints = false
    let pin = inner.leadingAnchor.constraint(equalTo: holderRow.leadingAnchor, constant: 0)
    let top = inner.topAnchor.constraint(equalTo: holderRow.topAnchor)
    let size = [inner.widthAnchor.constraint(equalToConstant: 375), inner.heightAnchor.constraint(equalToConstant: 100)]
    LayoutConstraint.activate([pin, top] + size)
    root.layoutIfNeeded()
    #expect(inner.frame == innerFrame)
    pin.constant = 10
    root.layoutIfNeeded()
    #expect(inner.frame.minX == 10)
    // Two levels: the label's leading constant in the inner list's row.
    try leadingConstraint(of: innerRow).constant = 20
    root.layoutIfNeeded()
    expectFrame(innerRow.label, 20, 8, 347, 20)
  }

  @Test("A reused row keeps its engine, and a row that leaves the list takes it along as a root's")
  func reusedRowsKeepTheirEngine() throws {
    let rows = LabelRows(varied: 40, reuses: true)
    let (root, list) = makeList(rows, height: 100)
    let first = try #require(list.viewForRow(at: 0))
    let engine = try #require(first.hierarchyContext.engine)
    list.contentOffset.y = 300
    root.layoutIfNeeded()
    // Row 0 left view; it waits hidden in the list, and comes back for a row further down.
    #expect(first.isHidden || list.indexesForVisibleRows.contains { list.viewForRow(at: $0) === first })
    list.contentOffset.y = 900
    root.layoutIfNeeded()
    #expect(first.hierarchyContext.engine === engine)
    #expect(first.superview === list && first.hostsOwnEngine)
    for index in list.indexesForVisibleRows {
      let view = try #require(list.viewForRow(at: index) as? LabelRowView)
      expectFrame(view.label, 8, 8, 359, rows.labelHeights[index])
    }
    first.removeFromSuperview()
    #expect(!first.hostsOwnEngine && first.superview == nil)
    #expect(first.hierarchyContext.engine === engine)
    #expect(first.hierarchyContext.diagnostics !== root.layoutDiagnostics)
    // A root's frame is pinned whole.
    first.layoutIfNeeded()
    let pinned = engine.installedConstraints.compactMap(\.identifier).filter { $0.hasPrefix("UIView-Encapsulated") }
    #expect(Set(pinned) == Set(["Left", "Top", "Width", "Height"].map { "UIView-Encapsulated-Layout-" + $0 }))
    #expect(pinned.count == 4)
  }
}
