import Foundation

@testable import OpenAutoLayout

// A reference for stack-view layouts, from first principles rather than from the code under
// test: the closed forms of behaviour-2 §1.3–§1.4 and §5 for views with intrinsic sizes, with
// priorities as a strict hierarchy (decision 1). It answers nil where the layout is not
// determined (an equal distribution with a free length, a baseline alignment with a fixed
// height) or where the closed form does not reach (equal centering that does not fit).

/// One arranged view: its intrinsic size, content priorities, baselines and visibility.
struct ReferenceItem {
  var width: CGFloat
  var height: CGFloat
  var hugging: (horizontal: Float, vertical: Float)
  var compression: (horizontal: Float, vertical: Float)
  /// From the top; nil for no text (the baseline is then the bottom edge).
  var firstBaseline: CGFloat?
  /// From the bottom; nil for no text.
  var lastBaseline: CGFloat?
  var isHidden = false
  /// The custom spacing after the view, if any.
  var spacingAfter: CGFloat?
}

struct ReferenceStack {
  var axis: LayoutAxis
  var distribution: StackView.Distribution
  var alignment: StackView.Alignment
  var spacing: CGFloat
  /// The stack's fixed length along its axis; nil when the stack sizes itself.
  var length: CGFloat?
  /// The stack's fixed size across its axis; nil when the stack sizes itself.
  var crossLength: CGFloat?
  var baselineTopByFirstViewOnly = true
  var items: [ReferenceItem]
}

struct ReferenceLayout {
  var stackSize: CGSize
  /// Each item's frame in the stack, in item order.
  var frames: [CGRect]
}

/// One term of a single-variable problem: `x relation value @priority`.
struct ReferenceTerm {
  var relation: LayoutRelation
  var value: CGFloat
  var priority: Float
}

/// The values of one variable that satisfy `terms` best within `range`, the highest priority
/// first: at each level, the minimisers of the sum of the errors (a convex piecewise-linear
/// function, so they form an interval whose ends are among the breakpoints and the range's ends).
func referenceMinimise(_ terms: [ReferenceTerm], in range: ClosedRange<CGFloat> = -1e9...1e9) -> ClosedRange<CGFloat> {
  var range = range
  for priority in Set(terms.map(\.priority)).sorted(by: >) {
    let level = terms.filter { $0.priority == priority }
    func error(_ x: CGFloat) -> CGFloat {
      level.reduce(0) { sum, term in
        switch term.relation {
        case .equal: sum + abs(x - term.value)
        case .greaterThanOrEqual: sum + max(0, term.value - x)
        case .lessThanOrEqual: sum + max(0, x - term.value)
        }
      }
    }
    let candidates = [range.lowerBound, range.upperBound] + level.map(\.value).filter { range.contains($0) }
    let best = candidates.map(error).min()!
    let minimisers = candidates.filter { error($0) <= best + 1e-9 }
    range = minimisers.min()!...minimisers.max()!
  }
  return range
}

/// An intrinsic length held by hugging and compression resistance, optionally pulled to zero
/// at `suppression` and bounded by `limit` (required).
private func heldLength(
  _ length: CGFloat, hugging: Float, compression: Float, suppression: Float? = nil, limit: CGFloat? = nil
) -> CGFloat {
  var terms = [
    ReferenceTerm(relation: .greaterThanOrEqual, value: length, priority: compression),
    ReferenceTerm(relation: .lessThanOrEqual, value: length, priority: hugging),
  ]
  if let suppression { terms.append(ReferenceTerm(relation: .equal, value: 0, priority: suppression)) }
  return referenceMinimise(terms, in: -1e9...(limit ?? 1e9)).lowerBound
}

extension ReferenceStack {
  private var horizontal: Bool { axis == .horizontal }
  private func main(_ item: ReferenceItem) -> CGFloat { horizontal ? item.width : item.height }
  private func cross(_ item: ReferenceItem) -> CGFloat { horizontal ? item.height : item.width }
  private func mainHugging(_ item: ReferenceItem) -> Float {
    horizontal ? item.hugging.horizontal : item.hugging.vertical
  }
  private func mainCompression(_ item: ReferenceItem) -> Float {
    horizontal ? item.compression.horizontal : item.compression.vertical
  }
  private func crossHugging(_ item: ReferenceItem) -> Float {
    horizontal ? item.hugging.vertical : item.hugging.horizontal
  }
  private func crossCompression(_ item: ReferenceItem) -> Float {
    horizontal ? item.compression.vertical : item.compression.horizontal
  }

  /// The layout, or nil where it is not determined or not covered.
  func layout() -> ReferenceLayout? {
    let visible = items.indices.filter { !items[$0].isHidden }
    guard let (length, mainFrames) = mainAxis(visible), let (crossSize, crossFrames) = crossAxis(visible) else {
      return nil
    }
    var mainSpans = [(position: CGFloat, length: CGFloat)](repeating: (0, 0), count: items.count)
    var crossSpans = mainSpans
    for (index, span) in zip(visible, mainFrames) { mainSpans[index] = span }
    for (index, span) in zip(visible, crossFrames) { crossSpans[index] = span }
    // Hidden views are parked: after the visible view before them, at the canvas's edge across,
    // at their intrinsic size.
    var end: CGFloat = 0
    for index in items.indices {
      let item = items[index]
      guard item.isHidden else {
        end = mainSpans[index].position + mainSpans[index].length
        continue
      }
      mainSpans[index] = (end, main(item))
      crossSpans[index] = (0, cross(item))
    }
    let frames = zip(mainSpans, crossSpans).map { main, cross in
      horizontal
        ? CGRect(x: main.position, y: cross.position, width: main.length, height: cross.length)
        : CGRect(x: cross.position, y: main.position, width: cross.length, height: main.length)
    }
    let size = horizontal ? CGSize(width: length, height: crossSize) : CGSize(width: crossSize, height: length)
    return ReferenceLayout(stackSize: size, frames: frames)
  }

  private func gap(after index: Int) -> CGFloat { items[index].spacingAfter ?? spacing }

  /// The stack's length and each visible view's position and length along the axis.
  private func mainAxis(_ visible: [Int]) -> (CGFloat, [(position: CGFloat, length: CGFloat)])? {
    let count = visible.count
    guard count > 0 else { return (length ?? 0, []) }
    let intrinsic = visible.map { main(items[$0]) }
    let gaps = visible.dropLast().map { gap(after: $0) }
    let totalGaps = gaps.reduce(0, +)
    let total = intrinsic.reduce(0, +)
    var lengths = intrinsic
    var spacings = gaps
    // The view that gives: the lowest priority among those that can.
    func lowest(_ priority: (ReferenceItem) -> Float) -> Int {
      visible.indices.min { priority(items[visible[$0]]) < priority(items[visible[$1]]) }!
    }
    switch distribution {
    case .fill:
      guard let length else { break }
      let slack = length - total - totalGaps
      if slack > 0 { lengths[lowest(mainHugging)] += slack }
      if slack < 0 { lengths[lowest(mainCompression)] += slack }
    case .fillEqually:
      let equal: CGFloat
      if let length {
        equal = (length - totalGaps) / CGFloat(count)
      } else {
        let terms = visible.flatMap { index in
          [
            ReferenceTerm(
              relation: .greaterThanOrEqual, value: main(items[index]), priority: mainCompression(items[index])),
            ReferenceTerm(relation: .lessThanOrEqual, value: main(items[index]), priority: mainHugging(items[index])),
          ]
        }
        let range = referenceMinimise(terms)
        guard range.lowerBound == range.upperBound else { return nil }
        equal = range.lowerBound
      }
      lengths = Array(repeating: equal, count: count)
    case .fillProportionally:
      if let length { lengths = intrinsic.map { $0 / total * (length - totalGaps) } }
    case .equalSpacing, .equalCentering:
      guard let length else { return nil }
      if count == 1 {
        lengths[0] = length
      } else if distribution == .equalSpacing || count == 2 {
        // Equal gaps, each at least its own spacing: at least the largest.
        let minimum = gaps.max()!
        var equalGap = (length - total) / CGFloat(count - 1)
        if equalGap < minimum {
          equalGap = minimum
          lengths[lowest(mainCompression)] += length - total - CGFloat(count - 1) * minimum
        }
        spacings = Array(repeating: equalGap, count: count - 1)
      } else {
        // Centres equally spaced between the end views' centres, if every gap stays wide enough.
        let step = (length - (intrinsic[0] + intrinsic[count - 1]) / 2) / CGFloat(count - 1)
        let centres = (0..<count).map { intrinsic[0] / 2 + CGFloat($0) * step }
        for index in 0..<(count - 1) where step - (intrinsic[index] + intrinsic[index + 1]) / 2 < gaps[index] - 1e-9 {
          return nil
        }
        return (length, zip(centres, intrinsic).map { ($0 - $1 / 2, $1) })
      }
    }
    var position: CGFloat = 0
    var spans: [(position: CGFloat, length: CGFloat)] = []
    for index in 0..<count {
      spans.append((position, lengths[index]))
      position += lengths[index] + (index < count - 1 ? spacings[index] : 0)
    }
    return (length ?? position, spans)
  }

  /// The stack's size across the axis and each visible view's position and length there.
  private func crossAxis(_ visible: [Int]) -> (CGFloat, [(position: CGFloat, length: CGFloat)])? {
    guard !visible.isEmpty else { return (crossLength ?? 0, []) }
    var alignment = alignment
    if !horizontal, alignment == .firstBaseline { alignment = .leading }
    if !horizontal, alignment == .lastBaseline { alignment = .trailing }
    switch alignment {
    case .fill:
      let size: CGFloat
      if let crossLength {
        size = crossLength
      } else {
        let terms = visible.flatMap { index in
          [
            ReferenceTerm(
              relation: .greaterThanOrEqual, value: cross(items[index]), priority: crossCompression(items[index])),
            ReferenceTerm(relation: .lessThanOrEqual, value: cross(items[index]), priority: crossHugging(items[index])),
          ]
        }
        let range = referenceMinimise(terms)
        guard range.lowerBound == range.upperBound else { return nil }
        size = range.lowerBound
      }
      return (size, visible.map { _ in (0, size) })
    case .leading, .center, .trailing:
      let lengths = visible.map { index in
        heldLength(
          cross(items[index]), hugging: crossHugging(items[index]), compression: crossCompression(items[index]),
          suppression: 25, limit: crossLength)
      }
      // Without a fixed size the canvas shrinks onto the views (the spanning fit).
      let size = crossLength ?? lengths.max()!
      return (
        size,
        lengths.map { length in
          switch alignment {
          case .leading: (0, length)
          case .center: ((size - length) / 2, length)
          default: (size - length, length)
          }
        }
      )
    case .firstBaseline, .lastBaseline:
      guard crossLength == nil else { return nil }
      // Each view's baseline distance from its top.
      let baselines = visible.map { index -> CGFloat in
        let item = items[index]
        return alignment == .firstBaseline
          ? (item.firstBaseline ?? item.height) : item.height - (item.lastBaseline ?? 0)
      }
      // The shared baseline sits as high as the views that bound the top allow.
      let baseline = baselineTopByFirstViewOnly ? baselines[0] : baselines.max()!
      let spans = zip(visible, baselines).map { index, offset in (baseline - offset, items[index].height) }
      return (spans.map { $0.0 + $0.1 }.max()!, spans)
    }
  }
}
