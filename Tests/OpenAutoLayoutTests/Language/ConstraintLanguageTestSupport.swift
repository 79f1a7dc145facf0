import Foundation
import Testing

@testable import OpenAutoLayout

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny repeatable generator, so that a failing round
/// trip can be replayed from the seed its message prints.
struct LanguageRandom {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
  /// A number in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  mutating func bool() -> Bool { next() & 1 == 1 }
  mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }
}

/// A view with a given intrinsic content size, named for the constraint language.
final class LanguageStubView: View {
  let stubSize: CGSize
  init(_ name: String, intrinsic: CGSize) {
    stubSize = intrinsic
    super.init(frame: .zero)
    accessibilityIdentifier = name
    translatesAutoresizingMaskIntoConstraints = false
  }
  override var intrinsicContentSize: CGSize { stubSize }
}

/// A root view named `root` whose diagnostics are collected rather than printed.
func languageRoot(width: CGFloat = 375, height: CGFloat = 667) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  root.accessibilityIdentifier = "root"
  root.layoutDiagnostics.handler = { _ in true }
  return root
}

/// A named Auto Layout view added to `parent`.
@discardableResult
func languageView(_ name: String, in parent: View) -> View {
  let view = View()
  view.accessibilityIdentifier = name
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A guide with `identifier`, added to `owner`.
@discardableResult
func languageGuide(_ identifier: String, in owner: View) -> LayoutGuide {
  let guide = LayoutGuide()
  guide.identifier = identifier
  owner.addLayoutGuide(guide)
  return guide
}

/// Asserts every field the language carries, items by identity.
func expectConstraint(
  _ constraint: LayoutConstraint, _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute,
  _ relation: LayoutRelation, _ secondItem: LayoutItem?, _ secondAttribute: LayoutAttribute,
  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: LayoutPriority = .required,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(constraint.firstItem === firstItem, "first item", sourceLocation: sourceLocation)
  #expect(constraint.firstAttribute == firstAttribute, sourceLocation: sourceLocation)
  #expect(constraint.relation == relation, sourceLocation: sourceLocation)
  #expect(constraint.secondItem === secondItem, "second item", sourceLocation: sourceLocation)
  #expect(constraint.secondAttribute == secondAttribute, sourceLocation: sourceLocation)
  #expect(constraint.multiplier == multiplier, sourceLocation: sourceLocation)
  #expect(constraint.constant == constant, sourceLocation: sourceLocation)
  #expect(constraint.priority == priority, sourceLocation: sourceLocation)
  #expect(constraint.origin == .user, sourceLocation: sourceLocation)
  #expect(!constraint.isActive, sourceLocation: sourceLocation)
}
