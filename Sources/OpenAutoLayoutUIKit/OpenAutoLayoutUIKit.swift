// UIKit's names over the OpenAutoLayout model, so that UIKit layout code compiles and runs on
// Linux with `import OpenAutoLayoutUIKit` in place of `import UIKit`.
//
// Each UIKit type is a typealias of the model's type (`UIView` is `View`, `NSLayoutConstraint` is
// `LayoutConstraint`), so there is one model: a `UIView` made here is a `View` everywhere. Where
// UIKit spells a member differently from the model, a small extension adds UIKit's spelling.
//
// Like UIKit, the module re-exports Foundation (for `CGFloat`, `CGRect`, …) and the model, and
// also the controls' module: a typealias's underlying type must come from a module the file
// imports before Swift 6 lets a public declaration use it, so a library's
// `public extension UILabel` needs TextMeasurement imported with UIKit.

@_exported import Foundation
@_exported import OpenAutoLayout
@_exported import TextMeasurement
