import Foundation

// Apple's own spelling of the VFL call, shared by UIKit's and AppKit's names (both alias
// NSLayoutConstraint to LayoutConstraint), so that it is declared once.

extension LayoutConstraint {
  /// The options of a visual format string, as UIKit's and AppKit's `NSLayoutConstraint.FormatOptions`.
  public typealias FormatOptions = VisualFormatOptions

  /// Creates the constraints a visual format string describes, with Apple's spelling
  /// (behaviour-1 §1.9).
  ///
  /// The model's `LayoutConstraint/constraints(visualFormat:options:metrics:views:)` does the
  /// work; this one accepts Apple's untyped dictionaries. A metric may be any number: `Int`,
  /// `Double`, `CGFloat`, `Float`, any other integer or floating-point type, `NSNumber`, or (as
  /// Apple reads it with `doubleValue`) a numeric `String`. A view is a view or a layout
  /// guide (`UIView`/`NSView`, `UILayoutGuide`/`NSLayoutGuide`). Other values are left out, so using their names is reported as a name
  /// missing from the dictionary (UIKit and AppKit would crash on an unrecognised selector).
  ///
  /// UIKit and AppKit raise an exception on a malformed format. This never crashes: it writes their
  /// exception text to standard error and returns no constraints.
  ///
  /// - Returns: Inactive constraints, in Apple's order; empty when the format is malformed.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    let numbers = (metrics ?? [:]).compactMapValues(visualFormatMetric)
    let items = views.compactMapValues { $0 as? LayoutItem }
    do {
      return try constraints(visualFormat: format, options: opts, metrics: numbers, views: items)
    } catch {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      return []
    }
  }

  /// A metric's value as a number, if it is one.
  private static func visualFormatMetric(_ value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as any BinaryFloatingPoint: CGFloat(Double(number))
    case let number as any BinaryInteger: CGFloat(Double(number))
    case let number as NSNumber: CGFloat(number.doubleValue)
    case let text as String: CGFloat(NSString(string: text).doubleValue)
    default: nil
    }
  }
}
