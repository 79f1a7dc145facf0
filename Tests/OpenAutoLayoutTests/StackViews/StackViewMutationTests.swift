import Foundation
import Testing

@testable import OpenAutoLayout

// Seeded random histories of arrangement and property changes, laid out now and then along the
// way, against a stack built fresh in the final state: the same frames, and the same
// constraints, since the stack regenerates its constraints incrementally.

@Suite(.timeLimit(.minutes(10))) struct StackViewMutationTests {
  /// One arranged view's inputs. Content priorities are distinct between views (the hugging
  /// and resistance of view `id` are 200 + 2·id and 500 + 2·id, plus 1 when `nudged`), so that
  /// no layout is ambiguous and there is one right answer to compare.
  struct Item {
    let id: Int
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
    var nudged = false
    var isHidden = false
    var customSpacing: CGFloat?
  }

  /// Everything a stack's layout depends on.
  struct State {
    /// With a fixed size every distribution and the non-baseline alignments are determined;
    /// with a free size, the fill distributions and every alignment.
    let fixedSize: Bool
    var axis = LayoutAxis.horizontal
    var distribution = StackView.Distribution.fill
    var alignment = StackView.Alignment.fill
    var spacing: CGFloat = 8
    var baselineRelative = false
    var marginsRelative = false
    var arranged: [Item] = []
    /// Views taken out with `removeArrangedSubview`, still subviews.
    var unarranged: [Item] = []
  }

  /// A live stack and its views by id.
  final class Live {
    let root = makeRoot(1000, 1000)
    let stack = makeStack("stack", [])
    var views: [Int: StubView] = [:]

    init(_ state: State) {
      place(stack, in: root, width: state.fixedSize ? 700 : nil, height: state.fixedSize ? 700 : nil)
      stack.axis = state.axis
      stack.distribution = state.distribution
      stack.alignment = state.alignment
      stack.spacing = state.spacing
      stack.isBaselineRelativeArrangement = state.baselineRelative
      stack.isLayoutMarginsRelativeArrangement = state.marginsRelative
      for item in state.unarranged { stack.addSubview(view(for: item)) }
      for item in state.arranged {
        stack.addArrangedSubview(view(for: item))
        if let custom = item.customSpacing { stack.setCustomSpacing(custom, after: views[item.id]!) }
      }
    }

    /// The view of `item`, made with its inputs the first time.
    func view(for item: Item) -> StubView {
      if let view = views[item.id] { return view }
      let view = stackItem("v\(item.id)", item.size.width, item.size.height)
      views[item.id] = view
      apply(item, to: view)
      return view
    }

    func apply(_ item: Item, to view: StubView) {
      view.stubSize = item.size
      view.firstBaselineOffsetFromTop = item.firstBaseline
      view.lastBaselineOffsetFromBottom = item.lastBaseline
      let offset = Float(2 * item.id + (item.nudged ? 1 : 0))
      for axis in LayoutAxis.allCases {
        view.setContentHuggingPriority(LayoutPriority(200 + offset), for: axis)
        view.setContentCompressionResistancePriority(LayoutPriority(500 + offset), for: axis)
      }
      view.isHidden = item.isHidden
    }
  }

  @Test("Incremental changes give a fresh build's layout", arguments: UInt64(1)...16)
  func incrementalChangesMatchAFreshBuild(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var state = State(fixedSize: random.bool())
    var nextID = 0
    func newItem(_ random: inout SplitMix64) -> Item {
      nextID += 1
      let height = CGFloat(random.int(10...60))
      return Item(
        id: nextID, size: CGSize(width: CGFloat(random.int(10...60)), height: height),
        firstBaseline: CGFloat(random.int(1...Int(height))), lastBaseline: CGFloat(random.int(0...Int(height) - 1)))
    }
    for _ in 0..<random.int(1...4) { state.arranged.append(newItem(&random)) }
    let live = Live(state)
    if random.bool() { live.root.layoutIfNeeded() }
    var history: [String] = []
    for _ in 0..<10 {
      history.append(Self.mutate(&state, live, random: &random, newItem: newItem))
      if random.chance(0.3) { live.root.layoutIfNeeded() }
    }
    live.root.layoutIfNeeded()

    let fresh = Live(state)
    fresh.root.layoutIfNeeded()
    let context = "seed \(seed): \(history.joined(separator: "; "))"
    #expect(
      Self.constraintTexts(live.stack) == Self.constraintTexts(fresh.stack), "constraints differ, \(context)")
    expectUnrounded(live.stack, fresh.stack.unroundedFrame ?? .null, context)
    for item in state.arranged {
      expectUnrounded(live.views[item.id]!, fresh.views[item.id]!.unroundedFrame ?? .null, context)
      #expect(!fresh.views[item.id]!.hasAmbiguousLayout(for: .horizontal), "\(context)")
      #expect(!fresh.views[item.id]!.hasAmbiguousLayout(for: .vertical), "\(context)")
    }
    #expect(live.root.layoutDiagnostics.reports.isEmpty, "\(live.root.layoutDiagnostics.reports) \(context)")
  }

  /// The stack's constraints as text, in a stable order.
  static func constraintTexts(_ stack: StackView) -> [String] {
    containerConstraints(stack).map { "'\($0.identifier ?? "")' \($0.description)" }.sorted()
  }

  /// One random change, made to both the state and the live stack; returns what it was.
  static func mutate(
    _ state: inout State, _ live: Live, random: inout SplitMix64, newItem: (inout SplitMix64) -> Item
  ) -> String {
    let stack = live.stack
    let count = state.arranged.count
    let index = count > 0 ? random.int(0...count - 1) : 0
    switch random.int(0...13) {
    case 0 where count < 6:
      let item = newItem(&random)
      let at = random.int(0...count)
      state.arranged.insert(item, at: at)
      stack.insertArrangedSubview(live.view(for: item), at: at)
      return "insert v\(item.id) at \(at)"
    case 1 where count > 1:
      let item = state.arranged.remove(at: index)
      let at = random.int(0...count - 1)
      state.arranged.insert(item, at: at)
      stack.insertArrangedSubview(live.views[item.id]!, at: at)
      return "move v\(item.id) to \(at)"
    case 2 where count > 0:
      var item = state.arranged.remove(at: index)
      item.customSpacing = nil
      state.unarranged.append(item)
      stack.removeArrangedSubview(live.views[item.id]!)
      return "removeArranged v\(item.id)"
    case 3 where count > 0:
      let item = state.arranged.remove(at: index)
      live.views[item.id]!.removeFromSuperview()
      return "removeFromSuperview v\(item.id)"
    case 4 where !state.unarranged.isEmpty && count < 6:
      let item = state.unarranged.removeFirst()
      state.arranged.append(item)
      stack.addArrangedSubview(live.views[item.id]!)
      return "rearrange v\(item.id)"
    case 5 where count > 0:
      state.arranged[index].isHidden.toggle()
      live.views[state.arranged[index].id]!.isHidden = state.arranged[index].isHidden
      return "hidden v\(state.arranged[index].id) = \(state.arranged[index].isHidden)"
    case 6:
      state.axis = state.axis == .horizontal ? .vertical : .horizontal
      stack.axis = state.axis
      return "axis \(state.axis)"
    case 7:
      let choices: [StackView.Distribution] =
        state.fixedSize ? StackView.Distribution.allCases : [.fill, .fillEqually, .fillProportionally]
      state.distribution = random.pick(choices)
      stack.distribution = state.distribution
      return "distribution \(state.distribution)"
    case 8:
      let choices = StackView.Alignment.allCases.filter {
        !state.fixedSize || ($0 != .firstBaseline && $0 != .lastBaseline)
      }
      state.alignment = random.pick(choices)
      stack.alignment = state.alignment
      return "alignment \(state.alignment)"
    case 9:
      state.spacing = random.pick([0, 4, 8, 20, StackView.spacingUseSystem])
      stack.spacing = state.spacing
      return "spacing \(state.spacing)"
    case 10 where count > 0:
      let custom: CGFloat? = random.bool() ? CGFloat(random.int(0...30)) : nil
      state.arranged[index].customSpacing = custom
      stack.setCustomSpacing(custom ?? StackView.spacingUseDefault, after: live.views[state.arranged[index].id]!)
      return "customSpacing v\(state.arranged[index].id) = \(String(describing: custom))"
    case 11:
      if random.bool() {
        state.baselineRelative.toggle()
        stack.isBaselineRelativeArrangement = state.baselineRelative
        return "baselineRelative \(state.baselineRelative)"
      }
      state.marginsRelative.toggle()
      stack.isLayoutMarginsRelativeArrangement = state.marginsRelative
      return "marginsRelative \(state.marginsRelative)"
    case 12 where count > 0:
      state.arranged[index].size = CGSize(
        width: CGFloat(random.int(10...60)), height: state.arranged[index].size.height)
      live.apply(state.arranged[index], to: live.views[state.arranged[index].id]!)
      return "width v\(state.arranged[index].id) = \(state.arranged[index].size.width)"
    case 13 where count > 0:
      state.arranged[index].nudged.toggle()
      live.apply(state.arranged[index], to: live.views[state.arranged[index].id]!)
      return "priorities v\(state.arranged[index].id) nudged = \(state.arranged[index].nudged)"
    default:
      return "nothing"
    }
  }
}
