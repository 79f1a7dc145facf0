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

  /// A stepper at `frame`'s origin, translating its autoresizing mask, as UIKit's
  /// `UIStepper(frame:)`; its size is always ``size``.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    FixedSizeControl.holdNaturalSize(self)
  }

  /// A stepper, taking part in Auto Layout
  /// (``View/translatesAutoresizingMaskIntoConstraints`` false).
  public convenience init() {
    self.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  /// ``size``.
  open override var intrinsicContentSize: CGSize { Self.size }
}
