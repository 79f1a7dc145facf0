import Foundation
import OpenAutoLayout
import TextMeasurement

// AppKit's `NSImage` is the model's `ImageContent`, as UIKit's `UIImage` is: a size and a name,
// no pixels. `NSImage(size:)`, `NSImage(named:)` (an image file of the bundle) and `size` are the
// model's own.
extension ImageContent {
  /// An image's name, as `NSImage.Name`.
  public typealias Name = String

  /// The SF Symbols image named `name` at the system font's size, 13 points (a square, as the
  /// model sizes symbols), as AppKit's `NSImage(systemSymbolName:accessibilityDescription:)`;
  /// nil for an empty name. The description is for accessibility and is not kept.
  public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
    guard
      let symbol = ImageContent(
        systemName: name, withConfiguration: SymbolConfiguration(pointSize: AppKitControlMetrics.systemFontSize))
    else { return nil }
    self.init(symbol)
  }
}
