import Foundation
import Testing

@testable import OpenAutoLayout

/// A view that records each `traitCollectionDidChange(_:)` call, and the order views hear of
/// them in.
private final class TraitRecorder: View {
  var calls: [(previous: TraitCollection?, current: TraitCollection)] = []
  let log: (String) -> Void

  init(_ name: String, log: @escaping (String) -> Void = { _ in }) {
    self.log = log
    super.init(frame: .zero)
    accessibilityIdentifier = name
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    calls.append((previousTraitCollection, traitCollection))
    log(accessibilityIdentifier ?? "?")
  }
}

private let portrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
private let landscape = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2)

@Suite("traitCollectionDidChange (behaviour-2 §1.25, S38)", .timeLimit(.minutes(10)))
struct TraitChangeTests {
  @Test("A view hears of its traits once when first added, with nil, and not again until they change")
  func firstDeliveryIsNil() {
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = portrait
    let child = TraitRecorder("child")
    #expect(child.calls.isEmpty)
    root.addSubview(child)
    #expect(child.calls.count == 1)
    #expect(child.calls[0].previous == nil)
    #expect(child.calls[0].current == portrait)
    root.layoutIfNeeded()
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(child.calls.count == 1, "layout passes alone deliver nothing")
  }

  @Test("A 180° rotation — the same traits set again — delivers nothing; a real change delivers the previous traits")
  func onlyRealChangesAreDelivered() {
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = portrait
    let child = TraitRecorder("child")
    root.addSubview(child)
    root.overrideTraitCollection = portrait
    #expect(child.calls.count == 1)
    root.overrideTraitCollection = landscape
    #expect(child.calls.count == 2)
    #expect(child.calls[1].previous == portrait)
    #expect(child.calls[1].current.verticalSizeClass == .compact)
  }

  @Test("Superviews hear before their subviews; an override inside the subtree shields it")
  func orderAndOverrides() {
    var order: [String] = []
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = portrait
    let outer = TraitRecorder("outer") { order.append($0) }
    let inner = TraitRecorder("inner") { order.append($0) }
    let shielded = TraitRecorder("shielded") { order.append($0) }
    outer.addSubview(inner)
    outer.addSubview(shielded)
    shielded.overrideTraitCollection = TraitCollection(horizontalSizeClass: .regular, displayScale: 2)
    #expect(order == [], "a detached subtree, as a view outside a window, hears of nothing until it joins one")
    root.addSubview(outer)
    #expect(order == ["outer", "inner", "shielded"])
    order.removeAll()
    root.overrideTraitCollection = landscape
    #expect(order == ["outer", "inner"], "the view with its own traits is not told of its ancestors' change")
  }

  @Test("Only a change of category reaches a view that adapts to it (S37)")
  func categoryChange() {
    let root = makeRoot(375, 667)
    root.overrideTraitCollection = portrait
    let child = TraitRecorder("child")
    root.addSubview(child)
    var larger = portrait
    larger.preferredContentSizeCategory = .accessibilityMedium
    root.overrideTraitCollection = larger
    #expect(child.calls.count == 2)
    #expect(child.calls[1].previous?.preferredContentSizeCategory == .large)
    #expect(child.calls[1].current.preferredContentSizeCategory.isAccessibilityCategory)
  }

  @Test("A view controller's view is in a trait environment without traits of its own")
  func viewControllerRoot() {
    let controller = ViewController(view: TraitRecorder("root"))
    let root = controller.view as! TraitRecorder
    #expect(root.calls.count == 1)
    #expect(root.calls[0].previous == nil)
    let child = TraitRecorder("child")
    root.addSubview(child)
    #expect(child.calls.count == 1)
  }

  @Test("A view moved to a hierarchy with other traits hears of them")
  func movingBetweenHierarchies() {
    let phone = makeRoot(375, 667)
    phone.overrideTraitCollection = portrait
    let pad = makeRoot(1024, 768)
    let padTraits = TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular, displayScale: 2)
    pad.overrideTraitCollection = padTraits
    let child = TraitRecorder("child")
    phone.addSubview(child)
    pad.addSubview(child)
    #expect(child.calls.count == 2)
    #expect(child.calls[1].previous == portrait)
    #expect(child.calls[1].current == padTraits)
  }
}

@Suite("Content size categories (behaviour-2 §1.21)", .timeLimit(.minutes(10)))
struct ContentSizeCategoryTests {
  @Test("Twelve sizes, smallest first, the last five for accessibility; large is the default")
  func categories() {
    #expect(ContentSizeCategory.sizes.count == 12)
    #expect(ContentSizeCategory.sizes.filter(\.isAccessibilityCategory).count == 5)
    #expect(ContentSizeCategory.extraSmall < .large)
    #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(TraitCollection().preferredContentSizeCategory == .large)
    #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(ContentSizeCategory(name: "large") == .large)
  }
}
