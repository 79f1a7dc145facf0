import Foundation
import OpenAutoLayout

/// AppKit's pop-up button, `NSPopUpButton`, as a model: a list of item titles, one selected and
/// shown. It is as wide as its widest title plus its bezel and arrows, 20 points tall in a
/// 25-point frame at the regular size (``AppKitControlMetrics/popUpButton(_:)``; approximate).
/// A pull-down button (``pullsDown``) shows its first item as its title, whatever is selected.
open class PopUpButton: AppKitControl {
  /// The items' titles, in order, as `itemTitles`.
  public private(set) var itemTitles: [String] = []
  /// The index of the selected item; -1 when there is none.
  public private(set) var indexOfSelectedItem = -1
  /// Whether the button is a pull-down menu (its first item is its title); stored apart from
  /// that.
  open var pullsDown = false {
    didSet { if pullsDown != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the items are enabled by the menu's validation; stored.
  open var autoenablesItems = true

  /// An empty pop-up button, as `NSPopUpButton(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alignmentRectInsets = AppKitControlMetrics.popUpButton(controlSize).insets
  }

  /// Creates the button as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    alignmentRectInsets = AppKitControlMetrics.popUpButton(controlSize).insets
  }

  /// An empty pop-up (or pull-down) button, as `NSPopUpButton(frame:pullsDown:)`.
  public convenience init(frame: CGRect, pullsDown: Bool) {
    self.init(frame: frame)
    self.pullsDown = pullsDown
  }

  override func controlSizeDidChange() {
    alignmentRectInsets = AppKitControlMetrics.popUpButton(controlSize).insets
  }

  /// The number of items, as `numberOfItems`.
  public var numberOfItems: Int { itemTitles.count }

  /// The selected item's title, as `titleOfSelectedItem`; nil when none is selected.
  public var titleOfSelectedItem: String? {
    itemTitles.indices.contains(indexOfSelectedItem) ? itemTitles[indexOfSelectedItem] : nil
  }

  /// The title the button shows: a pull-down button's first item, else the selected item's.
  public var titleOfShownItem: String {
    pullsDown ? (itemTitles.first ?? "") : (titleOfSelectedItem ?? "")
  }

  /// The selected item's title; setting it selects the item with that title, as AppKit's
  /// `setTitle(_:)` does for a pop-up button (an unknown title adds an item).
  open override var stringValue: String {
    get { titleOfSelectedItem ?? "" }
    set {
      if !itemTitles.contains(newValue) { addItem(withTitle: newValue) }
      selectItem(withTitle: newValue)
    }
  }

  /// The selected index as a number, as AppKit's `objectValue` of a pop-up button.
  open override var objectValue: Any? {
    get { indexOfSelectedItem }
    set { selectItem(at: AppKitControl.integer(AppKitControl.number(of: newValue))) }
  }

  /// Adds an item titled `title` at the end, as `addItem(withTitle:)`; an item already titled so
  /// is moved to the end, as AppKit keeps titles unique. The first item added is selected.
  open func addItem(withTitle title: String) {
    let selected = titleOfSelectedItem
    itemTitles.removeAll { $0 == title }
    itemTitles.append(title)
    indexOfSelectedItem = selected.flatMap { itemTitles.firstIndex(of: $0) } ?? 0
    invalidateIntrinsicContentSize()
  }

  /// Adds items titled `titles`, as `addItems(withTitles:)`.
  open func addItems(withTitles titles: [String]) {
    for title in titles { addItem(withTitle: title) }
  }

  /// Inserts an item titled `title` at `index` (clamped to the list), as
  /// `insertItem(withTitle:at:)`.
  open func insertItem(withTitle title: String, at index: Int) {
    let selected = titleOfSelectedItem
    itemTitles.removeAll { $0 == title }
    itemTitles.insert(title, at: min(max(index, 0), itemTitles.count))
    indexOfSelectedItem = selected.flatMap { itemTitles.firstIndex(of: $0) } ?? 0
    invalidateIntrinsicContentSize()
  }

  /// Removes the item at `index`, as `removeItem(at:)`; an index out of range removes nothing.
  open func removeItem(at index: Int) {
    guard itemTitles.indices.contains(index) else { return }
    let selected = titleOfSelectedItem
    itemTitles.remove(at: index)
    indexOfSelectedItem = selected.flatMap { itemTitles.firstIndex(of: $0) } ?? (itemTitles.isEmpty ? -1 : 0)
    invalidateIntrinsicContentSize()
  }

  /// Removes the item titled `title`, as `removeItem(withTitle:)`.
  open func removeItem(withTitle title: String) {
    if let index = itemTitles.firstIndex(of: title) { removeItem(at: index) }
  }

  /// Removes every item, as `removeAllItems()`.
  open func removeAllItems() {
    itemTitles = []
    indexOfSelectedItem = -1
    invalidateIntrinsicContentSize()
  }

  /// Selects the item at `index`, as `selectItem(at:)`; -1 (or any index out of range) selects
  /// none.
  open func selectItem(at index: Int) {
    indexOfSelectedItem = itemTitles.indices.contains(index) ? index : -1
  }

  /// Selects the item titled `title`, as `selectItem(withTitle:)`; an unknown title selects none.
  open func selectItem(withTitle title: String) {
    selectItem(at: itemTitles.firstIndex(of: title) ?? -1)
  }

  /// The title of the item at `index`, as `itemTitle(at:)`; "" out of range.
  public func itemTitle(at index: Int) -> String {
    itemTitles.indices.contains(index) ? itemTitles[index] : ""
  }

  /// The index of the item titled `title`, as `indexOfItem(withTitle:)`; -1 when there is none.
  public func indexOfItem(withTitle title: String) -> Int {
    itemTitles.firstIndex(of: title) ?? -1
  }

  /// The widest title plus the bezel and arrows; the control size's height.
  open override var intrinsicContentSize: CGSize {
    let shape = AppKitControlMetrics.popUpButton(controlSize)
    let widest = itemTitles.map { appKitTextSize($0, font: resolvedFont, measurer: measurer).width }.max() ?? 0
    return CGSize(width: widest + shape.titlePadding, height: shape.height)
  }
}
