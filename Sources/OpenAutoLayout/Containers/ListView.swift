import Foundation

/// Supplies the rows of a ``ListView``, as UIKit's `UITableViewDataSource` supplies a table's
/// cells.
public protocol ListViewDataSource: AnyObject {
  /// How many rows the list has.
  func numberOfRows(in listView: ListView) -> Int

  /// The view for the row at `index`, asked for when the row comes into view (again).
  ///
  /// Return a view whose constraints run from its top to its bottom edge, as a self-sizing
  /// cell's content view's do (behaviour-2 §1.24): one from
  /// ``ListView/dequeueReusableRow(withIdentifier:)``, configured for the row, or a view that is
  /// not in a hierarchy. The list sets its frame: it turns on
  /// ``View/translatesAutoresizingMaskIntoConstraints``.
  func listView(_ listView: ListView, viewForRowAt index: Int) -> View
}

/// A vertical list of self-sizing rows in a scroll view, the layout part of UIKit's
/// `UITableView` (behaviour-2 §1.24).
///
/// Rows are stacked top to bottom at the list's width, each followed by its separator. A row's
/// height is ``rowHeight``, or with ``automaticDimension`` (the default) its view's fitted
/// height at that width, as UIKit sizes a self-sizing cell:
/// `systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority:
/// .required, verticalFittingPriority: .fittingSizeLevel)`.
///
/// Only rows that intersect the visible rectangle (``ScrollView/visibleRect``) have views, and
/// only they are measured; every other row counts at its measured height once it has one, or at
/// ``estimatedRowHeight``. ``ScrollView/contentSize`` is the sum. Scrolling measures the rows it
/// reaches, so estimates give way to measured heights as the list is scrolled through.
/// Measured heights are kept until ``reloadData()``, ``reloadRows(at:)`` or a new width.
///
/// Rows dequeued with ``dequeueReusableRow(withIdentifier:)`` are reused, as UIKit reuses cells:
/// a row that leaves the visible rectangle stays a hidden subview, its constraints in the engine,
/// until it is dequeued for another row. Reuse is what keeps scrolling cheap: a reused row
/// changes only its content and frame, while a new view brings all its constraints (and the
/// engine's variables for them) into the engine.
///
/// Unlike UIKit, replacing an estimate above the visible rows does not move the content offset
/// to compensate: rows below shift by the difference.
open class ListView: ScrollView {
  /// The value of ``rowHeight`` and ``estimatedRowHeight`` that asks for automatic sizing, as
  /// UIKit's `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1
  /// The height of a row the list knows nothing about: UIKit's default row height, and the
  /// estimate ``automaticDimension`` stands for.
  public static let defaultRowHeight: CGFloat = 44

  /// The object that supplies the rows. The list does not keep it alive; setting it reloads.
  public weak var dataSource: ListViewDataSource? {
    didSet { reloadData() }
  }

  /// The height of every row, or ``automaticDimension`` (the default) for each row's fitted
  /// height.
  public var rowHeight: CGFloat = automaticDimension {
    didSet { if rowHeight != oldValue { forgetHeights() } }
  }

  /// The height assumed for a row that has not been measured: ``automaticDimension`` (the
  /// default) for ``defaultRowHeight``; 0 to measure every row as soon as the list is laid out,
  /// as UIKit does without estimates.
  public var estimatedRowHeight: CGFloat = automaticDimension {
    didSet { if estimatedRowHeight != oldValue { setNeedsLayout() } }
  }

  /// Whether a separator line follows each row. A single line is one pixel tall (1/scale of the
  /// root's traits) and adds to the row's height, not its view's, as in UIKit. `.singleLine` by
  /// default.
  public var separatorStyle: SeparatorStyle = .singleLine {
    didSet { if separatorStyle != oldValue { setNeedsLayout() } }
  }

  /// The row count, asked of the data source once per reload.
  var cachedRowCount: Int?
  /// Each row's measured height, and where each row starts.
  var heights = RowHeights()
  /// The width rows were measured at: a new width measures them again.
  var measuredWidth: CGFloat?
  /// The views of the rows in view, by index.
  var rowViews: [Int: View] = [:]
  /// Whether ``layoutRows()`` is running: a layout that a data source or `measureHeight` asks
  /// for while it runs (a row's `layoutIfNeeded()` lays out from the root, the list included)
  /// leaves the rows to it, instead of asking for the same row again without end.
  var isLayingOutRows = false
  /// How to make a reusable row, by reuse identifier.
  var rowFactories: [String: () -> View] = [:]
  /// Rows out of view, hidden, waiting to be dequeued, by reuse identifier.
  var reusableRows: [String: [View]] = [:]
  /// The reuse identifier of each reusable row (held weakly: an identifier outlives no view).
  var reuseIdentifiers: [ObjectIdentifier: ReusableRow] = [:]

  /// A reusable row's identifier.
  struct ReusableRow {
    var reference: WeakView
    var view: View? { reference.view }
    let identifier: String
  }

  /// Whether rows are followed by a separator, as UIKit's `UITableViewCell.SeparatorStyle`.
  public enum SeparatorStyle: Int, Sendable {
    /// No separator: rows touch.
    case none
    /// A one-pixel line after each row.
    case singleLine
  }

  /// How many rows the list has, from the data source.
  public var numberOfRows: Int {
    if let count = cachedRowCount { return count }
    let count = max(0, dataSource?.numberOfRows(in: self) ?? 0)
    cachedRowCount = count
    return count
  }

  // MARK: Reuse

  /// Registers how to make rows for `identifier`, as UIKit's
  /// `register(_:forCellReuseIdentifier:)`: ``dequeueReusableRow(withIdentifier:)`` calls
  /// `make` when no row is waiting to be reused.
  public func register(forReuseIdentifier identifier: String, make: @escaping () -> View) {
    rowFactories[identifier] = make
  }

  /// A row to configure and return from the data source: one that left the visible rectangle,
  /// or a new one from the registered factory; nil when `identifier` was never registered and
  /// no such row is waiting.
  ///
  /// - Complexity: O(1).
  public func dequeueReusableRow(withIdentifier identifier: String) -> View? {
    if let view = reusableRows[identifier]?.popLast() {
      view.isHidden = false
      return view
    }
    guard let make = rowFactories[identifier] else { return nil }
    let view = make()
    reuseIdentifiers[ObjectIdentifier(view)] = ReusableRow(reference: WeakView(view: view), identifier: identifier)
    return view
  }

  /// Lets go of a row that left view: a reusable one is hidden and waits (in the list, with its
  /// constraints, if it was placed), another leaves the hierarchy.
  func recycle(_ view: View) {
    guard let entry = reuseIdentifiers[ObjectIdentifier(view)], entry.view === view else {
      view.removeFromSuperview()
      return
    }
    if view.superview !== self { view.removeFromSuperview() }
    view.isHidden = true
    reusableRows[entry.identifier, default: []].append(view)
  }

  // MARK: Rows

  /// Forgets every row: the count, the heights and the views (reusable ones wait to be
  /// dequeued, others leave the hierarchy); the next layout pass asks the data source again.
  public func reloadData() {
    // In row order: the engine's choices among equal solutions follow the order constraints
    // leave it in.
    for index in rowViews.keys.sorted() {
      if let view = rowViews[index] { recycle(view) }
    }
    rowViews = [:]
    cachedRowCount = nil
    heights = RowHeights()
    setNeedsLayout()
  }

  /// Forgets the heights and views of the rows at `indexes`, which the next layout pass asks the
  /// data source for and measures again if they are in view: after their content changed (a
  /// new text size, behaviour-2 S36).
  public func reloadRows(at indexes: [Int]) {
    for index in indexes where heights.measured.indices.contains(index) {
      heights.setMeasured(nil, at: index)
      if let view = rowViews.removeValue(forKey: index) { recycle(view) }
    }
    setNeedsLayout()
  }

  /// The indexes of the rows that have views, in order: those intersecting the visible rectangle
  /// at the last layout pass.
  public var indexesForVisibleRows: [Int] { rowViews.keys.sorted() }

  /// The view of the row at `index` if the row is in view; nil otherwise.
  public func viewForRow(at index: Int) -> View? { rowViews[index] }

  /// The rectangle of the row at `index` in content coordinates, separator included, at its
  /// measured or estimated height; `.zero` for an index out of range.
  ///
  /// - Complexity: O(log *n*) for the list's *n* rows, once their heights are summed.
  public func rectForRow(at index: Int) -> CGRect {
    guard (0..<numberOfRows).contains(index) else { return .zero }
    let separator = preparedHeights()
    return CGRect(x: 0, y: heights.top(ofRow: index), width: bounds.width, height: height(ofRow: index) + separator)
  }

  /// The height of the row at `index` for its view, without the separator: ``rowHeight`` when
  /// fixed, else the measured height, else the estimate.
  public func height(ofRow index: Int) -> CGFloat {
    if rowHeight >= 0 { return rowHeight }
    if heights.measured.indices.contains(index), let height = heights.measured[index] { return height }
    return estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultRowHeight
  }

  /// Whether the row at `index` has been measured since it was last reloaded.
  public func isHeightMeasured(ofRow index: Int) -> Bool {
    heights.measured.indices.contains(index) && heights.measured[index] != nil
  }

  /// Measures a row's view: its height at `width`, fitted by its own constraints as UIKit sizes
  /// a self-sizing cell. Override it to measure otherwise (UIKit's `heightForRowAt`); the list
  /// calls it once per row until the row is reloaded or the width changes.
  ///
  /// - Parameters:
  ///   - view: The row's view: a new one, not in a hierarchy, or a reused one in the list.
  ///   - index: The row's index.
  ///   - width: The list's width.
  /// - Returns: The height of the row's view, without the separator.
  /// - Complexity: that of ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
  ///   on the row's subtree.
  open func measureHeight(ofRow view: View, at index: Int, width: CGFloat) -> CGFloat {
    view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  /// A row's view taken out of the list by other code is forgotten: its row asks the data source
  /// again, and the list holds no view that is elsewhere (one that came to contain the list
  /// would keep the list alive through itself).
  override func didRemoveSubview(_ subview: View) {
    super.didRemoveSubview(subview)
    // A data source may give one view for several rows.
    if rowViews.values.contains(where: { $0 === subview }) { rowViews = rowViews.filter { $0.value !== subview } }
    for (identifier, rows) in reusableRows where rows.contains(where: { $0 === subview }) {
      reusableRows[identifier] = rows.filter { $0 !== subview }
    }
  }

  /// Lays out the subviews from the engine and the scroll view's insets, then the rows in view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  /// A new content size category (or scale) changes what rows measure, as UIKit's tables
  /// re-measure self-sizing cells when the text size changes (behaviour-2 S36): the measured
  /// heights are forgotten. The rows hear of the change after the list, and adjust their fonts
  /// before the layout that measures them again.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard let previous = previousTraitCollection else { return }
    if previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
      || previous.displayScale != traitCollection.displayScale
    {
      forgetHeights()
    }
  }

  /// The separator's height: one pixel at the root's scale, or 0.
  var separatorHeight: CGFloat {
    guard separatorStyle == .singleLine else { return 0 }
    let scale = rootView.traitCollection.displayScale
    return scale > 0 ? 1 / scale : 1
  }

  /// Forgets the measured heights (not the views).
  func forgetHeights() {
    heights.forgetAll()
    setNeedsLayout()
  }
}
