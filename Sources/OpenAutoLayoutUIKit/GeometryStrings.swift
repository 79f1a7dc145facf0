import Foundation
import OpenAutoLayout

// Geometry printed as on iOS.
//
// Swift on iOS prints Core Graphics values through the overlay's `debugDescription`:
// `print(CGRect(x: 128, y: 40, width: 120, height: 120))` shows `(128.0, 40.0, 120.0, 120.0)`.
// Foundation off Apple's platforms gives them no description, so Swift's reflection would show
// `CGRect(origin: Foundation.CGPoint(x: 128.0, y: 40.0), size: …)`; these conformances give
// them iOS's text there. UIKit's string functions (`NSStringFromCGRect`, `NSCoder.string(for:)`)
// write `{{128, 40}, {120, 120}}`; Foundation off Apple's platforms has only AppKit's
// `NSStringFromRect`, which writes `{{128.0, 40.0}, {120.0, 120.0}}`.

#if !canImport(CoreGraphics)
extension CGPoint: @retroactive CustomDebugStringConvertible {
  /// The point as Swift on iOS prints it: `(128.0, 40.0)`.
  public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  /// The size as Swift on iOS prints it: `(120.0, 120.0)`.
  public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  /// The rectangle as Swift on iOS prints it: `(128.0, 40.0, 120.0, 120.0)`, origin then size.
  public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
#endif

/// A distance to move something by, as UIKit's `UIOffset`: `print` shows
/// `UIOffset(horizontal: 1.0, vertical: 2.0)`, as on iOS.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal distance.
  public var horizontal: CGFloat
  /// The vertical distance.
  public var vertical: CGFloat

  /// An offset from its two distances.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// No offset.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// No offset, as `UIOffset.zero`.
  public static let zero = UIOffset()
}

/// A number as UIKit's string functions write it: `%.17g`, so `128` and `0.5` stay short and
/// every other value reads back exactly.
private func uikitNumber(_ value: CGFloat) -> String {
  String(format: "%.17g", Double(value))
}

/// The point as UIKit writes it, `{128, 40}`: `NSStringFromCGPoint`.
public func NSStringFromCGPoint(_ point: CGPoint) -> String {
  "{\(uikitNumber(point.x)), \(uikitNumber(point.y))}"
}

/// The size as UIKit writes it, `{120, 120}`: `NSStringFromCGSize`.
public func NSStringFromCGSize(_ size: CGSize) -> String {
  "{\(uikitNumber(size.width)), \(uikitNumber(size.height))}"
}

/// The rectangle as UIKit writes it, `{{128, 40}, {120, 120}}`: `NSStringFromCGRect`.
public func NSStringFromCGRect(_ rect: CGRect) -> String {
  "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

/// The insets as UIKit writes them, `{8, 16, 8, 16}` (top, left, bottom, right):
/// `NSStringFromUIEdgeInsets`.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
  "{\(uikitNumber(insets.top)), \(uikitNumber(insets.left)), \(uikitNumber(insets.bottom)), \(uikitNumber(insets.right))}"
}

/// The insets as UIKit writes them, `{8, 16, 8, 16}` (top, leading, bottom, trailing):
/// `NSStringFromDirectionalEdgeInsets`.
public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String {
  "{\(uikitNumber(insets.top)), \(uikitNumber(insets.leading)), \(uikitNumber(insets.bottom)), \(uikitNumber(insets.trailing))}"
}

/// The offset as UIKit writes it, `{1, 2}`: `NSStringFromUIOffset`.
public func NSStringFromUIOffset(_ offset: UIOffset) -> String {
  "{\(uikitNumber(offset.horizontal)), \(uikitNumber(offset.vertical))}"
}

/// The transform as UIKit writes it, `[a, b, c, d, tx, ty]`: `NSStringFromCGAffineTransform`.
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
  "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(uikitNumber)
    .joined(separator: ", ") + "]"
}

extension NSCoder {
  /// The point as UIKit writes it, `{128, 40}`, as `NSCoder.string(for:)`.
  public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
  /// The size as UIKit writes it, `{120, 120}`, as `NSCoder.string(for:)`.
  public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
  /// The rectangle as UIKit writes it, `{{128, 40}, {120, 120}}`, as `NSCoder.string(for:)`.
  public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
  /// The insets as UIKit writes them, `{8, 16, 8, 16}`, as `NSCoder.string(for:)`.
  public static func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }
  /// The insets as UIKit writes them, `{8, 16, 8, 16}`, as `NSCoder.string(for:)`.
  public static func string(for insets: NSDirectionalEdgeInsets) -> String {
    NSStringFromDirectionalEdgeInsets(insets)
  }
  /// The offset as UIKit writes it, `{1, 2}`, as `NSCoder.string(for:)`.
  public static func string(for offset: UIOffset) -> String { NSStringFromUIOffset(offset) }
  /// The transform as UIKit writes it, `[1, 0, 0, 1, 0, 0]`, as `NSCoder.string(for:)`.
  public static func string(for transform: CGAffineTransform) -> String { NSStringFromCGAffineTransform(transform) }
}
