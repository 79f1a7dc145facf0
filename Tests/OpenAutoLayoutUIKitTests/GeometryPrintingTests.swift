import Foundation
import OpenAutoLayoutUIKit
import Testing

// Geometry printed as Swift prints it on iOS, and as UIKit's string functions write it. The
// expected texts are iOS's: Core Graphics' overlay prints a rectangle as its four numbers,
// imported C structs print as their fields, UIKit's functions use `{…}` and shortest numbers.

@Suite("Printing geometry as on iOS", .timeLimit(.minutes(10)))
struct GeometryPrintingTests {
  @Test("print and interpolation of CGRect, CGPoint and CGSize")
  func coreGraphics() {
    let rect = CGRect(x: 128, y: 40, width: 120, height: 120)
    #expect("\(rect)" == "(128.0, 40.0, 120.0, 120.0)")
    #expect(String(describing: CGPoint(x: 128, y: 40.5)) == "(128.0, 40.5)")
    #expect("\(CGSize(width: 120, height: 0.25))" == "(120.0, 0.25)")
    var printed = ""
    print(rect, to: &printed)
    #expect(printed == "(128.0, 40.0, 120.0, 120.0)\n")
  }

  @Test("print of UIEdgeInsets, NSDirectionalEdgeInsets and UIOffset")
  func insetsAndOffsets() {
    #expect("\(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))" == "UIEdgeInsets(top: 8.0, left: 16.0, bottom: 8.0, right: 16.0)")
    #expect(
      "\(NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 20))"
        == "NSDirectionalEdgeInsets(top: 8.0, leading: 16.0, bottom: 8.0, trailing: 20.0)")
    #expect("\(UIOffset(horizontal: 1, vertical: -2.5))" == "UIOffset(horizontal: 1.0, vertical: -2.5)")
    #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
  }

  @Test("NSStringFromCGRect and NSCoder.string(for:) as UIKit writes them")
  func uikitStrings() {
    let rect = CGRect(x: 128, y: 40, width: 120, height: 120)
    #expect(NSStringFromCGRect(rect) == "{{128, 40}, {120, 120}}")
    #expect(NSCoder.string(for: rect) == "{{128, 40}, {120, 120}}")
    #expect(NSCoder.string(for: CGPoint(x: 0.5, y: -3)) == "{0.5, -3}")
    #expect(NSCoder.string(for: CGSize(width: 375, height: 667)) == "{375, 667}")
    #expect(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)) == "{8, 16, 8, 16}")
    #expect(NSCoder.string(for: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == "{1, 2, 3, 4}")
    #expect(NSCoder.string(for: UIOffset(horizontal: 1, vertical: 2)) == "{1, 2}")
    #expect(NSCoder.string(for: CGAffineTransform.identity) == "[1, 0, 0, 1, 0, 0]")
    // Seventeen significant digits, so the value reads back exactly.
    #expect(NSStringFromCGSize(CGSize(width: 414, height: 133.0 / 3)) == "{414, 44.333333333333336}")
  }

  @Test("A view describes itself with UIKit's frame text")
  func viewDescription() {
    let view = UIView(frame: CGRect(x: 128, y: 40, width: 120, height: 120.5))
    #expect(view.description.hasPrefix("<UIView: 0x"))
    #expect(view.description.hasSuffix("; frame = (128 40; 120 120.5)>"))
  }
}
