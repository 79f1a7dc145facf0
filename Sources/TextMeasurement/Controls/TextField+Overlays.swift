import Foundation
import OpenAutoLayout

// A text field's overlay views (left view, right view, clear button) and where they put its text.
//
// UIKit's rules, as its documentation and code written against it show them: the left view sits
// at x = 0 and the right view against the right edge, each centred vertically at its own size
// (iOS 13 and later size a view by its constraints and intrinsic size; before that, and still
// for a view with a frame that translates its mask, by its frame); the text rectangle runs
// between them. The clear button is a 19-point square (the side projects that place it by hand
// hard-code, e.g. Material Components' text-field layout tests and LetGo's `LGTextField`); its
// place inside the border's right inset, or against a shown right view, is chosen. A field's
// intrinsic width makes room for whatever it shows, so the text rectangle holds the text.

extension TextField {
  /// When an overlay view shows, as UIKit's `UITextField.ViewMode`, with its raw values.
  public enum ViewMode: Int, Sendable, Hashable, CaseIterable {
    /// Never.
    case never = 0
    /// Only while the field is being edited.
    case whileEditing = 1
    /// Only while it is not.
    case unlessEditing = 2
    /// Always.
    case always = 3

    /// Whether the view shows, editing or not.
    public func shows(editing: Bool) -> Bool {
      switch self {
      case .never: false
      case .whileEditing: editing
      case .unlessEditing: !editing
      case .always: true
      }
    }
  }

  /// The clear button's side, 19 points.
  public static let clearButtonSide: CGFloat = 19

  /// Whether the clear button shows: its mode allows it and there is text.
  public func showsClearButton(editing: Bool) -> Bool {
    clearButtonMode.shows(editing: editing) && !(text ?? "").isEmpty
  }

  /// Where the overlays and the text go in `bounds`, editing or not: the left view, right view
  /// and clear button (zero when there is none; placed whether shown or not) and the text
  /// rectangle, which only the shown ones narrow.
  func overlayLayout(in bounds: CGRect, editing: Bool) -> (left: CGRect, right: CGRect, clear: CGRect, text: CGRect) {
    let insets = borderStyle.textInsets
    func centred(_ size: CGSize, x: CGFloat) -> CGRect {
      CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    let left = leftView.map { centred(Self.overlaySize(of: $0), x: bounds.minX) } ?? .zero
    let rightSize = rightView.map(Self.overlaySize(of:))
    let right = rightSize.map { centred($0, x: bounds.maxX - $0.width) } ?? .zero
    let showsLeft = leftView != nil && leftViewMode.shows(editing: editing)
    let showsRight = rightView != nil && rightViewMode.shows(editing: editing)
    let clearEnd = showsRight ? right.minX : bounds.maxX - insets.right
    let side = Self.clearButtonSide
    let clear = centred(CGSize(width: side, height: side), x: clearEnd - side)
    var textLeft = bounds.minX + insets.left
    var textRight = bounds.maxX - insets.right
    if showsLeft { textLeft = max(textLeft, left.maxX) }
    if showsRight { textRight = min(textRight, right.minX) }
    if showsClearButton(editing: editing) { textRight = min(textRight, clear.minX) }
    let text = CGRect(
      x: textLeft, y: bounds.minY + insets.top, width: max(0, textRight - textLeft),
      height: max(0, bounds.height - insets.top - insets.bottom))
    return (left, right, clear, text)
  }

  /// How much the shown overlays and the border take on each side of the text, and the height
  /// the tallest overlay needs: what the intrinsic size adds to the text's.
  func overlaySides(editing: Bool) -> (left: CGFloat, right: CGFloat, height: CGFloat) {
    let insets = borderStyle.textInsets
    var left = insets.left
    var right: CGFloat = 0
    var height: CGFloat = 0
    if let leftView, leftViewMode.shows(editing: editing) {
      let size = Self.overlaySize(of: leftView)
      left = max(left, size.width)
      height = max(height, size.height)
    }
    if let rightView, rightViewMode.shows(editing: editing) {
      let size = Self.overlaySize(of: rightView)
      right += size.width
      height = max(height, size.height)
    }
    if showsClearButton(editing: editing) {
      right += Self.clearButtonSide
      height = max(height, Self.clearButtonSide)
    }
    return (left, max(right, insets.right), height)
  }

  /// An overlay view's size: its frame's when it has one and translates its mask (UIKit's rule
  /// before iOS 13, and what a padding view made with a frame expects), otherwise the size its
  /// constraints and intrinsic size give it (iOS 13's). Negative or non-finite sizes count as
  /// zero.
  static func overlaySize(of view: View) -> CGSize {
    let size =
      view.translatesAutoresizingMaskIntoConstraints && view.bounds.size != .zero
      ? view.bounds.size : view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  /// Gives each shown overlay view its rectangle and lays it out. The overlay views are not
  /// subviews (so that the field's engine never sees them): their frames are in the field's
  /// coordinates, as UIKit's are.
  func placeOverlayViews() {
    let layout = overlayLayout(in: bounds, editing: isEditing)
    if let leftView, leftViewMode.shows(editing: isEditing) {
      leftView.frame = layout.left
      leftView.layoutIfNeeded()
    }
    if let rightView, rightViewMode.shows(editing: isEditing) {
      rightView.frame = layout.right
      rightView.layoutIfNeeded()
    }
  }

  /// `text` as a secure field shows it: a bullet (U+2022) per character.
  static func secureText(of text: String) -> String {
    String(repeating: "\u{2022}", count: text.count)
  }
}
