import Foundation
import OpenAutoLayout

/// AppKit's pop-up button, `NSPopUpButton`, as a model: as wide as its widest item's title plus
/// its bezel and arrows, 20 points tall in a 25-point frame (approximate metrics:
/// ``AppKitControlMetrics/popUpButtonInsets``).
open class PopUpButton: AppKitView {
  /// The items' titles, as `itemTitles`.
  public private(set) var itemTitles: [String] = []
  /// Measures the text; nil (the default) uses the font's own metrics (``FontMeasurers``).
  public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }
  /// The font; the 13-point system font by default.
  public var font: Font = .systemFont(ofSize: Double(AppKitControlMetrics.systemFontSize)) {
    didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The index of the selected item; -1 when there is none.
  public var indexOfSelectedItem = -1

  /// An empty pop-up button, as `NSPopUpButton(frame:pullsDown:)` with `pullsDown` false.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    alignmentRectInsets = AppKitControlMetrics.popUpButtonInsets
  }

  /// Creates the button as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    alignmentRectInsets = AppKitControlMetrics.popUpButtonInsets
  }

  /// Adds items titled `titles`, as `addItems(withTitles:)`; the first becomes selected.
  public func addItems(withTitles titles: [String]) {
    itemTitles += titles
    if indexOfSelectedItem < 0, !itemTitles.isEmpty { indexOfSelectedItem = 0 }
    invalidateIntrinsicContentSize()
  }

  /// Removes every item, as `removeAllItems()`.
  public func removeAllItems() {
    itemTitles = []
    indexOfSelectedItem = -1
    invalidateIntrinsicContentSize()
  }

  /// The widest title plus 35 points of bezel and arrows; 20 tall.
  open override var intrinsicContentSize: CGSize {
    let widest = itemTitles.map { appKitTextSize($0, font: font, measurer: measurer).width }.max() ?? 0
    return CGSize(width: widest + 35, height: 20)
  }
}
