import Foundation
import OpenAutoLayout

/// AppKit's control, `NSControl`, as a model: the superclass of the model's AppKit text fields,
/// buttons, pop-up buttons, sliders, segmented controls and image views.
///
/// **Target–action.** A control has one ``target`` and one ``action``; ``sendAction(_:to:)``
/// delivers it as UIKit's controls do (``Control/sendAction(_:to:for:)``): the target adopts
/// `ActionTarget` (there is no Objective-C runtime to call a selector by name), and a nil target
/// is the first `ActionTarget` up the responder chain. ``performClick(_:)`` clicks the control in
/// code. The target is held weakly, as AppKit holds it.
///
/// **Value.** ``objectValue`` holds the value; ``stringValue``, ``doubleValue``,
/// ``integerValue``, ``intValue`` and ``floatValue`` read it converted, and setting one sets it.
///
/// **Size.** ``controlSize`` sets how big the control is drawn: its height, its bezel's insets and,
/// while no ``font`` was set, its font (13, 11 and 9 points: `NSFont.systemFontSize(for:)`).
open class AppKitControl: AppKitView {
  /// `NSControl.ControlSize`.
  public typealias ControlSize = AppKitControlSize
  /// `NSControl.StateValue`: a button's on, off or mixed state.
  public typealias StateValue = AppKitControlStateValue

  /// The object the action is sent to; nil for the responder chain. Held weakly.
  open weak var target: AnyObject?
  /// The action sent when the control is used; nil for none.
  open var action: Selector?
  /// Whether the control takes clicks; true by default. A disabled control does not send its
  /// action from ``performClick(_:)``.
  open var isEnabled = true
  /// Whether the control sends its action while it is being changed (a slider being dragged);
  /// stored.
  open var isContinuous = false
  /// Whether the control is drawn pressed; stored.
  open var isHighlighted = false
  /// How the control's text is aligned; natural by default. It places the drawn text, not the
  /// control's size.
  open var alignment: TextAlignment = .natural
  /// How text wider than the control is cut: clipped by default, as AppKit's controls.
  open var lineBreakMode: LineBreakMode = .byClipping {
    didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Measures the text; nil (the default) uses the font's own metrics (``FontMeasurers``).
  public var measurer: (any TextMeasurer)? { didSet { invalidateIntrinsicContentSize() } }

  /// The font set with ``font``; nil while the control uses its control size's system font.
  private var givenFont: Font?

  /// The font of the control's text: the system font at the control size's size
  /// (``AppKitControlMetrics/fontSize(for:)``) until one is set; setting nil goes back to it.
  open var font: Font? {
    get { givenFont ?? Self.systemFont(for: controlSize) }
    set {
      guard newValue != givenFont else { return }
      givenFont = newValue
      invalidateIntrinsicContentSize()
    }
  }

  /// The font the control measures and draws with: ``font``, never nil.
  public var resolvedFont: Font { givenFont ?? Self.systemFont(for: controlSize) }

  /// How big the control is drawn; regular by default. It sets the height and the bezel's insets
  /// and, while no ``font`` was set, the font's size.
  open var controlSize: ControlSize = .regular {
    didSet {
      guard controlSize != oldValue else { return }
      controlSizeDidChange()
      invalidateIntrinsicContentSize()
    }
  }

  /// The control's value; nil by default. The typed values below read and set it.
  open var objectValue: Any? {
    didSet { objectValueDidChange() }
  }

  /// A control with `frame`, as `NSControl(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates the control as a nib would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The system font at `size`'s size.
  static func systemFont(for size: ControlSize) -> Font {
    .systemFont(ofSize: Double(AppKitControlMetrics.fontSize(for: size)))
  }

  /// Called when ``controlSize`` changed: a subclass sets its alignment insets.
  func controlSizeDidChange() {}
  /// Called when ``objectValue`` changed.
  func objectValueDidChange() { invalidateIntrinsicContentSize() }

  // MARK: Typed values

  /// The value as text: a string as it is, a number without a fraction when it is whole, "" for
  /// none.
  open var stringValue: String {
    get { Self.text(of: objectValue) }
    set { objectValue = newValue }
  }

  /// The value as a number: a string's leading number (0 when it has none), a number as it is.
  open var doubleValue: Double {
    get { Self.number(of: objectValue) }
    set { objectValue = newValue }
  }

  /// The value as a `Float`.
  open var floatValue: Float {
    get { Float(doubleValue) }
    set { doubleValue = Double(newValue) }
  }

  /// The value as an `Int`, cut toward zero.
  open var integerValue: Int {
    get { Self.integer(doubleValue) }
    set { objectValue = newValue }
  }

  /// The value as an `Int32`, cut toward zero.
  open var intValue: Int32 {
    get { Int32(clamping: integerValue) }
    set { objectValue = Int(newValue) }
  }

  /// `value` cut toward zero, 0 for a value that is not a number, and clamped to `Int`'s range.
  static func integer(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(exactly: value.rounded(.towardZero)) ?? (value < 0 ? Int.min : Int.max)
  }

  /// A value as text.
  static func text(of value: Any?) -> String {
    switch value {
    case nil: return ""
    case let string as String: return string
    case let number as Double: return numberText(number)
    case let number as Float: return numberText(Double(number))
    case let number as CGFloat: return numberText(Double(number))
    case let number as Int: return String(number)
    case let number as Int32: return String(number)
    case let flag as Bool: return flag ? "1" : "0"
    case let value?: return String(describing: value)
    }
  }

  /// A value as a number.
  static func number(of value: Any?) -> Double {
    switch value {
    case let number as Double: return number
    case let number as Float: return Double(number)
    case let number as CGFloat: return Double(number)
    case let number as Int: return Double(number)
    case let number as Int32: return Double(number)
    case let flag as Bool: return flag ? 1 : 0
    case let string as String: return leadingNumber(in: string)
    default: return 0
    }
  }

  /// A whole number without its fraction, any other as Swift prints a `Double`.
  static func numberText(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  /// The number a string starts with, after spaces, as `NSString.doubleValue` reads it; 0 when
  /// there is none.
  static func leadingNumber(in string: String) -> Double {
    let trimmed = string.drop { $0 == " " || $0 == "\t" }
    var end = trimmed.startIndex
    var best = 0.0
    while end < trimmed.endIndex {
      end = trimmed.index(after: end)
      if let value = Double(trimmed[trimmed.startIndex..<end]) {
        best = value
      } else if !"+-.eE".contains(trimmed[trimmed.index(before: end)]) {
        break
      }
    }
    return best
  }

  // MARK: Actions

  /// Sends `action` to `target`, as AppKit's `sendAction(_:to:)`: to the target's
  /// `ActionTarget/perform(_:sender:)` with this control as the sender, or, for a nil target,
  /// to the first `ActionTarget` up the responder chain. A nil action sends nothing.
  ///
  /// - Returns: Whether a target performed the action.
  @discardableResult
  open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
    guard let action else { return false }
    return ActionDelivery.deliver(action, to: target, from: self)
  }

  /// Clicks the control in code, as AppKit's `performClick(_:)`: an enabled control sends its
  /// ``action`` to its ``target``.
  open func performClick(_ sender: Any?) {
    guard isEnabled else { return }
    sendAction(action, to: target)
  }

  // MARK: Size

  /// Resizes the frame to fit the content, as AppKit's `sizeToFit()`: the intrinsic content size
  /// and the alignment insets around it; an axis without an intrinsic size keeps its size. The
  /// frame's origin (its bottom-left corner in an unflipped superview) stays.
  open override func sizeToFit() {
    let content = intrinsicContentSize
    let insets = alignmentRectInsets
    var frame = self.frame
    if content.width != View.noIntrinsicMetric { frame.size.width = content.width + insets.left + insets.right }
    if content.height != View.noIntrinsicMetric { frame.size.height = content.height + insets.top + insets.bottom }
    self.frame = frame
  }
}

/// `NSControl.StateValue`, with AppKit's raw values: on 1, off 0, mixed −1.
public struct AppKitControlStateValue: RawRepresentable, Hashable, Sendable {
  /// The state's number.
  public var rawValue: Int
  /// The state numbered `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The state numbered `rawValue`, as `NSControl.StateValue(_:)`.
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  /// On: a check box checked.
  public static let on = AppKitControlStateValue(rawValue: 1)
  /// Off: a check box unchecked.
  public static let off = AppKitControlStateValue(rawValue: 0)
  /// Mixed: a check box standing for several values.
  public static let mixed = AppKitControlStateValue(rawValue: -1)
}
