import Foundation
import Testing

@testable import OpenAutoLayout

/// A view with a fixed intrinsic content size, standing in for a label or button whose text
/// metrics the tests give (behaviour-2 assumption A1).
final class StubView: View {
  var stubSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ name: String, intrinsic: CGSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)) {
    stubSize = intrinsic
    super.init(frame: .zero)
    accessibilityIdentifier = name
    translatesAutoresizingMaskIntoConstraints = false
  }

  convenience init(_ name: String, width: CGFloat, height: CGFloat) {
    self.init(name, intrinsic: CGSize(width: width, height: height))
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var intrinsicContentSize: CGSize { stubSize }
}

/// A root view of `width` × `height` whose diagnostics are collected instead of printed.
func makeRoot(_ width: CGFloat, _ height: CGFloat, name: String = "root") -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.accessibilityIdentifier = name
  root.layoutDiagnostics.handler = { _ in true }
  return root
}

/// A plain view that takes part in Auto Layout, added to `parent`.
@discardableResult
func addView(_ name: String, to parent: View) -> View {
  let view = View()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// Asserts a frame, within `tolerance` on each component.
func expectFrame(
  _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, tolerance: CGFloat = 0.001,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectRect(view.frame, x, y, width, height, tolerance: tolerance, "\(view.layoutName)", sourceLocation: sourceLocation)
}

func expectRect(
  _ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, tolerance: CGFloat = 0.001,
  _ name: String = "rect", sourceLocation: SourceLocation = #_sourceLocation
) {
  let ok =
    abs(rect.minX - x) <= tolerance && abs(rect.minY - y) <= tolerance && abs(rect.width - width) <= tolerance
    && abs(rect.height - height) <= tolerance
  #expect(ok, "\(name): expected (\(x), \(y), \(width), \(height)), got \(rect)", sourceLocation: sourceLocation)
}

/// SplitMix64 (Steele, Lea and Flood), a small seedable generator: the property tests' random
/// numbers, so that a failure replays from the seed it prints.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
  /// A number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  mutating func bool() -> Bool { next() & 1 == 1 }
}
