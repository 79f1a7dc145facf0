import Foundation
import OpenAutoLayout

/// A view with a given intrinsic size, standing in for a label or an image.
final class ContentView: View {
  /// The intrinsic size; a new one invalidates it, as a label's new text would.
  var size: CGSize {
    didSet { if size != oldValue { invalidateIntrinsicContentSize() } }
  }
  init(_ size: CGSize) {
    self.size = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  /// Views are never decoded here; UIKit requires the initialiser of every subclass.
  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }
  override var intrinsicContentSize: CGSize { size }
}

/// A root view at the given size, at scale 2 as in layout-bench.
@MainActor func makeRoot(width: CGFloat, height: CGFloat) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.overrideTraitCollection = TraitCollection(displayScale: 2)
  return root
}

/// nil if `view.frame` is `expected` (to 0.001), else what is wrong.
@MainActor func mismatch(_ name: String, _ view: View, _ expected: CGRect) -> String? {
  let a = view.frame
  let close =
    abs(a.minX - expected.minX) < 0.001 && abs(a.minY - expected.minY) < 0.001
    && abs(a.width - expected.width) < 0.001 && abs(a.height - expected.height) < 0.001
  return close ? nil : "\(name): \(a), expected \(expected)"
}
