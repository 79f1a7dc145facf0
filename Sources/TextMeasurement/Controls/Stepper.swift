import Foundation
import OpenAutoLayout

/// A pair of − and + buttons, as UIKit's `UIStepper`: a fixed 94 × 29 points.
///
/// The size is UIKit's from iOS 7 to 12, the system the book describes (projects of that time
/// hard-code it as the stepper's standard size; iOS 13 made it 94 × 32). Hugging and compression
/// resistance are 750 on both axes (behaviour-1 §1.19).
open class Stepper: Control {
  /// The stepper's size, 94 × 29 points.
  public static let size = CGSize(width: 94, height: 29)

  /// The value; 0 by default.
  public var value: Double = 0
  /// The smallest value; 0 by default.
  public var minimumValue: Double = 0
  /// The largest value; 100 by default.
  public var maximumValue: Double = 100
  /// How much one tap changes the value; 1 by default.
  public var stepValue: Double = 1

  /// Whether the value wraps from the maximum to the minimum and back; false by default. Stored.
  public var wraps = false
  /// Whether holding a button repeats it; true by default. Stored.
  public var autorepeat = true
  /// Whether a held button sends `.valueChanged` for every step; true by default. Stored.
  public var isContinuous = true

  /// A stepper, as UIKit's `UIStepper(frame:)` and `UIStepper()`: always its natural size.
  ///
  /// Made in code, it translates its autoresizing mask into constraints, as every UIKit view
  /// does; set `View/translatesAutoresizingMaskIntoConstraints` to false to constrain it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    fitsToIntrinsicContentSize = true
    FixedSizeControl.holdNaturalSize(self)
  }

  /// Creates the control as a storyboard would; the coder is not read (views are not archived).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    fitsToIntrinsicContentSize = true
    FixedSizeControl.holdNaturalSize(self)
  }

  /// ``size``.
  open override var intrinsicContentSize: CGSize { Self.size }
}
