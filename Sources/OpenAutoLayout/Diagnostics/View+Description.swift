import Foundation

/// Views and guides described as UIKit describes them (behaviour-2 §1.18).
extension View {
  /// `<UIView: 0x…; frame = (x y; w h); hidden = YES; autoresize = W+H>`, with the parts UIKit
  /// shows only when they are not the default left out.
  var appleDescription: String {
    var parts = ["<\(appleClassName(of: self)): \(debugAddress)", "frame = \(frame.appleFrameText)"]
    if isHidden { parts.append("hidden = YES") }
    if !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask.appleText)") }
    return parts.joined(separator: "; ") + ">"
  }

}

extension CGRect {
  /// A frame as UIKit's view descriptions print it: `(x y; w h)`.
  var appleFrameText: String {
    "(\(minX.appleText) \(minY.appleText); \(width.appleText) \(height.appleText))"
  }
}

extension AutoresizingMask {
  /// The mask as UIKit's view descriptions print it: `LM+W+RM+TM+H+BM`, in that order.
  var appleText: String {
    let names: [(AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
