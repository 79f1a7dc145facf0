import Foundation

/// Laying out a list's rows (behaviour-2 §1.24): which rows are in view, measuring them, their
/// frames and the content size.
extension ListView {
  /// Brings the rows in view up to date: asks the data source for the views of rows that came
  /// into view, measures those not measured yet, frames every row in view at its place in the
  /// stack, lets go of rows that left, and sets the content size to the sum of all rows.
  ///
  /// Rows are placed by frame, as UIKit places cells: each hosts an engine of its own, sized by
  /// its frame, whose constraints lay out its content at the height it was measured at.
  ///
  /// - Complexity: O(*v* log *n*) for the list's *n* rows and the *v* rows in view (O(*n*) when
  ///   the row count, width, fixed height, estimate or separator changed), plus measuring and
  ///   adding the rows that came into view (each the cost of fitting its subtree in its engine).
  func layoutRows() {
    guard !isLayingOutRows else { return }
    isLayingOutRows = true
    defer { isLayingOutRows = false }
    let count = numberOfRows
    syncHeightStorage()
    let width = bounds.width
    if width != measuredWidth {
      // Heights were fitted to another width.
      measuredWidth = width
      heights.forgetAll()
    }
    if rowHeight < 0 && estimatedRowHeight == 0 {
      // No estimates: every row is measured up front, as UIKit asks for every height.
      for index in 0..<count where heights.measured[index] == nil {
        if let view = rowViews[index] {
          measure(view, at: index, width: width)
        } else {
          recycle(measuredRowView(index, width: width, top: 0))
        }
      }
    }
    let separator = preparedHeights()
    let top = bounds.minY, bottom = bounds.maxY
    // The first row that reaches below the top of the visible rectangle.
    var index = heights.firstRow(reachingBelow: top)
    var y = heights.top(ofRow: index)
    var inView: [Int: View] = [:]
    while index < count && y < bottom {
      let view = rowViews[index] ?? measuredRowView(index, width: width, top: y)
      if heights.measured[index] == nil && rowHeight < 0 {
        // A row kept in view after its height was forgotten (a new width).
        measure(view, at: index, width: width)
      }
      place(view, in: CGRect(x: 0, y: y, width: width, height: height(ofRow: index)))
      inView[index] = view
      y += height(ofRow: index) + separator
      index += 1
    }
    // In row order, not the dictionary's: the engine's choices among equal solutions follow the
    // order constraints leave it in, and a dictionary's order differs from instance to instance.
    for index in rowViews.keys.sorted() where inView[index] == nil {
      if let view = rowViews[index] { recycle(view) }
    }
    rowViews = inView
    // The rows below the visible rectangle count at their measured or estimated heights.
    let size = CGSize(width: width, height: heights.total)
    if contentSize != size { contentSize = size }
  }

  /// Keeps one height entry per row.
  func syncHeightStorage() {
    heights.resize(to: numberOfRows)
  }

  /// Brings the rows' running sums up to date with the fixed height, the estimate and the
  /// separator; returns the separator's height.
  func preparedHeights() -> CGFloat {
    syncHeightStorage()
    let separator = separatorHeight
    heights.prepare(
      RowHeights.Basis(
        fixed: rowHeight >= 0 ? rowHeight : nil,
        estimate: estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight, separator: separator))
    return separator
  }

  /// The data source's view for the row at `index`, measured if the row has no height yet.
  ///
  /// The view joins the list before it is measured, as UIKit's cells join their table: it has
  /// the list's traits then (its scale, its content size category, which its fonts follow).
  /// Fitting takes only the constraints inside the row.
  ///
  /// It joins framed at `top`, the list's width and the row's height so far (measured or
  /// estimated), as UIKit sizes a dequeued cell to its table: its engine then starts from a
  /// size near the one it will have, not from a zero size its content cannot have.
  private func measuredRowView(_ index: Int, width: CGFloat, top: CGFloat) -> View {
    var view = dataSource?.listView(self, viewForRowAt: index) ?? View()
    if isDescendant(of: view) {
      // The list itself, or a view it is inside: it cannot be a row (the hierarchy reports it),
      // and keeping it would keep the list alive through itself. An empty row stands in.
      layoutDiagnostics.report(.invalidHierarchy("cannot add \(view.layoutName) to its own subtree (\(layoutName))"))
      view = View()
    }
    if view.superview !== self {
      view.removeFromSuperview()
      view.translatesAutoresizingMaskIntoConstraints = true
      view.frame = rowFrame(CGRect(x: 0, y: top, width: width, height: height(ofRow: index)))
      addRow(view)
    }
    if rowHeight < 0 && heights.measured[index] == nil {
      measure(view, at: index, width: width)
    }
    return view
  }

  /// Measures the row at `index` (``measureHeight(ofRow:at:width:)``) and frames its view at
  /// once at that height, where it stands, as it is placed next.
  ///
  /// The row's fitting leaves its encapsulated height out of its engine, and the new frame
  /// puts it back at the measured height, where it holds as the engine stands: putting it back
  /// at the old height and then moving it to the new one cost two more solves a row.
  private func measure(_ view: View, at index: Int, width: CGFloat) {
    let context = view.context
    context?.fittingLeavesSizeOut = true
    heights.setMeasured(measureHeight(ofRow: view, at: index, width: width), at: index)
    context?.fittingLeavesSizeOut = false
    if view.superview === self {
      let frame = rowFrame(CGRect(x: 0, y: view.frame.minY, width: width, height: height(ofRow: index)))
      if view.frame != frame { view.frame = frame }
    }
    // Back at the frame's size even if the frame did not change, or the row left the list.
    view.syncEncapsulatedConstraints()
  }

  /// Frames a row's view at `rect` (content coordinates), rounded as the engine's frames are,
  /// and adds it to the list if it is not there yet.
  private func place(_ view: View, in rect: CGRect) {
    let frame = rowFrame(rect)
    view.translatesAutoresizingMaskIntoConstraints = true
    if view.frame != frame { view.frame = frame }
    if view.superview !== self { addRow(view) }
  }

  /// Adds a row's view as a host of its own engine (``View/hostsOwnEngine``), as UIKit's cells
  /// lay out their content apart from their table: fitting, placing and dropping a row then
  /// touch only its engine, sized by its frame (its `UIView-Encapsulated-Layout-…`
  /// constraints). A constraint between the row's subtree and the rest merges the engines.
  private func addRow(_ view: View) {
    insertSubviewImplementation(view, at: subviews.count, hostingItsOwnEngine: true)
  }

  /// A row's frame for `rect` (content coordinates), rounded as the engine rounds frames.
  private func rowFrame(_ rect: CGRect) -> CGRect {
    guard let engine = hierarchyContext.engine else { return rect }
    let scale = rootView.traitCollection.displayScale
    return PixelGrid.round(rect, inBoundsAt: engineOriginInRoot(engine), scale: scale)
  }
}
