import Foundation
import OpenAutoLayout

/// Scenario `nested`: `depth` levels of `perLevel` arranged views, level 0 vertical and the axes
/// alternating; at every level but the last, the view at `nestedIndex` is the next level's
/// container. Leaves have intrinsic sizes and hug along their container's axis at 750 (across
/// it at the default 250), so the closed form is unique:
///
/// - a vertical level is W wide (its parent's width or the remainder of the row it sits in);
///   its children are W wide, stacked from the top 8 apart at their own heights (a leaf's
///   intrinsic height, the nested container's height);
/// - a horizontal level is W wide; its leaves keep their intrinsic widths and the nested
///   container takes the rest, W − Σ leaf widths − 8 (n − 1); every child is as high as the
///   level, which is the nested container's height (the leaves, shorter, stretch).
///
/// Leaf sizes: at an even (vertical) level, (20 + i, 10 + (i + level) % 4); at an odd
/// (horizontal) level, (6 + i % 3, 8).
@MainActor final class Nested {
  static let nestedIndex = 5
  let root: View
  /// The container of each level, level 0 first.
  var containers: [View] = []
  /// The arranged views (or chained children) of each level, in order.
  var children: [[View]] = []
  let depth: Int
  let perLevel: Int

  static func leafSize(level: Int, index: Int) -> CGSize {
    level % 2 == 0
      ? CGSize(width: 20 + index, height: 10 + (index + level) % 4)
      : CGSize(width: 6 + index % 3, height: 8)
  }

  init(depth: Int, perLevel: Int, stacked: Bool) {
    self.depth = depth
    self.perLevel = perLevel
    root = makeRoot(width: 375, height: 812)
    var constraints: [LayoutConstraint] = []
    for level in 0..<depth {
      let vertical = level % 2 == 0
      let container: View
      if stacked {
        let stack = StackView()
        stack.axis = vertical ? .vertical : .horizontal
        stack.distribution = .fill
        stack.alignment = .fill
        stack.spacing = 8
        container = stack
      } else {
        container = View()
      }
      container.translatesAutoresizingMaskIntoConstraints = false
      containers.append(container)
    }
    for level in 0..<depth {
      let vertical = level % 2 == 0
      var row: [View] = []
      for index in 0..<perLevel {
        if index == Nested.nestedIndex && level + 1 < depth {
          row.append(containers[level + 1])
        } else {
          let leaf = ContentView(Nested.leafSize(level: level, index: index))
          leaf.setContentHuggingPriority(.defaultHigh, for: vertical ? .vertical : .horizontal)
          row.append(leaf)
        }
      }
      children.append(row)
    }
    root.addSubview(containers[0])
    constraints += [
      containers[0].topAnchor.constraint(equalTo: root.topAnchor),
      containers[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      containers[0].trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    for level in 0..<depth {
      let container = containers[level]
      let row = children[level]
      if let stack = container as? StackView {
        for view in row { stack.addArrangedSubview(view) }
        continue
      }
      // The plain twin: the constraints of a fill/fill stack with spacing 8, written out.
      for (index, view) in row.enumerated() {
        container.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        if level % 2 == 0 {
          constraints += [
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            index == 0
              ? view.topAnchor.constraint(equalTo: container.topAnchor)
              : view.topAnchor.constraint(equalTo: row[index - 1].bottomAnchor, constant: 8),
          ]
          if index == row.count - 1 { constraints.append(view.bottomAnchor.constraint(equalTo: container.bottomAnchor)) }
        } else {
          constraints += [
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            index == 0
              ? view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
              : view.leadingAnchor.constraint(equalTo: row[index - 1].trailingAnchor, constant: 8),
          ]
          if index == row.count - 1 {
            constraints.append(view.trailingAnchor.constraint(equalTo: container.trailingAnchor))
          }
        }
      }
    }
    try! LayoutConstraint.activateOrThrow(constraints)
  }

  var viewCount: Int { 1 + depth + children.reduce(0) { $0 + $1.count } - (depth - 1) }

  /// The expected frames of level `level`'s children (in its container) at width `width`, and
  /// the level's height; appended to `frames` level by level.
  func expected(level: Int, width: CGFloat, into frames: inout [[CGRect]]) -> CGFloat {
    let hasNested = level + 1 < depth
    let gaps = CGFloat(8 * (perLevel - 1))
    if level % 2 == 0 {
      var nestedHeight: CGFloat = 0
      var nestedFrames: [[CGRect]] = []
      if hasNested { nestedHeight = expected(level: level + 1, width: width, into: &nestedFrames) }
      var y: CGFloat = 0
      var row: [CGRect] = []
      for index in 0..<perLevel {
        let h = hasNested && index == Nested.nestedIndex ? nestedHeight : Nested.leafSize(level: level, index: index).height
        row.append(CGRect(x: 0, y: y, width: width, height: h))
        y += h + 8
      }
      frames.append(row)
      frames += nestedFrames
      return y - 8
    } else {
      var leafWidths: CGFloat = 0
      for index in 0..<perLevel where !(hasNested && index == Nested.nestedIndex) {
        leafWidths += Nested.leafSize(level: level, index: index).width
      }
      let nestedWidth = width - leafWidths - gaps
      var nestedFrames: [[CGRect]] = []
      var height: CGFloat = 8
      if hasNested { height = max(8, expected(level: level + 1, width: nestedWidth, into: &nestedFrames)) }
      var x: CGFloat = 0
      var row: [CGRect] = []
      for index in 0..<perLevel {
        let w = hasNested && index == Nested.nestedIndex ? nestedWidth : Nested.leafSize(level: level, index: index).width
        row.append(CGRect(x: x, y: 0, width: w, height: height))
        x += w + 8
      }
      frames.append(row)
      frames += nestedFrames
      return height
    }
  }

  func check() -> String? {
    var frames: [[CGRect]] = []
    let height = expected(level: 0, width: 375, into: &frames)
    if let wrong = mismatch("level 0 container", containers[0], CGRect(x: 0, y: 0, width: 375, height: height)) {
      return wrong
    }
    for level in 0..<depth {
      for (index, view) in children[level].enumerated() {
        if let wrong = mismatch("level \(level) child \(index)", view, frames[level][index]) { return wrong }
      }
    }
    return nil
  }
}
