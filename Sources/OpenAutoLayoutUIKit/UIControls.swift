import OpenAutoLayout
import TextMeasurement

// UIKit's controls, as the TextMeasurement layer's: each sizes itself as UIKit's does (intrinsic
// size from its text in the font, default hugging and compression resistance, baselines), so
//
// ```swift
// let label = UILabel()
// label.text = "Name"
// label.font = .preferredFont(forTextStyle: .body)
// label.adjustsFontForContentSizeCategory = true
// let toggle = UISwitch()                     // 51 × 31
// let button = UIButton(type: .system)
// button.setTitle("Hello", for: .normal)
// ```
//
// compiles unchanged. Text is measured with FreeType in DejaVu Sans, the stand-in for the
// system font, so text widths differ from San Francisco's by a few per cent.

/// A view that shows text: UIKit's `UILabel`, the ``Label`` control.
public typealias UILabel = Label
/// A button: UIKit's `UIButton`, the ``Button`` control.
public typealias UIButton = Button
/// Single-line text input: UIKit's `UITextField`, the ``TextField`` control.
public typealias UITextField = TextField
/// Multi-line text: UIKit's `UITextView`, the ``TextView`` control.
public typealias UITextView = TextView
/// A view that shows an image: UIKit's `UIImageView`, the ``ImageView`` control.
public typealias UIImageView = ImageView
/// An image's size (and name): what layout needs of UIKit's `UIImage`.
public typealias UIImage = ImageContent
/// An on/off switch, 51 × 31: UIKit's `UISwitch`.
public typealias UISwitch = Switch
/// A slider, with an intrinsic height only: UIKit's `UISlider`.
public typealias UISlider = Slider
/// A stepper: UIKit's `UIStepper`.
public typealias UIStepper = Stepper
/// A progress bar: UIKit's `UIProgressView`.
public typealias UIProgressView = ProgressView
/// Segments side by side: UIKit's `UISegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// A spinner: UIKit's `UIActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// How a label breaks and truncates its lines: UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// The states a control's title is set for, as UIKit's `UIControl.State`.
///
/// Layout shows the normal state, so only a `.normal` title sizes a button.
public enum UIControl {
  /// A control state: UIKit's `UIControl.State`.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
}

extension Button {
  /// UIKit's button types. The system and custom types size alike; the others are icons.
  public enum ButtonType: Sendable, Hashable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// A button of `type`, as `UIButton(type:)`: the icon types are 22 × 22 (behaviour-2 §2.6).
  public convenience init(type: ButtonType) {
    switch type {
    case .custom, .system: self.init()
    case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close:
      self.init(image: ImageContent(width: 22, height: 22))
    }
  }

  /// Sets the title for `state`, as `setTitle(_:for:)`; the normal state's is the one laid out.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    if state == .normal { self.title = title }
  }

  /// The title shown in `state`: the normal one.
  public func title(for state: UIControl.State) -> String? { title }

  /// Sets the image for `state`, as `setImage(_:for:)`; the normal state's is the one laid out.
  public func setImage(_ image: UIImage?, for state: UIControl.State) {
    if state == .normal { self.image = image }
  }
}

extension SegmentedControl {
  /// A control with a segment per title, as `UISegmentedControl(items:)`.
  public convenience init(items: [String]) {
    self.init(titles: items)
  }
}

extension View {
  /// How a view places its content in its bounds: UIKit's `UIView.ContentMode`.
  public typealias ContentMode = OpenAutoLayout.ContentMode
}
