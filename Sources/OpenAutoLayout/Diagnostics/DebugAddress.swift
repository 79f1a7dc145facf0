import Synchronization

/// The addresses that descriptions show (`UIView:0x7f8000000010`), as Apple's show pointers.
///
/// Real pointers change from run to run, so logs could not be compared. Instead each object
/// takes the next number of a counter the first time it is described, and keeps it: the same
/// object always shows the same address within a run, and a program that describes its objects
/// in the same order prints the same text every run. The counter is atomic, so hierarchies on
/// other threads may take numbers at the same time (spec decision 11); only the numbering, never
/// a layout, depends on it.
struct DebugAddress: Sendable, Hashable, CustomStringConvertible {
  let value: UInt64

  /// Views and guides are described with heap-like addresses, constraints with others, like
  /// the ranges Apple's logs show for each.
  enum Kind { case item, constraint }

  private static let counter = Atomic<UInt64>(0)

  static func next(_ kind: Kind) -> DebugAddress {
    let number = counter.add(1, ordering: .relaxed).newValue
    let base: UInt64 = kind == .item ? 0x7f80_0000_0000 : 0x6000_0000_0000
    return DebugAddress(value: base + number &* 0x10)
  }

  var description: String { "0x" + String(value, radix: 16) }
}

/// Keeps an object's address, taken on first use.
struct LazyDebugAddress {
  private var address: DebugAddress?

  mutating func get(_ kind: DebugAddress.Kind) -> DebugAddress {
    if let address { return address }
    let new = DebugAddress.next(kind)
    address = new
    return new
  }
}

/// The class name Apple's logs would show: UIKit's for the model's own classes
/// (`View` → `UIView`, `LayoutGuide` → `UILayoutGuide`, the text layer's `Label` → `UILabel`),
/// AppKit's for the model's AppKit classes (`AppKitView` → `NSView`), the module-qualified Swift
/// name for the user's subclasses (`MyApp.TileView`), as UIKit prints Swift classes.
package func appleClassName(of object: AnyObject) -> String {
  if object is LayoutSupportGuide { return "_UILayoutGuide" }
  let full = String(reflecting: type(of: object))
  for modulePrefix in ["OpenAutoLayout.", "TextMeasurement."] where full.hasPrefix(modulePrefix) {
    let name = String(full.dropFirst(modulePrefix.count))
    return appKitClassNames[name] ?? "UI" + name
  }
  // Classes declared in the AppKit layer (NSWindow's views, …) are named as AppKit names them.
  let appKitPrefix = "OpenAutoLayoutAppKit."
  if full.hasPrefix(appKitPrefix) { return String(full.dropFirst(appKitPrefix.count)) }
  return full
}

/// AppKit's names of the model's AppKit classes, which OpenAutoLayoutAppKit aliases to them.
private let appKitClassNames = [
  "AppKitView": "NSView", "GravityStackView": "NSStackView", "AppKitTextField": "NSTextField",
  "AppKitButton": "NSButton", "PopUpButton": "NSPopUpButton", "AppKitImageView": "NSImageView",
  "AppKitSlider": "NSSlider", "ProgressIndicator": "NSProgressIndicator",
  "AppKitSegmentedControl": "NSSegmentedControl", "AppKitControl": "NSControl",
  "AppKitSecureTextField": "NSSecureTextField", "AppKitSearchField": "NSSearchField",
]
