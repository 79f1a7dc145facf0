import Foundation
import OpenAutoLayout

extension NSView {
  /// The view and its subviews, one line each and indented by depth, in the style of AppKit's
  /// `_subtreeDescription`:
  ///
  /// ```
  /// [ A       ] h=--- v=--- NSView 0x7f8000000010 f=(0,0,480,270) b=(-)
  /// 	[ A AMB   ] h=--- v=--- NSView 0x7f8000000020 f=(10,210,460,50) b=(-)
  /// 	[         ] h=-&- v=-&- NSView 0x7f8000000030 f=(0,0,20,20) b=(-)
  /// ```
  ///
  /// `A` marks a view laid out from constraints (it does not translate its autoresizing mask),
  /// `AMB` one whose layout is ambiguous on either axis. `h=`/`v=` is the autoresizing mask of a
  /// view that translates it (minX, width, maxX; minY, height, maxY; `&` flexible) and `---` for
  /// a view laid out by constraints. `f=` is the frame in AppKit's terms, `b=(-)` a bounds at the
  /// origin with the frame's size, the bounds otherwise. The identifier, when set, follows the
  /// class name in quotes.
  public func subtreeDescription() -> String {
    var lines: [String] = []
    func visit(_ view: View, depth: Int) {
      lines.append(String(repeating: "\t", count: depth) + NSView.subtreeLine(of: view))
      for subview in view.subviews { visit(subview, depth: depth + 1) }
    }
    visit(self, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// One view's line of ``subtreeDescription()``.
  static func subtreeLine(of view: View) -> String {
    let constrained = !view.translatesAutoresizingMaskIntoConstraints
    let ambiguous = view.hasAmbiguousLayout(for: .horizontal) || view.hasAmbiguousLayout(for: .vertical)
    let flags = "[ " + (constrained ? "A" : " ") + " " + (ambiguous ? "AMB" : "   ") + "   ]"
    let mask = constrained ? "h=--- v=---" : view.autoresizingMaskText
    let name = appleClassName(of: view)
    let identifier = view.accessibilityIdentifier.map { " '\($0)'" } ?? ""
    let frame = view.frame
    let bounds = view.bounds
    let boundsText = bounds.origin == .zero && bounds.size == frame.size ? "-" : rectangleText(bounds)
    return "\(flags) \(mask) \(name) \(view.debugAddressText)\(identifier) f=(\(rectangleText(frame))) b=(\(boundsText))"
  }

  /// `x,y,width,height`, whole numbers without a fraction.
  private static func rectangleText(_ rect: CGRect) -> String {
    let values: [CGFloat] = [rect.minX, rect.minY, rect.width, rect.height]
    return values.map(numberText).joined(separator: ",")
  }

  /// A whole number without a fraction, any other as Swift prints a `Double`.
  private static func numberText(_ value: CGFloat) -> String {
    let number = Double(value)
    if number == number.rounded() && abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}
