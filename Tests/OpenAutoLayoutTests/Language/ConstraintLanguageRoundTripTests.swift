import Foundation
import Testing

@testable import OpenAutoLayout

/// layout-document.md §2: "Every constraint, however it was written, prints back in this
/// language, and that text parses to the same constraint." Checked on random hierarchies with
/// every way of making a constraint: anchors (system spacing, multipliers, offsets), UIKit's
/// initialiser, and the system's own (autoresizing masks, intrinsic sizes, system guides, the
/// root's encapsulated frame).
@Suite("Constraint language: round trip", .timeLimit(.minutes(10)))
struct ConstraintLanguageRoundTripTests {
  static let seeds: [UInt64] = Array(1...60)

  @Test("Every constraint prints, parses back to an equivalent one, and prints the same again")
  func roundTrip() {
    var origins: [LayoutConstraint.Origin: Int] = [:]
    var userKinds = Set<String>()
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      let hierarchy = RandomHierarchy(&random)
      let parser = ConstraintParser(root: hierarchy.root)
      var constraints: [LayoutConstraint] = []
      for _ in 0..<30 {
        let (kind, constraint) = hierarchy.userConstraint(&random)
        userKinds.insert(kind)
        #expect(constraint.illegality() == nil, "seed \(seed): generated an illegal \(constraint)")
        constraints.append(constraint)
      }
      constraints += hierarchy.systemConstraints()
      for constraint in constraints {
        origins[constraint.origin, default: 0] += 1
        expectRoundTrip(constraint, parser, seed: seed)
      }
    }
    // Every way of making a constraint was exercised, many times.
    for origin: LayoutConstraint.Origin in [.user, .autoresizingMask, .contentSize, .systemGuide, .encapsulatedLayout] {
      #expect(origins[origin, default: 0] >= 20, "only \(origins[origin, default: 0]) of \(origin)")
    }
    #expect(userKinds.count == RandomHierarchy.userKindCount, "\(userKinds.sorted())")
  }

  private func expectRoundTrip(_ constraint: LayoutConstraint, _ parser: ConstraintParser, seed: UInt64) {
    let text = constraint.description
    let parsed: LayoutConstraint
    do {
      parsed = try parser.parse(text)
    } catch {
      Issue.record("seed \(seed): '\(text)' (\(constraint.origin)) does not parse:\n\(error)")
      return
    }
    #expect(parsed.isEquivalent(to: constraint), "seed \(seed): '\(text)' parsed to '\(parsed)'")
    #expect(constraint.isEquivalent(to: parsed), "seed \(seed): '\(text)' (symmetry)")
    #expect(parsed.description == text, "seed \(seed)")
    #expect(!parsed.isActive)
    // A frame position reads back as the system's constraint; everything else as the user's.
    let isFrame =
      text.contains(".midX ") || text.contains(".midY ") || text.contains(".minX ") || text.contains(".minY ")
    let expectedOrigin = isFrame ? constraint.origin : .user
    #expect(parsed.origin == expectedOrigin, "seed \(seed): '\(text)'")
  }

  @Test("isEquivalent tells apart every field the language carries")
  func equivalenceDistinguishes() throws {
    let root = languageRoot()
    let blue = languageView("blue", in: root)
    let red = languageView("red", in: root)
    let parser = ConstraintParser(root: root)
    let base = try parser.parse("red.width == 2 * blue.width + 4 @750")
    #expect(base.isEquivalent(to: try parser.parse("red.width = 2*blue.width+4 @high")))
    for other in [
      "blue.width == 2 * blue.width + 4 @750", "red.height == 2 * blue.width + 4 @750",
      "red.width >= 2 * blue.width + 4 @750", "red.width == 3 * blue.width + 4 @750",
      "red.width == 2 * red.width + 4 @750", "red.width == 2 * blue.height + 4 @750",
      "red.width == 2 * blue.width + 5 @750", "red.width == 2 * blue.width + 4 @751", "red.width == 4 @750",
      "red.width == 2 * (blue.leading - red.leading) + 4 @750",
    ] {
      #expect(!base.isEquivalent(to: try parser.parse(other)), "\(other)")
    }
    // A constant constraint has no multiplier to compare: UIKit's initialiser keeps any.
    let made = LayoutConstraint(
      item: red, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 3,
      constant: 10)
    #expect(made.isEquivalent(to: try parser.parse("red.width == 10")))
    _ = blue
  }
}

/// A random hierarchy: named views (some with intrinsic sizes, some translating autoresizing
/// masks), named guides, and the means to make random legal constraints between them.
struct RandomHierarchy {
  let root: View
  let views: [View]
  let guides: [LayoutGuide]

  init(_ random: inout SplitMix64) {
    root = languageRoot(width: CGFloat(random.int(200...800)), height: CGFloat(random.int(300...900)))
    root.rootSafeAreaInsets = EdgeInsets(
      top: CGFloat(random.int(0...44)), left: CGFloat(random.int(0...10)), bottom: CGFloat(random.int(0...34)),
      right: 0)
    var views = [root]
    for index in 0..<random.int(3...7) {
      let parent = random.pick(views)
      let name = "v\(index)"
      let view: View
      switch random.int(0...2) {
      case 0:
        let width = random.bool() ? CGFloat(random.int(0...200)) + 0.5 : View.noIntrinsicMetric
        view = StubView(name, intrinsic: CGSize(width: width, height: CGFloat(random.int(1...80)) / 3))
        view.setContentHuggingPriority(random.pick([1, 250, 251, 999.5, 1000]), for: .horizontal)
        view.setContentCompressionResistancePriority(random.pick([1, 750, 1000]), for: .vertical)
      case 1:
        // Translates its autoresizing mask: a random frame and mask in whatever the parent is.
        view = View(
          frame: CGRect(
            x: random.unit() * 100, y: CGFloat(random.int(-20...100)), width: CGFloat(random.int(0...150)) / 4,
            height: random.unit() * 90))
        view.accessibilityIdentifier = name
        view.autoresizingMask = AutoresizingMask(rawValue: UInt(random.int(0...63)))
      default:
        view = View()
        view.accessibilityIdentifier = name
        view.translatesAutoresizingMaskIntoConstraints = false
      }
      parent.addSubview(view)
      views.append(view)
    }
    var guides: [LayoutGuide] = []
    for index in 0..<random.int(0...3) { guides.append(languageGuide("g\(index)", in: random.pick(views))) }
    // A few system guides, reached as `v1.safeArea`.
    for _ in 0..<random.int(1...4) {
      let view = random.pick(views)
      guides.append(random.pick([view.safeAreaLayoutGuide, view.layoutMarginsGuide, view.readableContentGuide]))
    }
    self.views = views
    self.guides = guides
  }

  /// The system's constraints after a layout pass: guides, intrinsic sizes, autoresizing masks
  /// and the root's encapsulated frame.
  func systemConstraints() -> [LayoutConstraint] {
    root.layoutIfNeeded()
    return views.flatMap(\.constraints).filter { $0.origin != .user }
      + root.hierarchyContext.encapsulatedConstraints
  }

  static let userKindCount = 9

  /// A random legal constraint, made as a user would, and what kind it is.
  func userConstraint(_ random: inout SplitMix64) -> (String, LayoutConstraint) {
    let items: [LayoutItem] = views + guides
    let a = random.pick(items)
    let b = random.pick(items)
    let c = random.pick(items)
    let d = random.pick(items)
    let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let constant = randomNumber(&random)
    let kind = random.int(0...(Self.userKindCount - 1))
    // Leading/trailing and left/right never meet in one constraint (behaviour-1 §1.5, rule 4).
    let family = random.bool()
    let constraint: LayoutConstraint
    let name: String
    switch kind {
    case 0:
      name = "x anchors"
      constraint = xAnchor(a, &random, directional: family).constraint(
        relation, xAnchor(b, &random, directional: family), constant: constant)
    case 1:
      name = "y anchors"
      constraint = yAnchor(a, &random).constraint(relation, yAnchor(b, &random), constant: constant)
    case 2:
      name = "system spacing"
      let multiplier = random.pick([1, 2, 0.5, random.unit() * 3])
      if random.bool() {
        let (first, second) = (xAnchor(a, &random, directional: family), xAnchor(b, &random, directional: family))
        constraint =
          switch relation {
          case .equal: first.constraint(equalToSystemSpacingAfter: second, multiplier: multiplier)
          case .lessThanOrEqual: first.constraint(lessThanOrEqualToSystemSpacingAfter: second, multiplier: multiplier)
          case .greaterThanOrEqual:
            first.constraint(greaterThanOrEqualToSystemSpacingAfter: second, multiplier: multiplier)
          }
      } else {
        let (first, second) = (yAnchor(a, &random), yAnchor(b, &random))
        constraint =
          switch relation {
          case .equal: first.constraint(equalToSystemSpacingBelow: second, multiplier: multiplier)
          case .lessThanOrEqual: first.constraint(lessThanOrEqualToSystemSpacingBelow: second, multiplier: multiplier)
          case .greaterThanOrEqual:
            first.constraint(greaterThanOrEqualToSystemSpacingBelow: second, multiplier: multiplier)
          }
      }
    case 3:
      name = "dimension and constant"
      constraint = dimension(a, &random).constraint(relation, nil, constant: constant)
    case 4:
      name = "dimension and dimension"
      constraint = dimension(a, &random).constraint(
        relation, dimension(b, &random), multiplier: randomMultiplier(&random, allowZero: true), constant: constant)
    case 5:
      name = "offset and constant"
      constraint = offset(a, b, &random, directional: family).constraint(relation, nil, constant: constant)
    case 6:
      name = "offsets"
      let first = random.bool() ? offset(a, b, &random, directional: family) : dimension(a, &random)
      constraint = first.constraint(
        relation, offset(c, d, &random, directional: family), multiplier: randomMultiplier(&random, allowZero: true),
        constant: constant)
    case 7:
      name = "initialiser, positions"
      let (first, second): (LayoutAttribute, LayoutAttribute)
      if random.bool() {
        (first, second) = (xAttribute(a, &random, directional: family), xAttribute(b, &random, directional: family))
      } else {
        (first, second) = (yAttribute(a, &random), yAttribute(b, &random))
      }
      constraint = LayoutConstraint(
        item: a, attribute: first, relatedBy: relation, toItem: b, attribute: second,
        multiplier: randomMultiplier(&random, allowZero: false), constant: constant)
    default:
      name = "initialiser, size"
      let toItem: LayoutItem? = random.bool() ? b : nil
      constraint = LayoutConstraint(
        item: a, attribute: random.pick([.width, .height]), relatedBy: relation, toItem: toItem,
        attribute: toItem == nil ? .notAnAttribute : random.pick([.width, .height]),
        multiplier: randomMultiplier(&random, allowZero: true), constant: constant)
    }
    if random.bool() {
      constraint.priority = random.pick([750, 250, 50, 999, 1, 500.5, LayoutPriority(Float(random.unit() * 998) + 1)])
    }
    return (name, constraint)
  }

  // MARK: Random parts

  private func randomNumber(_ random: inout SplitMix64) -> CGFloat {
    random.pick([0, 8, -8, 20, 0.5, -0.25, 1.0 / 3, 0.1 + 0.2, 1e-7, 1e14, -123456789.125, random.unit() * 1000 - 500])
  }

  private func randomMultiplier(_ random: inout SplitMix64, allowZero: Bool) -> CGFloat {
    let multiplier = random.pick([1, 2, 0.5, 0.75, -1, 1.0 / 3, 1e-3, 0, random.unit() * 4 + 0.001])
    return multiplier == 0 && !allowZero ? 1 : multiplier
  }

  private func xAttribute(_ item: LayoutItem, _ random: inout SplitMix64, directional: Bool) -> LayoutAttribute {
    var choices: [LayoutAttribute] = directional ? [.leading, .trailing, .centerX] : [.left, .right, .centerX]
    if item is View {
      choices += directional ? [.leadingMargin, .trailingMargin, .centerXWithinMargins] : [.leftMargin, .rightMargin]
    }
    return random.pick(choices)
  }

  private func yAttribute(_ item: LayoutItem, _ random: inout SplitMix64) -> LayoutAttribute {
    var choices: [LayoutAttribute] = [.top, .bottom, .centerY]
    if item is View { choices += [.firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins] }
    return random.pick(choices)
  }

  private func xAnchor(_ item: LayoutItem, _ random: inout SplitMix64, directional: Bool) -> LayoutXAxisAnchor {
    switch random.int(0...2) {
    case 0: directional ? item.leadingAnchor : item.leftAnchor
    case 1: directional ? item.trailingAnchor : item.rightAnchor
    default: item.centerXAnchor
    }
  }

  private func yAnchor(_ item: LayoutItem, _ random: inout SplitMix64) -> LayoutYAxisAnchor {
    if let view = item as? View, random.int(0...4) == 0 {
      return random.bool() ? view.firstBaselineAnchor : view.lastBaselineAnchor
    }
    return random.pick([item.topAnchor, item.bottomAnchor, item.centerYAnchor])
  }

  private func dimension(_ item: LayoutItem, _ random: inout SplitMix64) -> LayoutDimension {
    random.bool() ? item.widthAnchor : item.heightAnchor
  }

  private func offset(
    _ a: LayoutItem, _ b: LayoutItem, _ random: inout SplitMix64, directional: Bool
  ) -> LayoutDimension {
    if random.bool() {
      return xAnchor(a, &random, directional: directional).anchorWithOffset(
        to: xAnchor(b, &random, directional: directional))
    }
    return yAnchor(a, &random).anchorWithOffset(to: yAnchor(b, &random))
  }
}
