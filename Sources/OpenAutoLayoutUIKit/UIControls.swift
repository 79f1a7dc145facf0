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
// button.titleLabel?.font = .boldSystemFont(ofSize: 18)
// button.addAction(UIAction { _ in print("tapped") }, for: .touchUpInside)
// ```
//
// compiles unchanged. Text is measured with FreeType in DejaVu Sans, the stand-in for the
// system font, so text widths differ from San Francisco's by a few per cent.
//
// Initialisers: `init(frame:)` makes a control that translates its autoresizing mask, as UIKit's
// do, so frame-based code works; `UILabel()`, `UIButton(type:)`, `UISwitch()` and the model's
// own initialisers make controls that take part in Auto Layout (the model's rule, which UIKit
// code meets by setting `translatesAutoresizingMaskIntoConstraints = false` anyway).
//
// Target–action: there is no `#selector` (no Objective-C runtime); write `Selector("tapped")`
// and adopt `ActionTarget` in the target (Guides/TextAndControls.md, "UIKit's control API").

/// A view that shows text: UIKit's `UILabel`, the `Label` control.
public typealias UILabel = Label
/// A button: UIKit's `UIButton`, the `Button` control.
public typealias UIButton = Button
/// Single-line text input: UIKit's `UITextField`, the `TextField` control.
public typealias UITextField = TextField
/// Multi-line text: UIKit's `UITextView`, the `TextView` control.
public typealias UITextView = TextView
/// A view that shows an image: UIKit's `UIImageView`, the `ImageView` control.
public typealias UIImageView = ImageView
/// An image: UIKit's `UIImage`, the model's `ImageContent` class (a size, a scale and how it
/// is drawn; no pixels), with `UIImage(named:)`, `UIImage(systemName:withConfiguration:)`,
/// `UIImage(contentsOfFile:)` and `UIImage(data:)`.
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

/// A view that turns interaction into actions: UIKit's `UIControl`, the `Control` class the
/// controls above descend from, with `UIControl.State`, `UIControl.Event`, targets and actions.
public typealias UIControl = Control
/// A closure a control calls: UIKit's `UIAction` (iOS 14), the model's `Action`.
public typealias UIAction = Action
/// The closure type of a `UIAction`: UIKit's `UIActionHandler`.
public typealias UIActionHandler = Action.Handler
/// What happened when a control sent its actions: UIKit's `UIEvent`, the model's
/// `InteractionEvent`.
public typealias UIEvent = InteractionEvent
/// Edges named by reading direction: UIKit's `NSDirectionalRectEdge`, the model's
/// `DirectionalRectEdge` (a configuration button's `imagePlacement`).
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// A background as a configuration draws it: UIKit's `UIBackgroundConfiguration`, the model's
/// `BackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// How shrunk label text sits: UIKit's `UIBaselineAdjustment`.
public typealias UIBaselineAdjustment = Label.BaselineAdjustment
/// How paragraphs of attributed text are laid out: UIKit's `NSParagraphStyle`, the model's
/// `ParagraphStyle` (Foundation on Linux has none).
public typealias NSParagraphStyle = ParagraphStyle
/// A paragraph style that can be changed: UIKit's `NSMutableParagraphStyle`.
public typealias NSMutableParagraphStyle = MutableParagraphStyle

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

/// Changes the attributes of a configuration button's title: UIKit's
/// `UIConfigurationTextAttributesTransformer`, the model's `TextAttributesTransformer`.
public typealias UIConfigurationTextAttributesTransformer = TextAttributesTransformer
